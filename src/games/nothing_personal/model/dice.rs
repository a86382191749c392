//! The last die roll, for the dice tray (R12.4.1: every roll is shown).

use np_engine::Event;

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

impl DiceModel {
    pub fn last(log: &[LogEntry], words: &Words) -> Option<DiceModel> {
        log.iter()
            .enumerate()
            .rev()
            .find_map(|(index, e)| match e.event {
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
