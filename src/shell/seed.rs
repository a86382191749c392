//! Fresh random numbers from the browser's cryptographic source (getrandom), for game seeds
//! and game ids.

/// A fresh 64-bit number. Should the source fail, the clock is used instead.
pub fn fresh() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => js_sys::Date::now().to_bits(),
    }
}
