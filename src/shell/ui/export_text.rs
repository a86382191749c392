//! A game's record as text to copy, where the page may not offer a file (a sandboxed frame):
//! pasted into a `.json` file, it imports like an exported one.

use leptos::prelude::*;

use crate::shell::kit::select_all;
use crate::shell::language::*;
use crate::shell::store::Shell;

#[component]
pub fn ExportText() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    view! {
        {move || {
            shell
                .export_text
                .get()
                .map(|text| {
                    view! {
                        <section class="export-text" aria-labelledby="export-text-heading">
                            <h2 id="export-text-heading">{t!(i18n, export_text.heading)}</h2>
                            <p>{t!(i18n, export_text.hint)}</p>
                            <label>
                                <span>{t!(i18n, export_text.label)}</span>
                                <textarea
                                    readonly
                                    rows="6"
                                    prop:value=text
                                    on:focus=select_all
                                ></textarea>
                            </label>
                            <button type="button" on:click=move |_| shell.export_text.set(None)>
                                {t!(i18n, export_text.close)}
                            </button>
                        </section>
                    }
                })
        }}
    }
}
