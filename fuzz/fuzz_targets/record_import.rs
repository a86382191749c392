//! Any bytes as a file imported into the page (its game record: the engine's save with the
//! seats' names and kinds, sessions/src/nothing_personal/record.rs): read and replayed as the
//! page does, and, when accepted, a game that keeps every invariant of R15 and a record that
//! reads back as the same game. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use table_sessions::nothing_personal::session::Session;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(session) = Session::from_json(text) else {
        return;
    };
    if let Err(broken) = session.game().check_invariants() {
        panic!("an imported record breaks an invariant: {broken:?}");
    }
    match Session::from_json(&session.to_json()) {
        Ok(again) if again.game() == session.game() && again.seats() == session.seats() => {}
        Ok(_) => panic!("a record written by the page reads back as another game"),
        Err(e) => panic!("a record written by the page is refused: {e:?}"),
    }
});
