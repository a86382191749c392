//! Any bytes as a scenario file (`table scenario`'s path): read and run. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = np_engine::run_scenario(text);
    }
});
