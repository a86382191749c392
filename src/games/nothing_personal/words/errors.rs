//! Refusals and failures in words.

use np_engine::{ActionError, CardDataError, LoadError, RuleId, SchemaProblem, SetupError};

use super::Words;
use crate::games::nothing_personal::record::RecordError;
use crate::games::nothing_personal::words::tr;

impl Words<'_> {
    /// Why the engine refused an action.
    pub fn action_error(&self, e: &ActionError) -> String {
        match e {
            ActionError::GameOver => tr!(self.locale, shell.errors.game_over),
            ActionError::NotYourDecision => tr!(self.locale, errors.not_your_decision),
            ActionError::MalformedTrade => tr!(self.locale, errors.malformed_trade),
            ActionError::WrongKindOfAnswer => tr!(self.locale, errors.wrong_kind_of_answer),
            ActionError::WrongTarget => tr!(self.locale, errors.wrong_target),
            ActionError::NotEligible { rule } if *rule == RuleId::WINDOW_CLASSES => {
                tr!(self.locale, errors.not_eligible, rule = rule.to_string())
            }
            ActionError::NotEligible { rule } => {
                tr!(self.locale, errors.unresolvable, rule = rule.to_string())
            }
            ActionError::AnteOutOfRange { ante, low, high } => tr!(
                self.locale,
                errors.ante_out_of_range,
                ante = self.money(ante),
                low = self.money(low),
                high = self.money(high)
            ),
            ActionError::AmountTooHigh { amount, max } => tr!(
                self.locale,
                errors.amount_too_high,
                amount = self.money(amount),
                max = self.money(max)
            ),
            ActionError::WrongCardCount { need, given } => {
                tr!(
                    self.locale,
                    errors.wrong_card_count,
                    need = need,
                    given = given
                )
            }
            ActionError::CardNotInHand => tr!(self.locale, shell.errors.card_not_in_hand),
            ActionError::DrawnToGive => tr!(self.locale, errors.drawn_to_give),
            ActionError::CannotAfford { need, have } => tr!(
                self.locale,
                errors.cannot_afford,
                need = self.money(need),
                have = self.money(have)
            ),
            ActionError::NoSuchPlayer => tr!(self.locale, errors.no_such_player),
            ActionError::TradeLimit => tr!(self.locale, errors.trade_limit),
            ActionError::EmptyDeal => tr!(self.locale, errors.empty_deal),
            ActionError::BadCoinHandover => tr!(self.locale, errors.bad_coin_handover),
        }
    }

    pub fn setup_error(&self, e: &SetupError) -> String {
        match e {
            SetupError::PlayerCount { players } => {
                tr!(self.locale, errors.player_count, players = players)
            }
            SetupError::CardData(CardDataError::Schema { line, column }) => {
                tr!(
                    self.locale,
                    errors.card_data_at,
                    line = line,
                    column = column
                )
            }
            SetupError::CardData(_) => tr!(self.locale, shell.errors.card_data),
            SetupError::TypesUnavailable => tr!(self.locale, errors.types_unavailable),
            SetupError::CardSets => tr!(self.locale, errors.card_sets),
            SetupError::AskedSeats => tr!(self.locale, errors.asked_seats),
        }
    }

    /// What is wrong with a field of a saved game.
    fn schema_problem(&self, p: SchemaProblem) -> String {
        match p {
            SchemaProblem::Missing => tr!(self.locale, errors.field_missing),
            SchemaProblem::NotAnObject => tr!(self.locale, errors.field_not_object),
            SchemaProblem::NotAList => tr!(self.locale, errors.field_not_list),
            SchemaProblem::NotANumber => tr!(self.locale, errors.field_not_number),
            SchemaProblem::TooLarge => tr!(self.locale, errors.field_too_large),
            SchemaProblem::NotABoolean => tr!(self.locale, errors.field_not_boolean),
            SchemaProblem::UnknownKind => tr!(self.locale, errors.field_unknown_kind),
            SchemaProblem::NotAPair => tr!(self.locale, errors.field_not_pair),
        }
    }

    pub fn record_error(&self, e: &RecordError) -> String {
        match e {
            RecordError::Corrupt => tr!(self.locale, shell.errors.corrupt),
            RecordError::UnknownVersion { version } => {
                tr!(self.locale, shell.errors.unknown_version, version = version)
            }
            RecordError::BadSeats => tr!(self.locale, shell.errors.bad_seats),
            RecordError::Load(LoadError::Corrupt { .. }) => tr!(self.locale, shell.errors.corrupt),
            RecordError::Load(LoadError::Schema(e)) if e.path.is_empty() => {
                tr!(self.locale, shell.errors.corrupt)
            }
            RecordError::Load(LoadError::Schema(e)) => tr!(
                self.locale,
                errors.schema,
                path = e.path.clone(),
                problem = self.schema_problem(e.problem)
            ),
            RecordError::Load(LoadError::UnknownVersion { version }) => {
                tr!(self.locale, shell.errors.unknown_version, version = version)
            }
            RecordError::Load(LoadError::SeedMismatch) => tr!(self.locale, errors.seed_mismatch),
            RecordError::Load(LoadError::Setup(e)) => self.setup_error(e),
            RecordError::Load(LoadError::Rejected { index, error }) => tr!(
                self.locale,
                errors.rejected,
                number = index + 1,
                reason = self.action_error(error)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::games::nothing_personal::record::RecordError;
    use crate::i18n::Locale;
    use np_engine::{ActionError, LoadError, RuleId, SchemaError, SchemaProblem};

    #[test]
    fn refusals_say_what_is_wrong_in_both_languages() {
        let names = names();
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names);
            let text = w.action_error(&ActionError::CannotAfford { need: 20, have: 19 });
            assert!(text.contains("$20") && text.contains("$19"), "{text}");
            let text = w.record_error(&RecordError::Load(LoadError::Rejected {
                index: 11,
                error: ActionError::MalformedTrade,
            }));
            assert!(text.contains("12"), "{text}");
        }
    }

    /// A saved game not of the save's shape names the bad field and what is wrong with it.
    #[test]
    fn a_bad_field_of_a_save_is_named() {
        let names = names();
        let bad = |path: &str, problem| {
            RecordError::Load(LoadError::Schema(SchemaError {
                path: path.into(),
                problem,
            }))
        };
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names);
            let kind = w.record_error(&bad("actions[3][1].Answer", SchemaProblem::UnknownKind));
            let big = w.record_error(&bad("actions[2][0]", SchemaProblem::TooLarge));
            assert!(kind.contains("actions[3][1].Answer"), "{kind}");
            assert!(big.contains("actions[2][0]"), "{big}");
            assert_ne!(
                kind.replace("actions[3][1].Answer", ""),
                big.replace("actions[2][0]", ""),
                "each problem in its own words"
            );
            // The whole text not an object: no field to name.
            let whole = w.record_error(&bad("", SchemaProblem::NotAnObject));
            assert_eq!(whole, w.record_error(&RecordError::Corrupt));
        }
    }

    /// Each reason of a refused answer has its own sentence, with its amounts and rule, in
    /// both languages.
    #[test]
    fn each_refused_answer_says_its_own_reason() {
        let names = names();
        let reasons = [
            (ActionError::WrongKindOfAnswer, vec!["R12.3"]),
            (ActionError::WrongTarget, vec!["R12.1.3"]),
            (
                ActionError::NotEligible {
                    rule: RuleId::WINDOW_CLASSES,
                },
                vec!["R12.10.1"],
            ),
            (
                ActionError::NotEligible {
                    rule: RuleId([13, 1, 11]),
                },
                vec!["R13.1.11"],
            ),
            (
                ActionError::AnteOutOfRange {
                    ante: 3,
                    low: 4,
                    high: 10,
                },
                vec!["$3", "$4", "$10", "R4.4"],
            ),
            (
                ActionError::AmountTooHigh { amount: 3, max: 2 },
                vec!["$3", "$2"],
            ),
            (
                ActionError::WrongCardCount { need: 1, given: 2 },
                vec!["1", "2", "R11.6.2"],
            ),
        ];
        for locale in [Locale::en, Locale::ja] {
            let w = words(locale, &names);
            let mut seen = Vec::new();
            for (reason, parts) in &reasons {
                let text = w.action_error(reason);
                for part in parts {
                    assert!(text.contains(part), "{locale:?} {reason:?}: {text}");
                }
                assert!(!seen.contains(&text), "{locale:?}: {text} said twice");
                seen.push(text);
            }
        }
    }
}
