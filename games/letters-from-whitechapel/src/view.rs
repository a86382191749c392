//! What a side sees of the game (WC9.3): the public record, and Jack's secrets for Jack or the
//! patrol tokens' identities for the police; the pending decision's answers for the seat asked.
//! Once the game is over every view holds everything (WC9.3.7).

use crate::answer::Answer;
use crate::config::Seat;
use crate::decision::Decision;
use crate::event::Viewer;
use crate::jack_move::LAST_SPACE;
use crate::node::{Circle, Crossing};
use crate::policeman::Policeman;
use crate::public_step::PublicStep;
use crate::result::{Entry, EntryKind, GameResult};
use crate::sets::CircleSet;
use crate::state::GameState;
use serde::{Deserialize, Serialize};

/// A patrol token as a side sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenSeen {
    /// Face down, its identity unknown to this side.
    FaceDown,
    /// A policeman's token, face up or known to the police.
    Policeman(Policeman),
    /// A fake, known to the police.
    Fake,
}

/// A move of Jack's tonight as everyone sees it: its type and the last space it used
/// (WC5.1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveSeen {
    pub kind: EntryKind,
    pub space: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub night: u8,
    pub round: u8,
    pub chief: Option<Policeman>,
    /// The time-of-crime token's space, before the kill.
    pub time: u8,
    /// The move-track pawn's space, from the kill on.
    pub pawn: Option<u8>,
    pub coaches: u8,
    pub alleys: u8,
    pub policemen: [Option<Crossing>; 5],
    /// Every crime scene, in ascending order (the order of a double event is Jack's).
    pub crime_scenes: Vec<Circle>,
    pub clues: CircleSet,
    pub wretched: Vec<Circle>,
    /// The women tokens' circles, each with its mark for Jack (`None` for the others).
    pub women: Vec<(Circle, Option<bool>)>,
    pub patrols: Vec<(Crossing, TokenSeen)>,
    /// Tonight's moves after the kill, by type.
    pub moves: Vec<MoveSeen>,
    /// Tonight's public record of the hunt, as the police tracker reads it (WC11.1.2).
    pub tonight: Vec<PublicStep>,
    /// The public record of the hunt of each night before tonight, in order (WC9.1.1): what
    /// every side has seen of the nights Jack got home.
    pub earlier: Vec<Vec<PublicStep>>,
    /// Jack's secrets: his hideout and his sheet's rows, one a night (Jack's view, or anyone's
    /// once the game is over).
    pub hideout: Option<Circle>,
    pub sheet: Option<Vec<Vec<Entry>>>,
    /// The decision pending: its type and seat for everyone.
    pub pending: Option<Decision>,
    /// Its legal answers, for the seat asked.
    pub answers: Vec<Answer>,
    pub result: Option<GameResult>,
}

impl View {
    /// The move track's spaces left tonight (WC1.6.4): `None` before the kill.
    pub fn spaces_left(&self) -> Option<u8> {
        self.pawn.map(|pawn| LAST_SPACE.saturating_sub(pawn))
    }

    /// Jack's current position (WC1.6.3), on the view of a side that holds his sheet: the
    /// circle of tonight's last entry.
    pub fn jack_at(&self) -> Option<Circle> {
        let tonight = usize::from(self.night).checked_sub(1)?;
        self.sheet.as_ref()?.get(tonight)?.last().map(|e| e.circle)
    }
}

impl GameState {
    /// What `viewer` sees; `seat` is the seat looking, whose pending decision's answers are
    /// shown (WC9.3.1–WC9.3.4).
    pub fn view(&self, viewer: Viewer, seat: Option<Seat>) -> View {
        let over = self.is_over();
        let jack = viewer == Viewer::Jack || over;
        let police = viewer == Viewer::Police || over;
        let mut crime_scenes = self.crime_scenes.clone();
        crime_scenes.sort_unstable();
        let moves = self
            .nights
            .last()
            .map(|n| moves_seen(&n.row))
            .unwrap_or_default();
        let pending = self.pending();
        let asked = pending.is_some_and(|d| Some(d.seat) == seat);
        View {
            viewer,
            night: self.night,
            round: self.round,
            chief: self.chief(),
            time: self.time,
            pawn: self.pawn,
            coaches: self.coaches,
            alleys: self.alleys,
            policemen: self.policemen,
            crime_scenes,
            clues: self.clues,
            wretched: self.wretched.clone(),
            women: self
                .women
                .iter()
                .map(|(c, marked)| (*c, jack.then_some(*marked)))
                .collect(),
            patrols: self.patrols_seen(police),
            moves,
            tonight: self.tonight.clone(),
            earlier: self.earlier.clone(),
            hideout: self.hideout.filter(|_| jack),
            sheet: jack.then(|| self.nights.iter().map(|n| n.row.clone()).collect()),
            pending,
            answers: if asked {
                self.legal_answers()
            } else {
                Vec::new()
            },
            result: self.result.clone(),
        }
    }
}

impl GameState {
    /// The patrol tokens as a side sees them, by crossing: listed in the order of their
    /// crossings, never of their identities, so a face-down token's place in the list tells
    /// nothing (WC12.10).
    fn patrols_seen(&self, police: bool) -> Vec<(Crossing, TokenSeen)> {
        let mut seen: Vec<(Crossing, TokenSeen)> = self
            .patrols
            .iter()
            .map(|p| {
                let seen = match p.token {
                    _ if !p.face_up && !police => TokenSeen::FaceDown,
                    Some(policeman) => TokenSeen::Policeman(policeman),
                    None => TokenSeen::Fake,
                };
                (p.at, seen)
            })
            .collect();
        seen.sort_by_key(|(at, _)| *at);
        seen
    }
}

/// Jack's moves in `row` by type and last space: a coach's two entries are one move.
fn moves_seen(row: &[Entry]) -> Vec<MoveSeen> {
    let mut seen = Vec::new();
    let mut entries = row.iter().filter(|e| e.kind != EntryKind::Kill);
    while let Some(e) = entries.next() {
        let space = match e.kind {
            EntryKind::Coach => entries.next().map_or(e.space, |second| second.space),
            _ => e.space,
        };
        seen.push(MoveSeen {
            kind: e.kind,
            space,
        });
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::GameConfig;

    /// WC1.6.3, WC1.6.4: from the kill on, Jack's view names the circle of tonight's last
    /// entry and the spaces left after the pawn; the police's view names no circle.
    #[test]
    fn jacks_view_holds_his_position_and_both_views_the_spaces_left() {
        let (mut game, _) = GameState::new(GameConfig::new(2, 3)).expect("setup");
        let mut hunted = 0;
        while let Some(d) = game.pending() {
            let jack = game.view(Viewer::Jack, None);
            let police = game.view(Viewer::Police, None);
            assert_eq!(jack.spaces_left(), police.spaces_left());
            assert_eq!(police.jack_at(), None);
            match jack.pawn {
                None => assert_eq!(jack.spaces_left(), None),
                Some(pawn) => {
                    hunted += 1;
                    assert_eq!(jack.spaces_left(), Some(LAST_SPACE - pawn));
                    let row = &game.nights.last().expect("a night").row;
                    assert_eq!(jack.jack_at(), row.last().map(|e| e.circle));
                }
            }
            let answer = game.legal_answers().swap_remove(0);
            game.apply(d.seat, answer).expect("a listed answer");
        }
        assert!(hunted > 0, "the game reached a hunt");
    }
}
