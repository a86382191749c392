//! Refusals and failures of Letters from Whitechapel in words: a refused answer (WC8.1.2), a
//! refused setup (WC2.1) and a save that cannot be resumed (WC9.6.2).

use wc_engine::{ActionError, Illegal, SaveError, SetupError};

use super::WcWords;
use crate::games::whitechapel::record::WcRecordError;
use crate::games::whitechapel::words::tr;
use crate::i18n::Locale;
use crate::shell::texts::Texts;

impl WcWords<'_> {
    pub fn action_error(&self, e: &ActionError) -> String {
        let l = self.locale;
        match e {
            ActionError::GameOver => tr!(l, shell.errors.game_over),
            ActionError::NotYourDecision { asked } => {
                tr!(l, errors.not_your_decision, name = self.name(*asked))
            }
            ActionError::WrongType => tr!(l, errors.wrong_type),
            ActionError::Illegal(illegal) => match illegal {
                Illegal::Hideout => tr!(l, errors.hideout),
                Illegal::Women => tr!(l, errors.women),
                Illegal::Patrols => tr!(l, errors.patrols),
                Illegal::Victim => tr!(l, errors.victim),
                Illegal::NoWait => tr!(l, errors.no_wait),
                Illegal::WretchedMove => tr!(l, errors.wretched),
                Illegal::Reveal => tr!(l, errors.reveal),
                Illegal::JackMove => tr!(l, errors.jack_move),
                Illegal::PoliceMove => tr!(l, errors.police_move),
                Illegal::PoliceAction => tr!(l, errors.police_action),
            },
        }
    }

    pub fn setup_error(&self, e: &SetupError) -> String {
        let l = self.locale;
        match e {
            SetupError::PlayerCount { players } => {
                tr!(l, errors.player_count, players = players)
            }
            SetupError::JackSeat { .. } => tr!(l, errors.jack_seat),
            SetupError::Controller { policeman } => {
                tr!(l, errors.controller, colour = self.colour(*policeman))
            }
            SetupError::IdleSeat { seat } => tr!(l, errors.idle_seat, name = self.name(*seat)),
        }
    }

    pub fn save_error(&self, e: &SaveError) -> String {
        let l = self.locale;
        match e {
            SaveError::Malformed { reason } => {
                tr!(l, errors.malformed, reason = reason.clone())
            }
            SaveError::OtherGame { game } => {
                tr!(l, shell.errors.other_game, game = game.clone())
            }
            SaveError::UnknownVersion { version } => tr!(
                l,
                errors.version,
                format = version.format,
                rules = version.rules.clone(),
                map = version.map
            ),
            SaveError::Setup(e) => self.setup_error(e),
            SaveError::NotPending { index } => tr!(l, errors.not_pending, number = index + 1),
            SaveError::Rejected { index, error } => tr!(
                l,
                errors.rejected,
                number = index + 1,
                reason = self.action_error(error)
            ),
        }
    }

    /// Why a stored game cannot be resumed, in both languages (for a notice that outlives the
    /// language chosen now), naming its players by `names`.
    pub fn record_error_in_both(e: &WcRecordError, names: &[String]) -> Texts {
        Texts {
            en: WcWords::new(Locale::en, names).record_error(e),
            ja: WcWords::new(Locale::ja, names).record_error(e),
        }
    }

    pub fn record_error(&self, e: &WcRecordError) -> String {
        let l = self.locale;
        match e {
            WcRecordError::Corrupt => tr!(l, shell.errors.corrupt),
            WcRecordError::UnknownVersion { version } => {
                tr!(l, shell.errors.unknown_version, version = version)
            }
            WcRecordError::BadSeats => tr!(l, shell.errors.bad_seats),
            WcRecordError::Save(e) => self.save_error(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::names;
    use super::*;
    use wc_engine::{Policeman, Seat};

    #[test]
    fn each_refusal_has_its_own_sentence_in_both_languages() {
        let names = names();
        for locale in [Locale::en, Locale::ja] {
            let w = WcWords::new(locale, &names);
            let texts = [
                w.action_error(&ActionError::NotYourDecision { asked: Seat(1) }),
                w.action_error(&ActionError::Illegal(Illegal::JackMove)),
                w.action_error(&ActionError::Illegal(Illegal::PoliceMove)),
                w.setup_error(&SetupError::Controller {
                    policeman: Policeman(2),
                }),
                w.setup_error(&SetupError::IdleSeat { seat: Seat(1) }),
                w.record_error(&WcRecordError::Save(SaveError::Rejected {
                    index: 4,
                    error: ActionError::WrongType,
                })),
                w.record_error(&WcRecordError::BadSeats),
            ];
            for (i, t) in texts.iter().enumerate() {
                assert!(!t.is_empty());
                assert!(!texts[..i].contains(t), "{t} said twice");
            }
            assert!(texts[0].contains("Bruno"));
            assert!(texts[4].contains("Bruno"));
            assert!(texts[5].contains('5'));
        }
    }
}
