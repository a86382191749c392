//! A mobster card: its name, its number in the family, its family's colour and the ability card
//! under it (FB13.2.3); a button while the step offers it, named by what picking it does
//! ("Contract on Mick (The Kelly gang) with the Celebrity"); marked "Target" while the card in
//! the open counter window names it.

use leptos::prelude::*;

use super::{family_class, PickButton};
use crate::games::family_business::model::MobsterModel;
use crate::games::family_business::words::t;
use crate::shell::language::use_i18n;

#[component]
pub fn MobsterCard(m: MobsterModel) -> impl IntoView {
    let i18n = use_i18n();
    let concerned = if m.targeted { " concerned" } else { "" };
    let class = format!("mobster {}{concerned}", family_class(m.mobster.family));
    let face = {
        let (name, index, ability) = (m.name.clone(), m.mobster.index, m.ability.clone());
        let targeted = m.targeted;
        move || {
            view! {
                <span class="mobster-name">{name.clone()}</span>
                <span class="mobster-index" aria-hidden="true">{index}</span>
                {ability
                    .clone()
                    .map(|a| view! { <span class="mobster-ability" title=a.text>{a.name}</span> })}
                {targeted.then(|| view! { <span class="mobster-concern">{t!(i18n, counter.target)}</span> })}
            }
        }
    };
    match m.choice {
        Some(choice) => view! {
            <PickButton choice class=format!("{class} target")>
                {face()}
            </PickButton>
        }
        .into_any(),
        None => view! {
            <span class=class title=m.full_name.clone()>
                {face()}
            </span>
        }
        .into_any(),
    }
}
