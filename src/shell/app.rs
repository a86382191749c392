//! The root: the language context, the shell, and the screen shown.

use leptos::prelude::*;

use super::game::{Game, GameId, Games};
use super::language::*;
use super::replay_link::FRAGMENT_PREFIX;
use super::storage::LANGUAGE_KEY;
use super::store::{Screen, Shell};
use super::ui::{ExportText, HowToPlay, Notices, StartScreen, TopBar};
use super::words::tr;

/// Mounts the page, which plays `games`.
pub fn mount(games: Games) {
    leptos::mount::mount_to_body(move || view! { <App games /> });
}

/// A view of game `id`'s code: nothing until its code is loaded, then the view.
pub fn game_view(id: GameId, view: fn(&dyn Game) -> AnyView) -> impl IntoView {
    let card = Shell::get().games.by_id(id);
    card.map(|card| Suspend::new(async move { view((card.code)().await) }))
}

/// The name of the game shown (or of the How to play open), if any, followed by the
/// collection's.
fn document_title(shell: Shell, locale: Locale) -> String {
    let collection = tr!(locale, app.title);
    let game = match shell.screen.get() {
        Screen::Table(id) | Screen::Replay(id) => shell.games.by_id(id),
        Screen::Opening | Screen::Start => None,
    };
    let guide = shell
        .guide
        .with(|at| at.as_ref().and_then(|at| shell.games.by_id(&at.game)));
    match (guide, game) {
        (Some(card), _) => {
            let how = tr!(locale, guide.title, game = card.name.get(locale));
            format!("{how} — {collection}")
        }
        (None, Some(card)) => format!("{} — {collection}", card.name.get(locale)),
        (None, None) => collection,
    }
}

/// The page, which plays `games`.
#[component]
pub fn App(games: Games) -> impl IntoView {
    let shell = Shell::new(games);
    // The language chosen last time, else the browser's preference.
    let locale = shell
        .storage()
        .read_string(LANGUAGE_KEY)
        .and_then(|l| l.parse::<Locale>().ok())
        .unwrap_or_else(preferred);
    let language = Language::new(locale);
    provide_context(language);
    Effect::new(move |_| {
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", language.get_locale().as_ref());
        }
        document().set_title(&document_title(shell, language.get_locale()));
    });
    if shell.screen.get_untracked() == Screen::Opening {
        shell.resume_last();
    }
    // A replay link opens its replay, and a How to play address its section, when the page
    // opens and when one is pasted into it.
    let open_link = move || {
        if let Ok(fragment) = window().location().hash() {
            if shell.guide_address_changed(&fragment) {
                return;
            }
            if fragment.starts_with(FRAGMENT_PREFIX) {
                shell.open_link(fragment);
            }
        }
    };
    open_link();
    let _ = window_event_listener(leptos::ev::hashchange, move |_| open_link());
    // Embedded in another site's page: a new game when a listed origin asks for one.
    let embedded = super::embed::embedded();
    if embedded {
        if let Some(html) = document().document_element() {
            let _ = html.class_list().add_1("embed");
        }
    }
    super::embed::listen(move |command| {
        let locale = match command.language.as_deref() {
            Some("ja") => Locale::ja,
            Some(_) => Locale::en,
            None => language.get_locale_untracked(),
        };
        language.set_locale(locale);
        let Some(card) = shell.games.unnamed() else {
            return;
        };
        Shell::with_code(card, move |game| {
            // embed::NewGame admits only player counts every game of the page can seat.
            let _ = game.quick_start(command.players, command.bots, locale);
        });
    });
    super::embed::tell_host("{\"type\":\"np:ready\"}");
    // The screen is drawn anew only when it changes, not each time it is set.
    let screen = Memo::new(move |_| shell.screen.get());
    view! {
        <TopBar />
        <Notices />
        <ExportText />
        <HowToPlay />
        {move || match screen.get() {
            Screen::Opening => {
                view! {
                    <main class="opening" aria-busy="true">
                        <p role="status">{t!(language, app.opening)}</p>
                    </main>
                }
                    .into_any()
            }
            Screen::Start => view! { <StartScreen /> }.into_any(),
            Screen::Table(id) => game_view(id, |game| game.table()).into_any(),
            Screen::Replay(id) => game_view(id, |game| game.replay()).into_any(),
        }}
    }
}
