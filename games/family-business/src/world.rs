//! A game consistent with what one seat sees (FB12.3.2): the seat's view with the cards it
//! cannot see dealt at random — the other hands and the draw pile's order — for bots that
//! search. Nothing of the real game but the view goes in, so a bot's decision cannot depend on
//! what its seat does not know.

use table_chance::Seeded;

use crate::answer::Target;
use crate::cards::{Card, Kind};
use crate::decision::DecisionKind;
use crate::deck::deck;
use crate::stage::Stage;
use crate::state::{GameConfig, GameState, Player};
use crate::view::{PendingView, View};

impl GameState {
    /// A world for `view`'s seat, its unseen cards dealt by `seed`; also its future
    /// reshuffles. `None` for a spectator's view, or a view no game could show.
    pub fn world(config: &GameConfig, view: &View, seed: u64) -> Option<GameState> {
        let seat = view.seat?;
        let mut chance = Seeded::new(seed);
        let mut unseen: Vec<Card> = deck().ok()?.cards(config.advanced);
        let attached = view.attached.iter().map(|(_, a)| Card::Ability(*a));
        for card in view
            .hand
            .iter()
            .chain(&view.discard)
            .copied()
            .chain(attached)
        {
            let at = unseen.iter().position(|c| *c == card)?;
            unseen.remove(at);
        }
        chance.shuffle(&mut unseen);
        let players = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let hand = if i == seat.index() {
                    view.hand.clone()
                } else {
                    let keep = unseen.len().saturating_sub(s.hand_size);
                    unseen.split_off(keep)
                };
                Player {
                    family: s.family,
                    row: s.row.clone(),
                    hand,
                }
            })
            .collect();
        if unseen.len() != view.draw_pile {
            return None;
        }
        let mut world = GameState {
            config: config.clone(),
            chance,
            players,
            hit_list: view.hit_list.clone(),
            graveyard: view.graveyard.clone(),
            draw_pile: unseen,
            discard: view.discard.clone(),
            active: view.active,
            war: view.war,
            effects: view.effects,
            eliminated: view.seats.iter().map(|s| s.eliminated).collect(),
            result: view.outcome.clone(),
            turn: view.turn,
            stage: Stage::Over,
            turn_holder: view.turn_holder,
            attached: view.attached.clone(),
            butcher_used: view.butcher_used,
            extra_play_offered: view.extra_play_offered,
            revenge_due: None,
            record: Vec::new(),
            events: Vec::new(),
        };
        world.stage = world.stage_from(view)?;
        Some(world)
    }

    /// The stage a view shows, for its own seat's decision or none.
    fn stage_from(&self, view: &View) -> Option<Stage> {
        let Some(PendingView::Decision(decision)) = view.pending else {
            return view.outcome.as_ref().map(|_| Stage::Over);
        };
        let played = view.resolving;
        Some(match decision.kind {
            DecisionKind::TurnPlay => Stage::Play,
            DecisionKind::CounterResponse => {
                let played = played?;
                let asking = decision.seat;
                // Those after the asked seat in the window's order.
                let at = view.window_order.iter().position(|q| *q == asking)?;
                let rest = view.window_order[at + 1..].to_vec();
                Stage::Window {
                    played,
                    asking,
                    rest,
                }
            }
            DecisionKind::OwnMobster => {
                let played = played?;
                if played.card == Kind::Hit {
                    Stage::HitPlacement { played }
                } else {
                    Stage::Reversal {
                        played,
                        front: self.places_front(played),
                        second: match played.target {
                            Target::Pair(_, second) | Target::Shotgun { second, .. } => {
                                Some(second)
                            }
                            _ => None,
                        },
                    }
                }
            }
            DecisionKind::ListPick => Stage::Picks {
                played: played?,
                quota: view.quota.clone(),
                vendetta: played?.card == Kind::Vendetta,
            },
            DecisionKind::IntriguePick => Stage::Intrigue {
                played: played?,
                order: view.intrigue.clone(),
            },
            DecisionKind::TurncoatReturn => {
                let played = played?;
                let Target::Mobster(outgoing) = played.target else {
                    return None;
                };
                Stage::TurncoatReturn { played, outgoing }
            }
            DecisionKind::Butcher => Stage::Butcher,
            DecisionKind::DrawSource => Stage::DrawSource {
                seat: decision.seat,
                left: view.draw_left,
                then: view.then?,
            },
            DecisionKind::ExtraPlay => Stage::ExtraPlay,
            DecisionKind::RevengeTarget => Stage::Revenge {
                seat: decision.seat,
                then: view.then?,
            },
        })
    }
}
