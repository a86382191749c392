//! The page's store of a game of Family Business, beside the shell's: the game on the table,
//! who holds the device, the counter window's sweep (FB12.4) and the table held meanwhile, the
//! answer being built, bot moves and autosave. Components read its signals and call its
//! methods; every answer reaches the engine through [`FbStore::submit`] or a bot's reply.

use std::cell::OnceCell;
use std::time::Duration;

use fb_engine::{
    ActionError, Answer, DecisionKind, GameConfig, Outcome, PlayerId, SetupError, View,
};
use leptos::prelude::*;
use serde_json::Value;

use super::bot::{answer_of, FbBotRequest};
use super::code::FamilyBusiness;
use super::model::{Narrowing, Pick};
use super::next::{next, Next};
use super::replay::FbReplay;
use super::seats::{the_only_person, FbSeat, FbSeatKind};
use super::session::{FbLogEntry, FbSession};
use super::sweep::Sweeps;
use super::ID;
use crate::shell::game::{Listed, Progress};
use crate::shell::seed;
use crate::shell::store::{mark, measure_since, Screen, Shell};

mod watching;

/// A bot's reply: its answer, if it gave one.
#[derive(Clone, Copy, Debug)]
struct BotReply(Option<Answer>);

thread_local! {
    static STORE: OnceCell<FbStore> = const { OnceCell::new() };
}

/// What the list of games keeps of a game: its players, its turn, whether it is over, whose
/// turn it is and, once it is over, who won. Whose turn it is, not who is asked: a counter
/// window asks only the players holding a counter (FB4.5.4).
pub fn listed(session: &FbSession) -> Listed {
    let game = session.game();
    let mut progress = vec![
        ("turn".into(), Value::from(game.turn())),
        ("over".into(), Value::from(game.is_over())),
    ];
    match game.outcome() {
        None => progress.push(("next".into(), Value::from(game.active().0))),
        Some(Outcome::Win(winner)) => progress.push(("winner".into(), Value::from(winner.0))),
        Some(Outcome::Draw(_)) => {}
    }
    Listed {
        names: session.names(),
        progress: Progress(progress),
    }
}

#[derive(Clone, Copy)]
pub struct FbStore {
    pub shell: Shell,
    pub session: RwSignal<Option<FbSession>, LocalStorage>,
    /// The person whose eyes are on the screen; `None` before the first hand-off, or when
    /// only bots play.
    pub viewer: RwSignal<Option<PlayerId>>,
    /// The counter windows being swept (FB12.4).
    pub sweeps: RwSignal<Sweeps>,
    /// The answer being built for the viewer's decision.
    pub narrowing: RwSignal<Option<Narrowing>>,
    /// The last refusal of the engine.
    pub refusal: RwSignal<Option<ActionError>>,
    /// Log entries from this index on came with the last answer.
    pub fresh_from: RwSignal<usize>,
    /// The list of the deck's cards is open (FB1.3.7).
    pub cards_open: RwSignal<bool>,
    /// The game being watched again.
    pub replay: RwSignal<Option<FbReplay>, LocalStorage>,
    /// Answers of the thinking bot refused in a row; each try gets a bot of another seed.
    refused_in_a_row: StoredValue<u64>,
    /// The number of the bot's pause under way, if one is (a pause of another number is over,
    /// or belongs to a game that left the table).
    pause: StoredValue<Option<u64>>,
    pauses: StoredValue<u64>,
    /// A bot's reply that came during its pause, applied when the pause is over.
    early_reply: StoredValue<Option<BotReply>>,
}

impl FbStore {
    /// The store of the game, made the first time the game's code runs.
    pub fn get() -> FbStore {
        STORE.with(|s| *s.get_or_init(|| Shell::make_store(FbStore::new)))
    }

    fn new() -> FbStore {
        FbStore {
            shell: Shell::get(),
            session: RwSignal::new_local(None),
            viewer: RwSignal::new(None),
            sweeps: RwSignal::new(Sweeps::default()),
            narrowing: RwSignal::new(None),
            refusal: RwSignal::new(None),
            fresh_from: RwSignal::new(0),
            cards_open: RwSignal::new(false),
            replay: RwSignal::new_local(None),
            refused_in_a_row: StoredValue::new(0),
            pause: StoredValue::new(None),
            pauses: StoredValue::new(0),
            early_reply: StoredValue::new(None),
        }
    }

    /// Starts a new game with these seats, under a new id.
    ///
    /// # Errors
    /// The engine's [`SetupError`]; nothing changes.
    pub fn start(self, config: GameConfig, seats: Vec<FbSeat>) -> Result<(), SetupError> {
        let session = FbSession::new(config, seats)?;
        self.shell.new_game(&FamilyBusiness);
        self.enter(session);
        self.save();
        Ok(())
    }

