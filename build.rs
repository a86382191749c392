//! Generates the `i18n` module from `locales/en.json` and `locales/ja.json` (leptos_i18n), and
//! links the page's WebAssembly with its relocations, which the splitter of the page reads
//! (scripts/page-build.mjs).

use std::error::Error;
use std::path::PathBuf;

use leptos_i18n_build::{Config, ParseOptions, TranslationsInfos};

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|f| f == "wasm") {
        println!("cargo::rustc-link-arg-bin=table-page=--emit-relocs");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("OUT_DIR is not set")?).join("i18n");
    let options = ParseOptions::default().interpolate_display(true);
    let config = Config::new("en")?.add_locale("ja")?.parse_options(options);
    let translations = TranslationsInfos::parse(config)?;
    translations.emit_diagnostics();
    translations.rerun_if_locales_changed();
    translations.generate_i18n_module(out)?;
    Ok(())
}
