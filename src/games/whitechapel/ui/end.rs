//! The end of the game (WC6.5): who won and why, Jack's hideout and each night's path, which
//! the map draws on request; then, at the table, a new game with the same seats or other ones,
//! the replay or a link to share it.

use leptos::prelude::*;
use wc_engine::{Cause, GameResult, Side};

use crate::games::whitechapel::store::WcStore;
use crate::games::whitechapel::words::{tr, WcWords};
use crate::shell::kit::EndActions;
use crate::shell::language::use_i18n;

/// The result of `result`; `show_path` draws a night's path on the map.
#[component]
pub fn WcEnd(
    #[prop(into)] result: Signal<Option<GameResult>>,
    #[prop(into)] show_path: Callback<u8>,
) -> impl IntoView {
    let store = WcStore::get();
    let i18n = use_i18n();
    let text =
        move || {
            let locale = i18n.get_locale();
            let words = WcWords::new(locale, &[]);
            result.with(|r| {
            let r = r.as_ref()?;
            let why = match r.cause {
                Cause::Escaped => tr!(locale, end.jack_escaped),
                Cause::Arrested {
                    night,
                    round,
                    policeman,
                    circle,
                } => tr!(
                    locale,
                    end.arrested,
                    colour = words.colour(policeman),
                    circle = words.circle(circle),
                    night = night,
                    round = round
                ),
                Cause::Trapped { night, round, circle } => tr!(
                    locale,
                    end.trapped,
                    circle = words.circle(circle),
                    night = night,
                    round = round
                ),
                Cause::OutOfTime { night, circle, .. } => tr!(
                    locale,
                    end.out_of_time,
                    circle = words.circle(circle),
                    night = night
                ),
            };
            let headline = match r.winner {
                Side::Jack => tr!(locale, log.jack_won),
                Side::Police => tr!(locale, log.police_won),
            };
            let nights = r
                .nights
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    let night = i as u8 + 1;
                    let path: Vec<String> = n.row.iter().map(|e| e.circle.0.to_string()).collect();
                    view! {
                        <li>
                            {tr!(locale, end.night_row, night = night, path = path.join(" → "))}
                            " "
                            <button type="button" on:click=move |_| show_path.run(night)>
                                {tr!(locale, end.show_path, night = night)}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <h2 id="wc-end-heading">{headline}</h2>
                <p class="why">{why}</p>
                <p class="hideout">{tr!(locale, end.hideout, circle = words.circle(r.hideout))}</p>
                <h3>{tr!(locale, end.nights)}</h3>
                <ol class="nights">{nights}</ol>
            })
        })
        };
    view! {
        <section class="panel end wc-end" aria-labelledby="wc-end-heading">
            {text}
            <Show when=move || store.at_table()>
                <EndActions
                    on_play_again=move |()| store.play_again()
                    on_watch=move |()| store.replay_current()
                    record=super::shown_record
                />
            </Show>
        </section>
    }
}
