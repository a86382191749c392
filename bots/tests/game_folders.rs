//! No game's bots reach into another game's: a game's module names no other game (its module,
//! engine or name) and its `crate::` paths lead only into itself or the shared modules (the
//! search, the uniform choice, a panic's message); those name no game at all, and `lib.rs`
//! only declares the modules.

use std::fs;
use std::path::Path;

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// Every game of the crate: its module, its engine crate and its name.
const GAMES: [[&str; 3]; 3] = [
    ["nothing_personal", "np_engine", "nothing personal"],
    ["family_business", "fb_engine", "family business"],
    ["whitechapel", "wc_engine", "whitechapel"],
];

/// The modules every game may use.
const SHARED: [&str; 3] = ["panic_message", "search", "uniform"];

/// The text of each Rust file of module `name`: `name.rs` and everything under `name/`.
fn module_sources(name: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let file = Path::new(SRC).join(format!("{name}.rs"));
    if file.is_file() {
        found.push((
            file.display().to_string(),
            fs::read_to_string(&file).expect("readable"),
        ));
    }
    let mut folders = vec![Path::new(SRC).join(name)];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = fs::read_to_string(&path).expect("readable");
                found.push((path.display().to_string(), text));
            }
        }
    }
    assert!(!found.is_empty(), "module {name} has no source");
    found
}

/// The first segment of every `crate::` path in `text`.
fn crate_paths(text: &str) -> Vec<&str> {
    text.match_indices("crate::")
        .map(|(at, _)| {
            let rest = &text[at + "crate::".len()..];
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

/// What `text` says of game `game` (its module, engine or name), if anything.
fn names_game(text: &str, game: [&str; 3]) -> Option<&'static str> {
    let lower = text.to_lowercase().replace(['-', '_'], " ");
    let [module, engine, name] = game;
    if text.contains(module) || text.contains(engine) {
        return Some("its module or engine");
    }
    lower.contains(name).then_some("its name")
}

#[test]
fn the_crate_is_the_games_and_the_shared_modules() {
    let mut modules: Vec<String> = fs::read_dir(SRC)
        .expect("src")
        .map(|e| e.expect("an entry").path())
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .filter(|name| name != "lib")
        .collect();
    modules.sort();
    modules.dedup();
    let mut listed: Vec<String> = GAMES
        .iter()
        .map(|g| g[0])
        .chain(SHARED)
        .map(String::from)
        .collect();
    listed.sort();
    assert_eq!(
        modules, listed,
        "every module of bots/src is a listed game or shared"
    );
    let lib = fs::read_to_string(Path::new(SRC).join("lib.rs")).expect("lib.rs");
    for line in lib
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with("//"))
    {
        assert!(
            line.starts_with("pub mod ") && line.ends_with(';'),
            "lib.rs declares modules only: {line}"
        );
    }
    for game in GAMES {
        assert!(!lib.contains(game[1]), "lib.rs names {}", game[1]);
    }
}

#[test]
fn the_shared_modules_name_no_game() {
    for shared in SHARED {
        for (file, text) in module_sources(shared) {
            for game in GAMES {
                if let Some(what) = names_game(&text, game) {
                    panic!("{file} names {}: {what}", game[0]);
                }
            }
            for path in crate_paths(&text) {
                assert!(SHARED.contains(&path), "{file} uses crate::{path}");
            }
        }
    }
}

#[test]
fn no_game_names_another() {
    for game in GAMES {
        for (file, text) in module_sources(game[0]) {
            for other in GAMES.into_iter().filter(|g| *g != game) {
                if let Some(what) = names_game(&text, other) {
                    panic!("{file} names {}: {what}", other[0]);
                }
            }
            for path in crate_paths(&text) {
                assert!(
                    path == game[0] || SHARED.contains(&path),
                    "{file} uses crate::{path}"
                );
            }
        }
    }
}
