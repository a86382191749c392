//! Worlds for the bots' search: a game in tonight's hunt that a side cannot tell from the real
//! one, built from the side's view. Jack's view holds everything the hunt needs (the patrol
//! tokens are gone by then, WC4.7), so his world is the night as it is; the police's needs a
//! guess of Jack's secrets — his hideout, the crime scene he stood on when the hunt began and
//! his path since — which [`GameState::world`] takes only if it agrees with the public record.
//!
//! Before the hunt, Jack's `KILL_OR_WAIT` has worlds too ([`GameState::kill_world`]): his view
//! holds all of the night but the identities of the patrol tokens still face down (WC4.2.4),
//! which the world takes from a guess.
//!
//! A world seats Jack at seat 0 and runs every policeman from seat 1: no rule of the hunt
//! depends on who runs a policeman. Only JACK_MOVE, POLICE_MOVE, POLICE_ACTION and Jack's
//! KILL_OR_WAIT have worlds; the nights before keep nothing but their count, which no rule of
//! the rest of the night reads.

use crate::board::Board;
use crate::config::{GameConfig, Seat};
use crate::decision::DecisionKind;
use crate::event::Viewer;
use crate::node::Circle;
use crate::policeman::Policeman;
use crate::public_step::PublicStep;
use crate::result::{Entry, EntryKind, NightRecord};
use crate::state::Patrol;
use crate::state::{GameState, Stage};
use crate::view::TokenSeen;
use crate::view::View;

/// What the police guess of Jack's secrets for a world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JackGuess {
    pub hideout: Circle,
    /// The crime scene he stood on when the hunt began (the second victim of a double event).
    pub start: Circle,
    /// The circle of each of tonight's sheet entries after the kills, in order: one for a walk
    /// or an alley, two for a coach.
    pub path: Vec<Circle>,
}

/// Jack's seat in a world.
pub const WORLD_JACK: Seat = Seat(0);
/// The seat running every policeman in a world.
pub const WORLD_POLICE: Seat = Seat(1);

impl GameState {
    /// A world for the side of `view` at its pending hunt decision: for Jack's view his own
    /// night (`guess` unused), for the police's the night `guess` makes. `None` for a view
    /// without such a decision, and for a guess the public record rules out: its path not
    /// made of tonight's moves by their types under the policemen of their time, or its
    /// searches' answers not those heard.
    pub fn world(board: &Board, view: &View, guess: Option<&JackGuess>) -> Option<GameState> {
        let stage = match view.pending?.kind {
            DecisionKind::JackMove => Stage::JackMove,
            DecisionKind::PoliceMove { policeman } => Stage::PoliceMove {
                next: acting_index(view, policeman)?,
            },
            DecisionKind::PoliceAction { policeman } => Stage::PoliceAction {
                next: acting_index(view, policeman)?,
            },
            _ => return None,
        };
        let (hideout, row) = match view.viewer {
            Viewer::Jack => (
                view.hideout?,
                view.sheet
                    .as_ref()?
                    .get(usize::from(view.night) - 1)?
                    .clone(),
            ),
            _ => {
                let guess = guess?;
                let row = guessed_row(view, guess)?;
                if !agrees(board, view, &row) {
                    return None;
                }
                (guess.hideout, row)
            }
        };
        let tonight = NightRecord {
            coaches_used: view
                .moves
                .iter()
                .filter(|m| m.kind == EntryKind::Coach)
                .count() as u8,
            alleys_used: view
                .moves
                .iter()
                .filter(|m| m.kind == EntryKind::Alley)
                .count() as u8,
            row,
            ..NightRecord::default()
        };
        let mut world = GameState::from_view(view, stage, tonight)?;
        world.hideout = Some(hideout);
        Some(world)
    }
}

impl GameState {
    /// A world for Jack's `view` at `KILL_OR_WAIT`, its patrol tokens being `tokens` in the
    /// order of `view.patrols`: a policeman's colour, or `None` for a fake. `None` for another
    /// view, and for tokens that are not the view's: of another count, a face-up token's
    /// identity changed, or not every policeman once.
    pub fn kill_world(view: &View, tokens: &[Option<Policeman>]) -> Option<GameState> {
        if view.viewer != Viewer::Jack
            || view.pending?.kind != DecisionKind::KillOrWait
            || tokens.len() != view.patrols.len()
        {
            return None;
        }
        let mut patrols = Vec::new();
        for ((at, seen), token) in view.patrols.iter().zip(tokens) {
            let face_up = match seen {
                TokenSeen::FaceDown => false,
                TokenSeen::Policeman(p) if *token == Some(*p) => true,
                _ => return None,
            };
            patrols.push(Patrol {
                at: *at,
                token: *token,
                face_up,
            });
        }
        let every_policeman_once = Policeman::ALL
            .iter()
            .all(|p| tokens.iter().filter(|t| **t == Some(*p)).count() == 1);
        if !every_policeman_once {
            return None;
        }
        let mut world = GameState::from_view(view, Stage::KillOrWait, NightRecord::default())?;
        world.patrols = patrols;
        Some(world)
    }

