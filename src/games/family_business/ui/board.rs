//! The table's public state (FB12.1.1): the turn, the Mob War and its fire, the piles, the Hit
//! List with the wall marked, every family's nine mobsters with its hand size and whether it is
//! out, the ability cards in play (FB13.2.3) and the graveyard. Mobsters the viewer's step
//! offers are buttons where they stand.

use leptos::prelude::*;

use super::mobster::MobsterCard;
use super::{current_view, family_class, offered_now, with_words};
use crate::games::family_business::lesson::{family_mark, HIT_LIST_MARK};
use crate::games::family_business::model::{
    AbilityModel, FamilyConcern, FamilyModel, MobsterModel, TableModel, War, Zone,
};
use crate::games::family_business::words::{t, t_string};
use crate::shell::kit::coach_mark;
use crate::shell::language::use_i18n;

#[component]
pub fn Board() -> impl IntoView {
    let i18n = use_i18n();
    let table = Memo::new(move |_| {
        let view = current_view()?;
        let offered = offered_now();
        with_words(|w, _| TableModel::new(&view, w, &offered))
    });
    view! {
        {move || {
            table
                .get()
                .map(|t| {
                    view! {
                        <section class="fb-board" aria-label=move || t_string!(i18n, table.table)>
                            <State t=t.clone() />
                            <HitList t=t.clone() />
                            <Abilities abilities=t.abilities.clone() />
                            <section class="fb-families" aria-labelledby="fb-families-heading">
                                <h3 id="fb-families-heading">{t!(i18n, table.families)}</h3>
                                {t.families.into_iter().map(|f| view! { <Family f /> }).collect_view()}
                            </section>
                            <Graveyard dead=t.graveyard />
                        </section>
                    }
                })
        }}
    }
}

/// The turn, the war and the piles.
#[component]
fn State(t: TableModel) -> impl IntoView {
    let i18n = use_i18n();
    let war_class = match t.war {
        War::Off => "war war-off",
        War::Fire(1) => "war war-fire-1",
        War::Fire(_) => "war war-fire-2",
    };
    let discard = t.discard_top.clone();
    let discard_count = t.discard_count;
    view! {
        <div class="fb-state">
            <p class="fb-turn">
                <span class="turn-number">{move || t_string!(i18n, table.turn, turn = t.turn).to_string()}</span>
                <span class="turn-active">{t.active.clone()}</span>
            </p>
            <p class=war_class role="status">
                <span class="flames" aria-hidden="true"></span>
                {t.war_text.clone()}
            </p>
            <dl class="piles">
                <div>
                    <dt>{t!(i18n, table.draw_pile)}</dt>
                    <dd>
                        {move || {
                            if t.draw_pile == 1 {
                                t_string!(i18n, table.one_card).to_string()
                            } else {
                                t_string!(i18n, table.cards, count = t.draw_pile).to_string()
                            }
                        }}
                    </dd>
                </div>
                <div>
                    <dt>{t!(i18n, table.discard_pile)}</dt>
                    <dd>
                        {move || match discard.clone() {
                            Some(card) if discard_count == 1 => {
                                t_string!(i18n, table.discard_top_one, card = card).to_string()
                            }
                            Some(card) => {
                                t_string!(i18n, table.discard_top, count = discard_count, card = card)
                                    .to_string()
                            }
                            None => t_string!(i18n, table.cards, count = 0).to_string(),
                        }}
                    </dd>
                </div>
            </dl>
        </div>
    }
}

