//! The page's store of a game of Family Business, beside the shell's ([`Store`]): the game on
//! the table, who holds the device, the counter window's hot-seat sweep (FB12.4), the answer
//! being built, bot moves and autosave. Components read its signals and call its methods; every
//! answer reaches the engine through [`FbStore::play`] or a bot's reply.

use std::time::Duration;

use fb_engine::{ActionError, Answer, DecisionKind, GameConfig, PlayerId, SetupError};
use leptos::prelude::*;

use super::model::{Narrowing, Pick};
use super::next::{next, Next};
use super::seats::{people, the_only_person, FbSeat, FbSeatKind};
use super::session::FbSession;
use super::sweep::Sweeps;
use crate::bot_request::{FbBotReply, FbBotRequest};
use crate::games::Progress;
use crate::seed;
use crate::store::{Screen, Store};

#[derive(Clone, Copy)]
pub struct FbStore {
    pub session: RwSignal<Option<FbSession>, LocalStorage>,
    /// The person whose eyes are on the screen; `None` before the first hand-off, or when
    /// only bots play.
    pub viewer: RwSignal<Option<PlayerId>>,
    /// The counter windows being swept (FB12.4.1).
    pub sweeps: RwSignal<Sweeps>,
    /// The answer being built for the viewer's decision.
    pub narrowing: RwSignal<Option<Narrowing>>,
    /// The last refusal of the engine.
    pub refusal: RwSignal<Option<ActionError>>,
    /// Log entries from this index on came with the last answer.
    pub fresh_from: RwSignal<usize>,
    /// The list of the deck's cards is open (FB1.3.7).
    pub cards_open: RwSignal<bool>,
    /// The token of the last bot request; a reply with another is about a game that has moved
    /// on.
    last_token: StoredValue<u64>,
    /// Answers of the thinking bot refused in a row; each try gets a bot of another seed.
    refused_in_a_row: StoredValue<u64>,
    bot_scheduled: StoredValue<bool>,
}

impl Default for FbStore {
    fn default() -> FbStore {
        FbStore::new()
    }
}

impl FbStore {
    pub fn new() -> FbStore {
        FbStore {
            session: RwSignal::new_local(None),
            viewer: RwSignal::new(None),
            sweeps: RwSignal::new(Sweeps::default()),
            narrowing: RwSignal::new(None),
            refusal: RwSignal::new(None),
            fresh_from: RwSignal::new(0),
            cards_open: RwSignal::new(false),
            last_token: StoredValue::new(0),
            refused_in_a_row: StoredValue::new(0),
            bot_scheduled: StoredValue::new(false),
        }
    }

    /// Starts a new game with these seats, under a new id.
    ///
    /// # Errors
    /// The engine's [`SetupError`]; nothing changes.
    pub fn start(
        self,
        store: Store,
        config: GameConfig,
        seats: Vec<FbSeat>,
    ) -> Result<(), SetupError> {
        let session = FbSession::new(config, seats)?;
        store.set_game_id(Some(format!("{:016x}", seed::fresh())));
        self.enter(store, session);
        self.save(store);
        Ok(())
    }

    /// Shows a game on the table: the viewer is chosen (a single person needs no hand-off),
    /// a window open when it was saved is swept again, and bots move if it is their turn.
    pub fn enter(self, store: Store, session: FbSession) {
        store.leave_nothing_personal();
        self.last_token.update_value(|t| *t += 1);
        self.refused_in_a_row.set_value(0);
        let seats = session.seats().to_vec();
        self.viewer.set(the_only_person(&seats));
        self.sweeps.set(Sweeps::resumed(
            session.game(),
            people(&seats),
            &|p: PlayerId| is_person(&seats, p),
        ));
        self.fresh_from.set(session.log().len());
        self.session.set(Some(session));
        self.refusal.set(None);
        self.cards_open.set(false);
        self.reset_narrowing();
        store.screen.set(Screen::FbTable);
        self.schedule(store);
    }

    /// Forgets the game (another game took the table, or it was deleted).
    pub fn clear(self) {
        self.last_token.update_value(|t| *t += 1);
        self.session.set(None);
        self.sweeps.set(Sweeps::default());
        self.narrowing.set(None);
    }

