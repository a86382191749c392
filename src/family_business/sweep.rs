//! The hot-seat sweep of a counter window (FB12.4.1). The engine asks only the opponents who
//! hold an eligible counter (FB4.5.4), and who is asked stays hidden (FB12.2.2); so when a
//! window opens and several people share the device, the page takes every person among the
//! card player's opponents through a hand-off, in the window's order, whether the engine asks
//! them or not: one it asks answers, any other is told that no counter is available. The sweep
//! stops when a counter is played. Nobody learns from the prompts who holds counters.

use fb_engine::{Event, GameState, PendingView, Played, PlayerId};

/// The sweep of one window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sweep {
    /// The card in the window, who played it and what it declared.
    pub played: Played,
    /// The window's order: every opponent of the card's player, clockwise from the next seat
    /// (FB4.5.3).
    order: Vec<PlayerId>,
    /// The people of that order still to be taken through the hand-off, in order.
    people: Vec<PlayerId>,
    /// Whether the engine's window has closed (no counter, or a counter played).
    closed: bool,
}

impl Sweep {
    /// A window opened on `played`, with `in_game` telling who is still in the game and
    /// `is_person` who of them is a person.
    fn new(played: Played, in_game: &[bool], is_person: &dyn Fn(PlayerId) -> bool) -> Sweep {
        let n = in_game.len();
        // FB4.5.3: clockwise, from the player after the card's player.
        let order: Vec<PlayerId> = (1..n)
            .map(|k| PlayerId(((played.seat.index() + k) % n) as u8))
            .filter(|p| in_game[p.index()])
            .collect();
        let people = order.iter().copied().filter(|p| is_person(*p)).collect();
        Sweep {
            played,
            order,
            people,
            closed: false,
        }
    }

    /// The person to be taken through the hand-off now.
    pub fn current(&self) -> Option<PlayerId> {
        self.people.first().copied()
    }

    /// Where `seat` stands in the window's order.
    pub fn position(&self, seat: PlayerId) -> Option<usize> {
        self.order.iter().position(|p| *p == seat)
    }

    pub fn closed(&self) -> bool {
        self.closed
    }

