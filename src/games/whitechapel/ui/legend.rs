//! The map's key: each kind of place and piece drawn as on the map, with what it is.

use leptos::prelude::*;

use crate::games::whitechapel::words::{t, tr};
use crate::shell::language::use_i18n;

/// A swatch of the key: the SVG drawing of one kind of place or piece, in a 24-unit box.
fn swatch(kind: &'static str) -> impl IntoView {
    let inner = match kind {
        "circle" => view! { <g class="spot"><circle cx=12 cy=12 r=9 /></g> }.into_any(),
        "red" => view! { <g class="spot red"><circle cx=12 cy=12 r=9 /></g> }.into_any(),
        "crossing" => view! { <g class="crossings"><circle cx=12 cy=12 r=3.5 /></g> }.into_any(),
        "yellow" => view! { <g class="crossings"><circle class="yellow" cx=12 cy=12 r=3.5 /></g> }
            .into_any(),
        "woman" => view! { <g class="woman"><circle cx=12 cy=12 r=4.5 /></g> }.into_any(),
        "wretched" => view! { <rect class="wretched" x=8.5 y=8.5 width=7 height=7 /> }.into_any(),
        "scene" => view! {
            <g class="scene">
                <line x1=4 y1=4 x2=20 y2=20 />
                <line x1=4 y1=20 x2=20 y2=4 />
            </g>
        }
        .into_any(),
        "clue" => view! { <circle class="clue" cx=12 cy=12 r=9 /> }.into_any(),
        "maybe" => view! {
            <g>
                <g class="notebook"><circle class="maybe" cx=12 cy=12 r=11.5 /></g>
                <g class="spot"><circle cx=12 cy=12 r=7 /></g>
            </g>
        }
        .into_any(),
        "patrol" => view! {
            <g class="patrol down">
                <rect x=6 y=6 width=12 height=12 rx=2 />
                <text x=12 y=15>"?"</text>
            </g>
        }
        .into_any(),
        _ => view! { <circle class="target" cx=12 cy=12 r=9 /> }.into_any(),
    };
    view! {
        <svg class="wc-swatch-map" viewBox="0 0 24 24" aria-hidden="true">
            {inner}
        </svg>
    }
}

/// The key; `notebook` adds the detective's notebook's shading while the map shows it.
#[component]
pub fn WcLegend(#[prop(into)] notebook: Signal<bool>) -> impl IntoView {
    let i18n = use_i18n();
    let items = move || {
        let l = i18n.get_locale();
        let shading = notebook
            .get()
            .then(|| ("maybe", tr!(l, table.legend_notebook)));
        [
            ("circle", tr!(l, table.legend_circle)),
            ("red", tr!(l, table.legend_red)),
            ("crossing", tr!(l, table.legend_crossing)),
            ("yellow", tr!(l, table.legend_yellow)),
            ("woman", tr!(l, table.legend_woman)),
            ("wretched", tr!(l, table.legend_wretched)),
            ("scene", tr!(l, table.legend_scene)),
            ("clue", tr!(l, table.legend_clue)),
            ("patrol", tr!(l, table.legend_patrol)),
            ("target", tr!(l, table.legend_target)),
        ]
        .into_iter()
        .chain(shading)
        .map(|(kind, text)| view! { <li>{swatch(kind)}<span>{text}</span></li> })
        .collect_view()
    };
    view! {
        <details class="wc-legend wc-map">
            <summary>{t!(i18n, table.legend)}</summary>
            <ul>{items}</ul>
        </details>
    }
}
