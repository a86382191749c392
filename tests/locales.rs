//! Every string of the page in both languages: `locales/en.json` and `locales/ja.json` have the
//! same keys, each with the same values to fill in, and no text is empty. (leptos_i18n falls
//! back to English for a key missing in Japanese with only a build warning.)

use std::collections::BTreeMap;

use serde_json::Value;

/// Every key ("group.key") with its text.
fn strings(file: &str) -> BTreeMap<String, String> {
    let path = format!("{}/locales/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = BTreeMap::new();
    for (group, keys) in value.as_object().expect("groups") {
        for (key, text) in keys.as_object().expect("keys") {
            out.insert(
                format!("{group}.{key}"),
                text.as_str().expect("a text").to_string(),
            );
        }
    }
    out
}

/// The names between `{{ ` and ` }}`, sorted.
fn fills(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
        .split("{{")
        .skip(1)
        .filter_map(|rest| {
            rest.split_once("}}")
                .map(|(name, _)| name.trim().to_string())
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn english_and_japanese_have_the_same_strings_to_fill_the_same_way() {
    let en = strings("en.json");
    let ja = strings("ja.json");
    let only_en: Vec<&String> = en.keys().filter(|k| !ja.contains_key(*k)).collect();
    let only_ja: Vec<&String> = ja.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(only_en.is_empty(), "not in Japanese: {only_en:?}");
    assert!(only_ja.is_empty(), "not in English: {only_ja:?}");
    for (key, text) in &en {
        let other = &ja[key];
        assert_eq!(fills(text), fills(other), "{key}: {text} / {other}");
        assert!(!other.trim().is_empty(), "{key} is empty in Japanese");
        assert!(!text.trim().is_empty(), "{key} is empty in English");
    }
}
