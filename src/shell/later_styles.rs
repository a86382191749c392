//! The style sheets of the parts the start screen never shows: How to play's frame
//! (`style/guide.css`), the coach of Learn to play (`style/coach.css`) and a game's own table
//! (`style/<game>.css`). The build keeps their
//! links in the page's `<template id="later-styles">` (scripts/later-styles.mjs), where the
//! browser fetches nothing; a link joins the page's head when its part first opens, and the part
//! shows once its styles have come, never unstyled.

use std::cell::RefCell;
use std::future::Future;

use leptos::prelude::document;
use leptos::wasm_bindgen::{JsCast, JsValue};
use send_wrapper::SendWrapper;
use wasm_bindgen_futures::JsFuture;

/// The element that holds the links.
const TEMPLATE: &str = "later-styles";

/// A style sheet kept for later.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum LaterStyle {
    /// How to play's frame.
    Guide,
    /// The coach of Learn to play.
    Coach,
    /// A game's own style sheet, `style/<name>.css`, fetched with the game's code.
    Game(&'static str),
}

impl LaterStyle {
    /// Its file's name in `style/`, which the build's name for it begins with.
    fn name(self) -> &'static str {
        match self {
            LaterStyle::Guide => "guide",
            LaterStyle::Coach => "coach",
            LaterStyle::Game(name) => name,
        }
    }
}

thread_local! {
    /// The style sheets added so far, each with its load.
    static ADDED: RefCell<Vec<(LaterStyle, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// Adds `style` to the page, the first time, and gives its load: done when the sheet has come,
/// or has failed to (its part then shows without it rather than not at all). The sheet is on
/// its way as soon as this returns, so the part's code can be fetched meanwhile.
pub fn load(style: LaterStyle) -> impl Future<Output = ()> + Send {
    let promise = ADDED.with(|added| {
        let mut added = added.borrow_mut();
        if let Some((_, load)) = added.iter().find(|(s, _)| *s == style) {
            return load.clone();
        }
        let load = add(style);
        added.push((style, load.clone()));
        load
    });
    let load = JsFuture::from(promise);
    // The page runs on one thread: the load is awaited where it was made.
    SendWrapper::new(async move {
        let _ = load.await;
    })
}

/// Moves `style`'s link from the template into the page's head: its load, done at once where
/// the page has no such link.
fn add(style: LaterStyle) -> js_sys::Promise {
    let selector = format!("link[href*=\"/{}-\"]", style.name());
    let link = document()
        .get_element_by_id(TEMPLATE)
        .and_then(|t| t.dyn_into::<web_sys::HtmlTemplateElement>().ok())
        .and_then(|t| t.content().query_selector(&selector).ok().flatten());
    let (Some(link), Some(head)) = (link, document().head()) else {
        return js_sys::Promise::resolve(&JsValue::UNDEFINED);
    };
    js_sys::Promise::new(&mut |done, _| {
        let _ = link.add_event_listener_with_callback("load", &done);
        let _ = link.add_event_listener_with_callback("error", &done);
        let _ = head.append_child(&link);
    })
}
