//! Reading the command line, the same for every game.

/// Removes option `name` and the value after it from `args`, and returns the value; `None`
/// when the option is not given.
///
/// # Errors
/// A message when the option is the last argument, with no value after it.
pub fn take_option(args: &mut Vec<String>, name: &str) -> Result<Option<String>, String> {
    let Some(at) = args.iter().position(|a| a == name) else {
        return Ok(None);
    };
    if at + 1 == args.len() {
        return Err(format!("{name} needs a value"));
    }
    let value = args.remove(at + 1);
    args.remove(at);
    Ok(Some(value))
}

/// The whole number that follows option `name`.
///
/// # Errors
/// A message when it is missing or not a whole number.
pub fn number(rest: &mut std::slice::Iter<'_, String>, name: &str) -> Result<u64, String> {
    rest.next()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("{name} needs a whole number"))
}

/// The text of the file named by the first of `args`.
///
/// # Errors
/// A message when no file is named or it cannot be read.
pub fn read(args: &[String]) -> Result<String, String> {
    let path = args.first().ok_or("the command needs a FILE")?;
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))
}
