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

/// The seed of a bot's answer: the game's seed, the seat, the answers made so far and the bot's
/// refused tries, so a game between bots plays the same again from its seed and a refused
/// answer is not tried again.
pub fn bot_seed(game_seed: u64, seat: u8, answers: usize, refused: u64) -> u64 {
    game_seed
        .wrapping_mul(31)
        .wrapping_add(u64::from(seat) + 1)
        .wrapping_mul(1_000_003)
        .wrapping_add(answers as u64)
        .wrapping_mul(7_919)
        .wrapping_add(refused)
}
