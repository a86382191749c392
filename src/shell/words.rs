//! Sentences put together in code, in a language chosen by the caller.

/// Looks a key up in the given language, as an owned string: `tr!(words, log.draws, …)`, where
/// `words.locale` is the language.
macro_rules! tr {
    ($words:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($words.locale, $($key)*))
    };
}
pub(crate) use tr;