    /// Shows a game on the table: the viewer is chosen (a single person needs no hand-off),
    /// a window open when it was saved is swept again, and bots move if it is their turn.
    pub fn enter(self, session: FbSession) {
        self.shell.take_table(&FamilyBusiness);
        self.forget_bot_moves();
        self.refused_in_a_row.set_value(0);
        let seats = session.seats().to_vec();
        self.viewer.set(the_only_person(&seats));
        self.sweeps
            .set(Sweeps::resumed(session.game(), &seats, session.log().len()));
        self.fresh_from.set(session.log().len());
        self.session.set(Some(session));
        self.refusal.set(None);
        self.cards_open.set(false);
        self.reset_narrowing();
        self.schedule();
    }

    /// The person who may take back the last answer now, and their name.
    pub fn take_back_seat(self) -> Option<(PlayerId, String)> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let seat = s.take_back_seat()?;
            Some((seat, s.seat(seat)?.name.clone()))
        })
    }

    /// Takes back the last answer if its person may (docs/decisions.md, 56): the game is
    /// replayed without it and saved, and the decision goes back to that person (through the
    /// hand-off when several people play).
    pub fn take_back(self) {
        let Some(session) = self
            .session
            .with_untracked(|s| s.as_ref().and_then(FbSession::taken_back))
        else {
            return;
        };
        self.enter(session);
        self.save();
    }

    /// Forgets the game (another game took the table, or it was deleted).
    pub fn leave(self) {
        self.forget_bot_moves();
        self.session.set(None);
        self.sweeps.set(Sweeps::default());
        self.narrowing.set(None);
    }

    /// Whether the table shows this game (tracked).
    pub fn at_table(self) -> bool {
        self.shell.screen.get() == Screen::Table(ID)
    }

    /// Whether a replay of this game is shown (tracked).
    pub fn in_replay(self) -> bool {
        self.shell.screen.get() == Screen::Replay(ID)
    }

    /// Shows the game on the table again, and its bots play on.
    pub fn show_table(self) {
        if self.session.with_untracked(Option::is_some) {
            self.shell.screen.set(Screen::Table(ID));
            self.schedule();
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

    /// The person known to hold the device, whose hand and private events the table and its
    /// replay may show (tracked): nobody while the device changes hands.
    pub fn holder(self) -> Option<PlayerId> {
        let viewer = self.viewer.get();
        self.next().and_then(|next| next.holder(viewer))
    }

    fn next_untracked(self) -> Option<Next> {
        untrack(|| self.next())
    }

    /// The view of the table for `viewer` (tracked): while a bot considers a counter, the
    /// table as the window opened (FB12.4).
    pub fn view(self, viewer: Option<PlayerId>) -> Option<View> {
        let held = matches!(self.next(), Some(Next::Considering { .. }));
        let table = self
            .sweeps
            .with(|s| s.front().filter(|_| held).map(|sweep| sweep.table(viewer)));
        table.or_else(|| {
            self.session
                .with(|s| s.as_ref().map(|s| s.game().view(viewer)))
        })
    }

    /// Runs `f` on the log as far as the table shows it (tracked): while a bot considers a
    /// counter, up to the window's opening (FB12.4).
    pub fn with_log<T>(self, f: impl FnOnce(&[FbLogEntry]) -> T) -> Option<T> {
        let held = matches!(self.next(), Some(Next::Considering { .. }));
        let cut = self
            .sweeps
            .with(|s| s.front().filter(|_| held).map(|sweep| sweep.log_len()));
        self.session.with(|s| {
            let log = s.as_ref()?.log();
            Some(f(&log[..cut.unwrap_or(log.len()).min(log.len())]))
        })
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
    pub fn choose(self, pick: Pick) {
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
            self.submit();
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
    pub fn submit(self) {
        let answer = self
            .narrowing
            .with_untracked(|n| n.as_ref().and_then(Narrowing::complete));
        if let (Some(answer), Some(Next::Person(seat))) = (answer, self.next_untracked()) {
            if let Err(e) = self.apply(seat, answer) {
                self.refusal.set(Some(e));
            }
        }
    }

    /// The viewer has seen that no counter is available against the card in the window
    /// (FB12.4.1): the sweep goes on.
    pub fn confirm_no_counter(self) {
        if let Some(Next::NoCounter(seat)) = self.next_untracked() {
            self.sweeps.update(|s| s.visited(seat));
            self.reset_narrowing();
            self.schedule();
        }
    }

    /// Applies an answer of `seat`; on success the sweep follows its events, the game is
    /// saved, the answer being built starts afresh and bots move if it is their turn.
    fn apply(self, seat: PlayerId, answer: Answer) -> Result<(), ActionError> {
        let mut result = Err(ActionError::GameOver);
        let mut log_from = 0;
        let mut sweeps = self.sweeps.get_untracked();
        self.session.update(|s| {
            if let Some(s) = s {
                log_from = s.log().len();
                result = sweeps.play(s, seat, answer);
            }
        });
        result?;
        self.sweeps.set(sweeps);
        self.fresh_from.set(log_from);
        self.refusal.set(None);
        self.save();
        self.reset_narrowing();
        self.schedule();
        Ok(())
    }

    /// The record of the game on the table, with what the list keeps of it.
    pub fn record(self) -> Option<(String, Listed)> {
        self.session
            .with_untracked(|s| s.as_ref().map(|s| (s.to_json(), listed(s))))
    }

    /// Stores the game and its place in the list of games.
    pub(crate) fn save(self) {
        if let Some((text, listed)) = self.record() {
            self.shell.save(&text, listed);
        }
    }

    /// Lets a bot take its turn after the pause of the chosen speed, one step per browser
    /// task, only while the table is shown: a bot considering a counter in a sweep pauses
    /// (quicker), and answers after it if the engine asks it (FB12.4); any other bot answers
    /// the decision pending. A bot that answers is asked as its pause begins, and its reply
    /// waits for the pause's end, so a bot asked in a window is on the screen as long as one
    /// that is not (if it thinks no longer than the pause).
    fn schedule(self) {
        let Some(next @ (Next::Bot(_) | Next::Considering { .. })) = self.next_untracked() else {
            return;
        };
        if self.pause.get_value().is_some()
            || self.shell.screen.get_untracked() != Screen::Table(ID)
        {
            return;
        }
        let number = self.pauses.get_value() + 1;
        self.pauses.set_value(number);
        self.pause.set_value(Some(number));
        let window = matches!(next, Next::Considering { .. });
        if let Next::Bot(seat) | Next::Considering { seat, asked: true } = next {
            self.bot_move(seat);
        }
        let pause: Duration = self.shell.speed.get_untracked().pause(window);
        set_timeout(
            move || {
                if self.pause.get_value() != Some(number) {
                    return;
                }
                self.pause.set_value(None);
                if self.shell.screen.get_untracked() != Screen::Table(ID) {
                    return;
                }
                match self.next_untracked() {
                    Some(Next::Considering { seat, asked: false }) => {
                        self.sweeps.update(|s| s.visited(seat));
                        self.reset_narrowing();
                        self.schedule();
                    }
                    Some(Next::Bot(_) | Next::Considering { asked: true, .. }) => {
                        if let Some(reply) = self.early_reply.get_value() {
                            self.early_reply.set_value(None);
                            self.bot_answers(reply);
                        }
                    }
                    _ => {}
                }
            },
            pause,
        );
    }

    /// Every bot request and pause under way is about a game that has left the table.
    fn forget_bot_moves(self) {
        self.shell.forget_bot_requests();
        self.pause.set_value(None);
        self.early_reply.set_value(None);
    }

    /// The bot answering now, if a bot answers the engine.
    fn answering_bot(self) -> Option<PlayerId> {
        match self.next_untracked()? {
            Next::Bot(seat) | Next::Considering { seat, asked: true } => Some(seat),
            _ => None,
        }
    }

    /// Asks the bots' worker for the answer of the bot at `seat`, from the seat's view.
    fn bot_move(self, seat: PlayerId) {
        mark("fb-bot-move");
        self.early_reply.set_value(None);
        let refused = self.refused_in_a_row.get_value();
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let FbSeatKind::Bot(level) = s.seat(seat)?.kind else {
                return None;
            };
            let game = s.game();
            Some(FbBotRequest {
                seat,
                level,
                seed: seed::bot_seed(s.game().config().seed, seat.0, s.answers(), refused),
                config: game.config().clone(),
                view: game.view(Some(seat)),
            })
        });
        if let Some(request) = request {
            self.shell.ask_bot(request.to_json());
        }
    }

    /// A bot's answer to the last request, applied once the bot's pause is over.
    pub fn bot_replied(self, answer: Option<&str>) {
        let reply = BotReply(answer.and_then(answer_of));
        measure_since("fb-bot-think", "fb-bot-move");
        if self.pause.get_value().is_some() {
            self.early_reply.set_value(Some(reply));
        } else {
            self.bot_answers(reply);
        }
    }

    /// Applies a bot's reply. A refused answer, or none, gives way to the decision's default,
    /// its first listed answer (FB11.2; docs/decisions.md, 46).
    fn bot_answers(self, reply: BotReply) {
        let Some(seat) = self.answering_bot() else {
            return;
        };
        if let BotReply(Some(answer)) = reply {
            if self.apply(seat, answer).is_ok() {
                self.refused_in_a_row.set_value(0);
                return;
            }
        }
        self.refused_in_a_row.update_value(|n| *n += 1);
        let default = self
            .session
            .with_untracked(|s| s.as_ref()?.game().legal_answers().first().copied());
        if let Some(answer) = default {
            let _ = self.apply(seat, answer);
        }
    }

    /// A new game with the seats and options of this one, dealt from a fresh seed.
    pub fn play_again(self) {
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
        let _ = self.start(config, seats);
    }
}
