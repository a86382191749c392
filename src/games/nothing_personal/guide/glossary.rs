//! The glossary: every game term the screens use, as they write it, with a short meaning and the
//! section of How to play that tells more. The positions' names come from the board data, as
//! the board shows them.

use np_engine::position_info;

use crate::games::nothing_personal::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Term;

/// Every term of the game's screens, in `locale`.
pub fn glossary(locale: Locale) -> Vec<Term> {
    vec![
        position_term(locale, 9, tr!(locale, guide.positions.p9), "capo-ring"),
        position_term(locale, 8, tr!(locale, guide.positions.p8), "components"),
        position_term(locale, 7, tr!(locale, guide.positions.p7), "components"),
        position_term(locale, 6, tr!(locale, guide.positions.p6), "components"),
        position_term(locale, 5, tr!(locale, guide.positions.p5), "components"),
        position_term(locale, 4, tr!(locale, guide.positions.p4), "components"),
        position_term(locale, 3, tr!(locale, guide.positions.p3), "components"),
        position_term(locale, 2, tr!(locale, guide.positions.p2), "omerta"),
        position_term(locale, 1, tr!(locale, guide.positions.p1), "whack"),
        term(
            tr!(locale, guide.terms.respect.word),
            tr!(locale, guide.terms.respect.meaning),
            "goal",
        ),
        term(
            tr!(locale, guide.terms.money.word),
            tr!(locale, guide.terms.money.meaning),
            "goal",
        ),
        term(
            tr!(locale, guide.terms.associate.word),
            tr!(locale, guide.terms.associate.meaning),
            "components",
        ),
        term(
            tr!(locale, guide.terms.thug.word),
            tr!(locale, guide.terms.thug.meaning),
            "components",
        ),
        term(
            tr!(locale, guide.terms.hitman.word),
            tr!(locale, guide.terms.hitman.meaning),
            "components",
        ),
        term(
            tr!(locale, guide.terms.gambler.word),
            tr!(locale, guide.terms.gambler.meaning),
            "components",
        ),
        term(
            tr!(locale, guide.terms.conman.word),
            tr!(locale, guide.terms.conman.meaning),
            "components",
        ),
        term(
            tr!(locale, guide.terms.marker.word),
            tr!(locale, guide.terms.marker.meaning),
            "control",
        ),
        term(
            tr!(locale, guide.terms.neutral.word),
            tr!(locale, guide.terms.neutral.meaning),
            "control",
        ),
        term(
            tr!(locale, guide.terms.influence_card.word),
            tr!(locale, guide.terms.influence_card.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.gangster_deck.word),
            tr!(locale, guide.terms.gangster_deck.meaning),
            "family",
        ),
        term(
            tr!(locale, guide.terms.influence_deck.word),
            tr!(locale, guide.terms.influence_deck.meaning),
            "fence",
        ),
        term(
            tr!(locale, guide.terms.discard.word),
            tr!(locale, guide.terms.discard.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.commission.word),
            tr!(locale, guide.terms.commission.meaning),
            "commission",
        ),
        term(
            tr!(locale, guide.terms.crew.word),
            tr!(locale, guide.terms.crew.meaning),
            "crew",
        ),
        term(
            tr!(locale, guide.terms.fence.word),
            tr!(locale, guide.terms.fence.meaning),
            "fence",
        ),
        term(
            tr!(locale, guide.terms.feds.word),
            tr!(locale, guide.terms.feds.meaning),
            "feds",
        ),
        term(
            tr!(locale, guide.terms.family.word),
            tr!(locale, guide.terms.family.meaning),
            "family",
        ),
        term(
            tr!(locale, guide.terms.bookkeeping.word),
            tr!(locale, guide.terms.bookkeeping.meaning),
            "bookkeeping",
        ),
        term(
            tr!(locale, guide.terms.final_scoring.word),
            tr!(locale, guide.terms.final_scoring.meaning),
            "bookkeeping",
        ),
        term(
            tr!(locale, guide.terms.pass.word),
            tr!(locale, guide.terms.pass.meaning),
            "commission",
        ),
        term(
            tr!(locale, guide.terms.ante.word),
            tr!(locale, guide.terms.ante.meaning),
            "ante",
        ),
        term(
            tr!(locale, guide.terms.controller.word),
            tr!(locale, guide.terms.controller.meaning),
            "control",
        ),
        term(
            tr!(locale, guide.terms.tied.word),
            tr!(locale, guide.terms.tied.meaning),
            "control",
        ),
        term(
            tr!(locale, guide.terms.tiebreaker.word),
            tr!(locale, guide.terms.tiebreaker.meaning),
            "tiebreaker",
        ),
        term(
            tr!(locale, guide.terms.sealed_offer.word),
            tr!(locale, guide.terms.sealed_offer.meaning),
            "tiebreaker",
        ),
        term(
            tr!(locale, guide.terms.capo_ring.word),
            tr!(locale, guide.terms.capo_ring.meaning),
            "capo-ring",
        ),
        term(
            tr!(locale, guide.terms.income.word),
            tr!(locale, guide.terms.income.meaning),
            "crew",
        ),
        term(
            tr!(locale, guide.terms.position_action.word),
            tr!(locale, guide.terms.position_action.meaning),
            "crew",
        ),
        term(
            tr!(locale, guide.terms.make_a_move.word),
            tr!(locale, guide.terms.make_a_move.meaning),
            "make-a-move",
        ),
        term(
            tr!(locale, guide.terms.move_die.word),
            tr!(locale, guide.terms.move_die.meaning),
            "make-a-move",
        ),
        term(
            tr!(locale, guide.terms.reroll.word),
            tr!(locale, guide.terms.reroll.meaning),
            "make-a-move",
        ),
        term(
            tr!(locale, guide.terms.sideways.word),
            tr!(locale, guide.terms.sideways.meaning),
            "make-a-move",
        ),
        term(
            tr!(locale, guide.terms.shameful.word),
            tr!(locale, guide.terms.shameful.meaning),
            "make-a-move",
        ),
        term(
            tr!(locale, guide.terms.whack.word),
            tr!(locale, guide.terms.whack.meaning),
            "whack",
        ),
        term(
            tr!(locale, guide.terms.whack_die.word),
            tr!(locale, guide.terms.whack_die.meaning),
            "whack",
        ),
        term(
            tr!(locale, guide.terms.gun.word),
            tr!(locale, guide.terms.gun.meaning),
            "whack",
        ),
        term(
            tr!(locale, guide.terms.knife.word),
            tr!(locale, guide.terms.knife.meaning),
            "whack",
        ),
        term(
            tr!(locale, guide.terms.fishes.word),
            tr!(locale, guide.terms.fishes.meaning),
            "whack",
        ),
        term(
            tr!(locale, guide.terms.blackmail_coin.word),
            tr!(locale, guide.terms.blackmail_coin.meaning),
            "blackmail",
        ),
        term(
            tr!(locale, guide.terms.blackmailer.word),
            tr!(locale, guide.terms.blackmailer.meaning),
            "blackmail",
        ),
        term(
            tr!(locale, guide.terms.omerta_coin.word),
            tr!(locale, guide.terms.omerta_coin.meaning),
            "omerta",
        ),
        term(
            tr!(locale, guide.terms.during_crew.word),
            tr!(locale, guide.terms.during_crew.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.any_time.word),
            tr!(locale, guide.terms.any_time.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.snitch.word),
            tr!(locale, guide.terms.snitch.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.jailbreak.word),
            tr!(locale, guide.terms.jailbreak.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.reaction.word),
            tr!(locale, guide.terms.reaction.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.decline.word),
            tr!(locale, guide.terms.decline.meaning),
            "cards",
        ),
        term(
            tr!(locale, guide.terms.prison.word),
            tr!(locale, guide.terms.prison.meaning),
            "feds",
        ),
        term(
            tr!(locale, guide.terms.shake_down.word),
            tr!(locale, guide.terms.shake_down.meaning),
            "deals",
        ),
        term(
            tr!(locale, guide.terms.gift.word),
            tr!(locale, guide.terms.gift.meaning),
            "deals",
        ),
        term(
            tr!(locale, guide.terms.trade.word),
            tr!(locale, guide.terms.trade.meaning),
            "deals",
        ),
        term(
            tr!(locale, guide.terms.vacant.word),
            tr!(locale, guide.terms.vacant.meaning),
            "family",
        ),
        term(
            tr!(locale, guide.terms.appoint.word),
            tr!(locale, guide.terms.appoint.meaning),
            "family",
        ),
        term(
            tr!(locale, guide.terms.promoted.word),
            tr!(locale, guide.terms.promoted.meaning),
            "family",
        ),
        term(
            tr!(locale, guide.terms.number_die.word),
            tr!(locale, guide.terms.number_die.meaning),
            "bookkeeping",
        ),
    ]
}

fn term(word: String, meaning: String, section: &'static str) -> Term {
    Term {
        word,
        meaning,
        section: Some(section),
    }
}

/// A position's name as the board shows it, and what it means.
fn position_term(locale: Locale, number: u8, meaning: String, section: &'static str) -> Term {
    let word = position_info(number).map_or_else(String::new, |info| {
        if locale == Locale::ja {
            info.name_ja.to_string()
        } else {
            info.name_en.to_string()
        }
    });
    term(word, meaning, section)
}
