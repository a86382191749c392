//! A new game of Family Business set up on the start screen (FB2.1): 2 to 6 seats, each a name,
//! a person or a bot of the ladder, and a family (seat i takes family i unless chosen); the
//! older editions' free discard as a host option (FB13.1); the advanced variant with ability
//! cards (FB13.2); a seed. The engine refuses a setup it cannot play, in words.

use fb_engine::{families, GameConfig, MAX_PLAYERS, MIN_PLAYERS};
use leptos::prelude::*;
use table_bots::family_business::arena::FbLevel;

use super::family_class;
use crate::games::family_business::seats::{FbSeat, FbSeatKind};
use crate::games::family_business::store::FbStore;
use crate::games::family_business::words::t;
use crate::games::family_business::words::FbWords;
use crate::shell::kit::{
    remembered_level, seat_line, typed_seed, BotLevel, Difficulty, OptionCheck, PlayerCount,
    SeatFields, SeatList, SeatNames, SeedField, StartRow,
};
use crate::shell::language::{use_i18n, Locale};
use crate::shell::seed;

/// One seat row of the form beside its name: the kind and the family.
#[derive(Clone, Debug, PartialEq)]
struct SeatForm {
    kind: FbSeatKind,
    family: u8,
}

impl BotLevel for FbLevel {
    const LADDER: &'static [FbLevel] = &FbLevel::ALL;

    fn name(self) -> &'static str {
        FbLevel::name(self)
    }

    fn difficulty(self) -> Difficulty {
        match self {
            FbLevel::Random => Difficulty::Easy,
            FbLevel::Heuristic => Difficulty::Normal,
            FbLevel::Strong => Difficulty::Hard,
        }
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
    let store = FbStore::get();
    let i18n = use_i18n();
    let count = RwSignal::new(4usize);
    let names = SeatNames::new(MAX_PLAYERS);
    let level = remembered_level::<FbLevel>();
    let seats = RwSignal::new(
        (0..MAX_PLAYERS)
            .map(|i| SeatForm {
                kind: if i == 0 {
                    FbSeatKind::Human
                } else {
                    FbSeatKind::Bot(level)
                },
                family: i as u8,
            })
            .collect::<Vec<_>>(),
    );
    let free_discard = RwSignal::new(false);
    let advanced = RwSignal::new(false);
    let seed_text = RwSignal::new(String::new());
    let attempted = RwSignal::new(false);
    let start_error = RwSignal::new(None::<String>);

    // The start button's click, not the form's submission (a sandboxed frame never submits).
    let start = move |ev: leptos::ev::MouseEvent| {
        ev.prevent_default();
        attempted.set(true);
        start_error.set(None);
        let n = count.get_untracked();
        let Some(names) = names.checked(i18n.get_locale_untracked(), n) else {
            return;
        };
        let list: Vec<FbSeat> = seats.with_untracked(|s| {
            names
                .into_iter()
                .zip(s)
                .map(|(name, seat)| FbSeat::new(name, seat.kind))
                .collect()
        });
        let Ok(seed) = typed_seed(&seed_text.get_untracked()) else {
            return;
        };
        let mut config = GameConfig::new(n, seed.unwrap_or_else(seed::fresh));
        config.families = seats.with_untracked(|s| s[..n].iter().map(|f| f.family).collect());
        config.free_discard = free_discard.get_untracked();
        config.advanced = advanced.get_untracked();
        if let Err(e) = store.start(config, list) {
            let locale = i18n.get_locale_untracked();
            start_error.set(FbWords::new(locale, &[], &[]).map(|w| w.setup_error(&e)));
        }
    };

    let seated = move || {
        let locale = i18n.get_locale();
        seats.with(|s| {
            (0..count.get())
                .map(|i| {
                    let bot = match s[i].kind {
                        FbSeatKind::Human => None,
                        FbSeatKind::Bot(level) => Some(level.difficulty()),
                    };
                    seat_line(locale, &names.shown(locale, i), bot)
                })
                .collect::<Vec<_>>()
        })
    };

    view! {
        <StartRow seats=seated on_start=start error=start_error />
        <PlayerCount name="fb-players" counts=MIN_PLAYERS..=MAX_PLAYERS count />
        <SeatList
            max=MAX_PLAYERS
            count
            levels=FbLevel::difficulties()
            row={move |i: usize| {
                view! {
                    <li class=move || format!("seat fb-seat {}", family_class(seats.with(|s| s[i].family)))>
                        <span class="family-swatch" aria-hidden="true"></span>
                        <SeatFields
                            prefix="fb-seat"
                            i
                            names
                            attempted
                            kind=move || match seats.with(|s| s[i].kind) {
                                FbSeatKind::Human => None,
                                FbSeatKind::Bot(level) => Some(level),
                            }
                            on_kind={move |level: Option<FbLevel>| {
                                seats.update(|s| s[i].kind = level.map_or(FbSeatKind::Human, FbSeatKind::Bot))
                            }}
                        >
                            <div class="field family">
                                <label for=format!("fb-seat-{i}-family")>{t!(i18n, start.family)}</label>
                                <select
                                    id=format!("fb-seat-{i}-family")
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
                        </SeatFields>
                    </li>
                }
                    .into_any()
            }}
        />
        <fieldset class="options">
            <legend>{t!(i18n, shell.start.options)}</legend>
            <OptionCheck checked=free_discard>{t!(i18n, start.free_discard)}</OptionCheck>
            <OptionCheck checked=advanced>{t!(i18n, start.advanced)}</OptionCheck>
            <SeedField id="fb-seed" text=seed_text attempted />
        </fieldset>
    }
}
