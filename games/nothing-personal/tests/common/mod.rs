//! Helpers shared by the engine's integration tests: a tiny seeded random source and a driver
//! that plays whole games with random answers chosen from each seat's [`View`] (R12.13), with
//! a free operation (R12.2) now and then so shakedowns, gifts and trades are exercised too.
//!
//! Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use np_engine::{
    Action, Bundle, DecisionKind, Event, GameConfig, GameState, PlayerId, Trade, View,
};

/// SplitMix64: small, seeded and stable, so every test game can be replayed from its seed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (0 when n ≤ 1).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    /// True with probability `permille` / 1000.
    pub fn chance(&mut self, permille: u64) -> bool {
        self.next_u64() % 1000 < permille
    }
}

/// A listed legal answer of the seat's view, chosen uniformly.
pub fn random_answer(view: &View, rng: &mut Rng) -> Action {
    assert!(
        !view.legal.is_empty(),
        "seat {:?} asked with no legal answer",
        view.seat
    );
    Action::Answer(view.legal[rng.below(view.legal.len())].clone())
}

/// A free operation (R12.2) the seat could try; it may still be rejected (trade limit).
pub fn random_free_op(view: &View, rng: &mut Rng) -> Option<Action> {
    let me = &view.seats[view.seat.index()];
    let n = view.seats.len();
    let other = PlayerId(((view.seat.index() + 1 + rng.below(n - 1)) % n) as u8);
    let answering_trade = matches!(
        view.pending.as_ref().map(|d| &d.kind),
        Some(DecisionKind::TradeAnswer { .. })
    );
    match rng.below(3) {
        0 if !view.hand.is_empty() => {
            Some(Action::Shakedown(view.hand[rng.below(view.hand.len())]))
        }
        1 if me.money > 0 => Some(Action::Gift {
            to: other,
            money: 1 + rng.below(me.money.min(3) as usize) as u32,
            cards: Vec::new(),
        }),
        2 if !answering_trade => Some(Action::ProposeTrade(Trade {
            to: other,
            give: Bundle {
                money: rng.below(me.money.min(4) as usize + 1) as u32,
                cards: if view.hand.is_empty() || rng.chance(500) {
                    Vec::new()
                } else {
                    vec![view.hand[rng.below(view.hand.len())]]
                },
                ..Bundle::default()
            },
            ask: Bundle {
                money: rng.below(3) as u32,
                card_count: rng.below(2) as u32,
                ..Bundle::default()
            },
        })),
        _ => None,
    }
}

/// One applied action of a game, as seen by a step callback.
pub struct Step<'a> {
    /// The state just before the action.
    pub before: &'a GameState,
    pub seat: PlayerId,
    pub action: &'a Action,
    /// The state just after it.
    pub after: &'a GameState,
    pub events: &'a [Event],
}

/// Decisions after which a test game counts as stuck.
pub const MAX_DECISIONS: u64 = 100_000;

/// Plays a game from `game` to its end with random answers taken from the deciding seat's view
/// (and free operations with probability `free_ops_permille`), calling `on_step` after every
/// applied action. A rejected free operation must leave the state untouched.
pub fn play_from(
    mut game: GameState,
    seed: u64,
    free_ops_permille: u64,
    mut on_step: impl FnMut(&Step),
) -> GameState {
    let mut rng = Rng::new(seed);
    while let Some(d) = game.pending().cloned() {
        let view = game.view(d.seat);
        let mut action = random_answer(&view, &mut rng);
        if rng.chance(free_ops_permille) {
            if let Some(op) = random_free_op(&view, &mut rng) {
                if game.check(d.seat, &op).is_ok() {
                    action = op;
                }
            }
        }
        let before = game.clone();
        let events = match game.apply(d.seat, action.clone()) {
            Ok(ev) => ev,
            Err(e) => panic!(
                "seed {seed}: {action:?} of {:?} rejected although checked: {e:?}",
                d.seat
            ),
        };
        on_step(&Step {
            before: &before,
            seat: d.seat,
            action: &action,
            after: &game,
            events: &events,
        });
        assert!(
            game.decisions_answered() < MAX_DECISIONS,
            "seed {seed}: no end after {MAX_DECISIONS} decisions"
        );
    }
    game
}

/// A new game of `players` with `seed`, played to its end by [`play_from`].
pub fn play_random(
    players: usize,
    seed: u64,
    free_ops_permille: u64,
    on_step: impl FnMut(&Step),
) -> GameState {
    let game = GameState::new(GameConfig::new(players, seed))
        .unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e:?}"));
    play_from(game, seed, free_ops_permille, on_step)
}
