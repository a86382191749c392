//! The game in words, in the chosen language: names of things, events, decisions, answers and
//! errors. Plain functions of a [`Words`] context, so every sentence is tested natively.

mod answers;
mod decisions;
mod errors;
mod events;
mod moments;
mod namespace;

use np_engine::{
    position_info, CardDb, Colour, ControlPurpose, DeckKind, Die, Face, GangsterId, GangsterType,
    Phase, Place, PlayerId, RollPurpose, Zone,
};

use crate::games::nothing_personal::tone::Tone;
use crate::i18n::Locale;

pub(crate) use namespace::{t, t_string, tr};

/// Everything needed to put the game into words.
#[derive(Clone, Copy)]
pub struct Words<'a> {
    pub locale: Locale,
    /// Seat names, by seat.
    pub names: &'a [String],
    pub cards: &'static CardDb,
}

impl Words<'_> {
    fn japanese(&self) -> bool {
        self.locale == Locale::ja
    }

    /// A seat's name, as typed by the players.
    pub fn name(&self, p: PlayerId) -> String {
        self.names
            .get(p.index())
            .cloned()
            .unwrap_or_else(|| tr!(self.locale, players.player, n = p.index() + 1))
    }

    pub fn gangster(&self, g: GangsterId) -> String {
        let name = &self.cards.gangster(g).name;
        if self.japanese() {
            name.ja.clone()
        } else {
            name.en.clone()
        }
    }

    pub fn gangster_text(&self, g: GangsterId) -> String {
        let text = &self.cards.gangster(g).text;
        if self.japanese() {
            text.ja.clone()
        } else {
            text.en.clone()
        }
    }

    pub fn card(&self, c: np_engine::CardId) -> String {
        let name = &self.cards.influence(c).name;
        if self.japanese() {
            name.ja.clone()
        } else {
            name.en.clone()
        }
    }

    pub fn card_text(&self, c: np_engine::CardId) -> String {
        let text = &self.cards.influence(c).text;
        if self.japanese() {
            text.ja.clone()
        } else {
            text.en.clone()
        }
    }

    /// "Capo", "Third Guy".
    pub fn position(&self, p: u8) -> String {
        match position_info(p) {
            Some(info) if self.japanese() => info.name_ja.to_string(),
            Some(info) => info.name_en.to_string(),
            None => tr!(self.locale, board.position, n = p),
        }
    }

    /// "Capo (9)".
    pub fn position_numbered(&self, p: u8) -> String {
        tr!(
            self.locale,
            board.position_numbered,
            name = self.position(p),
            n = p
        )
    }

    pub fn place(&self, place: Place) -> String {
        match place {
            Place::Position(p) => self.position_numbered(p),
            Place::Associate(a) => tr!(self.locale, board.associate, n = a),
        }
    }

    pub fn zone(&self, zone: Zone) -> String {
        match zone {
            Zone::Board(place) => self.place(place),
            Zone::Prison => tr!(self.locale, board.prison),
            Zone::Fishes => tr!(self.locale, board.fishes),
            Zone::Deck => tr!(self.locale, board.gangster_deck),
        }
    }

    pub fn deck(&self, deck: DeckKind) -> String {
        match deck {
            DeckKind::Gangster => tr!(self.locale, board.gangster_deck),
            DeckKind::Influence => tr!(self.locale, board.influence_deck),
        }
    }

    /// "Red", "Neutral".
    pub fn tone(&self, tone: Tone) -> String {
        match tone {
            Tone::Family(0) => tr!(self.locale, families.red),
            Tone::Family(1) => tr!(self.locale, families.orange),
            Tone::Family(2) => tr!(self.locale, families.black),
            Tone::Family(3) => tr!(self.locale, families.white),
            Tone::Family(_) => tr!(self.locale, families.pink),
            Tone::Neutral => tr!(self.locale, families.neutral),
        }
    }

    /// The letter that tells a family apart without its colour: "R", "N".
    pub fn letter(&self, tone: Tone) -> String {
        match tone {
            Tone::Family(0) => tr!(self.locale, families.red_letter),
            Tone::Family(1) => tr!(self.locale, families.orange_letter),
            Tone::Family(2) => tr!(self.locale, families.black_letter),
            Tone::Family(3) => tr!(self.locale, families.white_letter),
            Tone::Family(_) => tr!(self.locale, families.pink_letter),
            Tone::Neutral => tr!(self.locale, families.neutral_letter),
        }
    }

    pub fn colour(&self, colour: Colour) -> String {
        self.tone(Tone::of(colour))
    }

    /// "Red family".
    pub fn family(&self, p: PlayerId) -> String {
        tr!(
            self.locale,
            families.family,
            colour = self.tone(Tone::of_seat(p))
        )
    }

    /// "Anna (Red)".
    pub fn name_family(&self, p: PlayerId) -> String {
        tr!(
            self.locale,
            players.name_family,
            name = self.name(p),
            colour = self.tone(Tone::of_seat(p))
        )
    }

    pub fn gangster_type(&self, t: Option<GangsterType>) -> String {
        match t {
            Some(GangsterType::Thug) => tr!(self.locale, types.thug),
            Some(GangsterType::Hitman) => tr!(self.locale, types.hitman),
            Some(GangsterType::Gambler) => tr!(self.locale, types.gambler),
            Some(GangsterType::Conman) => tr!(self.locale, types.conman),
            None => tr!(self.locale, types.none),
        }
    }

    pub fn phase(&self, phase: Phase) -> String {
        match phase {
            Phase::Setup => tr!(self.locale, phases.setup),
            Phase::Commission => tr!(self.locale, phases.commission),
            Phase::Crew => tr!(self.locale, phases.crew),
            Phase::Fence => tr!(self.locale, phases.fence),
            Phase::Feds => tr!(self.locale, phases.feds),
            Phase::Family => tr!(self.locale, phases.family),
            Phase::Bookkeeping => tr!(self.locale, phases.bookkeeping),
            Phase::FinalScoring => tr!(self.locale, phases.final_scoring),
            Phase::GameOver => tr!(self.locale, phases.game_over),
        }
    }

    pub fn die(&self, die: Die) -> String {
        match die {
            Die::Move => tr!(self.locale, dice.move_die),
            Die::Whack => tr!(self.locale, dice.whack_die),
            Die::Number => tr!(self.locale, dice.number_die),
        }
    }

    pub fn face(&self, face: Face) -> String {
        match face {
            Face::Knife => tr!(self.locale, dice.knife),
            Face::Ring => tr!(self.locale, dice.ring),
            Face::Gun => tr!(self.locale, dice.gun),
            Face::X => tr!(self.locale, dice.x),
            Face::Number(n) => n.to_string(),
        }
    }

    pub fn roll_purpose(&self, purpose: RollPurpose) -> String {
        match purpose {
            RollPurpose::MakeMove => tr!(self.locale, dice.for_move),
            RollPurpose::Whack => tr!(self.locale, dice.for_whack),
            RollPurpose::RolledValue => tr!(self.locale, dice.for_value),
            RollPurpose::GangWars => tr!(self.locale, dice.for_gang_wars),
            RollPurpose::DeathRoll => tr!(self.locale, dice.for_death_roll),
            RollPurpose::FinalTieBreak => tr!(self.locale, dice.for_tie_break),
        }
    }

    pub fn control_purpose(&self, purpose: ControlPurpose) -> String {
        match purpose {
            ControlPurpose::Income => tr!(self.locale, ties.income),
            ControlPurpose::Acting => tr!(self.locale, ties.acting),
            ControlPurpose::RespectLoss => tr!(self.locale, ties.respect_loss),
            ControlPurpose::Appointment => tr!(self.locale, ties.appointment),
            ControlPurpose::FinalScoring => tr!(self.locale, ties.final_scoring),
        }
    }

    /// "$5".
    pub fn money(&self, amount: impl std::fmt::Display) -> String {
        tr!(self.locale, units.money, amount = amount)
    }

    /// A list of names: "Anna, Bruno and Carla".
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => tr!(
                self.locale,
                units.list,
                items = init.join(&tr!(self.locale, units.comma)),
                last = last
            ),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use np_engine::base_cards;

    pub(crate) fn names() -> Vec<String> {
        ["Anna", "Bruno", "Carla", "Dario", "Elena"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    pub(crate) fn words(locale: Locale, names: &[String]) -> Words<'_> {
        Words {
            locale,
            names,
            cards: base_cards().expect("card data"),
        }
    }

    #[test]
    fn names_of_things_come_in_both_languages() {
        let names = names();
        let en = words(Locale::en, &names);
        let ja = words(Locale::ja, &names);
        assert_eq!(en.position(9), "Capo");
        assert_eq!(ja.position(9), "首領");
        assert_eq!(en.place(Place::Associate(2)), "Associate 2");
        assert_eq!(en.money(5), "$5");
        assert_eq!(en.name_family(PlayerId(0)), "Anna (Red)");
        assert_eq!(en.phase(Phase::Crew), "Crew");
        assert_eq!(ja.phase(Phase::Crew), "配下");
        assert_eq!(en.list(&["a".into(), "b".into(), "c".into()]), "a, b and c");
        // Every family has its own letter, so colour is never the only cue (R1.2.4).
        let mut letters: Vec<String> = (0..=np_engine::NEUTRAL_SLOT)
            .map(|s| en.letter(Tone::of(Colour::from_slot(s))))
            .collect();
        letters.sort();
        letters.dedup();
        assert_eq!(letters.len(), 6);
    }
}
