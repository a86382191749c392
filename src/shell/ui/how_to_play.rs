//! How to play, the frame each game fills: a dialog over the screen shown with the game's name,
//! the table of contents, the game's sections and its glossary (every term, sorted, each with
//! a link to the section that tells more). It follows the page's language, which it can switch
//! too, and closes back to where the player was (Escape, or the button that says where).

use leptos::html::Dialog;
#[cfg(feature = "split")]
use leptos::prelude::lazy;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::Languages;
use crate::shell::game::GameCard;
use crate::shell::guide::{guide_address, Section, Term};
use crate::shell::language::*;
use crate::shell::later_styles::{self, LaterStyle};
use crate::shell::store::{Screen, Shell};

/// The id of the last section, which the frame adds: the glossary.
const GLOSSARY: &str = "glossary";

/// The How to play open, if any. The frame's code and its styles come when How to play first
/// opens, with the game's own code that fills it: the start screen does not wait for them. The
/// frame shows once its styles are there.
#[component]
pub fn HowToPlay() -> impl IntoView {
    let shell = Shell::get();
    // Drawn anew only when another game's How to play opens, not at each section.
    let game = Memo::new(move |_| shell.guide.with(|g| g.as_ref().map(|g| g.game.clone())));
    move || {
        game.get()
            .and_then(|id| shell.games.by_id(&id))
            .map(|card| {
                view! {
                    <Suspense fallback=|| ()>
                        {Suspend::new(async move {
                            let styles = later_styles::load(LaterStyle::Guide);
                            let frame = guide_frame(card).await;
                            styles.await;
                            frame
                        })}
                    </Suspense>
                }
            })
    }
}

/// The split point of the frame's code: a module of its own in the page.
#[cfg(feature = "split")]
#[lazy]
fn guide_frame(card: &'static GameCard) -> AnyView {
    view! { <GuideDialog card /> }.into_any()
}

/// The frame where the page is not split (the bots' worker, which never shows it).
#[cfg(not(feature = "split"))]
async fn guide_frame(card: &'static GameCard) -> AnyView {
    view! { <GuideDialog card /> }.into_any()
}

/// A link's click to section `id`: shown in place, the address following.
fn open_section(id: &'static str) -> impl Fn(leptos::ev::MouseEvent) {
    move |ev| {
        ev.prevent_default();
        Shell::get().guide_section(Some(id));
        show_section(Some(id));
    }
}

/// The element id of section `id`.
fn section_element(id: &str) -> String {
    format!("guide-{id}")
}

/// Brings section `id` to the top of the frame and gives its heading the focus; without a
/// section, the frame's title.
fn show_section(id: Option<&str>) {
    let heading = match id {
        Some(id) => format!("{}-title", section_element(id)),
        None => "guide-title".to_string(),
    };
    let Some(el) = document().get_element_by_id(&heading) else {
        return;
    };
    el.scroll_into_view_with_bool(true);
    if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }
}

/// Shows the dialog as modal once it is in the document: the frame's code may have come after
/// its view was built.
fn show_when_connected(dialog: web_sys::HtmlDialogElement) {
    if dialog.is_connected() {
        let _ = dialog.show_modal();
    } else {
        request_animation_frame(move || show_when_connected(dialog));
    }
}

