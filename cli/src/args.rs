//! Reading the options of a subcommand.

/// The whole number that follows option `name`.
///
/// # Errors
/// A message when it is missing or not a whole number.
pub fn number(rest: &mut std::slice::Iter<'_, String>, name: &str) -> Result<u64, String> {
    rest.next()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("{name} needs a whole number"))
}
