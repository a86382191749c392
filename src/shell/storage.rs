//! Saves in the browser's localStorage (through gloo-storage), or nowhere when the browser
//! refuses storage: the game then goes on in memory.
//!
//! Keys: the last game's id under [`LAST_KEY`], the list of saved games under [`GAMES_KEY`]
//! ([`crate::shell::saved::GameIndex`]), each game's record under [`game_key`], the chosen
//! language under [`LANGUAGE_KEY`], the bots' level chosen last under [`BOT_LEVEL_KEY`]. A game that fails to load is never written over: a new game
//! always gets a new id.

use gloo_storage::{LocalStorage, Storage as _};

use crate::shell::json_text::{quote, unquote};

/// What every key starts with: the name of the page's first game, kept since its first version
/// so that every save made since still loads.
macro_rules! storage_prefix {
    () => {
        "nothing-personal."
    };
}

pub const LAST_KEY: &str = concat!(storage_prefix!(), "last");
pub const GAMES_KEY: &str = concat!(storage_prefix!(), "games");
pub const LANGUAGE_KEY: &str = concat!(storage_prefix!(), "language");
pub const BOT_LEVEL_KEY: &str = concat!(storage_prefix!(), "bot-level");
const PROBE_KEY: &str = concat!(storage_prefix!(), "probe");

/// The key of one game's record.
pub fn game_key(id: &str) -> String {
    format!(concat!(storage_prefix!(), "game.{}"), id)
}

/// Why a write failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser gives this page no storage (a sandboxed frame, blocked storage).
    Unavailable,
    /// The storage is full.
    Full,
}

/// Access to localStorage, probed once: gloo-storage's `raw()` throws when storage is
/// unavailable, so nothing touches it unless the probe succeeded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    available: bool,
}

impl Storage {
    /// Tries to reach localStorage and to write and remove a key.
    pub fn probe() -> Storage {
        let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
        let available = storage.is_some_and(|s| {
            let ok = s.set_item(PROBE_KEY, "1").is_ok();
            let _ = s.remove_item(PROBE_KEY);
            ok
        });
        Storage { available }
    }

    pub fn available(self) -> bool {
        self.available
    }

    /// The text stored under `key`, exactly as stored.
    pub fn read(self, key: &str) -> Option<String> {
        if !self.available {
            return None;
        }
        LocalStorage::raw().get_item(key).ok().flatten()
    }

    /// Stores `text` under `key`.
    ///
    /// # Errors
    /// [`StorageError`] when storage is unavailable or full; nothing is thrown.
    pub fn write(self, key: &str, text: &str) -> Result<(), StorageError> {
        if !self.available {
            return Err(StorageError::Unavailable);
        }
        LocalStorage::raw()
            .set_item(key, text)
            .map_err(|_| StorageError::Full)
    }

    /// Removes `key`; nothing happens without storage.
    pub fn remove(self, key: &str) {
        if self.available {
            let _ = LocalStorage::raw().remove_item(key);
        }
    }

    /// A short string stored as a JSON string (a game's id, the language).
    pub fn read_string(self, key: &str) -> Option<String> {
        self.read(key).and_then(|text| unquote(&text))
    }

    /// Stores a short string as a JSON string.
    ///
    /// # Errors
    /// See [`Storage::write`].
    pub fn write_string(self, key: &str, value: &str) -> Result<(), StorageError> {
        self.write(key, &quote(value))
    }
}
