//! The sweep of a counter window (FB12.4). The engine asks only the opponents who hold an
//! eligible counter (FB4.5.4), and who is asked stays hidden (FB12.2.2); so when a window opens
//! the page takes the card player's opponents through it one at a time, in the window's order
//! (FB4.5.3), whether the engine asks them or not. Every bot takes the same visible pause
//! "considering a counter" (one the engine asks answers after it); when two or more people
//! share the device, every person is taken through a hand-off and answers, or is told that no
//! counter is available (a person alone at the device knows their own hand, and is asked only
//! if the engine asks them). The sweep stops where a counter closes the window (FB4.5.5).
//! Meanwhile the table is held as the window opened ([`HeldTable`]), so nobody learns from the
//! pauses, the prompts or the table who holds counters (docs/decisions.md, 51 and 55).

use fb_engine::{Event, GameState, PendingView, Played, PlayerId, View};

use super::held::HeldTable;
use super::seats::{people, FbSeat};

/// The sweep of one window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sweep {
    /// The card in the window, who played it and what it declared.
    pub played: Played,
    /// The window's order: every opponent of the card's player in the game, clockwise from
    /// the next seat (FB4.5.3).
    order: Vec<PlayerId>,
    /// The seats of that order still to be taken through the window, in order.
    left: Vec<PlayerId>,
    /// Whether the engine's window has closed (no counter, or a counter played).
    closed: bool,
    /// The table as the window opened; `None` for a later window opened and resolved by the
    /// engine within the same answer (a forced play, FB11.3.1), whose table is shown as it is.
    table: Option<HeldTable>,
    /// How many entries the game's log held as the window opened.
    log_len: usize,
}

impl Sweep {
    /// A window opened on `played`, in the engine's window `order` (FB4.5.3).
    fn new(
        played: Played,
        order: Vec<PlayerId>,
        seats: &[FbSeat],
        table: Option<HeldTable>,
        log_len: usize,
    ) -> Sweep {
        let sweep_people = people(seats) >= 2;
        let left = order
            .iter()
            .copied()
            .filter(|p| sweep_people || !is_person(seats, *p))
            .collect();
        Sweep {
            played,
            order,
            left,
            closed: false,
            table,
            log_len,
        }
    }

    /// The seat taken through the window now.
    pub fn current(&self) -> Option<PlayerId> {
        self.left.first().copied()
    }

    /// Where `seat` stands in the window's order.
    pub fn position(&self, seat: PlayerId) -> Option<usize> {
        self.order.iter().position(|p| *p == seat)
    }

    pub fn closed(&self) -> bool {
        self.closed
    }

    /// The table as `viewer` saw it when the window opened, if it was kept.
    pub fn table(&self, viewer: Option<PlayerId>) -> Option<View> {
        self.table.as_ref().map(|t| t.view(self.played, viewer))
    }

    /// How many entries of the game's log were written when the window opened.
    pub fn log_len(&self) -> usize {
        self.log_len
    }

    /// FB4.5.5: a counter closes the window; nobody after its player is taken through it.
    fn countered(&mut self, by: PlayerId) {
        let stop = self.position(by).unwrap_or(0);
        let order = self.order.clone();
        self.left
            .retain(|p| order.iter().position(|q| q == p).is_some_and(|i| i < stop));
        self.closed = true;
    }
}

/// One answer the engine accepted: the game before and after it, its events, and how many
/// entries the game's log held before them.
pub struct Answered<'a> {
    pub before: &'a GameState,
    pub after: &'a GameState,
    pub events: &'a [Event],
    pub log_from: usize,
}

/// The sweeps under way, oldest first: the first is the one being swept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sweeps {
    sweeps: Vec<Sweep>,
}

impl Sweeps {
    /// The sweep being made.
    pub fn front(&self) -> Option<&Sweep> {
        self.sweeps.first()
    }

    /// Follows the events of one answer: a window opened starts a sweep, a counter stops the
    /// sweep of its window, and the window closing without one lets the sweep go on through
    /// the seats left. A window opened by the answer's own play keeps the table from before
    /// the play, whether the engine then asks somebody or resolves the card at once, so the
    /// table shows the same either way.
    pub fn follow(&mut self, answer: &Answered<'_>, seats: &[FbSeat]) {
        let mut played = None;
        for (i, event) in answer.events.iter().enumerate() {
            match event {
                Event::Played { seat, card, target } => {
                    let p = Played {
                        card: *card,
                        seat: *seat,
                        target: *target,
                    };
                    played = Some((i, p));
                }
                Event::WindowOpened { order, .. } => {
                    if let Some((at, played)) = played {
                        let open_after = !answer.events[i..]
                            .iter()
                            .any(|e| matches!(e, Event::Countered { .. } | Event::NoCounter));
                        let table = if at == 0 {
                            Some(HeldTable::BeforePlay(answer.before.clone()))
                        } else if open_after {
                            Some(HeldTable::InWindow(answer.after.clone()))
                        } else {
                            None
                        };
                        let log_len = answer.log_from + i + 1;
                        let sweep = Sweep::new(played, order.clone(), seats, table, log_len);
                        self.sweeps.push(sweep);
                    }
                }
                Event::Countered { seat, .. } => {
                    if let Some(s) = self.sweeps.iter_mut().rev().find(|s| !s.closed) {
                        s.countered(*seat);
                    }
                }
                Event::NoCounter => {
                    if let Some(s) = self.sweeps.iter_mut().rev().find(|s| !s.closed) {
                        s.closed = true;
                    }
                }
                _ => {}
            }
        }
        self.sweeps.retain(|s| s.current().is_some());
    }

