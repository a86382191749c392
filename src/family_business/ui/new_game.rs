//! A new game of Family Business set up on the start screen (FB2.1): 2 to 6 seats, each a name,
//! a person or a bot of the ladder, and a family (seat i takes family i unless chosen); the
//! older editions' free discard as a host option (FB13.1); a seed. The advanced variant is not
//! offered: the engine does not have it yet. The engine refuses a setup it cannot play, in
//! words.

use fb_engine::{families, GameConfig, MAX_PLAYERS, MIN_PLAYERS};
use leptos::prelude::*;
use np_bots::family_business::arena::FbLevel;

use super::family_class;
use crate::family_business::seats::{default_level, FbSeat, FbSeatKind};
use crate::family_business::words::FbWords;
use crate::seats::{seat_name, NameError};
use crate::seed;
use crate::store::Store;
use crate::ui::default_name;
use crate::ui::language::*;

/// One seat row of the form: the typed name (`None` while untouched: the language's default
/// name), the kind and the family.
#[derive(Clone, Debug, PartialEq)]
struct SeatForm {
    name: Option<String>,
    kind: FbSeatKind,
    family: u8,
}

/// A bot level's name in the seat's "Played by" list, by its name on the ladder.
fn level_label(locale: Locale, level: FbLevel) -> String {
    match level.name() {
        "random" => leptos_i18n::td_string!(locale, start.bot_random).to_string(),
        "heuristic" => leptos_i18n::td_string!(locale, start.bot_heuristic).to_string(),
        "strong" => leptos_i18n::td_string!(locale, start.bot_strong).to_string(),
        other => other.to_string(),
    }
}

/// The families' names in the page's language.
fn family_names(locale: Locale) -> Vec<String> {
    let count = families().map_or(0, <[_]>::len);
    FbWords::new(locale, &[], &[])
        .map(|w| (0..count as u8).map(|f| w.family(f)).collect())
        .unwrap_or_default()
}

