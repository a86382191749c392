//! What the page waits for next in a game of Family Business: a hand-off, a person's decision,
//! the "no counter available" screen of a sweep (FB12.4.1), a bot, or nothing (the game is
//! over). The engine says whose decision is pending; the sweep and the person holding the
//! device decide what the screen shows meanwhile.

use fb_engine::{DecisionKind, GameState, PlayerId};

use super::seats::FbSeat;
use super::sweep::Sweeps;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    Over,
    /// The device must go to this person first; nothing private is shown meanwhile
    /// (FB12.4.2).
    Handoff(PlayerId),
    /// The person holding the device answers their decision.
    Person(PlayerId),
    /// The person holding the device is shown that they hold no counter against the card in
    /// the window, and confirms (FB12.4.1).
    NoCounter(PlayerId),
    /// A bot answers.
    Bot(PlayerId),
}

/// What the page waits for, with `viewer` holding the device.
pub fn next(game: &GameState, seats: &[FbSeat], viewer: Option<PlayerId>, sweeps: &Sweeps) -> Next {
    let Some(decision) = game.pending() else {
        return Next::Over;
    };
    let person = |p: PlayerId| {
        if viewer == Some(p) {
            Next::Person(p)
        } else {
            Next::Handoff(p)
        }
    };
    let is_person = |p: PlayerId| seats.get(p.index()).is_some_and(|s| s.kind.is_human());
    if let Some((sweep, swept)) = sweeps.front().and_then(|s| Some((s, s.current()?))) {
        let asked = (decision.kind == DecisionKind::CounterResponse && !sweep.closed())
            .then_some(decision.seat);
        return match asked {
            Some(seat) if seat == swept => person(swept),
            // Someone before the person swept now answers first: a bot, in the window's order.
            Some(seat) if sweep.position(seat) < sweep.position(swept) => {
                if is_person(seat) {
                    person(seat)
                } else {
                    Next::Bot(seat)
                }
            }
            _ if viewer == Some(swept) => Next::NoCounter(swept),
            _ => Next::Handoff(swept),
        };
    }
    if is_person(decision.seat) {
        person(decision.seat)
    } else {
        Next::Bot(decision.seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_business::seats::{FbSeat, FbSeatKind};
    use crate::family_business::session::FbSession;
    use fb_engine::{Answer, Event, GameConfig, Kind};
    use np_bots::family_business::arena::FbLevel;

    /// A game of four, seats 0 and 2 people, played with first legal answers until the first
    /// counter window opens on a card of `player`; returns the game, its seats and the sweeps.
    fn at_a_window(player: u8) -> (FbSession, Sweeps) {
        let kinds = [
            FbSeatKind::Human,
            FbSeatKind::Bot(FbLevel::Random),
            FbSeatKind::Human,
            FbSeatKind::Bot(FbLevel::Random),
        ];
        for seed in 0..400 {
            let seats = kinds
                .iter()
                .enumerate()
                .map(|(i, k)| FbSeat::new(format!("Seat {i}"), *k))
                .collect();
            let mut s = FbSession::new(GameConfig::new(4, seed), seats).expect("setup");
            for _ in 0..200 {
                let Some(d) = s.game().pending() else { break };
                let legal = s.game().legal_answers();
                // A counterable card played by `player`, when it can be.
                let answer = legal
                    .iter()
                    .find(|a| {
                        d.seat == PlayerId(player)
                            && matches!(
                                a,
                                Answer::Play {
                                    card: Kind::Contract,
                                    ..
                                }
                            )
                    })
                    .copied()
                    .unwrap_or(legal[legal.len() - 1]);
                let in_game: Vec<bool> = (0..4).map(|i| s.game().in_game(PlayerId(i))).collect();
                let events = s.play(d.seat, answer).expect("listed");
                if events
                    .iter()
                    .any(|e| matches!(e, Event::WindowOpened { .. }))
                    && events.iter().any(
                        |e| matches!(e, Event::Played { seat, .. } if *seat == PlayerId(player)),
                    )
                {
                    let mut sweeps = Sweeps::default();
                    let seats = s.seats().to_vec();
                    sweeps.follow(&events, &in_game, 2, &|p: PlayerId| {
                        seats[p.index()].kind.is_human()
                    });
                    return (s, sweeps);
                }
            }
        }
        panic!("no window opened on a Contract of seat {player}");
    }

    #[test]
    fn a_card_of_one_person_sweeps_the_other_through_a_hand_off() {
        let (s, sweeps) = at_a_window(0);
        let swept = sweeps.front().and_then(|w| w.current());
        assert_eq!(swept, Some(PlayerId(2)));
        // The person who played the card holds the device: it goes to the other person first,
        // whether or not the engine asks them (a bot before them in the window may answer
        // first).
        match next(s.game(), s.seats(), Some(PlayerId(0)), &sweeps) {
            Next::Handoff(p) => assert_eq!(p, PlayerId(2)),
            Next::Bot(p) => assert_eq!(p, PlayerId(1)),
            other => panic!("{other:?}"),
        }
        // Once they hold it: their own counter decision, or "no counter available".
        let theirs = next(s.game(), s.seats(), Some(PlayerId(2)), &sweeps);
        let asked = s.game().pending().map(|d| (d.kind, d.seat));
        match theirs {
            Next::Person(p) => {
                assert_eq!(p, PlayerId(2));
                assert_eq!(asked, Some((DecisionKind::CounterResponse, PlayerId(2))));
            }
            Next::NoCounter(p) => {
                assert_eq!(p, PlayerId(2));
                assert_ne!(asked, Some((DecisionKind::CounterResponse, PlayerId(2))));
            }
            Next::Bot(p) => assert_eq!(p, PlayerId(1)),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn without_a_sweep_the_engine_says_who_decides() {
        let s = crate::family_business::session::tests::played(3, 4, 5);
        let seat = s.game().pending().expect("pending").seat;
        let sweeps = Sweeps::default();
        let expected = if seat == PlayerId(0) {
            Next::Person(seat)
        } else {
            Next::Bot(seat)
        };
        assert_eq!(
            next(s.game(), s.seats(), Some(PlayerId(0)), &sweeps),
            expected
        );
        if seat == PlayerId(0) {
            assert_eq!(
                next(s.game(), s.seats(), None, &sweeps),
                Next::Handoff(seat)
            );
        }
    }
}