    /// FB4.5.5: a counter closes the window; nobody after its player is asked.
    fn countered(&mut self, by: PlayerId) {
        let stop = self.position(by).unwrap_or(0);
        let order = self.order.clone();
        self.people
            .retain(|p| order.iter().position(|q| q == p).is_some_and(|i| i < stop));
        self.closed = true;
    }
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
    /// the people left. `in_game` is who was in the game before the answer; a sweep is made
    /// only when `people` (the persons at the table) are two or more.
    pub fn follow(
        &mut self,
        events: &[Event],
        in_game: &[bool],
        people: usize,
        is_person: &dyn Fn(PlayerId) -> bool,
    ) {
        let mut in_game = in_game.to_vec();
        let mut played = None;
        for event in events {
            match event {
                Event::Eliminated { seat, .. } => {
                    if let Some(flag) = in_game.get_mut(seat.index()) {
                        *flag = false;
                    }
                }
                Event::Played { seat, card, target } => {
                    played = Some(Played {
                        card: *card,
                        seat: *seat,
                        target: *target,
                    });
                }
                Event::WindowOpened { .. } if people >= 2 => {
                    if let Some(played) = played {
                        self.sweeps.push(Sweep::new(played, &in_game, is_person));
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

    /// The person at the front of the sweep has been taken through it: they declined, or
    /// confirmed that no counter was available.
    pub fn visited(&mut self, seat: PlayerId) {
        if let Some(s) = self.sweeps.first_mut() {
            if s.current() == Some(seat) {
                s.people.remove(0);
            }
        }
        self.sweeps.retain(|s| s.current().is_some());
    }

    /// The sweep of a game resumed while its counter window is open: the people from the
    /// seat asked on, in the window's order (those before were taken through it before).
    pub fn resumed(
        game: &GameState,
        people: usize,
        is_person: &dyn Fn(PlayerId) -> bool,
    ) -> Sweeps {
        let mut sweeps = Sweeps::default();
        let view = game.view(None);
        let (Some(PendingView::CounterWindow { .. }), Some(played), Some(asked)) =
            (view.pending, view.resolving, game.pending())
        else {
            return sweeps;
        };
        if people < 2 {
            return sweeps;
        }
        let in_game: Vec<bool> = view.seats.iter().map(|s| s.eliminated.is_none()).collect();
        let mut sweep = Sweep::new(played, &in_game, is_person);
        let from = sweep.position(asked.seat).unwrap_or(0);
        let order = sweep.order.clone();
        sweep
            .people
            .retain(|p| order.iter().position(|q| q == p).is_some_and(|i| i >= from));
        if sweep.current().is_some() {
            sweeps.sweeps.push(sweep);
        }
        sweeps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fb_engine::{Kind, Mobster, Target};

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

    fn opened(seat: u8) -> Vec<Event> {
        let p = played(seat);
        vec![
            Event::Played {
                seat: p.seat,
                card: p.card,
                target: p.target,
            },
            Event::WindowOpened { card: p.card },
        ]
    }

    /// Seats 0, 2, 3 and 4 are people (of five), seat 1 a bot.
    fn person(p: PlayerId) -> bool {
        p != PlayerId(1)
    }

    fn people_left(sweeps: &Sweeps) -> Vec<u8> {
        sweeps
            .front()
            .map(|s| s.people.iter().map(|p| p.0).collect())
            .unwrap_or_default()
    }

    /// FB4.5.3, FB12.4.1: every person among the opponents, clockwise from the next seat.
    #[test]
    fn a_window_sweeps_every_person_opponent_in_window_order() {
        let mut sweeps = Sweeps::default();
        sweeps.follow(&opened(3), &[true; 5], 4, &person);
        assert_eq!(people_left(&sweeps), [4, 0, 2]);
        assert_eq!(
            sweeps
                .front()
                .map(|s| s.order.iter().map(|p| p.0).collect::<Vec<_>>()),
            Some(vec![4, 0, 1, 2])
        );
        sweeps.visited(PlayerId(4));
        assert_eq!(people_left(&sweeps), [0, 2]);
        // Only the person at the front is taken off.
        sweeps.visited(PlayerId(2));
        assert_eq!(people_left(&sweeps), [0, 2]);
        sweeps.follow(&[Event::NoCounter], &[true; 5], 4, &person);
        assert!(sweeps.front().is_some_and(Sweep::closed));
        sweeps.visited(PlayerId(0));
        sweeps.visited(PlayerId(2));
        assert!(sweeps.front().is_none());
    }

    /// FB4.5.5: the first counter stops the sweep; nobody after its player is asked.
    #[test]
    fn a_counter_stops_the_sweep() {
        let counter = |seat: u8| {
            [Event::Countered {
                seat: PlayerId(seat),
                card: Kind::FamilyInfluence,
            }]
        };
        let mut sweeps = Sweeps::default();
        sweeps.follow(&opened(3), &[true; 5], 4, &person);
        // The first person counters: the others are never swept.
        let mut first = sweeps.clone();
        first.follow(&counter(4), &[true; 5], 4, &person);
        assert!(first.front().is_none());
        sweeps.visited(PlayerId(4));
        sweeps.visited(PlayerId(0));
        assert_eq!(people_left(&sweeps), [2]);
        // The bot in seat 1, after seats 4 and 0, counters: seat 2 is not swept.
        let mut by_bot = sweeps.clone();
        by_bot.follow(&counter(1), &[true; 5], 4, &person);
        assert!(by_bot.front().is_none());
    }

    #[test]
    fn eliminated_players_and_the_cards_player_are_never_swept_nor_one_person_alone() {
        let mut sweeps = Sweeps::default();
        sweeps.follow(&opened(0), &[true, true, false, true, true], 4, &person);
        assert_eq!(people_left(&sweeps), [3, 4]);
        let mut alone = Sweeps::default();
        alone.follow(&opened(0), &[true; 5], 1, &person);
        assert!(alone.front().is_none());
        // A window that closes with every person swept leaves nothing behind.
        let mut quick = Sweeps::default();
        let mut events = opened(1);
        events.push(Event::NoCounter);
        quick.follow(&events, &[true; 5], 4, &person);
        assert_eq!(people_left(&quick), [2, 3, 4, 0]);
    }
}