    pub fn has_game(self) -> bool {
        self.session.with(Option::is_some)
    }

    /// Shows the game on the table again, and its bots play on.
    pub fn continue_game(self, store: Store) {
        if self.session.with_untracked(Option::is_some) {
            store.screen.set(Screen::FbTable);
            self.schedule(store);
        }
    }

    /// What the page waits for (tracked).
    pub fn next(self) -> Option<Next> {
        let viewer = self.viewer.get();
        self.sweeps.with(|sweeps| {
            self.session.with(|s| {
                s.as_ref()
                    .map(|s| next(s.game(), s.seats(), viewer, sweeps))
            })
        })
    }

    fn next_untracked(self) -> Option<Next> {
        untrack(|| self.next())
    }

    /// The person at `seat` has taken the device.
    pub fn reveal(self, seat: PlayerId) {
        self.viewer.set(Some(seat));
        self.cards_open.set(false);
        self.reset_narrowing();
    }

    /// A fresh answer for the viewer's decision, if it is theirs to make now.
    fn reset_narrowing(self) {
        let narrowing = match self.next_untracked() {
            Some(Next::Person(seat)) => self.session.with_untracked(|s| {
                let s = s.as_ref()?;
                let view = s.game().view(Some(seat));
                let families = s.families();
                let owner = |f: u8| {
                    families
                        .iter()
                        .position(|x| *x == f)
                        .map(|i| PlayerId(i as u8))
                };
                Some(Narrowing::new(&view.legal, &owner))
            }),
            _ => None,
        };
        self.narrowing.set(narrowing);
    }

