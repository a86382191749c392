//! Generates the `i18n` module from `locales/<language>/<namespace>.json` (leptos_i18n's parser
//! and code generator): one namespace per file of `locales/en/` (the shell's and each game's), in
//! English and Japanese; and links the page's WebAssembly with its relocations, which the
//! splitter of the page reads (scripts/page-build.mjs).
//!
//! The parser and generator are called directly rather than through `leptos_i18n_build`, which
//! also builds ICU's data exporter (with its network client) for formatters the page does not
//! use: about a third of the page's build from scratch (docs/performance.md, "CI step times").

use std::error::Error;
use std::path::{Path, PathBuf};

use leptos_i18n_parser::parse_locales::options::{Config, ParseOptions};
use leptos_i18n_parser::parse_locales::parse_locales;

/// The namespaces: the names of the files of `locales/en/`, sorted.
fn namespaces(dir: &Path) -> Result<Vec<String>, Box<dyn Error>> {
    let mut names = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "json") {
            let stem = path.file_stem().and_then(|s| s.to_str());
            names.push(stem.ok_or("a locale file's name is not UTF-8")?.to_string());
        }
    }
    names.sort();
    Ok(names)
}

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    // A directory: any file of it changed, added or removed runs this again.
    println!("cargo::rerun-if-changed=locales");
    if std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|f| f == "wasm") {
        println!("cargo::rustc-link-arg-bin=table-page=--emit-relocs");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("OUT_DIR is not set")?).join("i18n");
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").ok_or("CARGO_MANIFEST_DIR is not set")?;
    let english = Path::new(&manifest).join("locales/en");
    let options = ParseOptions::default().interpolate_display(true);
    let namespaces = namespaces(&english)?;
    let config = Config::new("en")
        .and_then(|c| c.add_locale("ja"))
        .and_then(|c| c.add_namespaces(&namespaces))
        .map_err(|e| e.to_string())?
        .parse_options(options);
    let parsed = parse_locales(None, config).map_err(|e| e.to_string())?;
    for warning in parsed.diag.warnings().iter() {
        println!("cargo::warning={warning}");
    }
    for error in parsed.diag.errors().iter() {
        println!("cargo::error={error}");
    }
    let code = leptos_i18n_codegen::gen_code(&parsed, None, false, None, true)
        .map_err(|e| e.to_string())?;
    std::fs::create_dir_all(&out)?;
    std::fs::write(out.join("mod.rs"), code.to_string())?;
    Ok(())
}
