//! A new game of Letters from Whitechapel set up on the start screen (WC2.1): 2 to 6 seats,
//! each a name and a person or a bot of the ladder; which seat plays Jack (or one drawn at
//! random, WC9.5.2), the others the police, sharing the five policemen round-robin (WC7.2) or
//! as the players choose (WC2.1); the host option of WC10.1; the detective's notebook for the
//! police's screens; a seed. The engine refuses a setup it cannot play, in words.

use leptos::prelude::*;
use table_bots::whitechapel::WcLevel;
use wc_engine::{GameConfig, JackSeat, Policeman, Seat};

use crate::games::whitechapel::seats::{WcSeat, WcSeatKind};
use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::ui::police_runners::{
    runners, runners_offered, ChosenRunners, WcPoliceRunners,
};
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
    /// The levels offered; a level plays either side.
    const LADDER: &'static [WcLevel] = &WcLevel::ALL;

    fn name(self) -> &'static str {
        WcLevel::name(self)
    }

    fn difficulty(self) -> Difficulty {
        match self {
            WcLevel::Random => Difficulty::Easy,
            WcLevel::Heuristic => Difficulty::Normal,
            WcLevel::Strong => Difficulty::Hard,
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
    let chosen_runners = RwSignal::new(None::<ChosenRunners>);
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
        let jack_seat = jack.get_untracked().min(n - 1);
        if jack_at_random.get_untracked() {
            config.jack = JackSeat::Random;
        } else {
            config.jack = JackSeat::Seat(Seat(jack_seat as u8));
            if runners_offered(n, false) {
                let seats = runners(n, jack_seat, chosen_runners.get_untracked());
                config.controllers = Some(seats.map(|s| Seat(s as u8)));
            }
        }
        config.no_red_hideout = no_red_hideout.get_untracked();
        let names: Vec<String> = list.iter().map(|s| s.name.clone()).collect();
        if let Err(e) = store.start(config, list, notebook.get_untracked()) {
            start_error.set(Some(WcWords::new(locale, &names).setup_error(&e)));
        }
    };

    let seated = move || {
        let locale = i18n.get_locale();
        let players = count.get();
        let jack_seat = jack.get().min(players - 1);
        let dealt = runners_offered(players, jack_at_random.get())
            .then(|| runners(players, jack_seat, chosen_runners.get()));
        let words = WcWords::new(locale, &[]);
        kinds.with(|k| {
            (0..players)
                .map(|i| {
                    let bot = match k[i] {
                        WcSeatKind::Human => None,
                        WcSeatKind::Bot(level) => Some(level.difficulty()),
                    };
                    let line = seat_line(locale, &names.shown(locale, i), bot);
                    let runs: Vec<String> = Policeman::ALL
                        .into_iter()
                        .filter(|p| dealt.is_some_and(|d| d[p.index()] == i))
                        .map(|p| words.colour(p))
                        .collect();
                    if !jack_at_random.get() && jack_seat == i {
                        format!("{line} · {}", tr!(locale, start.jack))
                    } else if runs.is_empty() {
                        line
                    } else {
                        let colours = runs.join(&tr!(locale, start.colour_separator));
                        format!("{line} · {}", tr!(locale, start.runs, colours = colours))
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
            levels=WcLevel::difficulties()
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
        <WcPoliceRunners count jack jack_at_random names chosen=chosen_runners />
        <fieldset class="options">
            <legend>{t!(i18n, shell.start.options)}</legend>
            <OptionCheck checked=jack_at_random>{t!(i18n, start.jack_at_random)}</OptionCheck>
            <OptionCheck checked=no_red_hideout>{t!(i18n, start.no_red_hideout)}</OptionCheck>
            <OptionCheck checked=notebook>{t!(i18n, start.notebook)}</OptionCheck>
            <SeedField id="wc-seed" text=seed_text attempted />
        </fieldset>
    }
}
