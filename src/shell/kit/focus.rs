//! Where keyboard focus goes: into a decision panel after a choice, and over the whole text of
//! a field to copy.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// After a choice, keyboard focus goes to what comes next in the decision panel: Confirm, the
/// first choice of the next step, or the panel itself, so it never falls back to the page. A
/// player reading an open dialog keeps the keyboard there.
pub fn focus_decision() {
    request_animation_frame(|| {
        if reading_aside() {
            return;
        }
        let Some(panel) = document().get_element_by_id("decision") else {
            return;
        };
        let next = panel
            .query_selector(".confirm button, fieldset button:not([disabled])")
            .ok()
            .flatten()
            .unwrap_or(panel);
        if let Ok(el) = next.dyn_into::<web_sys::HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = el.focus_with_options(&options);
        }
    });
}

/// Whether the keyboard is in a dialog opened over the table.
fn reading_aside() -> bool {
    document()
        .active_element()
        .and_then(|el| el.closest("dialog, [role=dialog]").ok().flatten())
        .is_some()
}

/// Selects the whole text of the field that got the focus, ready to copy.
pub fn select_all(ev: leptos::ev::FocusEvent) {
    let Some(target) = ev.target() else {
        return;
    };
    if let Some(input) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        input.select();
    } else if let Some(area) = target.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.select();
    }
}
