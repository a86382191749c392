//! One board per family (R12.13.1): money, Respect, markers left, hand size, ring, passed.

use np_engine::{Phase, PlayerId, View};

use crate::games::nothing_personal::seats::Seat;
use crate::games::nothing_personal::tone::Tone;
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerModel {
    pub seat: PlayerId,
    pub name: String,
    /// "Red family".
    pub family: String,
    pub tone: Tone,
    pub letter: String,
    /// The accessible name of the board: "Anna, Red family".
    pub label: String,
    pub money: u32,
    pub respect: u32,
    pub supply: u8,
    pub hand: usize,
    pub ring: bool,
    /// Passed in this Commission (R4.2), shown in that phase only.
    pub passed: bool,
    pub deciding: bool,
    pub bot: bool,
}

impl PlayerModel {
    /// Every seat, in seat order.
    pub fn all(view: &View, seats: &[Seat], words: &Words) -> Vec<PlayerModel> {
        let deciding = view.pending.as_ref().map(|d| d.seat);
        view.seats
            .iter()
            .map(|s| {
                let tone = Tone::of_seat(s.seat);
                let name = words.name(s.seat);
                let family = words.family(s.seat);
                PlayerModel {
                    seat: s.seat,
                    label: tr!(
                        words.locale,
                        players.board,
                        name = name.clone(),
                        family = family.clone()
                    ),
                    name,
                    family,
                    tone,
                    letter: words.letter(tone),
                    money: s.money,
                    respect: s.respect,
                    supply: s.supply,
                    hand: s.hand_size,
                    ring: view.ring == s.seat,
                    // R4.2: passing is a Commission matter; the flag waits for the next one.
                    passed: s.passed && view.phase == Phase::Commission,
                    deciding: deciding == Some(s.seat),
                    bot: seats
                        .get(s.seat.index())
                        .is_some_and(|x| !x.kind.is_human()),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::model::tests::{new_game, view_of};
    use crate::games::nothing_personal::seats::SeatKind;
    use crate::games::nothing_personal::words::tests::words;
    use crate::i18n::Locale;
    use table_bots::nothing_personal::Level;

    #[test]
    fn each_family_shows_its_public_holdings() {
        let game = new_game(3, 4);
        let names: Vec<String> = vec!["Anna".into(), "Bruno".into(), "Carla".into()];
        let seats: Vec<Seat> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let kind = if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(Level::Random)
                };
                Seat::new(n.clone(), kind)
            })
            .collect();
        let words = words(Locale::en, &names);
        let players = PlayerModel::all(&view_of(&game), &seats, &words);
        assert_eq!(players.len(), 3);
        assert_eq!(players[0].label, "Anna, Red family");
        // R1.4.4, R2.2: $5, no Respect, 25 markers (before setup placements), four cards (R2.9).
        assert!(players
            .iter()
            .all(|p| p.money == 5 && p.respect == 0 && p.hand == 4));
        assert_eq!(players.iter().filter(|p| p.ring).count(), 1);
        assert_eq!(players.iter().filter(|p| p.deciding).count(), 1);
        assert_eq!(players.iter().filter(|p| p.bot).count(), 2);
    }

    /// R4.2: a player who passed is shown so during the Commission, not in the later phases
    /// of the round, where the flag waits for the next Commission.
    #[test]
    fn a_pass_shows_during_the_commission_only() {
        let mut game = new_game(3, 4);
        let names: Vec<String> = vec!["Anna".into(), "Bruno".into(), "Carla".into()];
        let seats: Vec<Seat> = names
            .iter()
            .map(|n| Seat::new(n.clone(), SeatKind::Human))
            .collect();
        let words = words(Locale::en, &names);
        let (mut in_commission, mut after) = (false, false);
        while !(in_commission && after) {
            let d = game.pending().cloned().expect("the game goes on");
            let view = view_of(&game);
            let shown: Vec<bool> = PlayerModel::all(&view, &seats, &words)
                .iter()
                .map(|p| p.passed)
                .collect();
            let passed: Vec<bool> = view.seats.iter().map(|s| s.passed).collect();
            if view.phase == Phase::Commission {
                assert_eq!(shown, passed);
                in_commission |= passed.contains(&true);
            } else if passed.contains(&true) {
                assert!(!shown.contains(&true), "{:?}", view.phase);
                after = true;
            }
            let answers = game.legal_answers();
            let answer = answers
                .iter()
                .find(|a| **a == np_engine::Answer::Pass)
                .unwrap_or(&answers[0])
                .clone();
            game.apply(d.seat, np_engine::Action::Answer(answer))
                .expect("listed");
        }
    }
}
