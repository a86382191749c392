//! The game log: one line for each thing that happened, grouped by round and phase, newest
//! last; private events only as the viewing seat may see them (R12.13.2). What tells nothing
//! new is left out: a response window opening or closing unanswered, the played card going to
//! the discard pile, the ante's payment told again as a plain payment; markers of one colour
//! that one action puts on (or takes from) one gangster are counted in one line.

use np_engine::Event;

use super::Sight;
use crate::games::nothing_personal::session::{LogEntry, Session};
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
    /// Bookkeeping lines (steps, shuffles) shown more quietly.
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
    /// `sight` says whose private events are shown. The first line of an answer the page gave
    /// for a person who had no choice says so to that person only (docs/decisions.md, 60).
    pub fn new(session: &Session, sight: Sight, words: &Words, fresh_from: usize) -> LogModel {
        let log = session.log();
        let mut groups: Vec<LogGroup> = vec![LogGroup {
            start: 0,
            title: tr!(words.locale, log.setup),
            lines: Vec::new(),
        }];
        for (index, entry) in log.iter().enumerate() {
            let event = sight.event(&entry.event);
            let next = log.get(index + 1).map(|e| &e.event);
            if tells_nothing_new(&event, next) || repeats_the_last(log, index) {
                continue;
            }
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
                Event::IncomeStep { .. } | Event::ActionStep { .. } | Event::Shuffled { .. }
            );
            let tone = Words::actor(&event).map(|p| {
                let tone = Tone::of_seat(p);
                (tone, words.letter(tone))
            });
            let run = run_from(log, index);
            let mut text = (run > 1)
                .then(|| words.markers_moved(&event, run))
                .flatten()
                .unwrap_or_else(|| words.event(&event));
            let first_of_action = index == 0 || log[index - 1].action != entry.action;
            if first_of_action
                && sight
                    .seat()
                    .is_some_and(|p| session.answered_for(entry.action, p))
            {
                text = tr!(words.locale, log.answered_for_you, line = text);
            }
            if let Some(group) = groups.last_mut() {
                group.lines.push(LogLine {
                    index,
                    text,
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

/// Whether the event at `index` is a marker placed or removed exactly as the one before it,
/// by the same action: the line of the first tells them all.
fn repeats_the_last(log: &[LogEntry], index: usize) -> bool {
    index > 0 && run_from(&log[index - 1..], 0) > 1
}

/// How many events from `index` on place (or remove) one marker of one colour on one gangster
/// in the same action: one line tells them all.
fn run_from(log: &[LogEntry], index: usize) -> usize {
    let first = &log[index];
    if !matches!(
        first.event,
        Event::MarkerPlaced { on_coin: false, .. } | Event::MarkerRemoved { on_coin: false, .. }
    ) {
        return 1;
    }
    log[index..]
        .iter()
        .take_while(|e| e.action == first.action && e.event == first.event)
        .count()
}

/// A window opening or closing unanswered (what answers it has its own line), a played card
/// going to the discard pile, and the payment of an ante that the next line tells.
fn tells_nothing_new(event: &Event, next: Option<&Event>) -> bool {
    match (event, next) {
        (Event::WindowOpened { .. } | Event::WindowClosed { .. }, _) => true,
        (Event::CardDiscarded { .. }, _) => true,
        (Event::Money { seat, delta, .. }, Some(Event::Ante { seat: s, paid, .. })) => {
            seat == s && *delta == -i64::from(*paid)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::seats::{Seat, SeatKind};
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
        let log = LogModel::new(&s, Sight::Seat(np_engine::PlayerId(0)), &words, fresh_from);
        assert_eq!(log.groups[0].title, "Setup");
        assert!(log.groups.iter().any(|g| g.title == "Round 1 · Commission"));
        let lines: Vec<&LogLine> = log.groups.iter().flat_map(|g| &g.lines).collect();
        assert!(lines.iter().any(|l| l.fresh));
        for line in &lines {
            assert_eq!(line.fresh, line.index >= fresh_from, "{}", line.text);
        }
    }

    /// Windows that nobody answers, the played card's discard, the ante's payment told twice and
    /// a marker placed again on the same gangster by the same action leave no line; every other
    /// event keeps its own.
    #[test]
    fn the_log_leaves_out_what_tells_nothing_new() {
        use table_sessions::nothing_personal::test_games::seats;
        let mut ante = None;
        let mut s = Session::new(GameConfig::new(3, 1), seats(3)).expect("setup");
        for seed in 1..=20 {
            s = Session::new(GameConfig::new(3, seed), seats(3)).expect("setup");
            for _ in 0..400 {
                let Some(d) = s.game().pending().cloned() else {
                    break;
                };
                let answers = s.game().legal_answers();
                let a = answers[answers.len() / 2].clone();
                s.play(d.seat, Action::Answer(a)).expect("listed");
            }
            ante = s
                .log()
                .iter()
                .position(|e| matches!(e.event, Event::Ante { paid, .. } if paid > 0));
            if ante.is_some() {
                break;
            }
        }
        let ante = ante.expect("an ante paid");
        let names = s.names();
        let words = words(Locale::en, &names);
        let log = LogModel::new(&s, Sight::Public, &words, 0);
        let lines: Vec<&LogLine> = log.groups.iter().flat_map(|g| &g.lines).collect();
        let shown = |i: usize| lines.iter().any(|l| l.index == i);
        assert!(shown(ante));
        assert!(!shown(ante - 1), "{:?}", s.log()[ante - 1].event);
        for (i, entry) in s.log().iter().enumerate() {
            let noise = matches!(
                entry.event,
                Event::WindowOpened { .. }
                    | Event::WindowClosed { .. }
                    | Event::CardDiscarded { .. }
            );
            let ante_payment = match (&entry.event, s.log().get(i + 1).map(|e| &e.event)) {
                (
                    Event::Money { seat, delta, .. },
                    Some(Event::Ante {
                        seat: payer, paid, ..
                    }),
                ) => seat == payer && *delta == -i64::from(*paid),
                _ => false,
            };
            let repeat = i > 0 && run_from(&s.log()[i - 1..], 0) > 1;
            assert_eq!(
                shown(i),
                !noise && !ante_payment && !repeat,
                "{:?}",
                entry.event
            );
        }
        assert!(lines.iter().all(|l| !l.text.contains("respond")));
    }

    /// docs/decisions.md, 60: the line of an answer given for a person who had no choice says
    /// so in that person's log, and nobody else's.
    #[test]
    fn an_answer_given_for_a_person_is_marked_in_their_log_only() {
        use crate::games::nothing_personal::session::Answerer;
        use table_bots::nothing_personal::{Bot, RandomBot};
        use table_sessions::nothing_personal::test_games::seats;
        let mut marked = None;
        let mut s = Session::new(GameConfig::new(4, 1), seats(4)).expect("setup");
        for seed in 1..=20 {
            s = Session::new(GameConfig::new(4, seed), seats(4)).expect("setup");
            let mut bots: Vec<RandomBot> = (0..4).map(|i| RandomBot::new(seed + i)).collect();
            while let Some((seat, answerer)) = s.to_answer() {
                let action = match answerer {
                    Answerer::NoChoice => Action::Answer(s.only_answer().cloned().expect("only")),
                    _ => bots[seat.index()].act(&s.game().knowledge(seat)),
                };
                let before = s.log().len();
                if s.play(seat, action).is_ok()
                    && answerer == Answerer::NoChoice
                    && s.log().len() > before
                {
                    marked = Some(before);
                    break;
                }
            }
            if marked.is_some() {
                break;
            }
        }
        let index = marked.expect("an answer given for the person");
        let names = s.names();
        let words = words(Locale::en, &names);
        let line = |sight| {
            LogModel::new(&s, sight, &words, 0)
                .groups
                .iter()
                .flat_map(|g| &g.lines)
                .find(|l| l.index == index)
                .expect("line")
                .text
                .clone()
        };
        let note = "(Answered for you: it was your only choice.)";
        assert!(line(Sight::Seat(np_engine::PlayerId(0))).ends_with(note));
        assert!(!line(Sight::Seat(np_engine::PlayerId(1))).contains(note));
        assert!(!line(Sight::Public).contains(note));
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
                    let log = LogModel::new(&s, sight, &words, 0);
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

    /// Two markers of one colour placed on one gangster by one card make one line that counts
    /// them, not two identical lines.
    #[test]
    fn markers_placed_together_on_one_gangster_are_told_in_one_line() {
        use table_sessions::nothing_personal::test_games::seats;
        for seed in 1..=30 {
            let mut s = Session::new(GameConfig::new(3, seed), seats(3)).expect("setup");
            for _ in 0..300 {
                let Some(d) = s.game().pending().cloned() else {
                    break;
                };
                let answers = s.game().legal_answers();
                let a = answers[answers.len() / 2].clone();
                s.play(d.seat, Action::Answer(a)).expect("listed");
            }
            let log = s.log();
            let Some(first) = (0..log.len()).find(|&i| run_from(log, i) > 1) else {
                continue;
            };
            let run = run_from(log, first);
            let names = s.names();
            let words = words(Locale::en, &names);
            let model = LogModel::new(&s, Sight::Public, &words, 0);
            let lines: Vec<&LogLine> = model.groups.iter().flat_map(|g| &g.lines).collect();
            let line = lines.iter().find(|l| l.index == first).expect("its line");
            assert!(
                line.text.starts_with(&format!("{run} ")) && line.text.contains(" markers "),
                "{}",
                line.text
            );
            for repeat in first + 1..first + run {
                assert!(lines.iter().all(|l| l.index != repeat), "a second line");
            }
            return;
        }
        panic!("no card placed two markers of one colour on one gangster");
    }
}
