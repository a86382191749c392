//! A new game of Letters from Whitechapel set up on the start screen (WC2.1): 2 to 6 seats,
//! each a name and a person or a bot of the ladder; which seat plays Jack (or one drawn at
//! random, WC9.5.2), the others the police, sharing the five policemen round-robin (WC7.2);
//! the host option of WC10.1; the detective's notebook for the police's screens; a seed. The engine refuses a setup it cannot play, in words.

use leptos::prelude::*;
use table_bots::whitechapel::WcLevel;
use wc_engine::{GameConfig, JackSeat, Seat};

use crate::games::whitechapel::seats::{WcSeat, WcSeatKind};
use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::{t, tr, WcWords};
use crate::shell::kit::{
    remembered_level, seat_line, typed_seed, BotLevel, Difficulty, OptionCheck, PlayerCount,
    SeatFields, SeatList, SeatNames, SeedField, StartRow,
};
use crate::shell::language::use_i18n;
use crate::shell::seed;

const MIN_PLAYERS: usize = 2;
const MAX_PLAYERS: usize = 6;

impl BotLevel for WcLevel {
    const LADDER: &'static [WcLevel] = &WcLevel::ALL;

    fn name(self) -> &'static str {
        WcLevel::name(self)
    }

    fn difficulty(self) -> Difficulty {
        match self {
            WcLevel::Random => Difficulty::Easy,
            WcLevel::Heuristic => Difficulty::Normal,
        }
    }
}

#[component]
pub fn WcNewGame() -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    let count = RwSignal::new(2usize);
    let names = SeatNames::new(MAX_PLAYERS);
    let level = remembered_level::<WcLevel>();
    let kinds = RwSignal::new(
        (0..MAX_PLAYERS)
            .map(|i| {
                if i == 0 {
                    WcSeatKind::Human
                } else {
                    WcSeatKind::Bot(level)
                }
            })
            .collect::<Vec<_>>(),
    );
    let jack = RwSignal::new(0usize);
    let jack_at_random = RwSignal::new(false);
    let no_red_hideout = RwSignal::new(false);
    let notebook = RwSignal::new(false);
    let seed_text = RwSignal::new(String::new());
    let attempted = RwSignal::new(false);
    let start_error = RwSignal::new(None::<String>);

    // The start button's click, not the form's submission (a sandboxed frame never submits).
    let start = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        attempted.set(true);
        start_error.set(None);
        let n = count.get_untracked();
        let locale = i18n.get_locale_untracked();
        let Some(names) = names.checked(locale, n) else {
            return;
        };
        let list: Vec<WcSeat> = kinds.with_untracked(|k| {
            names
                .into_iter()
                .zip(k)
                .map(|(name, kind)| WcSeat::new(name, *kind))
                .collect()
        });
        let Ok(seed) = typed_seed(&seed_text.get_untracked()) else {
            return;
        };
        let mut config = GameConfig::new(n, seed.unwrap_or_else(seed::fresh));
        config.jack = if jack_at_random.get_untracked() {
            JackSeat::Random
        } else {
            JackSeat::Seat(Seat(jack.get_untracked().min(n - 1) as u8))
        };
        config.no_red_hideout = no_red_hideout.get_untracked();
        if let Err(e) = store.start(config, list, notebook.get_untracked()) {
            start_error.set(Some(WcWords::new(locale, &[]).setup_error(&e)));
        }
    };

    let seated = move || {
        let locale = i18n.get_locale();
        kinds.with(|k| {
            (0..count.get())
                .map(|i| {
                    let bot = match k[i] {
                        WcSeatKind::Human => None,
                        WcSeatKind::Bot(level) => Some(level.difficulty()),
                    };
                    let line = seat_line(locale, &names.shown(locale, i), bot);
                    if !jack_at_random.get() && jack.get() == i {
                        format!("{line} · {}", tr!(locale, start.jack))
                    } else {
                        line
                    }
                })
                .collect::<Vec<_>>()
        })
    };

    view! {
        <StartRow seats=seated on_start=start error=start_error />
        <PlayerCount name="wc-players" counts=MIN_PLAYERS..=MAX_PLAYERS count />
        <SeatList
            max=MAX_PLAYERS
            count
            row={move |i: usize| {
                view! {
                    <li class="seat wc-seat">
                        <SeatFields
                            prefix="wc-seat"
                            i
                            names
                            attempted
                            kind=move || match kinds.with(|k| k[i]) {
                                WcSeatKind::Human => None,
                                WcSeatKind::Bot(level) => Some(level),
                            }
                            on_kind={move |level: Option<WcLevel>| {
                                kinds.update(|k| k[i] = level.map_or(WcSeatKind::Human, WcSeatKind::Bot))
                            }}
                        >
                            <label class="radio wc-jack">
                                <input
                                    type="radio"
                                    name="wc-jack"
                                    disabled=move || jack_at_random.get()
                                    prop:checked=move || jack.get() == i
                                    on:change=move |_| jack.set(i)
                                />
                                <span>{t!(i18n, start.plays_jack)}</span>
                            </label>
                        </SeatFields>
                    </li>
                }
                    .into_any()
            }}
        />
        <fieldset class="options">
            <legend>{t!(i18n, shell.start.options)}</legend>
            <OptionCheck checked=jack_at_random>{t!(i18n, start.jack_at_random)}</OptionCheck>
            <OptionCheck checked=no_red_hideout>{t!(i18n, start.no_red_hideout)}</OptionCheck>
            <OptionCheck checked=notebook>{t!(i18n, start.notebook)}</OptionCheck>
            <SeedField id="wc-seed" text=seed_text attempted />
        </fieldset>
    }
}
