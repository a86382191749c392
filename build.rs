//! Generates the `i18n` module from `locales/en.json` and `locales/ja.json` (leptos_i18n's
//! parser and code generator), and links the page's WebAssembly with its relocations, which the
//! splitter of the page reads (scripts/page-build.mjs).
//!
//! The parser and generator are called directly rather than through `leptos_i18n_build`, which
//! also builds ICU's data exporter (with its network client) for formatters the page does not
//! use: about a third of the page's build from scratch (docs/performance.md, "CI step times").

use std::error::Error;
use std::path::PathBuf;

use leptos_i18n_parser::parse_locales::options::{Config, ParseOptions};
use leptos_i18n_parser::parse_locales::parse_locales;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|f| f == "wasm") {
        println!("cargo::rustc-link-arg-bin=table-page=--emit-relocs");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("OUT_DIR is not set")?).join("i18n");
    let options = ParseOptions::default().interpolate_display(true);
    let config = Config::new("en")
        .and_then(|c| c.add_locale("ja"))
        .map_err(|e| e.to_string())?
        .parse_options(options);
    let parsed = parse_locales(None, config).map_err(|e| e.to_string())?;
    for path in parsed.tracked_files.iter().flatten() {
        println!("cargo::rerun-if-changed={path}");
    }
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
