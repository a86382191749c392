//! A line of a game's screens whose terms explain themselves: the first occurrence of each
//! glossary term takes the keyboard focus and shows what it means on hover, focus or tap
//! (Escape, or a second tap, hides it); screen readers read the meaning as its description.
//! The meaning is drawn at the end of the page, fixed where the term is, so that it is never
//! cut by the panel around it and never part of the line's own text.

use std::sync::atomic::{AtomicUsize, Ordering};

use js_sys::Reflect;
use leptos::html::Span;
use leptos::portal::Portal;
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
    let shown = RwSignal::new(false);
    let focused = RwSignal::new(false);
    // Whether the term had the focus before the tap or click being handled.
    let focused_before = StoredValue::new(false);
    let term = NodeRef::<Span>::new();
    let tip = NodeRef::<Span>::new();
    let place = RwSignal::new((MARGIN, MARGIN));
    Effect::new(move |_| {
        if shown.get() {
            request_animation_frame(move || {
                if let (Some(term), Some(tip)) = (term.get_untracked(), tip.get_untracked()) {
                    place.set(placed(&term, &tip));
                }
            });
        }
    });
    let hide_on_escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && shown.get_untracked() {
            shown.set(false);
        }
    });
    on_cleanup(move || hide_on_escape.remove());
    view! {
        <span
            class="term"
            class:open=move || shown.get()
            tabindex="0"
            aria-describedby=id.clone()
            node_ref=term
            on:mouseenter=move |_| shown.set(true)
            on:mouseleave=move |_| {
                if !focused.get_untracked() {
                    shown.set(false);
                }
            }
            on:focus=move |_| {
                focused.set(true);
                shown.set(true);
            }
            on:blur=move |_| {
                focused.set(false);
                shown.set(false);
            }
            on:pointerdown=move |_| focused_before.set_value(focused.get_untracked())
            on:click=move |_| {
                if focused_before.get_value() {
                    shown.update(|s| *s = !*s);
                } else {
                    shown.set(true);
                }
            }
        >
            {text}
        </span>
        <Portal>
            <span
                role="tooltip"
                id=id.clone()
                class="term-tip"
                hidden=move || !shown.get()
                node_ref=tip
                style:left=move || format!("{}px", place.get().0)
                style:top=move || format!("{}px", place.get().1)
            >
                {meaning.clone()}
            </span>
        </Portal>
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
