//! Refusals and failures of Family Business in words: a refused answer (FB11.1.3), a refused
//! setup (FB2.1) and a save that cannot be resumed (FB12.6.2).

use fb_engine::{ActionError, SaveError, SetupError};

use super::FbWords;
use crate::games::family_business::record::FbRecordError;
use crate::games::family_business::words::tr;
use crate::i18n::Locale;
use crate::shell::texts::Texts;

impl FbWords<'_> {
    pub fn action_error(&self, e: &ActionError) -> String {
        match e {
            ActionError::GameOver => tr!(self.locale, shell.errors.game_over),
            ActionError::NotYourDecision { waiting } => {
                tr!(
                    self.locale,
                    errors.not_your_decision,
                    name = self.name(*waiting)
                )
            }
            ActionError::WrongDecision { .. } => tr!(self.locale, errors.wrong_decision),
            ActionError::NotInHand { .. } => tr!(self.locale, shell.errors.card_not_in_hand),
            ActionError::NotEligible { card } => {
                tr!(self.locale, errors.not_eligible, card = self.card_of(*card))
            }
            ActionError::HasResolution { card } => {
                tr!(
                    self.locale,
                    errors.has_resolution,
                    card = self.card_of(*card)
                )
            }
            ActionError::NoResolution { card } => {
                tr!(
                    self.locale,
                    errors.no_resolution,
                    card = self.card_of(*card)
                )
            }
            ActionError::IllegalChoice => tr!(self.locale, errors.illegal_choice),
        }
    }

    pub fn setup_error(&self, e: &SetupError) -> String {
        match e {
            SetupError::PlayerCount { players } => {
                tr!(self.locale, errors.player_count, players = players)
            }
            SetupError::Families => tr!(self.locale, errors.families),
            SetupError::FirstSeat { .. } => tr!(self.locale, errors.first_seat),
            SetupError::Deck(_) => tr!(self.locale, shell.errors.card_data),
        }
    }

    pub fn save_error(&self, e: &SaveError) -> String {
        match e {
            SaveError::Schema { .. } => tr!(self.locale, shell.errors.corrupt),
            SaveError::OtherGame { game } => {
                tr!(self.locale, shell.errors.other_game, game = game.clone())
            }
            SaveError::Version { what, found } => tr!(
                self.locale,
                errors.version,
                what = what.to_string(),
                found = found.clone()
            ),
            SaveError::Setup(e) => self.setup_error(e),
            SaveError::Decision { index, .. } => {
                tr!(self.locale, errors.decision, number = index + 1)
            }
            SaveError::Answer { index, error } => tr!(
                self.locale,
                errors.answer,
                number = index + 1,
                reason = self.action_error(error)
            ),
        }
    }

    /// Why a stored game cannot be resumed, in both languages (for a notice that outlives the
    /// language chosen now), naming its players by `names`.
    pub fn record_error_in_both(e: &FbRecordError, names: &[String]) -> Texts {
        let say = |locale| {
            FbWords::new(locale, names, &[]).map_or_else(String::new, |w| w.record_error(e))
        };
        Texts {
            en: say(Locale::en),
            ja: say(Locale::ja),
        }
    }

    pub fn record_error(&self, e: &FbRecordError) -> String {
        match e {
            FbRecordError::Corrupt => tr!(self.locale, shell.errors.corrupt),
            FbRecordError::UnknownVersion { version } => {
                tr!(self.locale, shell.errors.unknown_version, version = version)
            }
            FbRecordError::BadSeats => tr!(self.locale, shell.errors.bad_seats),
            FbRecordError::Save(e) => self.save_error(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::games::family_business::record::FbRecordError;
    use crate::i18n::Locale;
    use fb_engine::{ActionError, Card, Kind, PlayerId, SaveError, SetupError};

    #[test]
    fn each_refusal_has_its_own_sentence_in_both_languages() {
        let names = names();
        let card = Card::Action(Kind::Contract);
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names, &[0, 1, 2, 3]);
            let texts = [
                w.action_error(&ActionError::NotYourDecision {
                    waiting: PlayerId(1),
                }),
                w.action_error(&ActionError::HasResolution { card }),
                w.action_error(&ActionError::NoResolution { card }),
                w.action_error(&ActionError::IllegalChoice),
                w.setup_error(&SetupError::Families),
                w.record_error(&FbRecordError::Save(SaveError::OtherGame {
                    game: "chess".into(),
                })),
                w.record_error(&FbRecordError::Save(SaveError::Answer {
                    index: 4,
                    error: ActionError::IllegalChoice,
                })),
            ];
            for (i, t) in texts.iter().enumerate() {
                assert!(!t.is_empty());
                assert!(!texts[..i].contains(t), "{t} said twice");
            }
            assert!(texts[0].contains("Bruno"));
            assert!(texts[5].contains("chess"));
            assert!(texts[6].contains('5'));
        }
    }
}
