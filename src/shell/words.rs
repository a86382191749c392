//! Sentences put together in code, in a language chosen by the caller.

/// Looks a key of the shell's namespace up in the given language, as an owned string:
/// `tr!(locale, start.last_played, when = w)` reads `shell.start.last_played`.
macro_rules! tr {
    ($locale:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($locale, shell.$($key)*))
    };
}
pub(crate) use tr;
