//! The start screen: a new game set up — the game chosen (each with its How to play and its
//! Learn to play), then its start button, seats and options by the game's own setup, shown once
//! the game's code has arrived — and beside it the saved games of every game (continue, rename,
//! replay, export, delete). On a phone the saved games come first, where a returning player
//! continues at once; without any, they come after the new game.

use leptos::prelude::*;

use super::how_to_play_button::HowToPlayButton;

use super::learn::LearnButton;
use super::your_games::GameList;
use crate::shell::game::GameCard;
use crate::shell::language::*;
use crate::shell::store::Shell;

#[component]
pub fn StartScreen() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    let cards = shell.games.0;
    let chosen = RwSignal::new(cards.first().map_or("", |c| c.id));
    // The chosen game's setup, once its code has arrived.
    let setup = move || {
        let card = shell.games.by_id(chosen.get())?;
        Some(view! {
            <Suspense fallback=move || {
                view! { <p class="opening" role="status">{t!(i18n, app.opening)}</p> }
            }>{Suspend::new(async move { (card.code)().await.setup() })}</Suspense>
        })
    };
    let returning = Memo::new(move |_| shell.saved.with(|g| !g.entries.is_empty()));
    // What the last import gave, kept while the list moves before the new game.
    let imported = RwSignal::new(None::<Result<String, String>>);
    view! {
        <main class="start" class:returning=returning>
            {move || returning.get().then(|| view! { <GameList imported /> })}
            <form class="new-game" novalidate>
                <h2>{t!(i18n, start.heading)}</h2>
                <fieldset class="game-choice">
                    <legend>{t!(i18n, start.game)}</legend>
                    {cards
                        .iter()
                        .map(|card: &&'static GameCard| {
                            let card: &'static GameCard = card;
                            let hint = format!("game-{}-hint", card.id);
                            view! {
                                <div class="game-option">
                                    <label class="radio">
                                        <input
                                            type="radio"
                                            name="game"
                                            aria-describedby=hint.clone()
                                            prop:checked=move || chosen.get() == card.id
                                            on:change=move |_| chosen.set(card.id)
                                        />
                                        <span class="game-name">
                                            {move || card.name.get(i18n.get_locale())}
                                        </span>
                                    </label>
                                    <HowToPlayButton card />
                                    <p class="hint" id=hint>
                                        {move || card.hint.get(i18n.get_locale())}
                                    </p>
                                    {card.lesson.then(|| view! { <LearnButton card /> })}
                                </div>
                            }
                        })
                        .collect_view()}
                </fieldset>
                {setup}
            </form>
            {move || (!returning.get()).then(|| view! { <GameList imported /> })}
        </main>
    }
}
