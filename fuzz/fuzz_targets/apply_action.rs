//! Actions applied to positions of seeded self-play. The first byte picks a position and the
//! second how the rest is read: as an action's JSON, as it comes; or as a legal answer of the
//! position (picked by the next two bytes) with one number of its JSON changed. Each action is
//! applied by the seat the next byte names: a refused one leaves the game exactly as it was,
//! an accepted one leaves a game that keeps every invariant of R15. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use table_bots::nothing_personal::{Bot, RandomBot};
use np_engine::{Action, GameConfig, GameState, PlayerId};

thread_local! {
    /// Positions every 20 decisions of seeded games of Random bots, 3 to 5 players.
    static POSITIONS: Vec<GameState> = positions();
}

fn positions() -> Vec<GameState> {
    let mut out = Vec::new();
    for seed in 0..6u64 {
        let players = 3 + (seed % 3) as usize;
        let Ok(mut game) = GameState::new(GameConfig::new(players, seed)) else {
            continue;
        };
        let mut bots: Vec<RandomBot> = (0..players)
            .map(|i| RandomBot::new(seed * 10 + i as u64))
            .collect();
        for step in 0..5_000 {
            let Some(d) = game.pending().cloned() else {
                break;
            };
            if step % 20 == 0 {
                out.push(game.clone());
            }
            let action = bots[d.seat.index()].act(&game.knowledge(d.seat));
            let _ = game.apply(d.seat, action);
        }
    }
    out
}

/// A legal answer of `game` as JSON, with the `nth` number in it replaced by `value`.
fn changed_answer(game: &GameState, index: usize, nth: u8, value: u8) -> Option<String> {
    let count = game.legal_count();
    if count == 0 {
        return None;
    }
    let answer = game.legal_answer(index % count)?;
    let text = Action::Answer(answer).to_json();
    let mut seen = 0;
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            let mut number = c.to_string();
            while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                number.push(*d);
                chars.next();
            }
            out.push_str(&if seen == nth {
                value.to_string()
            } else {
                number
            });
            seen += 1;
        } else {
            out.push(c);
        }
    }
    Some(out)
}

fuzz_target!(|data: &[u8]| {
    let [pick, mode, seat, rest @ ..] = data else {
        return;
    };
    POSITIONS.with(|all| try_on(&all[*pick as usize % all.len()], *mode, *seat, rest));
});

fn try_on(game: &GameState, mode: u8, seat: u8, rest: &[u8]) {
    let text = match (mode % 2, rest) {
        (0, _) => match std::str::from_utf8(rest) {
            Ok(t) => t.to_string(),
            Err(_) => return,
        },
        (_, [a, b, nth, value, ..]) => {
            let index = usize::from(*a) << 8 | usize::from(*b);
            match changed_answer(game, index, *nth, *value) {
                Some(t) => t,
                None => return,
            }
        }
        _ => return,
    };
    let Ok(value) = serde_json::from_str::<serde_json::Value>(&text) else {
        return;
    };
    let Some(action) = Action::from_json(&value) else {
        return;
    };
    let seat = PlayerId(seat % 6);
    let mut after = game.clone();
    match after.apply(seat, action) {
        Err(_) => assert!(after == *game, "a refused action changed the game"),
        Ok(_) => {
            if let Err(broken) = after.check_invariants() {
                panic!("an accepted action broke an invariant: {broken:?}");
            }
        }
    }
}
