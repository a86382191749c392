//! A list of terms and values, shared by gangster cards, player boards and the status bar.

use leptos::prelude::*;

use crate::model::Stat;

/// A `<dl>` of terms and values, one `<div>` per pair so CSS can lay them out as rows.
#[component]
pub fn StatList(stats: Vec<Stat>, #[prop(into)] class: String) -> impl IntoView {
    view! {
        <dl class=class>
            {stats
                .into_iter()
                .map(|s| {
                    view! {
                        <div>
                            <dt>{s.term}</dt>
                            <dd>{s.value}</dd>
                        </div>
                    }
                })
                .collect_view()}
        </dl>
    }
}
