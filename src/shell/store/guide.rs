//! How to play, open over whatever screen is shown: the table stays as it is beneath, its bots
//! play on. The address names the game and section open (`#how-to-play/<game>/<section>`), so a
//! section can be linked; closing it puts back the address and the focus it found.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use super::Shell;
use crate::shell::guide::GuideAt;

/// What closing How to play puts back.
#[derive(Clone, Default)]
pub(crate) struct GuideReturn {
    /// The fragment of the address before How to play opened; `None` when the address opened
    /// it (a link), so that there is no page history of the page's own to go back through.
    pushed_over: Option<String>,
    /// What had the focus, to have it again.
    focus: Option<web_sys::Element>,
    /// A fragment the page itself is going back to, not to be opened again when it arrives.
    going_back_to: Option<String>,
}

impl Shell {
    /// Opens game `game`'s How to play at `section` (at its beginning if `None`) over the
    /// screen shown, as a new entry of the page's history: the browser's Back closes it.
    pub fn open_guide(&self, game: &str, section: Option<&str>) {
        let at = GuideAt {
            game: game.to_string(),
            section: section.map(str::to_string),
        };
        if self.guide.get_untracked().is_some() {
            self.guide_section(section);
            return;
        }
        let before = current_fragment();
        set_address(&at.fragment(), true);
        self.guide_return.update_value(|r| {
            r.pushed_over = Some(before);
            r.focus = document().active_element();
        });
        self.guide.set(Some(at));
    }

    /// The section of the open How to play shown now, which the address follows.
    pub fn guide_section(&self, section: Option<&str>) {
        let Some(mut at) = self.guide.get_untracked() else {
            return;
        };
        at.section = section.map(str::to_string);
        set_address(&at.fragment(), false);
        self.guide.set(Some(at));
    }

    /// Closes How to play: the address it found comes back, and the focus goes where it was.
    pub fn close_guide(&self) {
        if self.guide.get_untracked().is_none() {
            return;
        }
        let back = self.guide_return.try_update_value(std::mem::take);
        let back = back.unwrap_or_default();
        self.guide.set(None);
        match back.pushed_over {
            Some(fragment) => {
                self.guide_return
                    .update_value(|r| r.going_back_to = Some(fragment));
                if let Ok(history) = window().history() {
                    let _ = history.back();
                }
            }
            None => set_address(&without_fragment(), false),
        }
        give_focus_back(back.focus);
    }

    /// The address's fragment changed or the page opened on it; whether How to play took it
    /// (else it may be a replay link). A How to play address opens it there; the fragment it
    /// was opened over, come back by the browser's Back, closes it.
    pub fn guide_address_changed(&self, fragment: &str) -> bool {
        if let Some(at) = GuideAt::from_fragment(fragment) {
            if self.games.by_id(&at.game).is_none() {
                return false;
            }
            if self.guide.get_untracked().is_none() {
                self.guide_return.set_value(GuideReturn {
                    focus: document().active_element(),
                    ..GuideReturn::default()
                });
            }
            if self.guide.get_untracked().as_ref() != Some(&at) {
                self.guide.set(Some(at));
            }
            return true;
        }
        let awaited = self
            .guide_return
            .try_update_value(|r| r.going_back_to.take())
            .flatten();
        if awaited.as_deref() == Some(fragment) {
            return true;
        }
        let came_from = self
            .guide_return
            .with_value(|r| r.pushed_over.clone())
            .filter(|_| self.guide.get_untracked().is_some());
        if came_from.as_deref() == Some(fragment) {
            // The browser's Back: the entry How to play was opened over.
            self.close_guide_in_place();
            return true;
        }
        self.close_guide_in_place();
        false
    }

    /// Closes How to play without touching the address (it has changed already).
    fn close_guide_in_place(&self) {
        if self.guide.get_untracked().is_none() {
            return;
        }
        let focus = self
            .guide_return
            .try_update_value(|r| {
                r.pushed_over = None;
                r.focus.take()
            })
            .flatten();
        self.guide.set(None);
        give_focus_back(focus);
    }
}

/// Gives the focus back to what had it before How to play opened, if it is still on the page,
/// once How to play is gone (the page around an open How to play takes no focus).
fn give_focus_back(focus: Option<web_sys::Element>) {
    let Some(focus) = focus else {
        return;
    };
    request_animation_frame(move || {
        if focus.is_connected() {
            if let Ok(focus) = focus.dyn_into::<web_sys::HtmlElement>() {
                let _ = focus.focus();
            }
        }
    });
}

fn current_fragment() -> String {
    window().location().hash().unwrap_or_default()
}

/// The page's address without its fragment.
fn without_fragment() -> String {
    let location = window().location();
    location.pathname().unwrap_or_default() + &location.search().unwrap_or_default()
}

/// Shows `address` (a fragment, or a path) in the address bar, as a new history entry if `push`;
/// no `hashchange` follows.
fn set_address(address: &str, push: bool) {
    let Ok(history) = window().history() else {
        return;
    };
    let _ = if push {
        history.push_state_with_url(&JsValue::NULL, "", Some(address))
    } else {
        history.replace_state_with_url(&JsValue::NULL, "", Some(address))
    };
}
