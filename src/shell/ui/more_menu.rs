//! The top bar's More menu: one button that opens a list of the bar's less used controls, so
//! that the bar keeps to one row. The controls given as `wide` stand in the bar on a wide
//! screen and join the list on a narrow one; the children are always in the list.
//!
//! The list opens and closes with its button (opened with the keyboard, the focus goes into
//! it); Escape closes it and gives the focus back to the button, and so does using one of its
//! controls. A click or the focus elsewhere on the page closes it, except in a dialog opened
//! from it (How to play), so that the focus comes back to the control that opened the dialog.

use leptos::html::{Button, Div};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::shell::language::*;

/// The id of the list, which the button controls.
const LIST_ID: &str = "topbar-more";

/// The focusable controls of the list.
const CONTROLS: &str = "button, select, a[href]";

/// Whether `target` is a place on the page away from the menu `root`: neither in the menu nor
/// in a dialog.
fn away_from(root: &web_sys::Element, target: Option<web_sys::EventTarget>) -> bool {
    let Some(node) = target.and_then(|t| t.dyn_into::<web_sys::Node>().ok()) else {
        return false;
    };
    if root.contains(Some(&node)) {
        return false;
    }
    let element = match node.dyn_into::<web_sys::Element>() {
        Ok(element) => Some(element),
        Err(node) => node.parent_element(),
    };
    !element.is_some_and(|e| matches!(e.closest("dialog, [role=dialog]"), Ok(Some(_))))
}

/// Whether `element` is drawn as a box of its own (not hidden, nor only its contents drawn).
fn drawn(element: &web_sys::Element) -> bool {
    element
        .dyn_ref::<web_sys::HtmlElement>()
        .is_some_and(|e| e.offset_width() > 0 || e.offset_height() > 0)
}

/// The control `target` is, or is inside of, if it is one of the list's controls.
fn control_of(target: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    let element = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok())?;
    element.closest(CONTROLS).ok().flatten()
}

#[component]
pub fn MoreMenu(wide: AnyView, children: Children) -> impl IntoView {
    let i18n = use_i18n();
    let open = RwSignal::new(false);
    let root = NodeRef::<Div>::new();
    let list = NodeRef::<Div>::new();
    let toggle = NodeRef::<Button>::new();
    // A control's own click may have taken the bar away already (a new screen): then there is
    // nothing left to close.
    let close = move |give_focus_back: bool| {
        open.try_set(false);
        if give_focus_back {
            if let Some(button) = toggle.try_get_untracked().flatten() {
                let _ = button.focus();
            }
        }
    };
    // Opened with the keyboard, the focus goes to the list's first control shown, which comes
    // before the button.
    let first_control = move || {
        request_animation_frame(move || {
            let Some(list) = list.get_untracked() else {
                return;
            };
            let Ok(controls) = list.query_selector_all(CONTROLS) else {
                return;
            };
            let first = (0..controls.length())
                .filter_map(|i| controls.item(i))
                .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
                .find(|e| drawn(e) && !e.has_attribute("disabled"));
            if let Some(first) = first {
                let _ = first.focus();
            }
        });
    };
    let elsewhere = window_event_listener(leptos::ev::click, move |ev| {
        if open.try_get_untracked() != Some(true) {
            return;
        }
        if let Some(root) = root.try_get_untracked().flatten() {
            if away_from(&root, ev.target()) {
                open.try_set(false);
            }
        }
    });
    on_cleanup(move || elsewhere.remove());
    // A control used in the open list closes it, unless it opens a dialog over the page. A
    // control of the bar's own row (a wide screen's) leaves the focus where its use puts it.
    let used = move |control: Option<web_sys::Element>| {
        let Some(control) = control else {
            return;
        };
        if open.try_get_untracked() != Some(true)
            || control.get_attribute("aria-haspopup").as_deref() == Some("dialog")
        {
            return;
        }
        let in_list = list
            .try_get_untracked()
            .flatten()
            .is_some_and(|l| drawn(&l));
        let in_popup = in_list || matches!(control.closest(".more-always"), Ok(Some(_)));
        close(in_popup);
    };
    view! {
        <div
            class="more"
            class:open=move || open.get()
            node_ref=root
            on:keydown=move |ev| {
                if ev.key() == "Escape" && open.get_untracked() {
                    ev.stop_propagation();
                    close(true);
                }
            }
            on:focusout=move |ev| {
                if let Some(root) = root.try_get_untracked().flatten() {
                    if away_from(&root, ev.related_target()) {
                        open.try_set(false);
                    }
                }
            }
        >
            <div
                class="more-list"
                id=LIST_ID
                node_ref=list
                on:click=move |ev| {
                    used(control_of(ev.target()).filter(|c| c.tag_name() == "BUTTON"))
                }
                on:change=move |ev| used(control_of(ev.target()))
            >
                <div class="more-wide">{wide}</div>
                <div class="more-always">{children()}</div>
            </div>
            <button
                type="button"
                class="more-toggle"
                node_ref=toggle
                aria-expanded=move || open.get().to_string()
                aria-controls=LIST_ID
                on:click=move |ev| {
                    let opening = !open.get_untracked();
                    open.set(opening);
                    // A click made with the keyboard counts no presses of a mouse button.
                    if opening && ev.detail() == 0 {
                        first_control();
                    }
                }
            >
                {t!(i18n, topbar.more)}
                <span class="more-mark" aria-hidden="true">
                    "▾"
                </span>
            </button>
        </div>
    }
}