    /// The seat at the front of the sweep has been taken through it: a bot had its pause (and
    /// answered, if asked), a person declined or confirmed that no counter was available.
    pub fn visited(&mut self, seat: PlayerId) {
        if let Some(s) = self.sweeps.first_mut() {
            if s.current() == Some(seat) {
                s.left.remove(0);
            }
        }
        self.sweeps.retain(|s| s.current().is_some());
    }

    /// The sweep of a game resumed while its counter window is open, with `log_len` entries
    /// in its log: the people from the one asked on, in the window's order (those before were
    /// taken through it before), and every bot of the window again, so that where the sweep
    /// starts does not tell whom the engine asks (FB12.2.2).
    pub fn resumed(game: &GameState, seats: &[FbSeat], log_len: usize) -> Sweeps {
        let mut sweeps = Sweeps::default();
        let view = game.view(None);
        let (Some(PendingView::CounterWindow { .. }), Some(played), Some(asked)) =
            (view.pending, view.resolving, game.pending())
        else {
            return sweeps;
        };
        let table = Some(HeldTable::InWindow(game.clone()));
        let mut sweep = Sweep::new(played, view.window_order, seats, table, log_len);
        let from = sweep.position(asked.seat).unwrap_or(0);
        let order = sweep.order.clone();
        sweep.left.retain(|p| {
            !is_person(seats, *p) || order.iter().position(|q| q == p).is_some_and(|i| i >= from)
        });
        if sweep.current().is_some() {
            sweeps.sweeps.push(sweep);
        }
        sweeps
    }
}

