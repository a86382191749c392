//! One group of a game's log (a round's phase, a turn): folded unless it is the group being
//! played, and the reader may open or fold any of them.

use leptos::prelude::*;

/// The group titled `title`, open while `current`; `swatch` is the class of a colour drawn
/// before the title (the family whose turn it is), `children` the group's lines.
#[component]
pub fn LogFold(
    title: String,
    #[prop(into)] current: Signal<bool>,
    #[prop(optional_no_strip)] swatch: Option<String>,
    children: Children,
) -> impl IntoView {
    let label = title.clone();
    view! {
        <section class="log-group" aria-label=label>
            <details class="log-fold" prop:open=move || current.get()>
                <summary>
                    {swatch.map(|class| view! { <span class=format!("family-swatch {class}") aria-hidden="true"></span> })}
                    <h3>{title}</h3>
                </summary>
                {children()}
            </details>
        </section>
    }
}
