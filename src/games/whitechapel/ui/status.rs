//! Where the night stands, for everyone (WC9.1): the night and round, the time of the crime or
//! Jack's moves left, his special tokens, the head of the investigation, the policemen, and
//! Jack's moves tonight by type and space; and which side the screen shows.

use leptos::prelude::*;
use wc_engine::{Policeman, View, Viewer};

use super::board::policeman_class;
use crate::games::whitechapel::lesson::STATUS_MARK;
use crate::games::whitechapel::words::{t_string, tr, WcWords};
use crate::shell::kit::coach_mark;
use crate::shell::language::use_i18n;

/// The night's status for `view`.
#[component]
pub fn WcStatus(#[prop(into)] view: Signal<Option<View>>) -> impl IntoView {
    let i18n = use_i18n();
    let lines = move || {
        let locale = i18n.get_locale();
        let words = WcWords::new(locale, &[]);
        view.with(|v| {
            let v = v.as_ref()?;
            let side = match v.viewer {
                Viewer::Jack => tr!(locale, table.you_jack),
                Viewer::Police => tr!(locale, table.you_police),
                Viewer::Spectator => tr!(locale, table.watching),
            };
            let phase = match v.spaces_left() {
                Some(left) => vec![
                    tr!(locale, table.round, round = v.round),
                    tr!(locale, table.moves_left, count = left),
                ],
                None => vec![
                    tr!(locale, table.before_crime),
                    tr!(locale, table.time, space = words.space(v.time)),
                ],
            };
            let chief = match v.chief {
                Some(p) => tr!(locale, table.chief, colour = words.colour(p)),
                None => tr!(locale, table.no_chief),
            };
            let policemen: Vec<(Policeman, String)> = Policeman::ALL
                .iter()
                .map(|p| {
                    let at = v.policemen[p.index()]
                        .map_or_else(|| tr!(locale, table.off_board), |x| words.crossing(x));
                    (*p, tr!(locale, table.policeman_at, policeman = words.colour(*p), crossing = at))
                })
                .collect();
            let moves: Vec<String> = v
                .moves
                .iter()
                .map(|m| {
                    tr!(
                        locale,
                        table.track_move,
                        kind = words.kind(m.kind),
                        space = words.space(m.space)
                    )
                })
                .collect();
            let scenes = if v.crime_scenes.is_empty() {
                tr!(locale, table.none)
            } else {
                words.circles(&v.crime_scenes)
            };
            let clues: Vec<_> = v.clues.members().collect();
            let clues = if clues.is_empty() {
                tr!(locale, table.none)
            } else {
                words.circles(&clues)
            };
            Some(view! {
                <p class="wc-side">{side}</p>
                <p class="wc-night">{tr!(locale, table.night, night = v.night)}</p>
                <ul class="wc-phase">
                    {phase.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                    <li>{tr!(locale, table.coaches, count = v.coaches)}</li>
                    <li>{tr!(locale, table.alleys, count = v.alleys)}</li>
                    <li>{chief}</li>
                </ul>
                <h3>{tr!(locale, table.policemen)}</h3>
                <ul class="wc-policemen">
                    {policemen
                        .into_iter()
                        .map(|(p, line)| {
                            view! {
                                <li>
                                    <span class=format!("wc-swatch {}", policeman_class(p)) aria-hidden="true">
                                        {words.letter(p)}
                                    </span>
                                    {line}
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
                <h3>{tr!(locale, table.track)}</h3>
                {if moves.is_empty() {
                    view! { <p class="track-empty">{tr!(locale, table.track_empty)}</p> }.into_any()
                } else {
                    view! {
                        <ol class="wc-track">
                            {moves.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}
                        </ol>
                    }
                        .into_any()
                }}
                <p class="scenes">{tr!(locale, table.crime_scenes, list = scenes)}</p>
                <p class="clues">{tr!(locale, table.clues, list = clues)}</p>
            })
        })
    };
    view! {
        <section
            class="panel wc-status"
            aria-label=move || t_string!(i18n, table.status)
            data-coach=coach_mark(STATUS_MARK.into())
        >
            {lines}
        </section>
    }
}