#[component]
fn GuideDialog(card: &'static GameCard) -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    let dialog = NodeRef::<Dialog>::new();
    dialog.on_load(show_when_connected);
    let section = Memo::new(move |_| {
        shell
            .guide
            .with(|g| g.as_ref().and_then(|g| g.section.clone()))
    });
    // How many times the sections were drawn (once per language), so that the section asked
    // for is shown once it is there.
    let drawn = RwSignal::new(0u32);
    Effect::new(move |_| {
        if drawn.get() == 0 {
            return;
        }
        let id = section.get();
        request_animation_frame(move || show_section(id.as_deref()));
    });
    let back = move || {
        let words = match shell.screen.get() {
            Screen::Table(_) => t_string!(i18n, guide.back_table),
            Screen::Replay(_) => t_string!(i18n, guide.back_replay),
            Screen::Opening | Screen::Start => t_string!(i18n, guide.back_start),
        };
        words.to_string()
    };
    let contents = move || {
        let locale = i18n.get_locale();
        Suspend::new(async move {
            let game = (card.code)().await;
            let sections = game.how_to_play(locale);
            let mut glossary = game.glossary(locale);
            glossary.sort_by_key(|t| t.word.to_lowercase());
            let titles: Vec<(&'static str, String)> =
                sections.iter().map(|s| (s.id, s.title.clone())).collect();
            request_animation_frame(move || drawn.update(|n| *n += 1));
            view! {
                <Contents card titles=titles.clone() glossary=!glossary.is_empty() />
                {sections
                    .into_iter()
                    .map(|s| view! { <GuideSection section=s /> })
                    .collect_view()}
                <Glossary card terms=glossary titles />
            }
        })
    };
    view! {
        <dialog
            node_ref=dialog
            class="how-to-play"
            aria-labelledby="guide-title"
            on:cancel=move |ev: leptos::ev::Event| {
                ev.prevent_default();
                shell.close_guide();
            }
        >
            <header class="guide-bar">
                <h2 id="guide-title" tabindex="-1" autofocus>
                    {move || {
                        t_string!(i18n, guide.title, game = card.name.get(i18n.get_locale()))
                            .to_string()
                    }}
                </h2>
                <div class="guide-actions">
                    <Languages />
                    <button type="button" class="guide-close" on:click=move |_| shell.close_guide()>
                        {back}
                    </button>
                </div>
            </header>
            <div class="guide-body">
                <Suspense fallback=move || {
                    view! { <p role="status">{t!(i18n, app.opening)}</p> }
                }>{contents}</Suspense>
            </div>
        </dialog>
    }
}

/// The table of contents: a link to each section, the glossary last.
#[component]
fn Contents(
    card: &'static GameCard,
    titles: Vec<(&'static str, String)>,
    glossary: bool,
) -> impl IntoView {
    let i18n = use_i18n();
    let glossary = glossary.then(|| {
        view! {
            <li>
                <a href=guide_address(card.id, Some(GLOSSARY)) on:click=open_section(GLOSSARY)>
                    {t!(i18n, guide.glossary)}
                </a>
            </li>
        }
    });
    view! {
        <nav class="guide-contents" aria-label=move || t_string!(i18n, guide.contents)>
            <ol>
                {titles
                    .into_iter()
                    .map(|(id, title)| {
                        view! {
                            <li>
                                <a href=guide_address(card.id, Some(id)) on:click=open_section(id)>
                                    {title}
                                </a>
                            </li>
                        }
                    })
                    .collect_view()}
                {glossary}
            </ol>
        </nav>
    }
}

#[component]
fn GuideSection(section: Section) -> impl IntoView {
    let element = section_element(section.id);
    let heading = format!("{element}-title");
    let labelled = heading.clone();
    view! {
        <section class="guide-section" id=element aria-labelledby=labelled>
            <h3 id=heading tabindex="-1">{section.title}</h3>
            {section.body}
        </section>
    }
}

/// Every term of the game, sorted, with what it means and the section that tells more.
#[component]
fn Glossary(
    card: &'static GameCard,
    terms: Vec<Term>,
    titles: Vec<(&'static str, String)>,
) -> impl IntoView {
    let i18n = use_i18n();
    let element = section_element(GLOSSARY);
    let heading = format!("{element}-title");
    let labelled = heading.clone();
    (!terms.is_empty()).then(|| {
        view! {
            <section class="guide-section" id=element aria-labelledby=labelled>
                <h3 id=heading tabindex="-1">{t!(i18n, guide.glossary)}</h3>
                <dl class="guide-glossary">
                    {terms
                        .into_iter()
                        .map(|term| {
                            let more = term
                                .section
                                .and_then(|id| titles.iter().find(|(s, _)| *s == id))
                                .map(|(id, title)| {
                                    let title = title.clone();
                                    view! {
                                        " "
                                        <a href=guide_address(card.id, Some(id)) on:click=open_section(id)>
                                            {move || {
                                                t_string!(i18n, guide.more, section = title.clone())
                                                    .to_string()
                                            }}
                                        </a>
                                    }
                                });
                            view! {
                                <dt>{term.word}</dt>
                                <dd>{term.meaning}{more}</dd>
                            }
                        })
                        .collect_view()}
                </dl>
            </section>
        }
    })
}
