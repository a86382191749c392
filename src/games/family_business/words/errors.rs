//! Refusals and failures of Family Business in words: a refused answer (FB11.1.3), a refused
//! setup (FB2.1) and a save that cannot be resumed (FB12.6.2).

use fb_engine::{ActionError, SaveError, SetupError};

use super::FbWords;
use crate::games::family_business::record::FbRecordError;
use crate::i18n::Locale;
use crate::shell::texts::Texts;
use crate::shell::words::tr;

impl FbWords<'_> {
    pub fn action_error(&self, e: &ActionError) -> String {
        match e {
            ActionError::GameOver => tr!(self, errors.game_over),
            ActionError::NotYourDecision { waiting } => {
                tr!(
                    self,
                    fb_errors.not_your_decision,
                    name = self.name(*waiting)
                )
            }
            ActionError::WrongDecision { .. } => tr!(self, fb_errors.wrong_decision),
            ActionError::NotInHand { .. } => tr!(self, errors.card_not_in_hand),
            ActionError::NotEligible { card } => {
                tr!(self, fb_errors.not_eligible, card = self.card_of(*card))
            }
            ActionError::HasResolution { card } => {
                tr!(self, fb_errors.has_resolution, card = self.card_of(*card))
            }
            ActionError::NoResolution { card } => {
                tr!(self, fb_errors.no_resolution, card = self.card_of(*card))
            }
            ActionError::IllegalChoice => tr!(self, fb_errors.illegal_choice),
        }
    }

    pub fn setup_error(&self, e: &SetupError) -> String {
        match e {
            SetupError::PlayerCount { players } => {
                tr!(self, fb_errors.player_count, players = players)
            }
            SetupError::Families => tr!(self, fb_errors.families),
            SetupError::FirstSeat { .. } => tr!(self, fb_errors.first_seat),
            SetupError::Deck(_) => tr!(self, errors.card_data),
        }
    }

    pub fn save_error(&self, e: &SaveError) -> String {
        match e {
            SaveError::Schema { .. } => tr!(self, errors.corrupt),
            SaveError::OtherGame { game } => tr!(self, errors.other_game, game = game.clone()),
            SaveError::Version { what, found } => tr!(
                self,
                fb_errors.version,
                what = what.to_string(),
                found = found.clone()
            ),
            SaveError::Setup(e) => self.setup_error(e),
            SaveError::Decision { index, .. } => {
                tr!(self, fb_errors.decision, number = index + 1)
            }
            SaveError::Answer { index, error } => tr!(
                self,
                fb_errors.answer,
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
            FbRecordError::Corrupt => tr!(self, errors.corrupt),
            FbRecordError::UnknownVersion { version } => {
                tr!(self, errors.unknown_version, version = version)
            }
            FbRecordError::BadSeats => tr!(self, errors.bad_seats),
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
