//! A seat's name as a player types it.

/// The longest name a seat may have, in characters.
pub const NAME_MAX: usize = 20;

/// Why a name was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
}

/// A seat name as a player typed it: trimmed, 1 to [`NAME_MAX`] characters. The name is only
/// ever shown as text.
///
/// # Errors
/// [`NameError`] when nothing is left after trimming, or when it is too long.
pub fn seat_name(typed: &str) -> Result<String, NameError> {
    let name = typed.trim();
    match name.chars().count() {
        0 => Err(NameError::Empty),
        n if n > NAME_MAX => Err(NameError::TooLong),
        _ => Ok(name.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_limited_to_twenty_characters() {
        assert_eq!(seat_name("  Anna "), Ok("Anna".to_string()));
        assert_eq!(seat_name("   "), Err(NameError::Empty));
        assert_eq!(seat_name(&"x".repeat(21)), Err(NameError::TooLong));
        // Characters, not bytes: twenty kana are allowed.
        assert_eq!(seat_name(&"あ".repeat(20)), Ok("あ".repeat(20)));
        // Markup is kept as typed; it is displayed as text.
        assert_eq!(
            seat_name("<svg onload=alert()>"),
            Ok("<svg onload=alert()>".to_string())
        );
        assert_eq!(
            seat_name("<img src=x onerror=alert(1)>"),
            Err(NameError::TooLong)
        );
    }
}