/// The Hit List, the wall first (FB0.5).
#[component]
fn HitList(t: TableModel) -> impl IntoView {
    let i18n = use_i18n();
    let empty = t.hit_list.is_empty();
    let intrigue = t.intrigue.clone();
    view! {
        <section
            class="hit-list"
            aria-labelledby="hit-list-heading"
            data-coach=coach_mark(HIT_LIST_MARK.into())
        >
            <h3 id="hit-list-heading">{t!(i18n, table.hit_list)}</h3>
            {intrigue.map(|text| view! { <p class="intrigue">{text}</p> })}
            {if empty {
                view! { <p class="empty">{t!(i18n, table.hit_list_empty)}</p> }.into_any()
            } else {
                view! {
                    <ol class="hit-list-slots">
                        {t.hit_list
                            .into_iter()
                            .enumerate()
                            .map(|(i, m)| {
                                let position = i + 1;
                                let wall = position == 1;
                                view! {
                                    <li class="hit-slot" class:wall=wall>
                                        <span class="hit-position">
                                            {move || {
                                                if wall {
                                                    t_string!(i18n, table.wall).to_string()
                                                } else {
                                                    t_string!(i18n, table.position, n = position).to_string()
                                                }
                                            }}
                                        </span>
                                        <MobsterCard m />
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                }
                    .into_any()
            }}
        </section>
    }
}

/// The ability cards under mobsters in play, each with its rule in short (FB13.2.3), the
/// provisional ones marked (FB13.2.1); nothing before the first is attached.
#[component]
fn Abilities(abilities: Vec<(String, AbilityModel)>) -> impl IntoView {
    let i18n = use_i18n();
    (!abilities.is_empty()).then(|| {
        view! {
            <section class="fb-abilities" aria-labelledby="fb-abilities-heading">
                <h3 id="fb-abilities-heading">{t!(i18n, table.abilities)}</h3>
                <dl>
                    {abilities
                        .into_iter()
                        .map(|(mobster, a)| {
                            view! {
                                <div>
                                    <dt>
                                        <span class="ability-name">{a.name}</span>
                                        <span class="ability-mobster">{mobster}</span>
                                    </dt>
                                    <dd>
                                        {a.text}
                                        {a.provisional.then(|| view! { <span class="provisional-text">{t!(i18n, words.provisional)}</span> })}
                                    </dd>
                                </div>
                            }
                        })
                        .collect_view()}
                </dl>
            </section>
        }
    })
}

/// One family: its player, hand size and mobsters in play, and its nine mobsters where they
/// are.
#[component]
fn Family(f: FamilyModel) -> impl IntoView {
    let i18n = use_i18n();
    let label = f.label.clone();
    let heading_id = format!("fb-family-{}", f.seat.0);
    let out = f.out;
    let active = f.active;
    let concern = f.concern;
    view! {
        <section
            class=format!("fb-family {}", family_class(f.family))
            class:out=out
            class:active=active
            class:concerned=concern.is_some()
            aria-label=label
            data-coach=coach_mark(family_mark(f.seat))
        >
            <header class="fb-family-head">
                <span class="family-swatch" aria-hidden="true"></span>
                <h4 id=heading_id>
                    <span class="player-name">{f.name.clone()}</span>
                    <span class="family">{f.family_name.clone()}</span>
                </h4>
                {out.then(|| view! { <span class="badge out">{t!(i18n, table.out)}</span> })}
                {concern.map(|c| view! {
                    <span class="badge concern">
                        {move || match c {
                            FamilyConcern::Playing => t_string!(i18n, counter.playing),
                            FamilyConcern::Targeted => t_string!(i18n, counter.target),
                        }}
                    </span>
                })}
                <dl class="stats">
                    <div>
                        <dt>{t!(i18n, table.hand_size)}</dt>
                        <dd>{f.hand_size}</dd>
                    </div>
                    <div>
                        <dt>{t!(i18n, table.in_play)}</dt>
                        <dd>{f.in_play}</dd>
                    </div>
                </dl>
            </header>
            <ol class="mobsters" aria-label=move || t_string!(i18n, table.mobsters_of, family = f.family_name.clone()).to_string()>
                {f.mobsters.into_iter().map(|m| view! { <Slot m /> }).collect_view()}
            </ol>
        </section>
    }
}

/// A family's mobster in its row, or a trace of where it went.
#[component]
fn Slot(m: MobsterModel) -> impl IntoView {
    let i18n = use_i18n();
    let zone = m.zone;
    let name = m.name.clone();
    match zone {
        Zone::Row => view! { <li class="slot"><MobsterCard m /></li> }.into_any(),
        Zone::Listed(n) => view! {
            <li class="slot away listed">
                <span class="mobster-name">{name}</span>
                <span class="where">{move || t_string!(i18n, table.listed_at, n = n).to_string()}</span>
            </li>
        }
        .into_any(),
        Zone::Dead => view! {
            <li class="slot away dead">
                <span class="mobster-name">{name}</span>
                <span class="where">{t!(i18n, table.dead)}</span>
            </li>
        }
        .into_any(),
    }
}

/// The graveyard, in order of arrival.
#[component]
fn Graveyard(dead: Vec<MobsterModel>) -> impl IntoView {
    let i18n = use_i18n();
    let empty = dead.is_empty();
    view! {
        <section class="graveyard" aria-labelledby="graveyard-heading">
            <h3 id="graveyard-heading">{t!(i18n, table.graveyard)}</h3>
            {if empty {
                view! { <p class="empty">{t!(i18n, table.graveyard_empty)}</p> }.into_any()
            } else {
                view! {
                    <ul class="graveyard-list">
                        {dead.into_iter().map(|m| view! { <li><MobsterCard m /></li> }).collect_view()}
                    </ul>
                }
                    .into_any()
            }}
        </section>
    }
}