    /// The world's game as `view` shows it, at `stage`, tonight's record being `tonight` with
    /// the view's chief: Jack at seat 0, every policeman run from seat 1, the night's tile
    /// where the chief's is, and the nights before kept only by their count.
    fn from_view(view: &View, stage: Stage, tonight: NightRecord) -> Option<GameState> {
        let chief = view.chief?;
        let mut tiles = Policeman::ALL;
        let at = tiles.iter().position(|p| *p == chief)?;
        tiles.swap(at, usize::from(view.night) - 1);
        let mut nights = vec![NightRecord::default(); usize::from(view.night) - 1];
        nights.push(NightRecord {
            chief: Some(chief),
            ..tonight
        });
        let mut config = GameConfig::new(2, 0);
        config.controllers = Some([WORLD_POLICE; 5]);
        Some(GameState {
            config,
            jack: WORLD_JACK,
            controllers: [WORLD_POLICE; 5],
            tiles,
            hideout: view.hideout,
            night: view.night,
            round: view.round,
            stage,
            women: Vec::new(),
            patrols: Vec::new(),
            previous: Vec::new(),
            wretched: view.wretched.clone(),
            time: view.time,
            policemen: view.policemen,
            crime_scenes: view.crime_scenes.clone(),
            nights,
            coaches: view.coaches,
            alleys: view.alleys,
            pawn: view.pawn,
            clues: view.clues,
            tonight: view.tonight.clone(),
            earlier: view.earlier.clone(),
            result: None,
            recorded: Vec::new(),
            actions: Vec::new(),
        })
    }
}

/// `policeman`'s place in the night's acting order.
fn acting_index(view: &View, policeman: Policeman) -> Option<usize> {
    Policeman::acting_order(view.chief?)
        .iter()
        .position(|p| *p == policeman)
}

/// Tonight's row as `guess` writes it: the kills on the time of the crime's spaces, the one
/// Jack stands on last, then each move's entries on the spaces the record shows.
fn guessed_row(view: &View, guess: &JackGuess) -> Option<Vec<Entry>> {
    let Some(PublicStep::Kill { circles }) = view.tonight.first() else {
        return None;
    };
    let mut kills: Vec<Circle> = circles.iter().flatten().copied().collect();
    let at = kills.iter().position(|c| *c == guess.start)?;
    let start = kills.remove(at);
    kills.push(start);
    let mut row: Vec<Entry> = kills
        .iter()
        .enumerate()
        .map(|(i, c)| Entry {
            space: view.time + i as u8,
            circle: *c,
            kind: EntryKind::Kill,
        })
        .collect();
    let mut path = guess.path.iter().copied();
    for m in &view.moves {
        let spaces: &[u8] = match m.kind {
            EntryKind::Coach => &[m.space.checked_sub(1)?, m.space],
            _ => &[m.space],
        };
        for space in spaces {
            row.push(Entry {
                space: *space,
                circle: path.next()?,
                kind: m.kind,
            });
        }
    }
    path.next().is_none().then_some(row)
}

/// Whether Jack's `row` agrees with tonight's public record: its moves legal by their types
/// under the policemen of their time, and every search and failed arrest answered as heard.
fn agrees(board: &Board, view: &View, row: &[Entry]) -> bool {
    let kills = row.iter().take_while(|e| e.kind == EntryKind::Kill).count();
    let mut at = kills;
    let mut visited: Vec<Circle> = row[..kills].iter().map(|e| e.circle).collect();
    let Some(mut position) = visited.last().copied() else {
        return false;
    };
    for step in view.tonight.iter().skip(1) {
        match *step {
            PublicStep::Move { kind, policemen } => {
                let ok = match kind {
                    EntryKind::Coach => {
                        let (Some(first), Some(second)) = (row.get(at), row.get(at + 1)) else {
                            return false;
                        };
                        at += 2;
                        visited.extend([first.circle, second.circle]);
                        let pair = (first.circle, second.circle);
                        let ok = board.coach_pairs(position).contains(&pair);
                        position = second.circle;
                        ok
                    }
                    _ => {
                        let Some(next) = row.get(at) else {
                            return false;
                        };
                        at += 1;
                        visited.push(next.circle);
                        let ok = match kind {
                            EntryKind::Walk => board
                                .normal_moves(position, &policemen)
                                .contains(next.circle),
                            _ => board.alley_partners(position).contains(next.circle),
                        };
                        position = next.circle;
                        ok
                    }
                };
                if !ok {
                    return false;
                }
            }
            PublicStep::Search { circle, clue } => {
                if visited.contains(&circle) != clue {
                    return false;
                }
            }
            PublicStep::FailedArrest { circle } => {
                if position == circle {
                    return false;
                }
            }
            PublicStep::Kill { .. } | PublicStep::Escape => return false,
        }
    }
    at == row.len()
}
