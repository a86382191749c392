//! A new game of Nothing Personal set up on the start screen: 3 to 5 seats, each a name and a
//! person or a bot of the ladder; the random setup; the Young Turks expansion's sets (R14.2.1);
//! a seed. The engine refuses a setup it cannot play, in words.

use leptos::prelude::*;
use np_engine::{base_cards, CardSet, GameConfig};
use table_bots::nothing_personal::Level;

use crate::games::nothing_personal::seats::{with_default_preferences, Seat, SeatKind};
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::tone::Tone;
use crate::games::nothing_personal::words::Words;
use crate::games::nothing_personal::words::{t, tr};
use crate::shell::kit::{
    remembered_level, seat_line, typed_seed, BotLevel, Difficulty, OptionCheck, PlayerCount,
    SeatFields, SeatList, SeatNames, SeedField, StartRow,
};
use crate::shell::language::{use_i18n, Locale};
use crate::shell::seed;

const MAX_SEATS: usize = 5;

/// The letter of seat `i`'s family (R1.2.4: never colour alone).
fn family_letter(locale: Locale, i: usize) -> String {
    match i {
        0 => tr!(locale, families.red_letter),
        1 => tr!(locale, families.orange_letter),
        2 => tr!(locale, families.black_letter),
        3 => tr!(locale, families.white_letter),
        _ => tr!(locale, families.pink_letter),
    }
}

impl BotLevel for Level {
    const LADDER: &'static [Level] = &Level::ALL;

    fn name(self) -> &'static str {
        Level::name(self)
    }

    fn difficulty(self) -> Difficulty {
        match self {
            Level::Random => Difficulty::Easy,
            Level::Heuristic => Difficulty::Normal,
            Level::Strong => Difficulty::Hard,
        }
    }
}

/// A set of the Young Turks expansion's name by its checkbox (R14.2.1).
fn set_label(locale: Locale, set: CardSet) -> String {
    match set {
        CardSet::YtHistorical => tr!(locale, start.set_historical),
        CardSet::YtDesigner => tr!(locale, start.set_designer),
        CardSet::YtYoungturks => tr!(locale, start.set_youngturks),
        // Always in the game, never offered.
        CardSet::Base => String::new(),
    }
}

#[component]
pub fn NewGame() -> impl IntoView {
    let i18n = use_i18n();
    let count = RwSignal::new(4usize);
    let names = SeatNames::new(MAX_SEATS);
    let level = remembered_level::<Level>();
    let kinds = RwSignal::new(
        (0..MAX_SEATS)
            .map(|i| {
                if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(level)
                }
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

    // The start button's click, not the form's submission: a sandboxed frame without
    // "allow-forms" never submits a form (Enter in a field clicks the button too).
    let start = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        if opening.get_untracked() {
            return;
        }
        attempted.set(true);
        let n = count.get_untracked();
        let Some(names) = names.checked(i18n.get_locale_untracked(), n) else {
            return;
        };
        let list: Vec<Seat> = with_default_preferences(kinds.with_untracked(|k| {
            names
                .into_iter()
                .zip(k)
                .map(|(name, &kind)| Seat::new(name, kind))
                .collect()
        }));
        let Ok(seed) = typed_seed(&seed_text.get_untracked()) else {
            return;
        };
        let mut config = GameConfig::new(n, seed.unwrap_or_else(seed::fresh));
        config.random_setup = random_setup.get_untracked();
        config = config.with_sets(&sets.get_untracked());
        let locale = i18n.get_locale_untracked();
        opening.set(true);
        // Started, the game's table takes this screen's place.
        if let Err(e) = NpStore::get().start(config, list) {
            start_error.set(Some(base_cards().ok().map_or_else(String::new, |cards| {
                Words {
                    locale,
                    names: &[],
                    cards,
                }
                .setup_error(&e)
            })));
            opening.set(false);
        }
    };

    let seats = move || {
        let locale = i18n.get_locale();
        kinds.with(|k| {
            (0..count.get())
                .map(|i| {
                    let bot = match k[i] {
                        SeatKind::Human => None,
                        SeatKind::Bot(level) => Some(level.difficulty()),
                    };
                    seat_line(locale, &names.shown(locale, i), bot)
                })
                .collect::<Vec<_>>()
        })
    };

    view! {
        <StartRow seats on_start=start error=start_error opening />
        <PlayerCount name="players" counts=3..=MAX_SEATS count />
        <SeatList
            max=MAX_SEATS
            count
            levels=Level::difficulties()
            row={move |i: usize| {
                view! {
                    <li class=format!("seat {}", Tone::Family(i as u8).class())>
                        <span class="family-mark" aria-hidden="true">
                            {move || family_letter(i18n.get_locale(), i)}
                        </span>
                        <SeatFields
                            prefix="seat"
                            i
                            names
                            attempted
                            kind=move || match kinds.with(|k| k[i]) {
                                SeatKind::Human => None,
                                SeatKind::Bot(level) => Some(level),
                            }
                            on_kind={move |level: Option<Level>| {
                                kinds.update(|k| k[i] = level.map_or(SeatKind::Human, SeatKind::Bot))
                            }}
                        />
                    </li>
                }
                    .into_any()
            }}
        />
        <fieldset class="options">
            <legend>{t!(i18n, shell.start.options)}</legend>
            <OptionCheck checked=random_setup described_by="random-setup-hint">
                {t!(i18n, start.random_setup)}
            </OptionCheck>
            <p class="hint option-hint" id="random-setup-hint">{t!(i18n, setup_hints.random_setup)}</p>
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
            <SeedField id="seed" text=seed_text attempted />
        </fieldset>
    }
}
