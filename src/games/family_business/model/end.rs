//! The end of the game: the winner or the shared draw (FB10.2), and the standings (FB10.3,
//! display only): first the winner or the drawing players, then the others by elimination,
//! later above earlier, those eliminated by the same atomic effect sharing a place.

use fb_engine::{Outcome, PlayerId, View};

use crate::games::family_business::words::tr;
use crate::games::family_business::words::FbWords;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Standing {
    /// 1 for first; shared places repeat (1, 2, 2, 4).
    pub place: usize,
    pub seat: PlayerId,
    pub name: String,
    /// The family's index (its colour) and name.
    pub family_id: u8,
    pub family: String,
    /// "Winner", "Draw", "Out".
    pub result: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FbEndModel {
    /// "Anna wins!" or the draw.
    pub headline: String,
    pub standings: Vec<Standing>,
}

/// FB10.3.1: the rank key of each seat; a greater key ranks higher.
fn key(view: &View, outcome: &Outcome, seat: PlayerId) -> u64 {
    let first = match outcome {
        Outcome::Win(w) => *w == seat,
        Outcome::Draw(seats) => seats.contains(&seat),
    };
    if first {
        return u64::MAX;
    }
    view.seats
        .get(seat.index())
        .and_then(|s| s.eliminated)
        .map_or(u64::MAX - 1, u64::from)
}

impl FbEndModel {
    /// The end of `view`'s game; `None` while it goes on.
    pub fn new(view: &View, w: &FbWords) -> Option<FbEndModel> {
        let outcome = view.outcome.as_ref()?;
        let seats: Vec<PlayerId> = (0..view.seats.len() as u8).map(PlayerId).collect();
        let mut standings: Vec<Standing> = seats
            .iter()
            .map(|seat| {
                let k = key(view, outcome, *seat);
                let place = 1 + seats.iter().filter(|o| key(view, outcome, **o) > k).count();
                let result = match outcome {
                    Outcome::Win(winner) if winner == seat => tr!(w.locale, end.winner),
                    Outcome::Draw(drawn) if drawn.contains(seat) => tr!(w.locale, end.drawn),
                    _ => tr!(w.locale, end.out),
                };
                Standing {
                    place,
                    seat: *seat,
                    name: w.name(*seat),
                    family_id: w.family_of(*seat),
                    family: w.family(w.family_of(*seat)),
                    result,
                }
            })
            .collect();
        standings.sort_by_key(|s| (s.place, s.seat));
        let headline = match outcome {
            Outcome::Win(p) => tr!(w.locale, shell.end.winner, name = w.name(*p)),
            Outcome::Draw(drawn) => {
                let names: Vec<String> = drawn.iter().map(|p| w.name(*p)).collect();
                tr!(w.locale, end.draw, names = w.list(&names))
            }
        };
        Some(FbEndModel {
            headline,
            standings,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family_business::words::tests::{names, words};
    use crate::i18n::Locale;
    use fb_engine::{GameConfig, GameState, SeatView};

    fn finished(eliminated: [Option<u32>; 4], outcome: Outcome) -> View {
        let mut view = GameState::new(GameConfig::new(4, 1))
            .expect("setup")
            .view(None);
        view.seats = eliminated
            .iter()
            .enumerate()
            .map(|(i, e)| SeatView {
                family: i as u8,
                row: Vec::new(),
                hand_size: 0,
                eliminated: *e,
            })
            .collect();
        view.outcome = Some(outcome);
        view
    }

    /// FB10.3.2: B out first, then C and D by one Massacre, leaving A: A 1st, C and D 2nd,
    /// B 4th.
    #[test]
    fn standings_follow_the_order_of_elimination() {
        let view = finished([None, Some(3), Some(9), Some(9)], Outcome::Win(PlayerId(0)));
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2, 3]);
        let end = FbEndModel::new(&view, &w).expect("over");
        assert_eq!(end.headline, "Anna wins!");
        let places: Vec<(usize, &str)> = end
            .standings
            .iter()
            .map(|s| (s.place, s.name.as_str()))
            .collect();
        assert_eq!(
            places,
            [(1, "Anna"), (2, "Carla"), (2, "Dario"), (4, "Bruno")]
        );
    }

    /// FB10.2.2: a Massacre that leaves nobody makes a draw of those it eliminated.
    #[test]
    fn a_draw_is_shared_by_the_last_players() {
        let view = finished(
            [Some(8), Some(2), Some(8), Some(5)],
            Outcome::Draw(vec![PlayerId(0), PlayerId(2)]),
        );
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2, 3]);
        let end = FbEndModel::new(&view, &w).expect("over");
        assert_eq!(end.headline, "A draw: Anna and Carla share first place.");
        let places: Vec<usize> = end.standings.iter().map(|s| s.place).collect();
        assert_eq!(places, [1, 1, 3, 4]);
        assert_eq!(end.standings[3].name, "Bruno");
    }
}
