//! A mobster card: its name, its number in the family and its family's colour; a button while
//! the step offers it, named by what picking it does ("Contract on Mick (The Kelly gang)").

use leptos::prelude::*;

use super::{family_class, PickButton};
use crate::family_business::model::MobsterModel;

#[component]
pub fn MobsterCard(m: MobsterModel) -> impl IntoView {
    let class = format!("mobster {}", family_class(m.mobster.family));
    let face = {
        let (name, index) = (m.name.clone(), m.mobster.index);
        move || {
            view! {
                <span class="mobster-name">{name.clone()}</span>
                <span class="mobster-index" aria-hidden="true">{index}</span>
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
