//! Offline play: the page registers the game's service worker (`scripts/service-worker.mjs`),
//! which keeps every file of the build. A new build is installed in the background and waits;
//! the page tells the players, and the new version takes over only when they choose to reload.

use std::cell::Cell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// The service worker's script, beside the page.
const SCRIPT: &str = "./service-worker.js";
/// What the page says to a waiting service worker to make it take over.
const TAKE_OVER: &str = "np:update";

thread_local! {
    /// The players asked for the new version: the page reloads once it has taken over.
    static RELOAD_WHEN_TAKEN_OVER: Cell<bool> = const { Cell::new(false) };
}

/// The service workers of this page, where the browser gives them: not to a page without an
/// origin of its own (a sandboxed frame), nor outside a secure context.
fn container() -> Option<ServiceWorkerContainer> {
    let window = web_sys::window()?;
    if window.origin() == "null" || !window.is_secure_context() {
        return None;
    }
    let navigator = window.navigator();
    js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker"))
        .ok()?
        .then(|| navigator.service_worker())
}

/// Registers the service worker; `update_ready` is called when a new version waits.
pub fn start(update_ready: impl Fn() + Clone + 'static) {
    let Some(container) = container() else {
        return;
    };
    let on_taken_over = Closure::<dyn Fn()>::new(|| {
        if RELOAD_WHEN_TAKEN_OVER.get() {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(on_taken_over.as_ref().unchecked_ref()));
    on_taken_over.forget();
    let registering = container.register(SCRIPT);
    leptos::task::spawn_local(async move {
        // A browser that blocks service workers may also answer with no registration at all.
        let Some(registration) = JsFuture::from(registering)
            .await
            .ok()
            .and_then(|r| r.dyn_into::<ServiceWorkerRegistration>().ok())
        else {
            return;
        };
        // A version installed on an earlier visit may be waiting already. On the first visit
        // nothing was in control yet: nothing is new to the players.
        if registration.waiting().is_some() && container.controller().is_some() {
            update_ready();
        }
        let watched = registration.clone();
        let on_found = Closure::<dyn Fn()>::new(move || {
            let Some(installing) = watched.installing() else {
                return;
            };
            let (worker, ready, container) =
                (installing.clone(), update_ready.clone(), container.clone());
            let on_state = Closure::<dyn Fn()>::new(move || {
                if worker.state() == ServiceWorkerState::Installed
                    && container.controller().is_some()
                {
                    ready();
                }
            });
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget();
        });
        registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        on_found.forget();
    });
}

/// Lets the waiting version take over; the page reloads when it has (the game in progress is
/// saved after every move and resumes).
pub fn update_now() {
    let Some(container) = container() else {
        return;
    };
    RELOAD_WHEN_TAKEN_OVER.set(true);
    leptos::task::spawn_local(async move {
        let Ok(registration) = JsFuture::from(container.get_registration()).await else {
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        if let Some(waiting) = registration.waiting() {
            let _ = waiting.post_message(&JsValue::from_str(TAKE_OVER));
        }
    });
}
