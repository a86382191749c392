//! The building blocks of a section's body: paragraphs, numbered steps, worked examples and
//! drawn figures, in the markup the shell's How to play frame styles.

use leptos::prelude::*;

use super::drawing::palette::PAPER;

/// One paragraph per text.
pub fn paragraphs(texts: Vec<String>) -> impl IntoView {
    texts
        .into_iter()
        .map(|text| view! { <p>{text}</p> })
        .collect_view()
}

/// A numbered list of steps.
pub fn steps(items: Vec<String>) -> impl IntoView {
    view! {
        <ol class="guide-steps">
            {items.into_iter().map(|item| view! { <li>{item}</li> }).collect_view()}
        </ol>
    }
}

/// A sub-heading inside a section.
pub fn heading(text: String) -> impl IntoView {
    view! { <h4>{text}</h4> }
}

/// A worked example: its title, then its lines as steps.
pub fn example(title: String, lines: Vec<String>) -> impl IntoView {
    view! {
        <aside class="guide-example">
            <h4>{title}</h4>
            {steps(lines)}
        </aside>
    }
}

/// A drawing `width` × `height` units on a paper-coloured sheet, named for screen readers by
/// `label` and explained below by `caption`. It is as wide as its column allows and at most
/// 1.4 times its height in pixels, so it reads well on a phone and does not swell on a desktop.
pub fn figure(
    label: String,
    caption: String,
    (width, height): (u32, u32),
    drawing: impl IntoView + 'static,
) -> impl IntoView {
    view! {
        <figure class="guide-figure">
            <svg
                viewBox=format!("0 0 {width} {height}")
                width="100%"
                height=(f64::from(height) * 1.4).round()
                role="img"
                aria-label=label
            >
                <rect x="0" y="0" width=width height=height rx="8" fill=PAPER />
                {drawing}
            </svg>
            <figcaption>{caption}</figcaption>
        </figure>
    }
}
