//! A mobster card: its name, its number in the family, its family's colour and the ability card
//! under it (FB13.2.3); a button while the step offers it, named by what picking it does
//! ("Contract on Mick (The Kelly gang) with the Celebrity").

use leptos::prelude::*;

use super::{family_class, PickButton};
use crate::games::family_business::model::MobsterModel;

#[component]
pub fn MobsterCard(m: MobsterModel) -> impl IntoView {
    let class = format!("mobster {}", family_class(m.mobster.family));
    let face = {
        let (name, index, ability) = (m.name.clone(), m.mobster.index, m.ability.clone());
        move || {
            view! {
                <span class="mobster-name">{name.clone()}</span>
                <span class="mobster-index" aria-hidden="true">{index}</span>
                {ability
                    .clone()
                    .map(|a| view! { <span class="mobster-ability" title=a.text>{a.name}</span> })}
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
