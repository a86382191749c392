//! What the page waits for next in a game of Family Business: a hand-off, a person's decision,
//! the "no counter available" screen of a sweep (FB12.4.1), a bot considering a counter in a
//! sweep, a bot's answer, or nothing (the game is over). The engine says whose decision is
//! pending; the sweep and the person holding the device decide what the screen shows meanwhile.

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
    /// A bot of a counter window's sweep considers a counter, on the table held as the window
    /// opened (FB12.4): a pause, after which it answers if the engine asks it (`asked`). The
    /// screen shows the same whether it is asked or not.
    Considering {
        seat: PlayerId,
        asked: bool,
    },
    /// A bot answers.
    Bot(PlayerId),
}

impl Next {
    /// The person known to hold the device while `viewer` was the last to take it, whose hand
    /// and private events may be shown: nobody while the device changes hands (decision 58).
    pub fn holder(self, viewer: Option<PlayerId>) -> Option<PlayerId> {
        viewer.filter(|_| !matches!(self, Next::Handoff(_)))
    }
}

/// What the page waits for, with `viewer` holding the device.
pub fn next(game: &GameState, seats: &[FbSeat], viewer: Option<PlayerId>, sweeps: &Sweeps) -> Next {
    let person = |p: PlayerId| {
        if viewer == Some(p) {
            Next::Person(p)
        } else {
            Next::Handoff(p)
        }
    };
    let is_person = |p: PlayerId| seats.get(p.index()).is_some_and(|s| s.kind.is_human());
    // A sweep comes first, even when the card's result has ended the game.
    if let Some((sweep, swept)) = sweeps.front().and_then(|s| Some((s, s.current()?))) {
        let asked = game
            .pending()
            .filter(|d| d.kind == DecisionKind::CounterResponse && !sweep.closed())
            .map(|d| d.seat);
        return match asked {
            Some(seat) if seat == swept && is_person(seat) => person(seat),
            Some(seat) if seat == swept => Next::Considering { seat, asked: true },
            // A person not swept (alone at the device) is asked before the seat swept now.
            Some(seat) if is_person(seat) && sweep.position(seat) < sweep.position(swept) => {
                person(seat)
            }
            _ if is_person(swept) && viewer == Some(swept) => Next::NoCounter(swept),
            _ if is_person(swept) => Next::Handoff(swept),
            _ => Next::Considering {
                seat: swept,
                asked: false,
            },
        };
    }
    let Some(decision) = game.pending() else {
        return Next::Over;
    };
    if is_person(decision.seat) {
        person(decision.seat)
    } else {
        Next::Bot(decision.seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family_business::seats::{FbSeat, FbSeatKind};
    use crate::games::family_business::session::FbSession;
    use fb_engine::{Answer, Event, GameConfig, Kind};
    use table_bots::family_business::arena::FbLevel;

    /// A game of four, seats 0 and 2 people, seats 1 and 3 bots, played with last legal answers
    /// until a counter window opens on a Contract of seat 0; returns the game and the sweeps.
    fn at_a_window(seed_from: u64) -> (FbSession, Sweeps) {
        let kinds = [
            FbSeatKind::Human,
            FbSeatKind::Bot(FbLevel::Random),
            FbSeatKind::Human,
            FbSeatKind::Bot(FbLevel::Random),
        ];
        for seed in seed_from..seed_from + 400 {
            let seats = kinds
                .iter()
                .enumerate()
                .map(|(i, k)| FbSeat::new(format!("Seat {i}"), *k))
                .collect();
            let mut s = FbSession::new(GameConfig::new(4, seed), seats).expect("setup");
            let mut sweeps = Sweeps::default();
            for _ in 0..200 {
                let Some(d) = s.game().pending() else { break };
                let legal = s.game().legal_answers();
                let contract = legal.iter().find(|a| {
                    d.seat == PlayerId(0)
                        && matches!(
                            a,
                            Answer::Play {
                                card: Kind::Contract,
                                ..
                            }
                        )
                });
                let answer = contract.copied().unwrap_or(legal[legal.len() - 1]);
                let events = sweeps.play(&mut s, d.seat, answer).expect("listed");
                if contract.is_some()
                    && events
                        .iter()
                        .any(|e| matches!(e, Event::WindowOpened { .. }))
                {
                    return (s, sweeps);
                }
                sweeps = Sweeps::default();
            }
        }
        panic!("no window opened on a Contract of seat 0");
    }

    /// Takes the window through as the store would, every asked seat declining; returns the
    /// seats taken through it, in order, and whether the engine asked each.
    fn sweep(s: &mut FbSession, sweeps: &mut Sweeps) -> Vec<(u8, bool)> {
        let mut viewer = Some(PlayerId(0));
        let mut taken = Vec::new();
        let played = sweeps.front().expect("a sweep").played;
        while sweeps.front().is_some() {
            match next(s.game(), s.seats(), viewer, sweeps) {
                Next::Handoff(p) => viewer = Some(p),
                Next::NoCounter(p) => {
                    taken.push((p.0, false));
                    sweeps.visited(p);
                }
                Next::Person(p) => {
                    taken.push((p.0, true));
                    sweeps.play(s, p, Answer::Decline).expect("listed");
                }
                Next::Considering { seat, asked } => {
                    // The table is held as the window opened, with the card on it.
                    let table = sweeps.front().expect("a sweep").table(viewer);
                    assert_eq!(table.resolving, Some(played));
                    taken.push((seat.0, asked));
                    if asked {
                        sweeps.play(s, seat, Answer::Decline).expect("listed");
                    } else {
                        sweeps.visited(seat);
                    }
                }
                other => panic!("{other:?} in a sweep"),
            }
        }
        taken
    }

    /// FB4.5.3, FB12.4: after a person's Contract, the bot in seat 1, the person in seat 2
    /// and the bot in seat 3 are taken through the window in that order, whoever the engine
    /// asks; the person holding the device changes only for the person.
    #[test]
    fn a_card_of_one_person_takes_every_opponent_through_the_window_in_order() {
        let mut asked_seen = [false; 2];
        let mut seed = 0;
        while asked_seen != [true; 2] {
            let (mut s, mut sweeps) = at_a_window(seed);
            let taken = sweep(&mut s, &mut sweeps);
            let seats: Vec<u8> = taken.iter().map(|t| t.0).collect();
            assert_eq!(seats, [1, 2, 3], "{taken:?}");
            for (_, asked) in taken {
                asked_seen[usize::from(asked)] = true;
            }
            seed += 1;
            assert!(seed < 50, "no window with both asked and unasked seats");
        }
    }

    /// Two people and a bot: at each hand-off nobody is known to hold the device, once the
    /// person named takes it only they are, and a bot's answer leaves it where it was.
    #[test]
    fn while_the_device_changes_hands_nobody_holds_it() {
        let kinds = [
            FbSeatKind::Human,
            FbSeatKind::Human,
            FbSeatKind::Bot(FbLevel::Random),
        ];
        let seats = kinds
            .iter()
            .enumerate()
            .map(|(i, k)| FbSeat::new(format!("Seat {i}"), *k))
            .collect();
        let mut s = FbSession::new(GameConfig::new(3, 12), seats).expect("setup");
        let mut sweeps = Sweeps::default();
        let mut viewer = None;
        let (mut handoffs, mut from_someone, mut bots) = (0, 0, 0);
        for _ in 0..3_000 {
            let now = next(s.game(), s.seats(), viewer, &sweeps);
            match now {
                Next::Over => break,
                Next::Handoff(p) => {
                    assert_eq!(now.holder(viewer), None, "nobody holds it at a hand-off");
                    handoffs += 1;
                    from_someone += usize::from(viewer.is_some());
                    viewer = Some(p);
                    let taken = next(s.game(), s.seats(), viewer, &sweeps);
                    assert_eq!(taken.holder(viewer), Some(p));
                }
                Next::NoCounter(p) => {
                    assert_eq!(now.holder(viewer), Some(p));
                    sweeps.visited(p);
                }
                Next::Considering { seat, asked: false } => {
                    assert_eq!(now.holder(viewer), viewer);
                    sweeps.visited(seat);
                }
                Next::Person(seat) | Next::Bot(seat) | Next::Considering { seat, .. } => {
                    assert_eq!(now.holder(viewer), viewer);
                    bots += usize::from(matches!(now, Next::Bot(_)));
                    let answer = *s.game().legal_answers().last().expect("an answer");
                    sweeps.play(&mut s, seat, answer).expect("listed");
                }
            }
        }
        assert!(from_someone > 0 && handoffs > from_someone && bots > 0);
    }

    #[test]
    fn without_a_sweep_the_engine_says_who_decides() {
        let s = table_sessions::family_business::test_games::played(3, 4, 5);
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
