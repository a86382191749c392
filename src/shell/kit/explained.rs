//! A line of a game's screens whose terms explain themselves: the first occurrence of each
//! glossary term takes the keyboard focus and shows what it means on hover, focus or tap
//! (Escape, or a second tap, hides it); screen readers read the meaning as its description.
//! The meaning is kept at the end of the page and shown fixed beside its term, so that it is
//! never cut by the panel around it and never part of the line's own text.

use std::sync::atomic::{AtomicUsize, Ordering};

use js_sys::Reflect;
use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};

use crate::shell::guide::{find_terms, Piece, Term};

/// Room kept between a meaning and the edges of the window, and its term, in pixels.
const MARGIN: f64 = 8.0;

/// `text`, each of the `terms` in it explaining itself.
#[component]
pub fn Explained(
    #[prop(into)] text: Signal<String>,
    #[prop(into)] terms: Signal<Vec<Term>>,
) -> impl IntoView {
    move || {
        let text = text.get();
        terms.with(|terms| {
            find_terms(&text, terms)
                .into_iter()
                .map(|piece| match piece {
                    Piece::Text(text) => text.into_any(),
                    Piece::Term { text, term } => {
                        let meaning = terms[term].meaning.clone();
                        view! { <TermTip text meaning /> }.into_any()
                    }
                })
                .collect_view()
        })
    }
}

/// A fresh element id for a meaning.
fn tip_id() -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    format!("term-tip-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

#[component]
fn TermTip(text: String, meaning: String) -> impl IntoView {
    let id = tip_id();
    add_tip(&id, &meaning);
    let shown = RwSignal::new(false);
    let focused = RwSignal::new(false);
    // Whether the term had the focus before the tap or click being handled.
    let focused_before = StoredValue::new(false);
    let show = {
        let id = id.clone();
        move |term: Option<web_sys::EventTarget>, on: bool| {
            shown.set(on);
            show_tip(&id, term.and_then(|t| t.dyn_into().ok()), on);
        }
    };
    let hide_on_escape = {
        let id = id.clone();
        window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.key() == "Escape" && shown.try_get_untracked() == Some(true) {
                shown.set(false);
                show_tip(&id, None, false);
            }
        })
    };
    {
        let id = id.clone();
        on_cleanup(move || {
            hide_on_escape.remove();
            if let Some(tip) = document().get_element_by_id(&id) {
                tip.remove();
            }
        });
    }
    let (enter, leave, focus, blur, click) =
        (show.clone(), show.clone(), show.clone(), show.clone(), show);
    view! {
        <span
            class="term"
            class:open=move || shown.get()
            tabindex="0"
            aria-describedby=id
            on:mouseenter=move |ev| enter(ev.current_target(), true)
            on:mouseleave=move |ev| {
                if !focused.get_untracked() {
                    leave(ev.current_target(), false);
                }
            }
            on:focus=move |ev| {
                focused.set(true);
                focus(ev.current_target(), true);
            }
            on:blur=move |ev| {
                focused.set(false);
                blur(ev.current_target(), false);
            }
            on:pointerdown=move |_| focused_before.set_value(focused.get_untracked())
            on:click=move |ev| {
                let on = !(focused_before.get_value() && shown.get_untracked());
                click(ev.current_target(), on);
            }
        >
            {text}
        </span>
    }
}

/// Puts the meaning, hidden, at the end of the page: outside the line, so that it is never
/// part of the line's own text nor cut by the panel around it.
fn add_tip(id: &str, meaning: &str) {
    let document = document();
    let Ok(tip) = document.create_element("span") else {
        return;
    };
    tip.set_id(id);
    tip.set_class_name("term-tip");
    let _ = tip.set_attribute("role", "tooltip");
    let _ = tip.set_attribute("hidden", "");
    tip.set_text_content(Some(meaning));
    if let Some(body) = document.body() {
        let _ = body.append_child(&tip);
    }
}

/// Shows the meaning `id` beside its `term` (where it was, without one), or hides it.
fn show_tip(id: &str, term: Option<web_sys::HtmlElement>, on: bool) {
    let Some(tip) = document()
        .get_element_by_id(id)
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    tip.set_hidden(!on);
    if let (true, Some(term)) = (on, term) {
        let (left, top) = placed(&term, &tip);
        let style = tip.style();
        let _ = style.set_property("left", &format!("{left}px"));
        let _ = style.set_property("top", &format!("{top}px"));
    }
}

/// Where the meaning goes: under its term (above it if there is no room below), its left edge
/// at the term's, moved in so that it stays inside the window.
fn placed(term: &web_sys::HtmlElement, tip: &web_sys::HtmlElement) -> (f64, f64) {
    let at = Bounds::of(term);
    let width = f64::from(tip.offset_width());
    let height = f64::from(tip.offset_height());
    let window = window();
    let size = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (room_x, room_y) = (size(window.inner_width()), size(window.inner_height()));
    let left = at.left.min(room_x - width - MARGIN).max(MARGIN);
    let below = at.bottom + MARGIN / 2.0;
    let above = at.top - height - MARGIN / 2.0;
    let top = if below + height > room_y - MARGIN && above >= MARGIN {
        above
    } else {
        below
    };
    (left, top)
}

/// Where an element is in the window, in pixels.
struct Bounds {
    left: f64,
    top: f64,
    bottom: f64,
}

impl Bounds {
    /// The element's bounding box (`getBoundingClientRect`, read as a plain object).
    fn of(el: &web_sys::HtmlElement) -> Bounds {
        let rect = Reflect::get(el, &JsValue::from_str("getBoundingClientRect"))
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call0(el).ok())
            .unwrap_or(JsValue::UNDEFINED);
        let side = |name: &str| {
            Reflect::get(&rect, &JsValue::from_str(name))
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0)
        };
        Bounds {
            left: side("left"),
            top: side("top"),
            bottom: side("bottom"),
        }
    }
}
