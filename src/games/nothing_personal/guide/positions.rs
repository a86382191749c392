//! The list of the nine positions, from the board data (R1.12.1): name, modifiers and position
//! action, as the board and the decision panel word them.

use leptos::prelude::*;
use np_engine::POSITIONS;

use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;

/// The positions from the Capo (9) down to the Third Guy (1).
pub fn list(locale: Locale) -> impl IntoView {
    let lines = POSITIONS
        .iter()
        .rev()
        .map(|info| {
            let name = if locale == Locale::ja {
                info.name_ja
            } else {
                info.name_en
            };
            let line = tr!(
                locale,
                guide.components.position_line,
                number = info.number,
                name = name,
                respect = signed(info.respect_mod),
                money = signed(info.money_mod),
                action = action(locale, info.number)
            );
            view! { <li>{line}</li> }
        })
        .collect_view();
    view! { <ul>{lines}</ul> }
}

/// A modifier with its sign: "+2", "−1", "0".
fn signed(n: i32) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

/// The position action, as the decision panel offers it.
fn action(locale: Locale, number: u8) -> String {
    match number {
        1 => tr!(locale, position_actions.p1),
        2 => tr!(locale, position_actions.p2),
        3 => tr!(locale, position_actions.p3),
        4 => tr!(locale, position_actions.p4),
        5 => tr!(locale, position_actions.p5),
        6 => tr!(locale, position_actions.p6),
        7 => tr!(locale, position_actions.p7),
        8 => tr!(locale, position_actions.p8),
        _ => tr!(locale, position_actions.p9),
    }
}
