//! Any bytes as a Letters from Whitechapel save (`table replay --game whitechapel`) and as its
//! scenario file (`table scenario --game whitechapel`). A save is read and replayed through the
//! engine; one that loads must keep every invariant of WC12, and the save it writes (its
//! answers normalised, WC8.2.2) replays to the same game. A scenario is read and, if it reads,
//! played: it may fail its expectations but never panic. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wc_engine::{SaveFile, Scenario};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(scenario) = Scenario::parse(text) {
        let run = scenario.run();
        assert!(run.failures.len() <= 1 + run.checks, "more failures than checks");
    }
    let Ok(save) = SaveFile::parse(text) else {
        return;
    };
    if let Ok((game, _)) = save.replay() {
        if let Err(broken) = game.check_invariants() {
            panic!("a loaded save breaks an invariant: {broken}");
        }
        let (again, _) = game.save().replay().expect("the save written back replays");
        assert!(again == game, "the save written back is the same game");
    }
});
