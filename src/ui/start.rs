//! The start screen: the saved games of both games (continue, rename, delete), or a new one set
//! up: the game chosen (Nothing Personal or Family Business), then its seats and options — for
//! Nothing Personal here (seats, options, the Young Turks expansion's sets, seed), for Family
//! Business by the game's code (crate::family_business::ui::FbNewGame).

use leptos::prelude::*;
use np_engine::{CardSet, GameConfig};

use super::games::GameList;
use super::language::*;
use crate::game_code::{game_view, with_game_code};
use crate::games::GameKind;
use crate::seats::{seat_name, NameError, Seat, SeatKind};
use crate::seed;
use crate::store::Store;
use crate::tone::Tone;
use np_bots::Level;

const MAX_SEATS: usize = 5;

/// One seat row of the form: the typed name (`None` while untouched, showing the language's
/// default name) and the kind.
#[derive(Clone, Debug, PartialEq)]
struct SeatForm {
    name: Option<String>,
    kind: SeatKind,
}

/// The letter of seat `i`'s family (R1.2.4: never colour alone).
fn family_letter(locale: Locale, i: usize) -> String {
    let key = match i {
        0 => leptos_i18n::td_string!(locale, families.red_letter),
        1 => leptos_i18n::td_string!(locale, families.orange_letter),
        2 => leptos_i18n::td_string!(locale, families.black_letter),
        3 => leptos_i18n::td_string!(locale, families.white_letter),
        _ => leptos_i18n::td_string!(locale, families.pink_letter),
    };
    key.to_string()
}

pub(crate) fn default_name(locale: Locale, i: usize) -> String {
    let key = match i {
        0 => leptos_i18n::td_string!(locale, start.name_1),
        1 => leptos_i18n::td_string!(locale, start.name_2),
        2 => leptos_i18n::td_string!(locale, start.name_3),
        3 => leptos_i18n::td_string!(locale, start.name_4),
        4 => leptos_i18n::td_string!(locale, start.name_5),
        _ => leptos_i18n::td_string!(locale, start.name_6),
    };
    key.to_string()
}

/// The level a bot seat starts with: the strongest of the ladder.
pub(crate) const DEFAULT_BOT: Level = Level::Strong;

/// A bot level's name in the seat's "Played by" list.
fn level_label(locale: Locale, level: Level) -> String {
    match level {
        Level::Random => leptos_i18n::td_string!(locale, start.bot_random),
        Level::Heuristic => leptos_i18n::td_string!(locale, start.bot_heuristic),
        Level::Strong => leptos_i18n::td_string!(locale, start.bot_strong),
    }
    .to_string()
}

/// A set of the Young Turks expansion's name by its checkbox (R14.2.1).
fn set_label(locale: Locale, set: CardSet) -> String {
    match set {
        CardSet::YtHistorical => leptos_i18n::td_string!(locale, start.set_historical),
        CardSet::YtDesigner => leptos_i18n::td_string!(locale, start.set_designer),
        CardSet::YtYoungturks => leptos_i18n::td_string!(locale, start.set_youngturks),
        // Always in the game, never offered.
        CardSet::Base => "",
    }
    .to_string()
}

