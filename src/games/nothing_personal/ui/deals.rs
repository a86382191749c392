//! Free operations at one's own decision (R12.2): shakedowns (R11.1), gifts (R11.5) and trade
//! proposals (R11.6). The engine checks each; a refusal is shown in words by the panel.

use leptos::prelude::*;
use np_engine::{Action, Bundle, CardId, Colour, GangsterId, PlayerId, Trade};

use super::{current_view, with_words};
use crate::games::nothing_personal::store::NpStore;
use crate::games::nothing_personal::words::{t, t_string};
use crate::shell::language::use_i18n;

/// What the deals forms need from the view.
#[derive(Clone, Debug, Default, PartialEq)]
struct DealsData {
    me: Option<PlayerId>,
    others: Vec<(PlayerId, String)>,
    /// The cards in hand a deal or a shakedown may take: all but those drawn to give one away.
    dealable: Vec<(CardId, String)>,
    /// Gangsters and the family owning the blackmail coin on them.
    coins: Vec<(GangsterId, String, Colour)>,
}

fn data() -> DealsData {
    let Some(view) = current_view() else {
        return DealsData::default();
    };
    with_words(|w, _| DealsData {
        me: Some(view.seat),
        others: view
            .seats
            .iter()
            .filter(|s| s.seat != view.seat)
            .map(|s| (s.seat, w.name(s.seat)))
            .collect(),
        dealable: view
            .hand
            .iter()
            .filter(|c| !view.drawn_to_give.contains(c))
            .map(|c| (*c, w.card(*c)))
            .collect(),
        coins: view
            .positions
            .iter()
            .chain(&view.associates)
            .flatten()
            .filter_map(|g| g.coin.map(|c| (g.id, w.gangster(g.id), c)))
            .collect(),
    })
    .unwrap_or_default()
}

fn amount(text: &str) -> u32 {
    text.trim().parse().unwrap_or(0)
}

