//! The die roll the dice tray shows (R12.4.1: every roll is shown): the last one, or while a
//! reroll or a response window is asked, only the roll of the action it answers.

use np_engine::{DecisionKind, Event, WindowKind};

use crate::games::nothing_personal::session::LogEntry;
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceModel {
    /// The log index of the roll: a new index is a new roll to animate.
    pub index: usize,
    pub die: np_engine::Die,
    /// "Move die: 4".
    pub text: String,
    pub face: String,
    pub purpose: String,
}

/// The dice tray: a roll, or the words said in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrayModel {
    pub roll: Option<DiceModel>,
    /// "No die rolled yet", "The die is not rolled yet"…, when no roll is shown.
    pub empty: String,
}

impl TrayModel {
    /// The tray while `pending` is asked: for a reroll, the roll being rerolled; for a
    /// response window, the roll of the action it answers, if that action has rolled (not
    /// yet when the window comes right after the declaration); otherwise the last roll.
    pub fn new(log: &[LogEntry], pending: Option<&DecisionKind>, words: &Words) -> TrayModel {
        let (roll, empty) = match pending {
            Some(DecisionKind::Reroll { .. }) => (DiceModel::last(log, words), dice_none(words)),
            Some(DecisionKind::Response {
                window: WindowKind::Declared { .. },
            }) => (None, tr!(words.locale, answering.tray_not_rolled)),
            Some(DecisionKind::Response { .. }) => (
                DiceModel::of_action(log, words),
                tr!(words.locale, answering.tray_none),
            ),
            _ => (DiceModel::last(log, words), dice_none(words)),
        };
        TrayModel { roll, empty }
    }
}

fn dice_none(words: &Words) -> String {
    tr!(words.locale, dice.none_yet)
}

impl DiceModel {
    /// The last roll of the game.
    pub fn last(log: &[LogEntry], words: &Words) -> Option<DiceModel> {
        DiceModel::find(log.iter().enumerate().rev(), words)
    }

    /// The last roll of the action going on: none once a new Crew step, declaration or phase
    /// has begun since.
    fn of_action(log: &[LogEntry], words: &Words) -> Option<DiceModel> {
        let since = log
            .iter()
            .rposition(|e| {
                matches!(
                    e.event,
                    Event::Declared { .. }
                        | Event::ActionStep { .. }
                        | Event::IncomeStep { .. }
                        | Event::PhaseStarted { .. }
                )
            })
            .unwrap_or(0);
        DiceModel::find(log.iter().enumerate().skip(since).rev(), words)
    }

    fn find<'a>(
        mut entries: impl Iterator<Item = (usize, &'a LogEntry)>,
        words: &Words,
    ) -> Option<DiceModel> {
        entries.find_map(|(index, e)| match e.event {
            Event::DieRolled { die, face, purpose } => Some(DiceModel {
                index,
                die,
                text: tr!(
                    words.locale,
                    dice.shows,
                    die = words.die(die),
                    face = words.face(face)
                ),
                face: words.face(face),
                purpose: words.roll_purpose(purpose),
            }),
            _ => None,
        })
    }
}