#[component]
pub fn StartScreen() -> impl IntoView {
    let store = expect_context::<Store>();
    let i18n = use_i18n();
    let count = RwSignal::new(4usize);
    let seats = RwSignal::new(
        (0..MAX_SEATS)
            .map(|i| SeatForm {
                name: None,
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(DEFAULT_BOT)
                },
            })
            .collect::<Vec<_>>(),
    );
    let random_setup = RwSignal::new(false);
    // The expansion's sets ticked.
    let sets = RwSignal::new(Vec::<CardSet>::new());
    let seed_text = RwSignal::new(String::new());
    let attempted = RwSignal::new(false);
    let start_error = RwSignal::new(None::<String>);
    // The game is being opened (its code may still be on its way): a second click starts nothing.
    let opening = RwSignal::new(false);
    let game = RwSignal::new(GameKind::NothingPersonal);

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

    // The start button's click, not the form's submission: a sandboxed frame without
    // "allow-forms" never submits a form (Enter in a field clicks the button too).
    let start = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        if opening.get_untracked() {
            return;
        }
        attempted.set(true);
        let n = count.get_untracked();
        let mut list = Vec::new();
        for i in 0..n {
            match seat_name(&name_of(i)) {
                Ok(name) => list.push(Seat::new(name, seats.with_untracked(|s| s[i].kind))),
                Err(_) => return,
            }
        }
        let Ok(seed) = seed_value() else { return };
        let mut config = GameConfig::new(n, seed.unwrap_or_else(seed::fresh));
        config.random_setup = random_setup.get_untracked();
        config = config.with_sets(&sets.get_untracked());
        let locale = i18n.get_locale_untracked();
        opening.set(true);
        with_game_code(store, move |code| {
            // Started, the game's table has taken this screen's place.
            if let Err(refusal) = (code.start)(store, config, list, locale) {
                start_error.try_set(Some(refusal));
                opening.try_set(false);
            }
        });
    };

    view! {
        <main class="start">
            <GameList />
            <form class="new-game" novalidate>
                <h2>{t!(i18n, start.heading)}</h2>
                <fieldset class="game-choice">
                    <legend>{t!(i18n, start.game)}</legend>
                    {[
                        (GameKind::NothingPersonal, "game-np-hint"),
                        (GameKind::FamilyBusiness, "game-fb-hint"),
                    ]
                        .into_iter()
                        .map(|(kind, hint)| {
                            let name = move || match kind {
                                GameKind::NothingPersonal => t_string!(i18n, start.game_np),
                                GameKind::FamilyBusiness => t_string!(i18n, start.game_fb),
                            };
                            let text = move || match kind {
                                GameKind::NothingPersonal => t_string!(i18n, start.game_np_hint),
                                GameKind::FamilyBusiness => t_string!(i18n, start.game_fb_hint),
                            };
                            view! {
                                <div class="game-option">
                                    <label class="radio">
                                        <input
                                            type="radio"
                                            name="game"
                                            aria-describedby=hint
                                            prop:checked=move || game.get() == kind
                                            on:change=move |_| game.set(kind)
                                        />
                                        <span class="game-name">{name}</span>
                                    </label>
                                    <p class="hint" id=hint>{text}</p>
                                </div>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <Show
                    when=move || game.get() == GameKind::NothingPersonal
                    fallback=move || game_view(|code| code.fb_new_game)
                >
                <fieldset class="count">
                    <legend>{t!(i18n, start.players)}</legend>
                    {[3usize, 4, 5]
                        .into_iter()
                        .map(|n| {
                            view! {
                                <label class="radio">
                                    <input
                                        type="radio"
                                        name="players"
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
                        {(0..MAX_SEATS)
                            .map(|i| {
                                let error_id = format!("seat-{i}-error");
                                let name_id = format!("seat-{i}-name");
                                let kind_id = format!("seat-{i}-kind");
                                view! {
                                    <Show when=move || { i < count.get() }>
                                        <li class=format!("seat {}", Tone::Family(i as u8).class())>
                                            <span class="family-mark" aria-hidden="true">
                                                {move || family_letter(i18n.get_locale(), i)}
                                            </span>
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
                                                        let kind = Level::from_name(&value)
                                                            .map_or(SeatKind::Human, SeatKind::Bot);
                                                        seats.update(|s| s[i].kind = kind);
                                                    }
                                                >
                                                    <option value="human" selected=move || seats.with(|s| s[i].kind == SeatKind::Human)>
                                                        {t!(i18n, start.human)}
                                                    </option>
                                                    {Level::ALL
                                                        .into_iter()
                                                        .map(|level| {
                                                            view! {
                                                                <option
                                                                    value=level.name()
                                                                    selected=move || seats.with(|s| s[i].kind == SeatKind::Bot(level))
                                                                >
                                                                    {move || level_label(i18n.get_locale(), level)}
                                                                </option>
                                                            }
                                                        })
                                                        .collect_view()}
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
                            prop:checked=move || random_setup.get()
                            on:change=move |ev| random_setup.set(event_target_checked(&ev))
                        />
                        <span>{t!(i18n, start.random_setup)}</span>
                    </label>
                    <fieldset class="expansion" aria-describedby="expansion-hint">
                        <legend>{t!(i18n, start.expansion)}</legend>
                        <p class="hint" id="expansion-hint">{t!(i18n, start.expansion_hint)}</p>
                        <div class="sets">
                            {CardSet::EXPANSIONS
                                .into_iter()
                                .map(|set| {
                                    view! {
                                        <label class="check">
                                            <input
                                                type="checkbox"
                                                name="sets"
                                                value=set.name()
                                                prop:checked=move || sets.with(|s| s.contains(&set))
                                                on:change=move |ev| {
                                                    let on = event_target_checked(&ev);
                                                    sets.update(|s| {
                                                        s.retain(|x| *x != set);
                                                        if on {
                                                            s.push(set);
                                                        }
                                                    });
                                                }
                                            />
                                            <span>{move || set_label(i18n.get_locale(), set)}</span>
                                        </label>
                                    }
                                })
                                .collect_view()}
                        </div>
                    </fieldset>
                    <label for="seed">{t!(i18n, start.seed)}</label>
                    <input
                        id="seed"
                        type="text"
                        inputmode="numeric"
                        autocomplete="off"
                        prop:value=move || seed_text.get()
                        aria-invalid=move || (attempted.get() && seed_value().is_err()).to_string()
                        aria-describedby="seed-error"
                        on:input=move |ev| seed_text.set(event_target_value(&ev))
                    />
                    <p class="field-error" id="seed-error" aria-live="polite">
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
                <button type="submit" class="primary" on:click=start aria-disabled=move || opening.get().then_some("true")>
                    {t!(i18n, start.start)}
                </button>
                <Show when=move || opening.get()>
                    <p class="opening" role="status">{t!(i18n, app.opening)}</p>
                </Show>
                </Show>
            </form>
        </main>
    }
}
