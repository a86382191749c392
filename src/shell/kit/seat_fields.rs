//! The seats on both games' setups: a row for each seat that plays, with its name (typed, or
//! the language's default), who plays it (a person or a bot of the game's ladder, by its
//! difficulty) and the name's error; under them, how each bot level plays.

use leptos::prelude::*;

use super::opponents::{remember_level, BotLevel, BotLevels, Difficulty};
use crate::shell::language::*;
use crate::shell::seats::{seat_name, NameError};
use crate::shell::words::tr;

/// The default name of seat `i` in the language.
pub(crate) fn default_name(locale: Locale, i: usize) -> String {
    match i {
        0 => tr!(locale, start.name_1),
        1 => tr!(locale, start.name_2),
        2 => tr!(locale, start.name_3),
        3 => tr!(locale, start.name_4),
        4 => tr!(locale, start.name_5),
        _ => tr!(locale, start.name_6),
    }
}

/// The names typed in the seats' fields: `None` while a field is untouched, which shows the
/// language's default name.
#[derive(Clone, Copy)]
pub struct SeatNames(RwSignal<Vec<Option<String>>>);

impl SeatNames {
    pub fn new(seats: usize) -> SeatNames {
        SeatNames(RwSignal::new(vec![None; seats]))
    }

    /// Seat `i`'s name as its field shows it (tracked).
    pub fn shown(self, locale: Locale, i: usize) -> String {
        self.0.with(|names| shown(names, locale, i))
    }

    /// The names of the first `n` seats, checked; `None` when one is refused.
    pub fn checked(self, locale: Locale, n: usize) -> Option<Vec<String>> {
        self.0.with_untracked(|names| {
            (0..n)
                .map(|i| seat_name(&shown(names, locale, i)).ok())
                .collect()
        })
    }
}

/// Seat `i`'s name as typed, or its default name while untouched.
fn shown(names: &[Option<String>], locale: Locale, i: usize) -> String {
    names[i].clone().unwrap_or_else(|| default_name(locale, i))
}

/// The seats' list: the `row` of each of the first `count` of `max` seats, then how each of
/// the game's bot `levels` plays.
#[component]
pub fn SeatList(
    max: usize,
    count: RwSignal<usize>,
    levels: Vec<Difficulty>,
    #[prop(into)] row: Callback<usize, AnyView>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="seats">
            <legend>{t!(i18n, start.seats)}</legend>
            <ol>
                {(0..max)
                    .map(|i| view! { <Show when=move || { i < count.get() }>{row.run(i)}</Show> })
                    .collect_view()}
            </ol>
            <BotLevels levels />
        </fieldset>
    }
}

/// The name and "Played by" fields of seat `i` (ids `{prefix}-{i}-name`, `-kind`, `-error`),
/// then the game's own fields (`children`), then the name's error once a start was
/// `attempted`. `kind` is `None` for a person; a bot level chosen is kept for the next game.
#[component]
pub fn SeatFields<L: BotLevel>(
    prefix: &'static str,
    i: usize,
    names: SeatNames,
    #[prop(into)] attempted: Signal<bool>,
    #[prop(into)] kind: Signal<Option<L>>,
    #[prop(into)] on_kind: Callback<Option<L>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let i18n = use_i18n();
    let error_id = format!("{prefix}-{i}-error");
    let name_id = format!("{prefix}-{i}-name");
    let kind_id = format!("{prefix}-{i}-kind");
    let name = move || names.shown(i18n.get_locale(), i);
    let error = move || {
        if attempted.get() {
            seat_name(&name()).err()
        } else {
            None
        }
    };
    view! {
        <div class="field name">
            <label for=name_id.clone()>
                {move || t_string!(i18n, start.name_label, n = i + 1).to_string()}
            </label>
            <input
                id=name_id
                type="text"
                autocomplete="off"
                prop:value=name
                aria-invalid=move || error().is_some().to_string()
                aria-describedby=error_id.clone()
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    names.0.update(|n| n[i] = Some(typed));
                }
            />
        </div>
        <div class="field kind">
            <label for=kind_id.clone()>{t!(i18n, start.kind)}</label>
            <select
                id=kind_id
                aria-describedby="bot-levels"
                on:change=move |ev| {
                    let value = event_target_value(&ev);
                    let level = L::LADDER.iter().copied().find(|l| l.name() == value);
                    if let Some(level) = level {
                        remember_level(level);
                    }
                    on_kind.run(level);
                }
            >
                <option value="human" selected=move || kind.get().is_none()>
                    {t!(i18n, start.human)}
                </option>
                {L::LADDER
                    .iter()
                    .map(|&level| {
                        view! {
                            <option value=level.name() selected=move || kind.get() == Some(level)>
                                {move || level.difficulty().label(i18n.get_locale())}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </div>
        {children.map(|c| c())}
        <p class="field-error" id=error_id aria-live="polite">
            {move || match error() {
                Some(NameError::Empty) => t_string!(i18n, start.name_empty).to_string(),
                Some(NameError::TooLong) => t_string!(i18n, start.name_too_long).to_string(),
                None => String::new(),
            }}
        </p>
    }
}