fn is_person(seats: &[FbSeat], p: PlayerId) -> bool {
    seats.get(p.index()).is_some_and(|s| s.kind.is_human())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_business::seats::FbSeatKind;
    use fb_engine::{GameConfig, Kind, Mobster, Target};
    use np_bots::family_business::arena::FbLevel;

    fn played(seat: u8) -> Played {
        Played {
            card: Kind::Contract,
            seat: PlayerId(seat),
            target: Target::Mobster(Mobster {
                family: 1,
                index: 1,
            }),
        }
    }

    /// A play of `seat` and its window, in the order the engine gives at a table of five with
    /// nobody out.
    fn opened(seat: u8) -> Vec<Event> {
        opened_in(seat, &game().window_order(PlayerId(seat)))
    }

    fn opened_in(seat: u8, order: &[PlayerId]) -> Vec<Event> {
        let p = played(seat);
        vec![
            Event::Played {
                seat: p.seat,
                card: p.card,
                target: p.target,
            },
            Event::WindowOpened {
                card: p.card,
                order: order.to_vec(),
            },
        ]
    }

    /// Five seats: the seats in `bots` are bots, the others people.
    fn seats(bots: &[u8]) -> Vec<FbSeat> {
        (0..5)
            .map(|i| {
                let kind = if bots.contains(&i) {
                    FbSeatKind::Bot(FbLevel::Random)
                } else {
                    FbSeatKind::Human
                };
                FbSeat::new(format!("Seat {i}"), kind)
            })
            .collect()
    }

    fn game() -> GameState {
        GameState::new(GameConfig::new(5, 1)).expect("setup")
    }

    /// Follows `events` as one answer of a game of five with nobody out yet.
    fn follow(sweeps: &mut Sweeps, events: &[Event], seats: &[FbSeat]) {
        let game = game();
        let answer = Answered {
            before: &game,
            after: &game,
            events,
            log_from: 10,
        };
        sweeps.follow(&answer, seats);
    }

    /// A game of five resumed while its window asks a seat other than the first of the order:
    /// every bot of the order is swept again, the people only from the asked seat on.
    #[test]
    fn a_resumed_window_sweeps_every_bot_again() {
        let seats = seats(&[1, 3, 4]);
        for seed in 0..300 {
            let mut game = GameState::new(GameConfig::new(5, seed)).expect("setup");
            for step in 0..200usize {
                let Some(d) = game.pending() else { break };
                let view = game.view(None);
                let first = view.window_order.first().copied();
                if d.kind == fb_engine::DecisionKind::CounterResponse && first != Some(d.seat) {
                    let sweeps = Sweeps::resumed(&game, &seats, 10);
                    let at = |p: PlayerId| view.window_order.iter().position(|q| *q == p);
                    let expected: Vec<u8> = view
                        .window_order
                        .iter()
                        .filter(|p| [1, 3, 4].contains(&p.0) || at(**p) >= at(d.seat))
                        .map(|p| p.0)
                        .collect();
                    assert_eq!(left(&sweeps), expected, "seed {seed}");
                    return;
                }
                let legal = game.legal_answers();
                game.apply(d.seat, legal[(step * 7 + 3) % legal.len()])
                    .expect("listed");
            }
        }
        panic!("no window asking a seat after the first of its order");
    }

    fn left(sweeps: &Sweeps) -> Vec<u8> {
        sweeps
            .front()
            .map(|s| s.left.iter().map(|p| p.0).collect())
            .unwrap_or_default()
    }

    /// FB4.5.3, FB12.4: every opponent, bot or person, clockwise from the next seat.
    #[test]
    fn a_window_sweeps_every_opponent_in_window_order() {
        let seats = seats(&[1]);
        let mut sweeps = Sweeps::default();
        follow(&mut sweeps, &opened(3), &seats);
        assert_eq!(left(&sweeps), [4, 0, 1, 2]);
        // The log as the window opened: the play and the window, after the ten before.
        assert_eq!(sweeps.front().map(Sweep::log_len), Some(12));
        sweeps.visited(PlayerId(4));
        assert_eq!(left(&sweeps), [0, 1, 2]);
        // Only the seat at the front is taken off.
        sweeps.visited(PlayerId(2));
        assert_eq!(left(&sweeps), [0, 1, 2]);
        follow(&mut sweeps, &[Event::NoCounter], &seats);
        assert!(sweeps.front().is_some_and(Sweep::closed));
        for seat in [0, 1, 2] {
            sweeps.visited(PlayerId(seat));
        }
        assert!(sweeps.front().is_none());
    }

    /// A person alone among bots is not swept (they know their own hand), the bots are; a
    /// table of people alone sweeps the people.
    #[test]
    fn one_person_among_bots_sweeps_the_bots() {
        let mut alone = Sweeps::default();
        follow(&mut alone, &opened(0), &seats(&[0, 1, 2, 4]));
        assert_eq!(left(&alone), [1, 2, 4]);
        let mut bots = Sweeps::default();
        follow(&mut bots, &opened(2), &seats(&[0, 1, 2, 3, 4]));
        assert_eq!(left(&bots), [3, 4, 0, 1]);
        let mut people = Sweeps::default();
        follow(&mut people, &opened(2), &seats(&[]));
        assert_eq!(left(&people), [3, 4, 0, 1]);
    }

    /// FB4.5.5: the first counter stops the sweep; nobody after its player is taken through.
    #[test]
    fn a_counter_stops_the_sweep() {
        let seats = seats(&[1]);
        let counter = |seat: u8| {
            [Event::Countered {
                seat: PlayerId(seat),
                card: Kind::FamilyInfluence,
            }]
        };
        let mut sweeps = Sweeps::default();
        follow(&mut sweeps, &opened(3), &seats);
        // The first person counters: the others are never swept.
        let mut first = sweeps.clone();
        follow(&mut first, &counter(4), &seats);
        assert!(first.front().is_none());
        sweeps.visited(PlayerId(4));
        sweeps.visited(PlayerId(0));
        assert_eq!(left(&sweeps), [1, 2]);
        // The bot in seat 1, after seats 4 and 0, counters: seat 2 is not swept.
        let mut by_bot = sweeps.clone();
        follow(&mut by_bot, &counter(1), &seats);
        assert!(by_bot.front().is_none());
    }

    /// The engine's window order leaves out the card's player and the players out of the game
    /// (FB4.5.3): the sweep takes exactly that order.
    #[test]
    fn the_sweep_takes_the_engines_window_order() {
        let seats = seats(&[]);
        let mut sweeps = Sweeps::default();
        let order = [PlayerId(1), PlayerId(3), PlayerId(4)];
        follow(&mut sweeps, &opened_in(0, &order), &seats);
        assert_eq!(left(&sweeps), [1, 3, 4]);
        // A window that closes at once still takes everybody through it, on the table as it
        // stood before the play.
        let mut quick = Sweeps::default();
        let mut events = opened(1);
        events.push(Event::NoCounter);
        follow(&mut quick, &events, &seats);
        assert_eq!(left(&quick), [2, 3, 4, 0]);
        let front = quick.front().expect("a sweep");
        assert!(front.closed());
        let table = front.table(None).expect("the table as the window opened");
        assert_eq!(table.resolving, Some(played(1)));
        assert_eq!(table.discard.len(), game().view(None).discard.len() + 1);
    }
}