    /// A pick of the viewer's step; a decision of one step is sent at once, a play waits for
    /// Confirm.
    pub fn choose(self, store: Store, pick: Pick) {
        let mut send = false;
        self.narrowing.update(|n| {
            if let Some(n) = n {
                send = n.choose(pick) && n.complete().is_some();
            }
        });
        self.refusal.set(None);
        let play = self.session.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.game().pending())
                .is_some_and(|d| d.kind == DecisionKind::TurnPlay)
        });
        if send && !play {
            self.submit(store);
        }
    }

    pub fn back(self) {
        self.narrowing.update(|n| {
            if let Some(n) = n {
                n.back();
            }
        });
    }

    /// Sends the answer built for the viewer.
    pub fn submit(self, store: Store) {
        let answer = self
            .narrowing
            .with_untracked(|n| n.as_ref().and_then(Narrowing::complete));
        if let (Some(answer), Some(Next::Person(seat))) = (answer, self.next_untracked()) {
            if let Err(e) = self.apply(store, seat, answer) {
                self.refusal.set(Some(e));
            }
        }
    }

    /// The viewer has seen that no counter is available against the card in the window
    /// (FB12.4.1): the sweep goes on.
    pub fn confirm_no_counter(self, store: Store) {
        if let Some(Next::NoCounter(seat)) = self.next_untracked() {
            self.sweeps.update(|s| s.visited(seat));
            self.reset_narrowing();
            self.schedule(store);
        }
    }

    /// Applies an answer of `seat`; on success the sweep follows its events, the game is
    /// saved, the answer being built starts afresh and bots move if it is their turn.
    fn apply(self, store: Store, seat: PlayerId, answer: Answer) -> Result<(), ActionError> {
        let (before, in_game, counter) = self.session.with_untracked(|s| {
            s.as_ref().map_or((0, Vec::new(), false), |s| {
                let game = s.game();
                let in_game = game.seats().map(|p| game.in_game(p)).collect();
                let counter = game
                    .pending()
                    .is_some_and(|d| d.kind == DecisionKind::CounterResponse);
                (s.log().len(), in_game, counter)
            })
        });
        let mut result = Err(ActionError::GameOver);
        self.session.update(|s| {
            if let Some(s) = s {
                result = s.play(seat, answer);
            }
        });
        let events = result?;
        let seats = self
            .session
            .with_untracked(|s| s.as_ref().map(|s| s.seats().to_vec()).unwrap_or_default());
        self.sweeps.update(|sweeps| {
            // A person of the sweep has answered the window.
            if counter {
                sweeps.visited(seat);
            }
            sweeps.follow(&events, &in_game, people(&seats), &|p: PlayerId| {
                is_person(&seats, p)
            });
        });
        self.fresh_from.set(before);
        self.refusal.set(None);
        self.save(store);
        self.reset_narrowing();
        self.schedule(store);
        Ok(())
    }

    /// Stores the game and its place in the list of games.
    pub(crate) fn save(self, store: Store) {
        let Some((text, names, progress)) = self.session.with_untracked(|s| {
            s.as_ref().map(|s| {
                let game = s.game();
                let progress = Progress::FamilyBusiness {
                    turn: game.turn(),
                    over: game.is_over(),
                };
                (s.to_json(), s.names(), progress)
            })
        }) else {
            return;
        };
        store.save_game(&text, names, progress);
    }

    /// Lets a bot answer the pending decision after the pause of the chosen speed (a counter
    /// window's quicker), one answer per browser task, only while the table is shown.
    fn schedule(self, store: Store) {
        let Some(Next::Bot(_)) = self.next_untracked() else {
            return;
        };
        let window = self.session.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.game().pending())
                .is_some_and(|d| d.kind == DecisionKind::CounterResponse)
        });
        if self.bot_scheduled.get_value() {
            return;
        }
        self.bot_scheduled.set_value(true);
        let pause: Duration = store.speed.get_untracked().pause(window);
        set_timeout(
            move || {
                self.bot_scheduled.set_value(false);
                if store.screen.get_untracked() != Screen::FbTable {
                    return;
                }
                if let Some(Next::Bot(seat)) = self.next_untracked() {
                    self.bot_move(store, seat);
                }
            },
            pause,
        );
    }

    /// Asks the bots' worker for the answer of the bot at `seat`, from the seat's view.
    fn bot_move(self, store: Store, seat: PlayerId) {
        let refused = self.refused_in_a_row.get_value();
        let token = self.last_token.get_value() + 1;
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let FbSeatKind::Bot(level) = s.seat(seat)?.kind else {
                return None;
            };
            let game = s.game();
            Some(FbBotRequest {
                token,
                seat,
                level,
                seed: bot_seed(s, seat, refused),
                config: game.config().clone(),
                view: game.view(Some(seat)),
            })
        });
        let Some(request) = request else { return };
        self.last_token.set_value(token);
        store.ask_bots(request.to_json());
    }

    /// A bot's reply: applied if it answers the last request. A refused answer, or none, gives
    /// way to the decision's default, its first listed answer (FB11.2; docs/decisions.md, 46).
    pub fn bot_replied(self, store: Store, reply: FbBotReply) {
        if reply.token != self.last_token.get_value() {
            return;
        }
        let Some(Next::Bot(seat)) = self.next_untracked() else {
            return;
        };
        if let Some(answer) = reply.answer {
            if self.apply(store, seat, answer).is_ok() {
                self.refused_in_a_row.set_value(0);
                return;
            }
        }
        self.refused_in_a_row.update_value(|n| *n += 1);
        let default = self
            .session
            .with_untracked(|s| s.as_ref()?.game().legal_answers().first().copied());
        if let Some(answer) = default {
            let _ = self.apply(store, seat, answer);
        }
    }

    /// A new game with the seats and options of this one, dealt from a fresh seed.
    pub fn play_again(self, store: Store) {
        let Some((config, seats)) = self.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.game().config().clone(), s.seats().to_vec()))
        }) else {
            return;
        };
        let config = GameConfig {
            seed: seed::fresh(),
            ..config
        };
        let _ = self.start(store, config, seats);
    }
}

fn is_person(seats: &[FbSeat], p: PlayerId) -> bool {
    seats.get(p.index()).is_some_and(|s| s.kind.is_human())
}

/// The seed of a bot's answer: the game's seed, the seat, the answers so far and the bot's
/// refused tries, so a game between bots plays the same again from its seed.
fn bot_seed(session: &FbSession, seat: PlayerId, refused: u64) -> u64 {
    session
        .game()
        .config()
        .seed
        .wrapping_mul(31)
        .wrapping_add(u64::from(seat.0) + 1)
        .wrapping_mul(1_000_003)
        .wrapping_add(session.answers() as u64)
        .wrapping_mul(7_919)
        .wrapping_add(refused)
}
