//! Strings as JSON text, for the small values the page stores (a game's id, the language, a
//! seat's name): quoted and escaped as JSON requires, and read back from any valid JSON string.

/// `s` as a JSON string: quotes, backslashes and control characters escaped.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                out.push_str(&format!("\\u{:04x}", u32::from(c)));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The string a JSON text holds; `None` if the text is not one JSON string.
pub fn unquote(text: &str) -> Option<String> {
    match serde_json::from_str(text).ok()? {
        serde_json::Value::String(s) => Some(s),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What is quoted reads back the same, and reads as serde_json reads it.
    #[test]
    fn quoted_strings_read_back_unchanged() {
        for s in [
            "",
            "Anna",
            "ja",
            "<img src=x onerror=alert(1)>",
            "say \"hi\" \\ bye",
            "tab\tnew\nline\r\u{1}\u{1f}",
            "アンナ 🎲",
        ] {
            let text = quote(s);
            assert_eq!(unquote(&text).as_deref(), Some(s), "{text}");
            assert_eq!(
                serde_json::from_str::<String>(&text).ok().as_deref(),
                Some(s),
                "{text}"
            );
        }
    }

    #[test]
    fn texts_that_are_not_one_string_are_refused() {
        for text in [
            "",
            "Anna",
            "\"open",
            "1",
            "null",
            "[\"a\"]",
            "{\"a\":\"b\"}",
        ] {
            assert_eq!(unquote(text), None, "{text}");
        }
    }
}