#[component]
pub fn FbNewGame() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let count = RwSignal::new(4usize);
    let seats = RwSignal::new(
        (0..MAX_PLAYERS)
            .map(|i| SeatForm {
                name: None,
                kind: if i == 0 {
                    FbSeatKind::Human
                } else {
                    FbSeatKind::Bot(default_level())
                },
                family: i as u8,
            })
            .collect::<Vec<_>>(),
    );
    let free_discard = RwSignal::new(false);
    let seed_text = RwSignal::new(String::new());
    let attempted = RwSignal::new(false);
    let start_error = RwSignal::new(None::<String>);

    let name_of = move |i: usize| -> String {
        seats
            .with(|s| s[i].name.clone())
            .unwrap_or_else(|| default_name(i18n.get_locale(), i))
    };
    let name_error = move |i: usize| -> Option<NameError> { seat_name(&name_of(i)).err() };
    let seed_value = move || -> Result<Option<u64>, ()> {
        let text = seed_text.get();
        let text = text.trim();
        if text.is_empty() {
            Ok(None)
        } else {
            text.parse::<u64>().map(Some).map_err(|_| ())
        }
    };

    // The start button's click, not the form's submission (a sandboxed frame never submits).
    let start = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        attempted.set(true);
        start_error.set(None);
        let n = count.get_untracked();
        let mut list = Vec::new();
        for i in 0..n {
            match seat_name(&name_of(i)) {
                Ok(name) => list.push(FbSeat::new(name, seats.with_untracked(|s| s[i].kind))),
                Err(_) => return,
            }
        }
        let Ok(seed) = seed_value() else { return };
        let mut config = GameConfig::new(n, seed.unwrap_or_else(seed::fresh));
        config.families = seats.with_untracked(|s| s[..n].iter().map(|f| f.family).collect());
        config.free_discard = free_discard.get_untracked();
        if let Err(e) = store.fb.start(store, config, list) {
            let locale = i18n.get_locale_untracked();
            start_error.set(FbWords::new(locale, &[], &[]).map(|w| w.setup_error(&e)));
        }
    };

    view! {
        <fieldset class="count">
            <legend>{t!(i18n, start.players)}</legend>
            {(MIN_PLAYERS..=MAX_PLAYERS)
                .map(|n| {
                    view! {
                        <label class="radio">
                            <input
                                type="radio"
                                name="fb-players"
                                value=n.to_string()
                                prop:checked=move || count.get() == n
                                on:change=move |_| count.set(n)
                            />
                            <span>{move || t_string!(i18n, start.player_count, n = n).to_string()}</span>
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
        <fieldset class="seats">
            <legend>{t!(i18n, start.seats)}</legend>
            <ol>
                {(0..MAX_PLAYERS)
                    .map(|i| {
                        let error_id = format!("fb-seat-{i}-error");
                        let name_id = format!("fb-seat-{i}-name");
                        let kind_id = format!("fb-seat-{i}-kind");
                        let family_id = format!("fb-seat-{i}-family");
                        view! {
                            <Show when=move || { i < count.get() }>
                                <li class=move || format!("seat fb-seat {}", family_class(seats.with(|s| s[i].family)))>
                                    <span class="family-swatch" aria-hidden="true"></span>
                                    <div class="field name">
                                        <label for=name_id.clone()>
                                            {move || t_string!(i18n, start.name_label, n = i + 1).to_string()}
                                        </label>
                                        <input
                                            id=name_id.clone()
                                            type="text"
                                            autocomplete="off"
                                            prop:value=move || name_of(i)
                                            aria-invalid=move || (attempted.get() && name_error(i).is_some()).to_string()
                                            aria-describedby=error_id.clone()
                                            on:input=move |ev| {
                                                let v = event_target_value(&ev);
                                                seats.update(|s| s[i].name = Some(v));
                                            }
                                        />
                                    </div>
                                    <div class="field kind">
                                        <label for=kind_id.clone()>{t!(i18n, start.kind)}</label>
                                        <select
                                            id=kind_id.clone()
                                            on:change=move |ev| {
                                                let value = event_target_value(&ev);
                                                let kind = FbLevel::from_name(&value)
                                                    .map_or(FbSeatKind::Human, FbSeatKind::Bot);
                                                seats.update(|s| s[i].kind = kind);
                                            }
                                        >
                                            <option value="human" selected=move || seats.with(|s| s[i].kind == FbSeatKind::Human)>
                                                {t!(i18n, start.human)}
                                            </option>
                                            {FbLevel::ALL
                                                .into_iter()
                                                .map(|level| {
                                                    view! {
                                                        <option
                                                            value=level.name()
                                                            selected=move || seats.with(|s| s[i].kind == FbSeatKind::Bot(level))
                                                        >
                                                            {move || level_label(i18n.get_locale(), level)}
                                                        </option>
                                                    }
                                                })
                                                .collect_view()}
                                        </select>
                                    </div>
                                    <div class="field family">
                                        <label for=family_id.clone()>{t!(i18n, fb_start.family)}</label>
                                        <select
                                            id=family_id.clone()
                                            on:change=move |ev| {
                                                if let Ok(f) = event_target_value(&ev).parse::<u8>() {
                                                    seats.update(|s| s[i].family = f);
                                                }
                                            }
                                        >
                                            {move || {
                                                family_names(i18n.get_locale())
                                                    .into_iter()
                                                    .enumerate()
                                                    .map(|(f, name)| {
                                                        let f = f as u8;
                                                        view! {
                                                            <option
                                                                value=f.to_string()
                                                                selected=move || seats.with(|s| s[i].family == f)
                                                            >
                                                                {name}
                                                            </option>
                                                        }
                                                    })
                                                    .collect_view()
                                            }}
                                        </select>
                                    </div>
                                    <p class="field-error" id=error_id.clone() aria-live="polite">
                                        {move || {
                                            if !attempted.get() {
                                                return String::new();
                                            }
                                            match name_error(i) {
                                                Some(NameError::Empty) => t_string!(i18n, start.name_empty).to_string(),
                                                Some(NameError::TooLong) => t_string!(i18n, start.name_too_long).to_string(),
                                                None => String::new(),
                                            }
                                        }}
                                    </p>
                                </li>
                            </Show>
                        }
                    })
                    .collect_view()}
            </ol>
        </fieldset>
        <fieldset class="options">
            <legend>{t!(i18n, start.options)}</legend>
            <label class="check">
                <input
                    type="checkbox"
                    prop:checked=move || free_discard.get()
                    on:change=move |ev| free_discard.set(event_target_checked(&ev))
                />
                <span>{t!(i18n, fb_start.free_discard)}</span>
            </label>
            <label for="fb-seed">{t!(i18n, start.seed)}</label>
            <input
                id="fb-seed"
                type="text"
                inputmode="numeric"
                autocomplete="off"
                prop:value=move || seed_text.get()
                aria-invalid=move || (attempted.get() && seed_value().is_err()).to_string()
                aria-describedby="fb-seed-error"
                on:input=move |ev| seed_text.set(event_target_value(&ev))
            />
            <p class="field-error" id="fb-seed-error" aria-live="polite">
                {move || {
                    if attempted.get() && seed_value().is_err() {
                        t_string!(i18n, start.seed_invalid).to_string()
                    } else {
                        String::new()
                    }
                }}
            </p>
        </fieldset>
        {move || start_error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        <button type="submit" class="primary" on:click=start>
            {t!(i18n, start.start)}
        </button>
    }
}
