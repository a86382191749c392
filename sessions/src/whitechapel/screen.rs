//! Whose screen it is in a game of Letters from Whitechapel (WC9.4): with people on both
//! sides, the screen belongs to one side at a time and passes to the other only through a
//! hand-off that shows nothing private; with people on one side only, it is always theirs;
//! with none, it shows what a spectator sees.

use wc_engine::{Event, Side, Viewer};

use super::seats::{human_sides, side_of};
use super::session::WcSession;

/// What the screen shows now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Showing {
    /// A side's view (or the spectator's) of the game.
    View(Viewer),
    /// The hand-off screen naming the side about to look (WC9.4.1).
    HandOff(Side),
    /// Jack's view of a move the engine made for him, waiting for his confirmation (WC9.4.3).
    ForcedMove,
    /// The result, shown to all (WC9.4.6).
    Result,
}

/// The screen of one game: who holds it and what is still to be shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Screen {
    /// The side the screen belongs to; `None` until one looks at it.
    holder: Option<Side>,
    /// A side that asked for the screen (Jack asking for his sheet, WC9.4.2).
    asked: Option<Side>,
    /// Whether Jack has a forced move to confirm before anything else (WC9.4.3).
    forced: bool,
}

impl Screen {
    /// What the screen shows in `session`'s game.
    pub fn showing(&self, session: &WcSession) -> Showing {
        let game = session.game();
        let sides = human_sides(game, session.seats());
        if self.forced && sides.len() == 2 {
            return self.for_side(Side::Jack, Showing::ForcedMove);
        }
        if game.is_over() {
            return Showing::Result;
        }
        match sides.as_slice() {
            [] => return Showing::View(Viewer::Spectator),
            [only] => return Showing::View(viewer(*only)),
            _ => {}
        }
        if let Some(side) = self.asked {
            return self.for_side(side, Showing::View(viewer(side)));
        }
        let decider = game.pending().map(|d| (d.seat, side_of(game, d.seat)));
        match decider {
            Some((seat, side)) if session.seat(seat).is_some_and(|s| s.kind.is_human()) => {
                self.for_side(side, Showing::View(viewer(side)))
            }
            _ => match self.holder {
                Some(side) => Showing::View(viewer(side)),
                None => Showing::View(Viewer::Spectator),
            },
        }
    }

    /// `shown` if the screen is `side`'s; else the hand-off to it.
    fn for_side(&self, side: Side, shown: Showing) -> Showing {
        if self.holder == Some(side) {
            shown
        } else {
            Showing::HandOff(side)
        }
    }

    /// The side named on the hand-off screen took the screen.
    pub fn hand_over(&mut self, session: &WcSession) {
        if let Showing::HandOff(side) = self.showing(session) {
            self.holder = Some(side);
        }
    }

    /// `side` asks to look at the screen (Jack at his sheet); a hand-off comes first if the
    /// screen is the other side's.
    pub fn ask(&mut self, side: Side) {
        self.asked = Some(side);
    }

    /// The side that asked to look, until it is done.
    pub fn asked(&self) -> Option<Side> {
        self.asked
    }

    /// The side that asked has looked: the game goes on.
    pub fn done_asking(&mut self) {
        self.asked = None;
    }

    /// Jack confirmed the move the engine made for him.
    pub fn confirm_forced(&mut self) {
        self.forced = false;
    }

    /// Notes what an answer brought: with people on both sides, a move the engine made for
    /// Jack passes through the hand-off to him like any of his moves (WC9.4.3).
    pub fn answered(&mut self, session: &WcSession, events: &[Event]) {
        let forced = events
            .iter()
            .any(|e| matches!(e, Event::JackMoved { forced: true, .. }));
        if forced && human_sides(session.game(), session.seats()).len() == 2 {
            self.forced = true;
        }
    }
}

