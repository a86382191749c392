//! The game log: every event in words, grouped by turn, newest last. Each event is shown as
//! the viewer may see it (`Event::seen_by`): another seat's drawn cards only as a number
//! (FB3.2.3); a counter window only by its outcome (FB12.2.2), and not at all when nobody
//! counters: the card's effect, on the next line, tells it.

use fb_engine::{Card, Event, PlayerId};

use crate::games::family_business::session::FbLogEntry;
use crate::games::family_business::words::tr;
use crate::games::family_business::words::FbWords;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FbLogLine {
    pub text: String,
    /// Came with the last answer.
    pub fresh: bool,
    /// Draws and reshuffles, shown more quietly.
    pub minor: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FbLogGroup {
    /// Index of the entry that opened it.
    pub start: usize,
    /// "Turn 3 · Anna".
    pub title: String,
    /// The family whose turn it is.
    pub family: Option<u8>,
    pub lines: Vec<FbLogLine>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FbLogModel {
    pub groups: Vec<FbLogGroup>,
}

impl FbLogModel {
    /// The log as `viewer` may see it (`None`: public events only); entries from `fresh_from`
    /// on came with the last answer.
    pub fn new(
        log: &[FbLogEntry],
        viewer: Option<PlayerId>,
        w: &FbWords,
        fresh_from: usize,
    ) -> FbLogModel {
        let mut groups: Vec<FbLogGroup> = Vec::new();
        // Cards drawn in a row by one seat, told in one line.
        let mut draws: Option<(PlayerId, Vec<Option<Card>>, bool)> = None;
        let flush = |groups: &mut Vec<FbLogGroup>,
                     draws: &mut Option<(PlayerId, Vec<Option<Card>>, bool)>| {
            if let (Some((seat, cards, fresh)), Some(group)) = (draws.take(), groups.last_mut()) {
                group.lines.push(FbLogLine {
                    text: w.draws(seat, &cards),
                    fresh,
                    minor: true,
                });
            }
        };
        for (index, entry) in log.iter().enumerate() {
            let fresh = index >= fresh_from;
            let event = entry.event.seen_by(viewer);
            if let Event::Drew { seat, card } = event {
                match &mut draws {
                    Some((s, cards, f)) if *s == seat => {
                        cards.push(card);
                        *f |= fresh;
                    }
                    _ => {
                        flush(&mut groups, &mut draws);
                        draws = Some((seat, vec![card], fresh));
                    }
                }
                continue;
            }
            flush(&mut groups, &mut draws);
            if let Event::TurnStarted { seat, turn } = event {
                // FB2.3: the first turn is the first player's.
                let lines = if turn == 1 {
                    vec![FbLogLine {
                        text: tr!(w.locale, log.first, name = w.name(seat)),
                        fresh,
                        minor: false,
                    }]
                } else {
                    Vec::new()
                };
                groups.push(FbLogGroup {
                    start: index,
                    title: tr!(w.locale, log.turn, turn = turn, name = w.name(seat)),
                    family: w.seat_families.get(seat.index()).copied(),
                    lines,
                });
                continue;
            }
            if event == Event::NoCounter {
                continue;
            }
            let Some(text) = w.event(&event) else {
                continue;
            };
            let minor = matches!(event, Event::Reshuffled { .. });
            if groups.is_empty() {
                groups.push(FbLogGroup {
                    start: index,
                    title: String::new(),
                    family: None,
                    lines: Vec::new(),
                });
            }
            if let Some(group) = groups.last_mut() {
                group.lines.push(FbLogLine { text, fresh, minor });
            }
        }
        flush(&mut groups, &mut draws);
        FbLogModel { groups }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family_business::words::tests::{names, words};
    use crate::i18n::Locale;
    use table_sessions::family_business::test_games::played;

    fn text(model: &FbLogModel) -> String {
        model
            .groups
            .iter()
            .flat_map(|g| {
                std::iter::once(g.title.clone()).chain(g.lines.iter().map(|l| l.text.clone()))
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_log_is_grouped_by_turn_and_hides_other_seats_draws() {
        let s = played(3, 6, 30);
        let names = names();
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        let public = FbLogModel::new(s.log(), None, &w, s.log().len());
        assert!(public.groups.len() > 3);
        assert!(public.groups[0].title.starts_with("Turn 1 · "));
        assert!(public.groups[0].lines[0].text.ends_with(" goes first."));
        let all = text(&public);
        assert!(all.contains(" plays "), "{all}");
        // Nobody's drawn card is named in the public log.
        assert!(!all.contains("draws Contract"), "{all}");
        // The drawer sees theirs.
        let drawer = s
            .log()
            .iter()
            .find_map(|e| match e.event {
                Event::Drew { seat, .. } => Some(seat),
                _ => None,
            })
            .expect("a draw");
        let own = FbLogModel::new(s.log(), Some(drawer), &w, 0);
        let mine = text(&own);
        assert_ne!(mine, all);
        assert!(own.groups.iter().flat_map(|g| &g.lines).all(|l| l.fresh));
        // A window is told only by its outcome, and not at all when nobody counters.
        assert!(!mine.to_lowercase().contains("asked") && !mine.contains("declines"));
        assert!(s.log().iter().any(|e| e.event == Event::NoCounter));
        assert!(!mine.contains("No counter."), "{mine}");
    }
}
