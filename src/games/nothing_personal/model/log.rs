//! The game log: every event in words, grouped by round and phase, newest last; private events
//! only as the viewing seat may see them (R12.13.2).

use np_engine::Event;

use super::Sight;
use crate::games::nothing_personal::session::LogEntry;
use crate::games::nothing_personal::tone::Tone;
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogLine {
    pub index: usize,
    pub text: String,
    /// The family the line is about, with its letter.
    pub tone: Option<(Tone, String)>,
    /// Came with the last action.
    pub fresh: bool,
    /// Bookkeeping lines (windows opening and closing, steps) shown more quietly.
    pub minor: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LogGroup {
    /// Index of its first line.
    pub start: usize,
    /// "Round 2 · Crew", "Setup".
    pub title: String,
    pub lines: Vec<LogLine>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LogModel {
    pub groups: Vec<LogGroup>,
}

impl LogModel {
    /// `sight` says whose private events are shown.
    pub fn new(log: &[LogEntry], sight: Sight, words: &Words, fresh_from: usize) -> LogModel {
        let mut groups: Vec<LogGroup> = vec![LogGroup {
            start: 0,
            title: tr!(words.locale, log.setup),
            lines: Vec::new(),
        }];
        for (index, entry) in log.iter().enumerate() {
            let event = sight.event(&entry.event);
            if let Event::PhaseStarted { round, phase } = event {
                groups.push(LogGroup {
                    start: index,
                    title: tr!(
                        words.locale,
                        log.group,
                        round = round,
                        phase = words.phase(phase)
                    ),
                    lines: Vec::new(),
                });
            }
            let minor = matches!(
                event,
                Event::WindowOpened { .. }
                    | Event::WindowClosed { .. }
                    | Event::IncomeStep { .. }
                    | Event::ActionStep { .. }
                    | Event::Shuffled { .. }
            );
            let tone = Words::actor(&event).map(|p| {
                let tone = Tone::of_seat(p);
                (tone, words.letter(tone))
            });
            if let Some(group) = groups.last_mut() {
                group.lines.push(LogLine {
                    index,
                    text: words.event(&event),
                    tone,
                    fresh: index >= fresh_from,
                    minor,
                });
            }
        }
        groups.retain(|g| !g.lines.is_empty());
        LogModel { groups }
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

    fn session() -> Session {
        let seats = ["Anna", "Bruno", "Carla"]
            .iter()
            .map(|n| Seat::new(*n, SeatKind::Human))
            .collect();
        let mut s = Session::new(GameConfig::new(3, 21), seats).expect("setup");
        for _ in 0..150 {
            let Some(d) = s.game().pending().cloned() else {
                break;
            };
            let a = s.game().legal_answers().last().cloned().expect("answers");
            s.play(d.seat, Action::Answer(a)).expect("listed");
        }
        s
    }

    #[test]
    fn the_log_is_grouped_by_round_and_phase_and_marks_the_newest_lines() {
        let s = session();
        let names = s.names();
        let words = words(Locale::en, &names);
        let fresh_from = s.log().len() - 3;
        let log = LogModel::new(
            s.log(),
            Sight::Seat(np_engine::PlayerId(0)),
            &words,
            fresh_from,
        );
        assert_eq!(log.groups[0].title, "Setup");
        assert!(log.groups.iter().any(|g| g.title == "Round 1 · Commission"));
        let lines: usize = log.groups.iter().map(|g| g.lines.len()).sum();
        assert_eq!(lines, s.log().len());
        let fresh: Vec<bool> = log
            .groups
            .iter()
            .flat_map(|g| g.lines.iter().map(|l| l.fresh))
            .collect();
        assert_eq!(fresh.iter().filter(|f| **f).count(), 3);
        assert!(fresh.ends_with(&[true, true, true]));
    }

    #[test]
    fn other_seats_never_read_a_drawn_card_in_the_log_but_a_finished_replay_shows_it() {
        let s = session();
        let names = s.names();
        let words = words(Locale::en, &names);
        for (i, entry) in s.log().iter().enumerate() {
            if let Event::CardDrawn {
                seat,
                card: Some(c),
            } = entry.event
            {
                let name = words.card(c);
                let other = np_engine::PlayerId((seat.0 + 1) % 3);
                for (sight, shows) in [
                    (Sight::Seat(seat), true),
                    (Sight::Seat(other), false),
                    (Sight::Public, false),
                    (Sight::Everything(other), true),
                ] {
                    let log = LogModel::new(s.log(), sight, &words, 0);
                    let line = log
                        .groups
                        .iter()
                        .flat_map(|g| &g.lines)
                        .find(|l| l.index == i)
                        .expect("line");
                    assert_eq!(line.text.contains(&name), shows, "{}", line.text);
                }
                return;
            }
        }
        panic!("no card drawn");
    }
}
