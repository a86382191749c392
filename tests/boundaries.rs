//! The shape of the code: the shell names no game, and no game's code imports another's, in the
//! page (`src/`), the sessions (`sessions/src/`), the bots (`bots/src/`) and the command line
//! (`cli/src/`). A game is a folder
//! (or file) named for it in each; only the registry (`src/games/mod.rs`) lists the games.

use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every Rust file under `path` (itself, if it is one).
fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut files = Vec::new();
    for entry in fs::read_dir(path).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The games: the folders of `src/games/`.
fn games() -> Vec<String> {
    let mut games: Vec<String> = fs::read_dir(Path::new(ROOT).join("src/games"))
        .expect("src/games")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    games.sort();
    games
}

/// The words by which code names game `game` (a folder name such as `family_business`): its
/// module path and its rules engine's crate.
fn names_of(game: &str) -> Vec<String> {
    let engine = match game {
        "nothing_personal" => "np_engine",
        "family_business" => "fb_engine",
        other => other,
    };
    vec![
        format!("games::{game}"),
        format!("crate::{game}"),
        format!("{engine}::"),
    ]
}

/// The lines of the Rust files under `path` that contain any of `words`, outside comments.
fn mentions(path: &Path, words: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for file in rust_files(path) {
        let text = fs::read_to_string(&file).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            if words.iter().any(|w| code.contains(w.as_str())) {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    found
}

/// Where each game's code lives in the page, the sessions, the bots and the command line.
fn folders(game: &str) -> Vec<PathBuf> {
    let root = Path::new(ROOT);
    [
        root.join("src/games").join(game),
        root.join("sessions/src").join(game),
        root.join("bots/src").join(game),
        root.join("cli/src").join(game),
        root.join("cli/src").join(format!("{game}.rs")),
    ]
    .into_iter()
    .filter(|p| p.exists())
    .collect()
}

#[test]
fn the_page_plays_at_least_two_games() {
    assert!(games().len() >= 2, "{:?}", games());
}

#[test]
fn the_shell_names_no_game() {
    let mut words: Vec<String> = games().iter().flat_map(|g| names_of(g)).collect();
    words.extend(["crate::games".to_string(), "table_bots".into()]);
    let root = Path::new(ROOT);
    let shared = [
        root.join("src/shell"),
        root.join("sessions/src/json_text.rs"),
        root.join("sessions/src/seats.rs"),
    ];
    for path in shared {
        assert!(path.exists(), "{}", path.display());
        let found = mentions(&path, &words);
        assert!(
            found.is_empty(),
            "the shell names a game:\n{}",
            found.join("\n")
        );
    }
}

#[test]
fn no_game_imports_another() {
    let games = games();
    for game in &games {
        let others: Vec<String> = games
            .iter()
            .filter(|g| *g != game)
            .flat_map(|g| names_of(g))
            .collect();
        for folder in folders(game) {
            let found = mentions(&folder, &others);
            assert!(
                found.is_empty(),
                "{game} imports another game:\n{}",
                found.join("\n")
            );
        }
    }
}

#[test]
fn only_the_registry_and_the_binaries_list_the_games() {
    let root = Path::new(ROOT);
    let words = ["games::GAMES".to_string(), "games::BOTS".to_string()];
    let found: Vec<String> = mentions(&root.join("src"), &words);
    let allowed = [root.join("src/main.rs"), root.join("src/bin/bot_worker.rs")];
    for line in &found {
        assert!(
            allowed
                .iter()
                .any(|a| line.starts_with(&*a.to_string_lossy())),
            "lists the games: {line}"
        );
    }
    assert_eq!(found.len(), 2, "{found:?}");
}