#[component]
pub fn Deals() -> impl IntoView {
    let store = NpStore::get();
    let i18n = use_i18n();
    let data = Memo::new(move |_| data());
    let gift_to = RwSignal::new(None::<PlayerId>);
    let gift_money = RwSignal::new(String::new());
    let gift_cards = RwSignal::new(Vec::<CardId>::new());
    let trade_to = RwSignal::new(None::<PlayerId>);
    let give_money = RwSignal::new(String::new());
    let give_cards = RwSignal::new(Vec::<CardId>::new());
    let give_coins = RwSignal::new(Vec::<GangsterId>::new());
    let ask_money = RwSignal::new(String::new());
    let ask_cards = RwSignal::new(String::new());
    let ask_coins = RwSignal::new(Vec::<GangsterId>::new());

    let first_other = move || data.with(|d| d.others.first().map(|o| o.0));
    let send_gift = move |_| {
        let Some(to) = gift_to.get_untracked().or_else(first_other) else {
            return;
        };
        let action = Action::Gift {
            to,
            money: amount(&gift_money.get_untracked()),
            cards: gift_cards.get_untracked(),
        };
        if store.free_op(action).is_ok() {
            gift_money.set(String::new());
            gift_cards.set(Vec::new());
        }
    };
    let send_trade = move |_| {
        let Some(to) = trade_to.get_untracked().or_else(first_other) else {
            return;
        };
        let action = Action::ProposeTrade(Trade {
            to,
            give: Bundle {
                money: amount(&give_money.get_untracked()),
                cards: give_cards.get_untracked(),
                card_count: 0,
                coins: give_coins.get_untracked(),
            },
            ask: Bundle {
                money: amount(&ask_money.get_untracked()),
                cards: Vec::new(),
                card_count: amount(&ask_cards.get_untracked()),
                coins: ask_coins.get_untracked(),
            },
        });
        if store.free_op(action).is_ok() {
            give_money.set(String::new());
            give_cards.set(Vec::new());
            give_coins.set(Vec::new());
            ask_money.set(String::new());
            ask_cards.set(String::new());
            ask_coins.set(Vec::new());
        }
    };
    let toggle = |list: RwSignal<Vec<CardId>>, c: CardId| {
        list.update(|l| match l.iter().position(|x| *x == c) {
            Some(i) => {
                l.remove(i);
            }
            None => l.push(c),
        })
    };
    let toggle_coin = |list: RwSignal<Vec<GangsterId>>, g: GangsterId| {
        list.update(|l| match l.iter().position(|x| *x == g) {
            Some(i) => {
                l.remove(i);
            }
            None => l.push(g),
        })
    };
    let player_select = move |target: RwSignal<Option<PlayerId>>, id: &'static str| {
        view! {
            <select
                id=id
                on:change=move |ev| {
                    target.set(event_target_value(&ev).parse::<u8>().ok().map(PlayerId));
                }
            >
                {move || {
                    data.get()
                        .others
                        .into_iter()
                        .map(|(p, name)| view! { <option value=p.0.to_string() selected=move || target.get() == Some(p)>{name}</option> })
                        .collect_view()
                }}
            </select>
        }
    };
    view! {
        <details class="deals" aria-label=move || t_string!(i18n, deals.heading)>
            <summary>{t!(i18n, deals.heading)}</summary>
            <section class="deal shakedown" aria-labelledby="shakedown-heading">
                <h3 id="shakedown-heading">{t!(i18n, deals.shakedown)}</h3>
                <div class="choices">
                    {move || {
                        data.get()
                            .dealable
                            .into_iter()
                            .map(|(c, name)| {
                                view! {
                                    <button type="button" on:click=move |_| { let _ = store.free_op(Action::Shakedown(c)); }>
                                        {t_string!(i18n, deals.shake_card, card = name).to_string()}
                                    </button>
                                }
                            })
                            .collect_view()
                    }}
                </div>
            </section>
            <section class="deal gift" aria-labelledby="gift-heading">
                <h3 id="gift-heading">{t!(i18n, deals.gift)}</h3>
                <label for="gift-to">{t!(i18n, deals.to)}</label>
                {player_select(gift_to, "gift-to")}
                <label for="gift-money">{t!(i18n, deals.money)}</label>
                <input id="gift-money" type="number" min="0" prop:value=move || gift_money.get() on:input=move |ev| gift_money.set(event_target_value(&ev)) />
                <fieldset>
                    <legend>{t!(i18n, deals.cards)}</legend>
                    {move || data.get().dealable.into_iter().map(|(c, name)| view! {
                        <label class="check">
                            <input type="checkbox" prop:checked=move || gift_cards.with(|l| l.contains(&c)) on:change=move |_| toggle(gift_cards, c) />
                            <span>{name}</span>
                        </label>
                    }).collect_view()}
                </fieldset>
                <button type="button" on:click=send_gift>{t!(i18n, deals.give)}</button>
            </section>
            <section class="deal trade" aria-labelledby="trade-heading">
                <h3 id="trade-heading">{t!(i18n, deals.trade)}</h3>
                <label for="trade-to">{t!(i18n, deals.to)}</label>
                {player_select(trade_to, "trade-to")}
                <fieldset>
                    <legend>{t!(i18n, deals.you_give)}</legend>
                    <label for="give-money">{t!(i18n, deals.money)}</label>
                    <input id="give-money" type="number" min="0" prop:value=move || give_money.get() on:input=move |ev| give_money.set(event_target_value(&ev)) />
                    {move || data.get().dealable.into_iter().map(|(c, name)| view! {
                        <label class="check">
                            <input type="checkbox" prop:checked=move || give_cards.with(|l| l.contains(&c)) on:change=move |_| toggle(give_cards, c) />
                            <span>{name}</span>
                        </label>
                    }).collect_view()}
                    {move || {
                        let d = data.get();
                        let me = d.me;
                        d.coins.into_iter().filter(|(_, _, c)| me.is_some_and(|m| *c == Colour::Family(m))).map(|(g, name, _)| view! {
                            <label class="check">
                                <input type="checkbox" prop:checked=move || give_coins.with(|l| l.contains(&g)) on:change=move |_| toggle_coin(give_coins, g) />
                                <span>{t_string!(i18n, deals.coin_on, gangster = name).to_string()}</span>
                            </label>
                        }).collect_view()
                    }}
                </fieldset>
                <fieldset>
                    <legend>{t!(i18n, deals.you_ask)}</legend>
                    <label for="ask-money">{t!(i18n, deals.money)}</label>
                    <input id="ask-money" type="number" min="0" prop:value=move || ask_money.get() on:input=move |ev| ask_money.set(event_target_value(&ev)) />
                    <label for="ask-cards">{t!(i18n, deals.card_count)}</label>
                    <input id="ask-cards" type="number" min="0" prop:value=move || ask_cards.get() on:input=move |ev| ask_cards.set(event_target_value(&ev)) />
                    {move || {
                        let d = data.get();
                        let to = trade_to.get().or_else(|| d.others.first().map(|o| o.0));
                        d.coins.into_iter().filter(|(_, _, c)| to.is_some_and(|t| *c == Colour::Family(t))).map(|(g, name, _)| view! {
                            <label class="check">
                                <input type="checkbox" prop:checked=move || ask_coins.with(|l| l.contains(&g)) on:change=move |_| toggle_coin(ask_coins, g) />
                                <span>{t_string!(i18n, deals.coin_on, gangster = name).to_string()}</span>
                            </label>
                        }).collect_view()
                    }}
                </fieldset>
                <button type="button" on:click=send_trade>{t!(i18n, deals.propose)}</button>
            </section>
        </details>
    }
}
