//! Who runs each policeman, chosen on the start screen (WC2.1, WC7): one list per policeman of
//! the police seats, dealt round-robin until a player changes it (WC7.2). Shown while two or
//! more seats play the police and Jack's seat is chosen, not drawn (docs/decisions.md 73).

use leptos::prelude::*;
use wc_engine::{default_controllers, Policeman, Seat};

use crate::games::whitechapel::ui::board::policeman_class;
use crate::games::whitechapel::words::{t, tr, WcWords};
use crate::shell::kit::SeatNames;
use crate::shell::language::use_i18n;

/// The policemen's seats a player chose, for the table they were chosen at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChosenRunners {
    pub players: usize,
    pub jack: usize,
    pub seats: [usize; 5],
}

/// The seat running each policeman at a table of `players` with Jack at `jack`: the choice made
/// at this table, or else the round-robin of WC7.2.
pub fn runners(players: usize, jack: usize, chosen: Option<ChosenRunners>) -> [usize; 5] {
    match chosen {
        Some(c) if c.players == players && c.jack == jack => c.seats,
        _ => default_controllers(players, Seat(jack as u8)).map(|s| usize::from(s.0)),
    }
}

/// Whether the start screen offers the choice: two police seats or more, Jack's seat chosen.
pub fn runners_offered(players: usize, jack_at_random: bool) -> bool {
    !jack_at_random && players >= 3
}

#[component]
pub fn WcPoliceRunners(
    count: RwSignal<usize>,
    jack: RwSignal<usize>,
    jack_at_random: RwSignal<bool>,
    names: SeatNames,
    chosen: RwSignal<Option<ChosenRunners>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let table = move || {
        let players = count.get();
        (players, jack.get().min(players - 1))
    };
    let row = move |p: Policeman| {
        let id = format!("wc-runner-{}", p.0 + 1);
        view! {
            <div class="field wc-runner">
                <label for=id.clone()>
                    <span class=format!("wc-swatch {}", policeman_class(p)) aria-hidden="true">
                        {move || WcWords::new(i18n.get_locale(), &[]).letter(p)}
                    </span>
                    {move || {
                        let locale = i18n.get_locale();
                        let colour = WcWords::new(locale, &[]).colour(p);
                        tr!(locale, start.runner, colour = colour)
                    }}
                </label>
                <select
                    id=id
                    on:change=move |ev| {
                        let Ok(seat) = event_target_value(&ev).parse::<usize>() else {
                            return;
                        };
                        let (players, jack) = table();
                        let mut seats = runners(players, jack, chosen.get_untracked());
                        seats[p.index()] = seat;
                        chosen.set(Some(ChosenRunners { players, jack, seats }));
                    }
                >
                    {move || {
                        let locale = i18n.get_locale();
                        let (players, jack) = table();
                        let runner = runners(players, jack, chosen.get())[p.index()];
                        (0..players)
                            .filter(|seat| *seat != jack)
                            .map(|seat| {
                                view! {
                                    <option value=seat.to_string() selected=seat == runner>
                                        {names.shown(locale, seat)}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
            </div>
        }
    };
    view! {
        <Show when=move || runners_offered(count.get(), jack_at_random.get())>
            <fieldset class="options wc-runners">
                <legend>{t!(i18n, start.runners)}</legend>
                {Policeman::ALL.map(row).into_iter().collect_view()}
            </fieldset>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wc7_2_round_robin_until_a_choice_at_the_same_table() {
        assert_eq!(runners(4, 0, None), [1, 2, 3, 1, 2]);
        assert_eq!(runners(3, 1, None), [0, 2, 0, 2, 0]);
        let chosen = ChosenRunners {
            players: 3,
            jack: 0,
            seats: [1, 1, 1, 1, 2],
        };
        assert_eq!(runners(3, 0, Some(chosen)), [1, 1, 1, 1, 2]);
        assert_eq!(runners(4, 0, Some(chosen)), [1, 2, 3, 1, 2]);
        assert_eq!(runners(3, 2, Some(chosen)), [0, 1, 0, 1, 0]);
    }

    #[test]
    fn offered_with_two_police_seats_and_jack_chosen() {
        assert!(!runners_offered(2, false));
        assert!(runners_offered(3, false));
        assert!(!runners_offered(6, true));
    }
}
