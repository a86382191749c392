//! A game of Family Business in words, in the chosen language: the names of the families, their
//! mobsters and the cards from the engine's data (FB1.3.5, FB1.3.6), and the page's sentences
//! from `locales/<language>/family_business.json`. Plain functions of an [`FbWords`] context,
//! tested natively.

mod abilities;
mod decisions;
mod errors;
mod events;
mod namespace;

use fb_engine::{
    deck, families, Ability, Card, Class, Deck, Family, Kind, Mobster, PlayerId, Target, Text,
};

use crate::i18n::Locale;

pub use abilities::provisional;
pub(crate) use namespace::{t, t_string, tr};

/// Everything needed to put a game into words.
#[derive(Clone, Copy)]
pub struct FbWords<'a> {
    pub locale: Locale,
    /// Seat names, by seat.
    pub names: &'a [String],
    /// The family of each seat.
    pub seat_families: &'a [u8],
    families: &'static [Family],
    deck: &'static Deck,
}

impl<'a> FbWords<'a> {
    /// The words of a game; `None` if the engine's data did not load (it is checked by the
    /// engine's tests).
    pub fn new(
        locale: Locale,
        names: &'a [String],
        seat_families: &'a [u8],
    ) -> Option<FbWords<'a>> {
        Some(FbWords {
            locale,
            names,
            seat_families,
            families: families().ok()?,
            deck: deck().ok()?,
        })
    }

    fn text(&self, text: &Text) -> String {
        match self.locale {
            Locale::ja => text.ja.clone(),
            Locale::en => text.en.clone(),
        }
    }

    /// A seat's name, as typed by the players.
    pub fn name(&self, p: PlayerId) -> String {
        self.names
            .get(p.index())
            .cloned()
            .unwrap_or_else(|| tr!(self.locale, words.player_n, n = p.index() + 1))
    }

    /// "The Moretti family".
    pub fn family(&self, family: u8) -> String {
        self.families
            .get(usize::from(family))
            .map(|f| self.text(&f.names))
            .unwrap_or_default()
    }

    /// The family of seat `p`.
    pub fn family_of(&self, p: PlayerId) -> u8 {
        self.seat_families.get(p.index()).copied().unwrap_or(p.0)
    }

    /// The seat whose family is `family`.
    pub fn owner(&self, family: u8) -> Option<PlayerId> {
        self.seat_families
            .iter()
            .position(|f| *f == family)
            .map(|i| PlayerId(i as u8))
    }

    /// "Anna (The Moretti family)".
    pub fn player(&self, p: PlayerId) -> String {
        tr!(
            self.locale,
            words.player,
            name = self.name(p),
            family = self.family(self.family_of(p))
        )
    }

    /// A mobster's own name: "Sal".
    pub fn mobster_name(&self, m: Mobster) -> String {
        self.families
            .get(usize::from(m.family))
            .and_then(|f| f.mobsters.get(usize::from(m.index).wrapping_sub(1)))
            .map(|t| self.text(t))
            .unwrap_or_else(|| m.index.to_string())
    }

    /// "Sal (The Moretti family)".
    pub fn mobster(&self, m: Mobster) -> String {
        tr!(
            self.locale,
            words.mobster,
            name = self.mobster_name(m),
            family = self.family(m.family)
        )
    }

    /// A list in the language's way: "Sal, Mick and Abe".
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => tr!(
                self.locale,
                words.list_and,
                items = rest.join(&tr!(self.locale, words.list_separator)),
                last = last.clone()
            ),
        }
    }

    /// A card kind's name, from the deck data (FB1.3.5).
    pub fn card(&self, kind: Kind) -> String {
        self.text(self.deck.kind_name(kind))
    }

    pub fn ability(&self, ability: Ability) -> String {
        self.text(self.deck.ability_name(ability))
    }

    pub fn card_of(&self, card: Card) -> String {
        match card {
            Card::Action(kind) => self.card(kind),
            Card::Ability(ability) => self.ability(ability),
        }
    }

    /// How many cards of a kind the deck holds, and whether the counts are provisional
    /// (FB1.3.7).
    pub fn count(&self, kind: Kind) -> u32 {
        self.deck.count(kind)
    }

    pub fn provisional(&self) -> bool {
        self.deck.provisional
    }

    /// The class of a card: "Attack card".
    pub fn class(&self, class: Class) -> String {
        match class {
            Class::Attack => tr!(self.locale, words.attack),
            Class::Rescue => tr!(self.locale, words.rescue),
            Class::Counter => tr!(self.locale, words.counter),
        }
    }

    /// A card's rule in short, from the specification (§5–§7).
    pub fn card_text(&self, kind: Kind) -> String {
        match kind {
            Kind::Contract => tr!(self.locale, cards.contract),
            Kind::ContractFiProof => tr!(self.locale, cards.contract_fi_proof),
            Kind::ContractUncounterable => tr!(self.locale, cards.contract_uncounterable),
            Kind::PriorityContract => tr!(self.locale, cards.priority_contract),
            Kind::DoubleContract => tr!(self.locale, cards.double_contract),
            Kind::Hit => tr!(self.locale, cards.hit),
            Kind::Massacre => tr!(self.locale, cards.massacre),
            Kind::DoubleCross => tr!(self.locale, cards.double_cross),
            Kind::MobWar => tr!(self.locale, cards.mob_war),
            Kind::Ambush => tr!(self.locale, cards.ambush),
            Kind::Vendetta => tr!(self.locale, cards.vendetta),
            Kind::Turncoat => tr!(self.locale, cards.turncoat),
            Kind::Lam => tr!(self.locale, cards.lam),
            Kind::PoliceProtection => tr!(self.locale, cards.police_protection),
            Kind::Substitution => tr!(self.locale, cards.substitution),
            Kind::Intrigue => tr!(self.locale, cards.intrigue),
            Kind::Truce => tr!(self.locale, cards.truce),
            Kind::Payoff => tr!(self.locale, cards.payoff),
            Kind::FederalCrackdown => tr!(self.locale, cards.federal_crackdown),
            Kind::MobPower => tr!(self.locale, cards.mob_power),
            Kind::FamilyInfluence => tr!(self.locale, cards.family_influence),
            Kind::Finger => tr!(self.locale, cards.finger),
            Kind::SafeHouse => tr!(self.locale, cards.safe_house),
        }
    }

    /// What a play declares, after the card's name (FB4.3.1): "Contract on Sal (The Moretti
    /// family)", "Double Contract on Sal and Vinnie (…)", "Payoff for Anna (…)".
    pub fn card_with_target(&self, card: Kind, target: Target) -> String {
        let card = self.card(card);
        match target {
            Target::Nobody => card,
            Target::Mobster(m) => tr!(
                self.locale,
                words.card_on,
                card = card,
                mobster = self.mobster(m)
            ),
            Target::Pair(first, second) if first == second => {
                tr!(
                    self.locale,
                    words.card_on_twice,
                    card = card,
                    mobster = self.mobster(first)
                )
            }
            Target::Pair(first, second) => tr!(
                self.locale,
                words.card_on_pair,
                card = card,
                first = self.mobster_name(first),
                second = self.mobster_name(second),
                family = self.family(first.family)
            ),
            Target::Shotgun { first, second } => tr!(
                self.locale,
                words.card_on_shotgun,
                card = card,
                first = self.mobster(first),
                second = self.mobster(second)
            ),
            Target::Swap { listed, substitute } => tr!(
                self.locale,
                words.card_swap,
                card = card,
                listed = self.mobster(listed),
                substitute = self.mobster(substitute)
            ),
            Target::Player(p) => tr!(
                self.locale,
                words.card_for,
                card = card,
                player = self.player(p)
            ),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) const NAMES: [&str; 4] = ["Anna", "Bruno", "Carla", "Dario"];

    pub(crate) fn names() -> Vec<String> {
        NAMES.iter().map(|n| n.to_string()).collect()
    }

    pub(crate) fn words<'a>(
        locale: Locale,
        names: &'a [String],
        families: &'a [u8],
    ) -> FbWords<'a> {
        FbWords::new(locale, names, families).expect("data")
    }

    pub(crate) fn m(family: u8, index: u8) -> Mobster {
        Mobster { family, index }
    }

    #[test]
    fn mobsters_and_players_carry_their_family_in_both_languages() {
        let names = names();
        let en = words(Locale::en, &names, &[0, 1, 2, 3]);
        assert_eq!(en.mobster(m(0, 1)), "Sal (The Moretti family)");
        assert_eq!(en.player(PlayerId(1)), "Bruno (The Kelly gang)");
        let ja = words(Locale::ja, &names, &[0, 1, 2, 3]);
        assert_eq!(ja.mobster(m(0, 1)), "サル（モレッティ・ファミリー）");
        // A seat may take any family (FB2.1).
        let other = words(Locale::en, &names, &[5, 1, 2, 3]);
        assert_eq!(other.player(PlayerId(0)), "Anna (The Garza syndicate)");
        assert_eq!(other.owner(5), Some(PlayerId(0)));
    }

    #[test]
    fn plays_name_what_they_declare() {
        let names = names();
        let en = words(Locale::en, &names, &[0, 1, 2, 3]);
        assert_eq!(
            en.card_with_target(Kind::Contract, Target::Mobster(m(1, 2))),
            "Contract on Danny (The Kelly gang)"
        );
        assert_eq!(
            en.card_with_target(Kind::DoubleContract, Target::Pair(m(1, 1), m(1, 2))),
            "Double Contract on Mick and Danny (The Kelly gang)"
        );
        assert_eq!(
            en.card_with_target(Kind::Payoff, Target::Player(PlayerId(2))),
            "Payoff for Carla (The Rosen outfit)"
        );
        assert_eq!(en.card_with_target(Kind::MobWar, Target::Nobody), "Mob War");
        assert_eq!(en.list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
        let ja = words(Locale::ja, &names, &[0, 1, 2, 3]);
        assert_eq!(ja.list(&["a".into(), "b".into(), "c".into()]), "a、bとc");
    }

    #[test]
    fn every_card_has_a_rule_text_and_a_count_in_both_languages() {
        let names = names();
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names, &[0, 1]);
            let total: u32 = Kind::ALL.iter().map(|k| w.count(*k)).sum();
            assert_eq!(total, fb_engine::BASE_CARDS);
            for kind in Kind::ALL {
                assert!(!w.card_text(kind).is_empty());
                assert!(!w.card(kind).is_empty());
            }
        }
    }
}
