//! Games moved between browsers as files: a game record downloaded as a `.json` file named
//! after the game's title and keeping it, and the text of a file a person picked, read for
//! importing.

use serde_json::Value;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::json_text::quote;
use super::saved::MAX_TITLE;

/// A game's file: its record with the title its players gave it as a first field, `title`
/// (which every game's reader passes over); a record that has a title of its own keeps it.
pub fn file_text(record: &str, title: Option<&str>) -> String {
    let titled = serde_json::from_str::<Value>(record)
        .ok()
        .is_some_and(|raw| raw.get("title").is_some());
    if titled {
        return record.to_string();
    }
    match (title, record.trim_start().strip_prefix('{')) {
        (Some(title), Some(fields)) if !fields.trim_start().starts_with('}') => {
            format!("{{\"title\":{},{fields}", quote(title))
        }
        _ => record.to_string(),
    }
}

/// A file's record as its game wrote it, and the title the file keeps: the first field that
/// [`file_text`] wrote is taken off again, so that the game is stored as its game wrote it.
pub fn record_of_file(text: &str) -> (String, Option<String>) {
    let title = serde_json::from_str::<Value>(text)
        .ok()
        .and_then(|raw| {
            raw.get("title")?
                .as_str()
                .map(str::trim)
                .map(str::to_string)
        })
        .filter(|t| !t.is_empty());
    let Some(title) = title else {
        return (text.to_string(), None);
    };
    let written = format!("{{\"title\":{},", quote(&title));
    let record = match text.trim_start().strip_prefix(&written) {
        Some(fields) => format!("{{{fields}"),
        None => text.to_string(),
    };
    (record, Some(title.chars().take(MAX_TITLE).collect()))
}

/// The name of a game's file: its title, with the characters file systems refuse replaced.
pub fn file_name(title: &str) -> String {
    let name: String = title
        .chars()
        .map(|c| {
            if c.is_control() || "/\\:*?\"<>|".contains(c) {
                '-'
            } else {
                c
            }
        })
        .collect();
    let name = name.trim().trim_start_matches('.');
    format!("{}.json", if name.is_empty() { "game" } else { name })
}

/// Whether the page may offer a download. A page in a sandboxed frame has no origin of its own
/// ("null"), and such a frame is usually refused downloads too: the page shows the text to copy
/// instead.
pub fn downloads_allowed() -> bool {
    web_sys::window().is_some_and(|w| w.origin() != "null")
}

/// Offers `text` to the person as a download named `file_name`.
///
/// # Errors
/// What the browser threw, if it would not make the file.
pub fn download(file_name: &str, text: &str) -> Result<(), JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    // The browser has taken the file once the click is handled; the address is let go later.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// The text of the first file picked in `input`, if one was picked and could be read.
pub async fn picked_text(input: &web_sys::HtmlInputElement) -> Option<String> {
    let file = input.files()?.get(0)?;
    JsFuture::from(file.text()).await.ok()?.as_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = r#"{"version":1,"game":{"game":"made-up","actions":[]},"seats":[]}"#;

    #[test]
    fn a_file_keeps_its_title_and_gives_the_record_back_as_written() {
        let file = file_text(RECORD, Some("Friday \"night\""));
        assert!(file.starts_with(r#"{"title":"Friday \"night\"","version":1"#));
        let raw: Value = serde_json::from_str(&file).expect("a file is JSON");
        assert_eq!(raw["version"], 1);
        assert_eq!(
            record_of_file(&file),
            (RECORD.to_string(), Some("Friday \"night\"".to_string()))
        );
        assert_eq!(file_text(RECORD, None), RECORD);
        let by_hand = r#"{"title":"Old","version":1}"#;
        assert_eq!(file_text(by_hand, Some("New")), by_hand, "one title a file");
        assert_eq!(record_of_file(RECORD), (RECORD.to_string(), None));
    }

    #[test]
    fn a_title_written_by_hand_is_kept_and_the_record_left_as_it_is() {
        let by_hand = r#"{"version":1,"title":"  Long game  ","seats":[]}"#;
        assert_eq!(
            record_of_file(by_hand),
            (by_hand.to_string(), Some("Long game".to_string()))
        );
        let long = format!(r#"{{"title":"{}","version":1}}"#, "x".repeat(60));
        assert_eq!(record_of_file(&long).1.map(|t| t.len()), Some(MAX_TITLE));
        for text in [
            r#"{"title":"   ","version":1}"#,
            r#"{"title":7}"#,
            "not json",
        ] {
            assert_eq!(record_of_file(text), (text.to_string(), None), "{text}");
        }
    }

    #[test]
    fn a_file_is_named_after_its_title() {
        assert_eq!(file_name("Friday night"), "Friday night.json");
        assert_eq!(file_name("金曜の夜"), "金曜の夜.json");
        assert_eq!(file_name("a/b: c?"), "a-b- c-.json");
        assert_eq!(file_name(" .. "), "game.json");
    }
}
