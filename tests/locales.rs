//! Every string of the page in both languages: `locales/en/` and `locales/ja/` hold the same
//! namespaces (`shell.json` and one file per game), and each namespace's two files have the same
//! keys, each with the same values to fill in, and no text is empty. (leptos_i18n falls back to
//! English for a key missing in Japanese with only a build warning.)

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

const LANGUAGES: [&str; 2] = ["en", "ja"];

/// The namespaces of a language: the names of its JSON files.
fn namespaces(language: &str) -> BTreeSet<String> {
    let dir = format!("{}/locales/{language}", env!("CARGO_MANIFEST_DIR"));
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{dir}: {e}"));
    entries
        .map(|entry| entry.unwrap_or_else(|e| panic!("{dir}: {e}")).path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect()
}

/// Every key ("group.key", "group.sub.key") of a namespace in a language, with its text.
fn strings(language: &str, namespace: &str) -> BTreeMap<String, String> {
    let path = format!(
        "{}/locales/{language}/{namespace}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let value: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut out = BTreeMap::new();
    for (group, keys) in value.as_object().expect("groups") {
        collect(group, keys, &mut out);
    }
    out
}

/// The texts under `prefix`, its sub-groups' too, by their dotted keys.
fn collect(prefix: &str, value: &Value, out: &mut BTreeMap<String, String>) {
    for (key, value) in value.as_object().expect("keys") {
        let name = format!("{prefix}.{key}");
        match value.as_str() {
            Some(text) => {
                out.insert(name, text.to_string());
            }
            None => collect(&name, value, out),
        }
    }
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
fn both_languages_have_the_same_namespaces() {
    let en = namespaces("en");
    let ja = namespaces("ja");
    assert!(en.contains("shell"), "no shell namespace: {en:?}");
    assert_eq!(en, ja, "the namespaces of locales/en and locales/ja differ");
}

#[test]
fn english_and_japanese_have_the_same_strings_to_fill_the_same_way() {
    for namespace in namespaces("en") {
        let [en, ja] = LANGUAGES.map(|language| strings(language, &namespace));
        assert!(!en.is_empty(), "{namespace} has no string");
        let only_en: Vec<&String> = en.keys().filter(|k| !ja.contains_key(*k)).collect();
        let only_ja: Vec<&String> = ja.keys().filter(|k| !en.contains_key(*k)).collect();
        assert!(
            only_en.is_empty(),
            "{namespace}: not in Japanese: {only_en:?}"
        );
        assert!(
            only_ja.is_empty(),
            "{namespace}: not in English: {only_ja:?}"
        );
        for (key, text) in &en {
            let other = &ja[key];
            assert_eq!(
                fills(text),
                fills(other),
                "{namespace}.{key}: {text} / {other}"
            );
            assert!(
                !other.trim().is_empty(),
                "{namespace}.{key} is empty in Japanese"
            );
            assert!(
                !text.trim().is_empty(),
                "{namespace}.{key} is empty in English"
            );
        }
    }
}
