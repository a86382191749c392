//! Any bytes as a save file (`table replay`'s path): read, replayed through the engine, and, when
//! accepted, a game that keeps every invariant of R15. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use np_engine::SaveFile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = SaveFile::load(text) {
        if let Err(broken) = game.check_invariants() {
            panic!("a loaded save breaks an invariant: {broken:?}");
        }
    }
});
