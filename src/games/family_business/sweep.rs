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

use fb_engine::{
    ActionError, Answer, Applied, DecisionKind, Event, GameState, PendingView, Played, PlayerId,
    View,
};

use super::held::HeldTable;
use super::seats::{people, FbSeat};
use super::session::FbSession;

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
    /// The table as the window opened.
    table: HeldTable,
    /// How many entries the game's log held as the window opened.
    log_len: usize,
}

impl Sweep {
    /// A window opened on `played`, in the engine's window `order` (FB4.5.3).
    fn new(
        played: Played,
        order: Vec<PlayerId>,
        seats: &[FbSeat],
        table: HeldTable,
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

    /// The table as `viewer` saw it when the window opened.
    pub fn table(&self, viewer: Option<PlayerId>) -> View {
        self.table.view(self.played, viewer)
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

/// One answer the engine accepted: the game before and after it, its events with the game
/// before each forced decision among them, and how many entries the game's log held before
/// them.
struct Answered<'a> {
    before: &'a GameState,
    after: &'a GameState,
    applied: &'a Applied,
    log_from: usize,
}

impl Answered<'_> {
    /// The game just before the play that is event `at`: the answer's own play comes first,
    /// any other follows the forced decision that made it (FB11.3.1).
    fn before_play(&self, at: usize) -> Option<&GameState> {
        if at == 0 {
            return Some(self.before);
        }
        self.applied
            .before_forced
            .iter()
            .find(|b| b.event + 1 == at)
            .map(|b| &b.game)
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

    /// Plays `answer` of `seat` in `session` and follows its events: the seat has been taken
    /// through a window it answered, a window opened starts a sweep, a counter stops the sweep
    /// of its window, and the window closing without one lets the sweep go on through the
    /// seats left.
    ///
    /// # Errors
    /// The engine's [`ActionError`]; nothing changes.
    pub fn play(
        &mut self,
        session: &mut FbSession,
        seat: PlayerId,
        answer: Answer,
    ) -> Result<Vec<Event>, ActionError> {
        let before = session.game().clone();
        let log_from = session.log().len();
        let applied = session.play(seat, answer)?;
        if before
            .pending()
            .is_some_and(|d| d.kind == DecisionKind::CounterResponse)
        {
            self.visited(seat);
        }
        let answered = Answered {
            before: &before,
            after: session.game(),
            applied: &applied,
            log_from,
        };
        self.follow(&answered, session.seats());
        Ok(applied.events)
    }

    /// Follows the events of one answer. Every window keeps the table from just before its
    /// card was played, whether the engine then asks somebody or resolves the card at once, so
    /// the table shows the same either way.
    fn follow(&mut self, answer: &Answered<'_>, seats: &[FbSeat]) {
        let mut played = None;
        for (i, event) in answer.applied.events.iter().enumerate() {
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
                        let table = match answer.before_play(at) {
                            Some(game) => HeldTable::BeforePlay(game.clone()),
                            None => HeldTable::InWindow(answer.after.clone()),
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
        let table = HeldTable::InWindow(game.clone());
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
    use crate::games::family_business::seats::FbSeatKind;
    use fb_engine::{GameConfig, Kind, Mobster, Target};
    use table_bots::family_business::arena::FbLevel;

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
        let applied = Applied {
            events: events.to_vec(),
            before_forced: Vec::new(),
        };
        let answer = Answered {
            before: &game,
            after: &game,
            applied: &applied,
            log_from: 10,
        };
        sweeps.follow(&answer, seats);
    }

    /// FB11.3.1, FB12.4: a forced play inside another seat's answer opens a window the
    /// engine resolves at once (nobody holds a counter); its sweep still holds the table as it
    /// stood just before that play, the card in the window and nothing of its result.
    #[test]
    fn a_forced_plays_window_holds_the_table_before_the_play() {
        use table_sessions::family_business::test_games::seats as mixed;
        for seed in 0..400 {
            let mut s =
                FbSession::new(GameConfig::new(4, 50_000 + seed), mixed(4, &[2])).expect("setup");
            for step in 0..300usize {
                let Some(d) = s.game().pending() else { break };
                let legal = s.game().legal_answers();
                let answer = legal[(step * 7 + seed as usize) % legal.len()];
                let mut probe = s.clone();
                let applied = probe.play(d.seat, answer).expect("listed");
                let forced_window = applied.before_forced.iter().find_map(|b| {
                    let after_it = applied.events.get(b.event + 1..)?;
                    let [Event::Played { seat, card, target }, Event::WindowOpened { .. }, ..] =
                        after_it
                    else {
                        return None;
                    };
                    let resolved = after_it.iter().any(|e| matches!(e, Event::NoCounter));
                    resolved.then_some((
                        b.game.clone(),
                        Played {
                            card: *card,
                            seat: *seat,
                            target: *target,
                        },
                    ))
                });
                let mut sweeps = Sweeps::default();
                sweeps.play(&mut s, d.seat, answer).expect("listed");
                let Some((waiting, played)) = forced_window else {
                    continue;
                };
                let sweep = sweeps
                    .sweeps
                    .iter()
                    .find(|w| w.played == played)
                    .expect("the forced play's window is swept");
                for viewer in std::iter::once(None).chain(s.game().seats().map(Some)) {
                    let held = sweep.table(viewer);
                    let before = waiting.view(viewer);
                    assert_eq!(held.resolving, Some(played));
                    assert_eq!(
                        held.pending,
                        Some(PendingView::CounterWindow { card: played.card })
                    );
                    assert_eq!(
                        (&held.hit_list, &held.graveyard, held.draw_pile, held.war),
                        (
                            &before.hit_list,
                            &before.graveyard,
                            before.draw_pile,
                            before.war
                        )
                    );
                    assert_eq!(held.discard.len(), before.discard.len() + 1);
                    let hand_sizes = |v: &View| v.seats.iter().map(|s| s.hand_size).collect();
                    let mut expected: Vec<usize> = hand_sizes(&before);
                    expected[played.seat.index()] -= 1;
                    assert_eq!(hand_sizes(&held), expected);
                }
                return;
            }
        }
        panic!("no forced play opened a window resolved at once");
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
        let table = front.table(None);
        assert_eq!(table.resolving, Some(played(1)));
        assert_eq!(table.discard.len(), game().view(None).discard.len() + 1);
    }
}
