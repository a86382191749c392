//! Nothing Personal's strings: its namespace `nothing_personal`, from
//! `locales/<language>/nothing_personal.json`. Only the game's code looks its keys up, so its
//! sentences travel in the game's module of the page. These macros put the namespace in front of
//! the key: `t!(i18n, end.ranking)` reads `nothing_personal.end.ranking`. A key that starts with
//! `shell.` is the shell's (a word the game shares with the shell or with another game), looked up
//! by the shell's macro of the same name: `t!(i18n, shell.start.options)`. No other namespace is in
//! reach.

/// A text that follows the page's language: `t!(i18n, end.ranking)`.
macro_rules! t {
    ($lang:expr, shell.$($key:tt)*) => {
        $crate::shell::language::t!($lang, $($key)*)
    };
    ($lang:expr, $($key:tt)*) => {
        move || {
            String::from(leptos_i18n::td_string!(
                $lang.get_locale(),
                nothing_personal.$($key)*
            ))
        }
    };
}

/// A text in the page's language now (tracked): `t_string!(i18n, hand.pick_card, card = c)`.
macro_rules! t_string {
    ($lang:expr, shell.$($key:tt)*) => {
        $crate::shell::language::t_string!($lang, $($key)*)
    };
    ($lang:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($lang.get_locale(), nothing_personal.$($key)*))
    };
}

/// A text in the given language, as an owned string:
/// `tr!(self.locale, log.dealt, gangster = g, place = p)`.
macro_rules! tr {
    ($locale:expr, shell.$($key:tt)*) => {
        $crate::shell::words::tr!($locale, $($key)*)
    };
    ($locale:expr, $($key:tt)*) => {
        String::from(leptos_i18n::td_string!($locale, nothing_personal.$($key)*))
    };
}

pub(crate) use {t, t_string, tr};
