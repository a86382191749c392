//! What a panic said, for the report of a game that failed.

use std::any::Any;

/// The message a caught panic carried (empty if it carried none).
pub fn panic_message(panic: &(dyn Any + Send)) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}
