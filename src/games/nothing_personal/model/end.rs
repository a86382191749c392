//! The end of the game (R10.2–R10.4): the final ranking with each family's Respect breakdown
//! and the tie-break step that placed it above the next.

use np_engine::{Event, Phase, PlayerId, RankStep, View};

use crate::games::nothing_personal::session::LogEntry;
use crate::games::nothing_personal::tone::Tone;
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndRow {
    pub place: usize,
    pub seat: PlayerId,
    pub name: String,
    pub tone: Tone,
    pub letter: String,
    /// Respect when final scoring began.
    pub before: i64,
    /// Respect from the gangsters in positions (R10.2.2).
    pub gangsters: i64,
    /// Cards sold and the money they brought (R10.2.3).
    pub cards_sold: u32,
    pub sale: u32,
    /// Money turned into Respect (R10.2.4).
    pub converted_money: u32,
    pub converted_respect: u32,
    pub respect: u32,
    pub money_left: u32,
    /// Why this family ranks above the next one, in words (R10.3–R10.4).
    pub ahead_by: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndModel {
    pub winner: String,
    pub rows: Vec<EndRow>,
}

impl EndModel {
    /// `steps` are the engine's ranking steps (one per neighbouring pair).
    pub fn new(
        view: &View,
        log: &[LogEntry],
        steps: &[RankStep],
        words: &Words,
    ) -> Option<EndModel> {
        let first = view.ranking.first()?;
        let start = log
            .iter()
            .position(|e| {
                matches!(
                    e.event,
                    Event::PhaseStarted {
                        phase: Phase::FinalScoring,
                        ..
                    }
                )
            })
            .unwrap_or(log.len());
        let finals = &log[start..];
        let rows = view
            .ranking
            .iter()
            .enumerate()
            .map(|(i, seat)| {
                let mine = |f: &dyn Fn(&Event) -> Option<i64>| -> i64 {
                    finals.iter().filter_map(|e| f(&e.event)).sum()
                };
                let change = mine(&|e| match e {
                    Event::Respect { seat: s, delta, .. } if s == seat => Some(*delta),
                    _ => None,
                });
                let gangsters = mine(&|e| match e {
                    Event::Scored {
                        seat: s, respect, ..
                    } if s == seat => Some(i64::from(*respect)),
                    _ => None,
                });
                let cards_sold = mine(&|e| match e {
                    Event::CardsSold { seat: s, count } if s == seat => Some(i64::from(*count)),
                    _ => None,
                }) as u32;
                let (converted_money, converted_respect) = finals
                    .iter()
                    .find_map(|e| match e.event {
                        Event::Converted {
                            seat: s,
                            money,
                            respect,
                        } if s == *seat => Some((money, respect)),
                        _ => None,
                    })
                    .unwrap_or((0, 0));
                let holdings = view.seats.get(seat.index());
                let respect = holdings.map_or(0, |h| h.respect);
                let tone = Tone::of_seat(*seat);
                EndRow {
                    place: i + 1,
                    seat: *seat,
                    name: words.name(*seat),
                    tone,
                    letter: words.letter(tone),
                    before: i64::from(respect) - change,
                    gangsters,
                    cards_sold,
                    sale: cards_sold * np_engine::CARD_SALE,
                    converted_money,
                    converted_respect,
                    respect,
                    money_left: holdings.map_or(0, |h| h.money),
                    ahead_by: steps.get(i).map(|s| rank_step(words, *s)),
                }
            })
            .collect();
        Some(EndModel {
            winner: words.name(*first),
            rows,
        })
    }
}

fn rank_step(words: &Words, step: RankStep) -> String {
    match step {
        RankStep::Respect => tr!(words.locale, end.by_respect),
        RankStep::Ring => tr!(words.locale, end.by_ring),
        RankStep::HighestPosition => tr!(words.locale, end.by_position),
        RankStep::Money => tr!(words.locale, end.by_money),
        RankStep::MarkersOnBoard => tr!(words.locale, end.by_markers),
        RankStep::HandSize => tr!(words.locale, end.by_hand),
        RankStep::Dice => tr!(words.locale, end.by_dice),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::seats::{Seat, SeatKind};
    use crate::games::nothing_personal::session::Session;
    use crate::games::nothing_personal::words::tests::words;
    use crate::i18n::Locale;
    use np_engine::{Action, GameConfig};

    #[test]
    fn every_family_is_ranked_with_its_breakdown_and_the_step_that_placed_it() {
        let seats: Vec<Seat> = ["Anna", "Bruno", "Carla", "Dario"]
            .iter()
            .map(|n| Seat::new(*n, SeatKind::Human))
            .collect();
        for seed in 0..3 {
            let mut s = Session::new(GameConfig::new(4, seed), seats.clone()).expect("setup");
            let mut k = seed as usize;
            while let Some(d) = s.game().pending().cloned() {
                let answers = s.game().legal_answers();
                k = k.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                s.play(
                    d.seat,
                    Action::Answer(answers[(k >> 33) % answers.len()].clone()),
                )
                .expect("listed");
            }
            let names = s.names();
            let words = words(Locale::en, &names);
            let view = s.game().view(PlayerId(0));
            let end =
                EndModel::new(&view, s.log(), &s.game().ranking_steps(), &words).expect("over");
            assert_eq!(end.rows.len(), 4);
            assert_eq!(end.winner, end.rows[0].name);
            for r in &end.rows {
                assert!(r.before >= 0);
                assert_eq!(r.sale, r.cards_sold * 8);
                assert!(r.money_left < 10, "R10.2.4 leaves 0–9 dollars");
            }
            assert!(end.rows[..3].iter().all(|r| r.ahead_by.is_some()));
            assert!(end.rows[3].ahead_by.is_none());
            let respects: Vec<u32> = end.rows.iter().map(|r| r.respect).collect();
            assert!(respects.windows(2).all(|w| w[0] >= w[1]), "{respects:?}");
        }
    }
}
