//! The game embedded in another site's page (`?embed`), and the messages it exchanges with that
//! page (docs/embedding.md): it says `{"type":"np:ready"}` once it listens and
//! `{"type":"np:game-over","ranking":[{"name":…,"respect":…},…]}` when a game ends; it takes
//! `{"type":"np:new-game","players":3–5,"bots":0–players,"language":"en"|"ja"}` only from the
//! origins the site owner listed at build time, and only in exactly that shape.

use serde_json::Value;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::shell::json_text::quote;

/// What a page asks of the embedded game: a new game of `players` seats, the last `bots` of
/// them bots, in `language` if given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub players: usize,
    pub bots: usize,
    pub language: Option<String>,
}

impl NewGame {
    /// The command in a message's JSON text; `None` for anything not exactly of its shape.
    pub fn from_json(text: &str) -> Option<NewGame> {
        let value: Value = serde_json::from_str(text).ok()?;
        let object = value.as_object()?;
        let known = ["type", "players", "bots", "language"];
        if object.keys().any(|k| !known.contains(&k.as_str())) {
            return None;
        }
        if object.get("type")?.as_str()? != "np:new-game" {
            return None;
        }
        let players = usize::try_from(object.get("players")?.as_u64()?).ok()?;
        let bots = usize::try_from(object.get("bots")?.as_u64()?).ok()?;
        if !(3..=5).contains(&players) || bots > players {
            return None;
        }
        let language = match object.get("language") {
            None => None,
            Some(l) => match l.as_str()? {
                lang @ ("en" | "ja") => Some(lang.to_string()),
                _ => return None,
            },
        };
        Some(NewGame {
            players,
            bots,
            language,
        })
    }
}

/// The message that a game ended: the families from first to last, with their final Respect.
pub fn game_over_message(ranking: &[(String, u32)]) -> String {
    let rows: Vec<String> = ranking
        .iter()
        .map(|(name, respect)| format!("{{\"name\":{},\"respect\":{respect}}}", quote(name)))
        .collect();
    format!(
        "{{\"type\":\"np:game-over\",\"ranking\":[{}]}}",
        rows.join(",")
    )
}

/// Whether the page was opened to be embedded (`?embed`).
pub fn embedded() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| {
            q.trim_start_matches('?')
                .split('&')
                .any(|p| p == "embed" || p.starts_with("embed="))
        })
}

/// This page's address without `embed`: the game in a tab of its own.
pub fn full_game_address() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    let query: Vec<String> = location
        .search()
        .unwrap_or_default()
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && *p != "embed" && !p.starts_with("embed="))
        .map(str::to_string)
        .collect();
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{}", query.join("&"))
    };
    format!(
        "{}{}{query}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default()
    )
}

/// The origins whose pages may command the game, as the build wrote them into the page's
/// `<meta name="np-command-origins">` (space-separated; none by default).
fn command_origins() -> Vec<String> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("meta[name=\"np-command-origins\"]")
                .ok()
                .flatten()
        })
        .and_then(|m| m.get_attribute("content"))
        .map(|c| c.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// Sends `message` (JSON text) to the page that embeds this one, if any.
pub fn tell_host(message: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if parent == window {
        return;
    }
    if let Ok(data) = js_sys::JSON::parse(message) {
        // What the game says is no secret: any page that embeds it may hear it.
        let _ = parent.post_message(&data, "*");
    }
}

/// Listens for commands from the listed origins; `on_new_game` gets each valid one.
pub fn listen(on_new_game: impl Fn(NewGame) + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let allowed = command_origins();
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if !allowed.iter().any(|o| *o == event.origin()) {
                return;
            }
            let text = js_sys::JSON::stringify(&event.data())
                .ok()
                .and_then(|t| t.as_string());
            if let Some(command) = text.as_deref().and_then(NewGame::from_json) {
                on_new_game(command);
            }
        });
    let _ = window.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref());
    on_message.forget();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_game_command_is_read_only_in_its_exact_shape() {
        assert_eq!(
            NewGame::from_json(r#"{"type":"np:new-game","players":4,"bots":3,"language":"ja"}"#),
            Some(NewGame {
                players: 4,
                bots: 3,
                language: Some("ja".into())
            })
        );
        assert_eq!(
            NewGame::from_json(r#"{"type":"np:new-game","players":3,"bots":0}"#),
            Some(NewGame {
                players: 3,
                bots: 0,
                language: None
            })
        );
        for refused in [
            r#"{"type":"np:new-game","players":6,"bots":0}"#,
            r#"{"type":"np:new-game","players":3,"bots":4}"#,
            r#"{"type":"np:new-game","players":"3","bots":1}"#,
            r#"{"type":"np:new-game","players":3.5,"bots":1}"#,
            r#"{"type":"np:new-game","players":3,"bots":-1}"#,
            r#"{"type":"np:new-game","players":3,"bots":1,"language":"fr"}"#,
            r#"{"type":"np:new-game","players":3,"bots":1,"names":["<img src=x>"]}"#,
            r#"{"type":"np:start","players":3,"bots":1}"#,
            r#"{"players":3,"bots":1}"#,
            r#"["np:new-game",3,1]"#,
            r#""np:new-game""#,
            "not json",
        ] {
            assert_eq!(NewGame::from_json(refused), None, "{refused}");
        }
    }

    #[test]
    fn the_game_over_message_names_the_families_as_text() {
        let text = game_over_message(&[("Anna \"<b>\"".into(), 31), ("Bruno".into(), 22)]);
        let value: Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(value["type"], "np:game-over");
        assert_eq!(value["ranking"][0]["name"], "Anna \"<b>\"");
        assert_eq!(value["ranking"][0]["respect"], 31);
        assert_eq!(value["ranking"][1]["name"], "Bruno");
    }
}
