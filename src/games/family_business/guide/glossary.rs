//! The glossary: every term the game's screens use, written as they write it, with what it
//! means and the section that tells more. The cards' names and short rules come from the same
//! places the screens take them from: the deck data and the `cards` and `abilities` texts.

use fb_engine::{Ability, Class, Kind};

use crate::games::family_business::words::{tr, FbWords};
use crate::shell::guide::Term;

fn term(word: String, meaning: String, section: &'static str) -> Term {
    Term {
        word,
        meaning,
        section: Some(section),
    }
}

/// The section that presents the cards of a class.
fn section_of(class: Class) -> &'static str {
    match class {
        Class::Attack => "attacks",
        Class::Rescue => "rescues",
        Class::Counter => "counters",
    }
}

/// The terms of the table: places, the war, turns and cards in general.
fn table_terms(words: &FbWords) -> Vec<Term> {
    let l = words.locale;
    vec![
        term(
            tr!(l, guide.term_hit_list),
            tr!(l, guide.term_hit_list_meaning),
            "hit-list",
        ),
        term(
            tr!(l, guide.term_wall),
            tr!(l, guide.term_wall_meaning),
            "hit-list",
        ),
        term(
            tr!(l, guide.term_row),
            tr!(l, guide.term_row_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_mobster),
            tr!(l, guide.term_mobster_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_family),
            tr!(l, guide.term_family_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_in_play),
            tr!(l, guide.term_in_play_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_graveyard),
            tr!(l, guide.term_graveyard_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_draw_pile),
            tr!(l, guide.term_draw_pile_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_discard_pile),
            tr!(l, guide.term_discard_pile_meaning),
            "components",
        ),
        term(
            tr!(l, guide.term_attack),
            tr!(l, guide.term_attack_meaning),
            "attacks",
        ),
        term(
            tr!(l, guide.term_rescue),
            tr!(l, guide.term_rescue_meaning),
            "rescues",
        ),
        term(
            tr!(l, guide.term_counter_card),
            tr!(l, guide.term_counter_card_meaning),
            "counters",
        ),
        term(
            tr!(l, guide.term_ability),
            tr!(l, guide.term_ability_meaning),
            "abilities",
        ),
        term(
            tr!(l, guide.term_hand_limit),
            tr!(l, guide.term_hand_limit_meaning),
            "turn",
        ),
        term(
            tr!(l, guide.term_refill),
            tr!(l, guide.term_refill_meaning),
            "turn",
        ),
        term(
            tr!(l, guide.term_target),
            tr!(l, guide.term_target_meaning),
            "playing-a-card",
        ),
        term(
            tr!(l, guide.term_without_effect),
            tr!(l, guide.term_without_effect_meaning),
            "playing-a-card",
        ),
        term(
            tr!(l, guide.term_counter),
            tr!(l, guide.term_counter_meaning),
            "counters",
        ),
        term(
            tr!(l, guide.term_counter_window),
            tr!(l, guide.term_counter_window_meaning),
            "counters",
        ),
        term(
            tr!(l, guide.term_decline),
            tr!(l, guide.term_decline_meaning),
            "counters",
        ),
        term(
            tr!(l, guide.term_mob_war),
            tr!(l, guide.term_mob_war_meaning),
            "mob-war",
        ),
        term(
            tr!(l, guide.term_fire),
            tr!(l, guide.term_fire_meaning),
            "mob-war",
        ),
        term(
            tr!(l, guide.term_double_fire),
            tr!(l, guide.term_double_fire_meaning),
            "mob-war",
        ),
        term(
            tr!(l, guide.term_out),
            tr!(l, guide.term_out_meaning),
            "elimination",
        ),
        term(
            tr!(l, guide.term_standings),
            tr!(l, guide.term_standings_meaning),
            "elimination",
        ),
    ]
}

/// Every term, the table's first, then each action card and each ability card. The Mob War
/// card is the table's term "Mob War", whose meaning names the card too.
pub fn terms(words: &FbWords) -> Vec<Term> {
    let cards = Kind::ALL
        .into_iter()
        .filter(|kind| *kind != Kind::MobWar)
        .map(|kind| {
            term(
                words.card(kind),
                words.card_text(kind),
                section_of(kind.class()),
            )
        });
    let abilities = Ability::ALL.into_iter().map(|ability| {
        term(
            words.ability(ability),
            words.ability_text(ability),
            "abilities",
        )
    });
    table_terms(words)
        .into_iter()
        .chain(cards)
        .chain(abilities)
        .collect()
}
