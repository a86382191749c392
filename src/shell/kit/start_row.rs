//! The top of a game's setup on the start screen: the start button, reachable without scrolling
//! on a phone or a desktop, with who sits at the table as the seats below say it, the setup's
//! refusal and the game's code on its way.

use leptos::prelude::*;

use super::opponents::Difficulty;
use crate::shell::language::*;
use crate::shell::words::tr;

/// A seat as the start row says it: "Anna (person)", "Bruno (Normal bot)".
pub fn seat_line(locale: Locale, name: &str, bot: Option<Difficulty>) -> String {
    match bot {
        None => tr!(locale, opponents.person, name = name),
        Some(level) => tr!(
            locale,
            opponents.bot,
            name = name,
            level = level.label(locale)
        ),
    }
}

/// The start button (its click is `on_start`), with `seats` (each a [`seat_line`]) said under
/// it; `error` why the setup was refused, `opening` while the game opens.
#[component]
pub fn StartRow(
    #[prop(into)] seats: Signal<Vec<String>>,
    #[prop(into)] on_start: Callback<leptos::ev::MouseEvent>,
    #[prop(into)] error: Signal<Option<String>>,
    #[prop(into, optional)] opening: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="start-row">
            <button
                type="submit"
                class="primary"
                aria-describedby="start-seats"
                on:click=move |ev| on_start.run(ev)
                aria-disabled=move || opening.get().then_some("true")
            >
                {t!(i18n, start.start)}
            </button>
            <p class="start-seats" id="start-seats">
                {move || {
                    let seats = seats.get().join(&t_string!(i18n, list.separator).to_string());
                    t_string!(i18n, opponents.at_table, seats = seats).to_string()
                }}
                " "
                <span class="hint">{t!(i18n, opponents.change_below)}</span>
            </p>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <Show when=move || opening.get()>
                <p class="opening" role="status">{t!(i18n, app.opening)}</p>
            </Show>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_says_who_plays_it() {
        assert_eq!(seat_line(Locale::en, "Anna", None), "Anna (person)");
        assert_eq!(
            seat_line(Locale::en, "Bruno", Some(Difficulty::Normal)),
            "Bruno (Normal bot)"
        );
        assert_eq!(
            seat_line(Locale::ja, "ブルーノ", Some(Difficulty::Hard)),
            "ブルーノ［ボット（むずかしい）］"
        );
    }
}
