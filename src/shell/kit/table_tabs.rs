//! On a phone the table shows one part at a time, chosen in a tab bar at the bottom of the
//! screen: the board, the viewer's hand, the families, the log. The decision stays in its sheet
//! above the bar. A wide screen shows every part at once and no bar.

use leptos::prelude::*;

use crate::shell::language::*;

/// A part of the table shown on a phone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableView {
    #[default]
    Board,
    Hand,
    Families,
    Log,
}

impl TableView {
    const ALL: [TableView; 4] = [
        TableView::Board,
        TableView::Hand,
        TableView::Families,
        TableView::Log,
    ];

    /// The value of the table's `data-view`, which the style sheet reads.
    pub fn id(self) -> &'static str {
        match self {
            TableView::Board => "board",
            TableView::Hand => "hand",
            TableView::Families => "families",
            TableView::Log => "log",
        }
    }
}

/// The tab bar; choosing a tab shows its part from the top of the page, the log from its current
/// group (the newest lines).
#[component]
pub fn TableTabs(view: RwSignal<TableView>) -> impl IntoView {
    let i18n = use_i18n();
    let label = move |v: TableView| match v {
        TableView::Board => t_string!(i18n, table_tabs.board),
        TableView::Hand => t_string!(i18n, table_tabs.hand),
        TableView::Families => t_string!(i18n, table_tabs.families),
        TableView::Log => t_string!(i18n, table_tabs.log),
    };
    view! {
        <nav class="table-tabs" role="tablist" aria-label=move || t_string!(i18n, table_tabs.label)>
            {TableView::ALL
                .into_iter()
                .map(|v| {
                    view! {
                        <button
                            type="button"
                            role="tab"
                            class=format!("table-tab tab-{}", v.id())
                            aria-selected=move || if view.get() == v { "true" } else { "false" }
                            on:click=move |_| {
                                view.set(v);
                                request_animation_frame(move || scroll_to_start(v));
                            }
                        >
                            {move || label(v)}
                        </button>
                    }
                })
                .collect_view()}
        </nav>
    }
}

/// Once the part `v` is drawn: the top of the page, or the log's current group.
fn scroll_to_start(v: TableView) {
    let current = (v == TableView::Log)
        .then(|| {
            document()
                .query_selector(".log .log-group:last-child")
                .ok()
                .flatten()
        })
        .flatten();
    match current {
        Some(group) => group.scroll_into_view_with_bool(true),
        None => window().scroll_to_with_x_and_y(0.0, 0.0),
    }
}