/// The view a side's screen shows.
pub fn viewer(side: Side) -> Viewer {
    match side {
        Side::Jack => Viewer::Jack,
        Side::Police => Viewer::Police,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::whitechapel::seats::WcSeat;
    use crate::whitechapel::test_games::seats;
    use wc_engine::{Answer, DecisionKind, GameConfig, JackMove};

    /// Plays a game at the device as people would, answering each decision with `pick`,
    /// and writes down what the screen showed: each hand-off, and the decisions each side
    /// answered on its own screen.
    fn screens(
        seats: Vec<WcSeat>,
        seed: u64,
        until: impl Fn(&WcSession) -> bool,
        pick: impl Fn(&WcSession, &[Answer]) -> Answer,
    ) -> Vec<String> {
        let mut s = WcSession::new(GameConfig::new(seats.len(), seed), seats).expect("setup");
        let mut screen = Screen::default();
        let mut seen = Vec::new();
        while !until(&s) {
            let showing = screen.showing(&s);
            match showing {
                Showing::HandOff(side) => {
                    seen.push(format!("pass to {side:?}"));
                    screen.hand_over(&s);
                }
                Showing::ForcedMove => {
                    seen.push("forced move".into());
                    screen.confirm_forced();
                }
                Showing::Result => break,
                Showing::View(viewer) => {
                    let d = s.game().pending().expect("pending");
                    let legal = s.game().legal_answers();
                    if s.seat(d.seat).is_some_and(|p| p.kind.is_human()) {
                        assert_eq!(Some(viewer), Some(super::viewer(side_of(s.game(), d.seat))));
                        seen.push(format!("{viewer:?} {}", d.kind.name()));
                    }
                    let answer = pick(&s, &legal);
                    let events = s.play(d.seat, answer).expect("listed");
                    screen.answered(&s, &events);
                }
            }
        }
        seen.dedup();
        seen
    }

    /// The kill on the second time Jack is asked, a wait before it, and else the first answer.
    fn wait_once(s: &WcSession, legal: &[Answer]) -> Answer {
        let waited = s
            .log()
            .iter()
            .any(|e| matches!(e.event, Event::Waited { .. }));
        let kill_or_wait = s
            .game()
            .pending()
            .is_some_and(|d| d.kind == DecisionKind::KillOrWait);
        if kill_or_wait && !waited {
            Answer::Wait
        } else {
            legal
                .iter()
                .find(|a| {
                    !matches!(
                        a,
                        Answer::Wait | Answer::Jack(JackMove::Walk { declare: true, .. })
                    )
                })
                .unwrap_or(&legal[0])
                .clone()
        }
    }

    /// WC9.4.5: two people in hot-seat; night 1 passes the screen at every change of side.
    #[test]
    fn hot_seat_hands_the_screen_over_at_every_change_of_side() {
        let second_jack_move = |s: &WcSession| {
            s.log()
                .iter()
                .filter(|e| matches!(e.event, Event::JackMoved { .. }))
                .count()
                == 2
        };
        let seen = screens(seats(2, &[0, 1]), 3, second_jack_move, wait_once);
        assert_eq!(
            seen[..12],
            [
                "pass to Jack",
                "Jack JACK_HIDEOUT",
                "Jack WOMEN_PLACE",
                "pass to Police",
                "Police PATROL_PLACE",
                "pass to Jack",
                "Jack KILL_OR_WAIT",
                "pass to Police",
                "Police WRETCHED_MOVE",
                "pass to Jack",
                "Jack PATROL_REVEAL",
                "Jack KILL_OR_WAIT",
            ]
        );
        assert_eq!(seen[12..14], ["Jack JACK_MOVE", "pass to Police"]);
        assert_eq!(seen[14], "Police POLICE_MOVE");
        assert!(seen.contains(&"Police POLICE_ACTION".to_string()));
        assert_eq!(seen[seen.len() - 2..], ["pass to Jack", "Jack JACK_MOVE"]);
    }

    /// WC9.4.7: a person playing Jack against bot police never sees a hand-off, and always
    /// Jack's view; a person on the police against a bot Jack only the police's.
    #[test]
    fn one_side_at_the_device_never_hands_off() {
        let over = |s: &WcSession| s.game().is_over();
        for (people, side) in [(vec![0], "Jack"), (vec![1, 2], "Police")] {
            for seed in 0..3 {
                let seen = screens(seats(3, &people), seed, over, |_, l| l[0].clone());
                assert!(!seen.is_empty());
                assert!(seen.iter().all(|s| s.starts_with(side)), "{seen:?}");
            }
        }
    }

    #[test]
    fn bots_alone_are_watched_as_a_spectator_and_the_end_is_shown_to_all() {
        let mut s = WcSession::new(GameConfig::new(2, 1), seats(2, &[])).expect("setup");
        let screen = Screen::default();
        assert_eq!(screen.showing(&s), Showing::View(Viewer::Spectator));
        while let Some(d) = s.game().pending() {
            let answer = s.game().legal_answers()[0].clone();
            s.play(d.seat, answer).expect("listed");
        }
        assert_eq!(screen.showing(&s), Showing::Result);
    }

    /// WC9.4.2: Jack asking for his sheet while the police hold the screen gets a hand-off
    /// first; between two police seats there is none.
    #[test]
    fn jack_asking_for_his_sheet_passes_the_screen_to_him() {
        let mut s = WcSession::new(GameConfig::new(3, 2), seats(3, &[0, 1, 2])).expect("setup");
        let mut screen = Screen::default();
        for _ in 0..2 {
            screen.hand_over(&s);
            let d = s.game().pending().expect("pending");
            let answer = s.game().legal_answers()[0].clone();
            s.play(d.seat, answer).expect("listed");
        }
        assert_eq!(screen.showing(&s), Showing::HandOff(Side::Police));
        screen.hand_over(&s);
        assert_eq!(screen.showing(&s), Showing::View(Viewer::Police));
        screen.ask(Side::Jack);
        assert_eq!(screen.showing(&s), Showing::HandOff(Side::Jack));
        screen.hand_over(&s);
        assert_eq!(screen.showing(&s), Showing::View(Viewer::Jack));
        screen.done_asking();
        assert_eq!(screen.showing(&s), Showing::HandOff(Side::Police));
    }

    /// WC9.4.3: with people on both sides, a move the engine makes for Jack after a police
    /// answer is shown to him behind a hand-off before the game goes on.
    #[test]
    fn a_forced_jack_move_is_confirmed_behind_a_hand_off() {
        let mut s = WcSession::new(GameConfig::new(2, 5), seats(2, &[0, 1])).expect("setup");
        let mut screen = Screen::default();
        for _ in 0..3 {
            screen.hand_over(&s);
            let d = s.game().pending().expect("pending");
            let answer = s.game().legal_answers()[0].clone();
            let events = s.play(d.seat, answer).expect("listed");
            screen.answered(&s, &events);
        }
        screen.hand_over(&s);
        assert_eq!(screen.showing(&s), Showing::View(Viewer::Jack));
        let forced = Event::JackMoved {
            kind: wc_engine::EntryKind::Walk,
            space: 2,
            mv: Some(wc_engine::JackMove::Walk {
                to: wc_engine::Circle(23),
                declare: false,
            }),
            forced: true,
        };
        let mut police = screen;
        police.holder = Some(Side::Police);
        police.answered(&s, std::slice::from_ref(&forced));
        assert_eq!(police.showing(&s), Showing::HandOff(Side::Jack));
        police.hand_over(&s);
        assert_eq!(police.showing(&s), Showing::ForcedMove);
        police.confirm_forced();
        assert_eq!(police.showing(&s), Showing::View(Viewer::Jack));
        let mut alone = Screen::default();
        let one = WcSession::new(GameConfig::new(2, 5), seats(2, &[0])).expect("setup");
        alone.answered(&one, &[forced]);
        assert_eq!(alone.showing(&one), Showing::View(Viewer::Jack));
    }
}
