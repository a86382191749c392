//! Any bytes as a Family Business save (`table replay --game family-business`) and as a scenario
//! (`table scenario --game family-business`): read, replayed or run through the engine; a loaded
//! save must keep every invariant of FB §14. Nothing may panic.
#![no_main]

use fb_engine::{GameState, Scenario};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = GameState::load(text) {
        if let Err(broken) = game.check_invariants() {
            panic!("a loaded save breaks an invariant: {broken:?}");
        }
    }
    if let Ok(scenario) = Scenario::parse(text) {
        let _ = scenario.run();
    }
});
