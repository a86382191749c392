//! The history invariants of §15 watched by `Monitor` (R15.14, R15.16, R15.19, R15.20, R15.22):
//! they hold over real games, and each one catches a history that breaks it.

mod common;

use common::{random_answer, Rng};
use np_engine::{
    Event, GameConfig, GameState, GangsterId, Invariant, Monitor, PlayerId, RerollKind,
};

fn game() -> GameState {
    GameState::new(GameConfig::new(4, 12)).expect("setup")
}

#[test]
fn r15_history_invariants_hold_over_random_games() {
    for seed in 0..30u64 {
        let mut g = GameState::new(GameConfig::new(3 + (seed % 3) as usize, seed)).expect("setup");
        let mut monitor = Monitor::new(&g);
        let mut rng = Rng::new(seed);
        while let Some(d) = g.pending().cloned() {
            let action = random_answer(&g.view(d.seat), &mut rng);
            let events = g.apply(d.seat, action).expect("listed answer");
            assert_eq!(monitor.observe(&g, &events), Ok(()), "seed {seed}");
        }
    }
}

#[test]
fn r15_14_a_second_income_in_one_crew_is_caught() {
    let g = game();
    let mut m = Monitor::new(&g);
    let step = Event::IncomeStep {
        gangster: GangsterId(3),
    };
    assert_eq!(m.observe(&g, std::slice::from_ref(&step)), Ok(()));
    assert_eq!(m.observe(&g, &[step]), Err(Invariant::OncePerPhase));
}

#[test]
fn r15_16_sideways_without_a_move_is_caught() {
    let g = game();
    let mut m = Monitor::new(&g);
    let side = Event::Sideways {
        gangster: GangsterId(3),
        sideways: true,
    };
    assert_eq!(m.observe(&g, &[side]), Err(Invariant::Sideways));
}

#[test]
fn r15_19_money_from_nowhere_is_caught() {
    let g = game();
    let mut m = Monitor::new(&g);
    let paid = Event::Money {
        seat: PlayerId(0),
        delta: 5,
        total: 10,
    };
    assert_eq!(m.observe(&g, &[paid]), Err(Invariant::MoneyConservation));
}

#[test]
fn r15_20_respect_without_an_event_is_caught() {
    let g = game();
    let mut m = Monitor::new(&g);
    let gained = Event::Respect {
        seat: PlayerId(1),
        delta: 4,
        total: 4,
    };
    assert_eq!(m.observe(&g, &[gained]), Err(Invariant::RespectChanges));
}

#[test]
fn r15_22_marco_twice_in_a_round_is_caught() {
    let g = game();
    let mut m = Monitor::new(&g);
    let free = Event::Rerolled {
        seat: PlayerId(0),
        kind: RerollKind::FreeMarco,
    };
    assert_eq!(m.observe(&g, std::slice::from_ref(&free)), Ok(()));
    assert_eq!(m.observe(&g, &[free]), Err(Invariant::Limits));
}
