//! Letters from Whitechapel's strings: its namespace `whitechapel`, from
//! `locales/<language>/whitechapel.json`. Only the game's code looks its keys up, so its
//! sentences travel in the game's module of the page. These macros put the namespace in front of
//! the key: `t!(i18n, end.standings)` reads `whitechapel.end.standings`. A key that starts with
//! `shell.` is the shell's (a word the game shares with the shell or with another game), looked up
//! by the shell's macro of the same name: `t!(i18n, shell.start.options)`. No other namespace is in
//! reach.

/// A text that follows the page's language: `t!(i18n, end.standings)`.
macro_rules! t {
    ($lang:expr, shell.$($key:tt)*) => {
        $crate::shell::language::t!($lang, $($key)*)
    };
    ($lang:expr, $($key:tt)*) => {
        move || {
            String::from(leptos_i18n::td_string!(
                $lang.get_locale(),
                whitechapel.$($key)*
            ))
        }
    };
}

/// A text in the page's language now (tracked): `t_string!(i18n, table.turn, turn = n)`.
macro_rules! t_string {
    ($lang:expr, shell.$($key:tt)*) => {
        $crate::shell::language::t_string!($lang, $($key)*)
    };
    ($lang:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($lang.get_locale(), whitechapel.$($key)*))
    };
}

/// A text in the given language, as an owned string:
/// `tr!(self.locale, panel.turn_play, name = n)`.
macro_rules! tr {
    ($locale:expr, shell.$($key:tt)*) => {
        $crate::shell::words::tr!($locale, $($key)*)
    };
    ($locale:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($locale, whitechapel.$($key)*))
    };
}

pub(crate) use {t, t_string, tr};
