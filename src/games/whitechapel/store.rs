//! The page's store of a game of Letters from Whitechapel, beside the shell's: the game on
//! the table, whose screen it is (WC9.4), the answer being built, bot moves and autosave.
//! Components read its signals and call its methods; every answer reaches the engine through
//! [`WcStore::submit`] or a bot's reply.

use std::cell::OnceCell;

use leptos::prelude::*;
use serde_json::Value;
use wc_engine::{ActionError, Answer, GameConfig, Seat, SetupError, Side, View, Viewer};

use super::bot::{answer_of, WcBotRequest};
use super::code::Whitechapel;
use super::model::{Narrowing, Pick};
use super::replay::WcReplay;
use super::screen::{viewer, Screen, Showing};
use super::seats::{side_of, WcSeat, WcSeatKind};
use super::session::{WcLogEntry, WcSession};
use super::ID;
use crate::shell::game::{Listed, Progress};
use crate::shell::seed;
use crate::shell::store::{mark, measure_since, Screen as ShellScreen, Shell};

/// A bot's reply: its answer, if it gave one.
#[derive(Clone, Debug)]
struct BotReply(Option<Answer>);

thread_local! {
    static STORE: OnceCell<WcStore> = const { OnceCell::new() };
}

/// What the list of games keeps of a game: its players, its night and round, whether it is
/// over and which side won, and the seat asked next (public, WC9.3.4).
pub fn listed(session: &WcSession) -> Listed {
    let game = session.game();
    let mut progress = vec![
        ("night".into(), Value::from(game.night())),
        ("round".into(), Value::from(game.round())),
        ("over".into(), Value::from(game.is_over())),
    ];
    match game.result() {
        None => {
            if let Some(d) = game.pending() {
                progress.push(("next".into(), Value::from(d.seat.0)));
            }
        }
        Some(result) => {
            let side = match result.winner {
                Side::Jack => "jack",
                Side::Police => "police",
            };
            progress.push(("side".into(), Value::from(side)));
        }
    }
    Listed {
        names: session.names(),
        progress: Progress(progress),
    }
}

#[derive(Clone, Copy)]
pub struct WcStore {
    pub shell: Shell,
    pub session: RwSignal<Option<WcSession>, LocalStorage>,
    /// Whose screen it is (WC9.4).
    pub screen: RwSignal<Screen>,
    /// The answer being built for the decision on the screen.
    pub narrowing: RwSignal<Option<Narrowing>>,
    /// The last refusal of the engine.
    pub refusal: RwSignal<Option<ActionError>>,
    /// Log entries from this index on came with the last answer.
    pub fresh_from: RwSignal<usize>,
    /// The night whose path the end screen draws.
    pub path_night: RwSignal<Option<u8>>,
    /// The game being watched again.
    pub replay: RwSignal<Option<WcReplay>, LocalStorage>,
    /// Answers of the thinking bot refused in a row; each try gets a bot of another seed.
    refused_in_a_row: StoredValue<u64>,
    /// The number of the bot's pause under way, if one is.
    pause: StoredValue<Option<u64>>,
    pauses: StoredValue<u64>,
    /// A bot's reply that came during its pause, applied when the pause is over.
    early_reply: StoredValue<Option<BotReply>>,
}

impl WcStore {
    /// The store of the game, made the first time the game's code runs.
    pub fn get() -> WcStore {
        STORE.with(|s| *s.get_or_init(|| Shell::make_store(WcStore::new)))
    }

    fn new() -> WcStore {
        WcStore {
            shell: Shell::get(),
            session: RwSignal::new_local(None),
            screen: RwSignal::new(Screen::default()),
            narrowing: RwSignal::new(None),
            refusal: RwSignal::new(None),
            fresh_from: RwSignal::new(0),
            path_night: RwSignal::new(None),
            replay: RwSignal::new_local(None),
            refused_in_a_row: StoredValue::new(0),
            pause: StoredValue::new(None),
            pauses: StoredValue::new(0),
            early_reply: StoredValue::new(None),
        }
    }

    /// Starts a new game with these seats, under a new id; `notebook` turns on the detective's
    /// notebook.
    ///
    /// # Errors
    /// The engine's [`SetupError`]; nothing changes.
    pub fn start(
        self,
        config: GameConfig,
        seats: Vec<WcSeat>,
        notebook: bool,
    ) -> Result<(), SetupError> {
        let session = WcSession::new(config, seats)?.with_notebook(notebook);
        self.shell.new_game(&Whitechapel);
        self.enter(session);
        self.save();
        Ok(())
    }

    /// Shows a game on the table: the screen starts with nobody's (a single side at the
    /// device needs no hand-off), and bots move if it is their turn.
    pub fn enter(self, session: WcSession) {
        self.shell.take_table(&Whitechapel);
        self.forget_bot_moves();
        self.refused_in_a_row.set_value(0);
        self.fresh_from.set(session.log().len());
        self.session.set(Some(session));
        self.screen.set(Screen::default());
        self.refusal.set(None);
        self.path_night.set(None);
        self.reset_narrowing();
        self.schedule();
    }

    /// The person who may take back the last answer now, and their name.
    pub fn take_back_seat(self) -> Option<(Seat, String)> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let seat = s.take_back_seat()?;
            let shown = self.showing() == Some(Showing::View(viewer(side_of(s.game(), seat))));
            shown.then(|| {
                (
                    seat,
                    s.seat(seat).map(|p| p.name.clone()).unwrap_or_default(),
                )
            })
        })
    }

    /// Takes back the last answer if its person may (docs/decisions.md, 68); the screen stays
    /// with their side.
    pub fn take_back(self) {
        let Some(session) = self
            .session
            .with_untracked(|s| s.as_ref().and_then(WcSession::taken_back))
        else {
            return;
        };
        let screen = self.screen.get_untracked();
        self.enter(session);
        self.screen.set(screen);
        self.reset_narrowing();
        self.save();
    }

    /// Forgets the game (another game took the table, or it was deleted).
    pub fn leave(self) {
        self.forget_bot_moves();
        self.session.set(None);
        self.narrowing.set(None);
    }

    /// Shows the game on the table again, and its bots play on.
    pub fn show_table(self) {
        if self.session.with_untracked(Option::is_some) {
            self.shell.screen.set(ShellScreen::Table(ID));
            self.schedule();
        }
    }

    /// Whether the table shows this game (tracked).
    pub fn at_table(self) -> bool {
        self.shell.screen.get() == ShellScreen::Table(ID)
    }

    /// What the screen shows (tracked).
    pub fn showing(self) -> Option<Showing> {
        let screen = self.screen.get();
        self.session.with(|s| s.as_ref().map(|s| screen.showing(s)))
    }

    /// The side whose view the table shows (tracked): the side on the screen, the spectator's
    /// while the screen passes hands, everything once the game is over (WC9.3.7).
    pub fn viewer(self) -> Viewer {
        match self.showing() {
            Some(Showing::View(v)) => v,
            Some(Showing::ForcedMove) => Viewer::Jack,
            _ => Viewer::Spectator,
        }
    }

    /// The seat whose decision the screen shows, if it is a person's of the side looking.
    fn deciding(self, session: &WcSession, viewer: Viewer) -> Option<Seat> {
        let d = session.game().pending()?;
        let person = session.seat(d.seat)?.kind.is_human();
        let theirs = self::viewer(side_of(session.game(), d.seat)) == viewer;
        (person && theirs).then_some(d.seat)
    }

    /// The view of the table (tracked).
    pub fn view(self) -> Option<View> {
        let viewer = self.viewer();
        self.session.with(|s| {
            let s = s.as_ref()?;
            Some(s.game().view(viewer, self.deciding(s, viewer)))
        })
    }

    /// Runs `f` on the log (tracked).
    pub fn with_log<T>(self, f: impl FnOnce(&[WcLogEntry]) -> T) -> Option<T> {
        self.session.with(|s| Some(f(s.as_ref()?.log())))
    }

    /// The side named on the hand-off screen takes the device.
    pub fn hand_over(self) {
        let mut screen = self.screen.get_untracked();
        self.session.with_untracked(|s| {
            if let Some(s) = s {
                screen.hand_over(s);
            }
        });
        self.screen.set(screen);
        self.reset_narrowing();
    }

    /// Jack has seen the move the engine made for him (WC9.4.3).
    pub fn confirm_forced(self) {
        self.screen.update(Screen::confirm_forced);
        self.reset_narrowing();
        self.schedule();
    }

    /// Jack asks for his sheet while the police hold the screen (WC9.4.2), or is done with it.
    pub fn ask_for_jack(self, asking: bool) {
        self.screen.update(|s| {
            if asking {
                s.ask(Side::Jack);
            } else {
                s.done_asking();
            }
        });
        self.reset_narrowing();
    }

    /// A fresh answer for the decision on the screen, if it is a person's to make now.
    fn reset_narrowing(self) {
        let viewer = untrack(|| self.viewer());
        let narrowing = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let seat = self.deciding(s, viewer)?;
            Some(Narrowing::new(&s.game().view(viewer, Some(seat)).answers))
        });
        self.narrowing.set(narrowing);
        self.refusal.set(None);
    }

    /// A pick of the step on the screen.
    pub fn choose(self, pick: Pick) {
        self.narrowing.update(|n| {
            if let Some(n) = n {
                n.choose(pick);
            }
        });
        self.refusal.set(None);
    }

    pub fn back(self) {
        self.narrowing.update(|n| {
            if let Some(n) = n {
                n.back();
            }
        });
    }

    /// Sends the answer built on the screen.
    pub fn submit(self) {
        let answer = self
            .narrowing
            .with_untracked(|n| n.as_ref().and_then(Narrowing::complete));
        let viewer = untrack(|| self.viewer());
        let seat = self
            .session
            .with_untracked(|s| self.deciding(s.as_ref()?, viewer));
        if let (Some(answer), Some(seat)) = (answer, seat) {
            if let Err(e) = self.apply(seat, answer) {
                self.refusal.set(Some(e));
            }
        }
    }

    /// Applies an answer of `seat`; on success the screen follows its events, the game is
    /// saved, the answer being built starts afresh and bots move if it is their turn.
    fn apply(self, seat: Seat, answer: Answer) -> Result<(), ActionError> {
        let mut result = Err(ActionError::GameOver);
        let mut log_from = 0;
        self.session.update(|s| {
            if let Some(s) = s {
                log_from = s.log().len();
                result = s.play(seat, answer);
            }
        });
        let events = result?;
        self.session.with_untracked(|s| {
            if let Some(s) = s {
                self.screen.update(|screen| screen.answered(s, &events));
            }
        });
        self.fresh_from.set(log_from);
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

    /// Whether the record runs ahead of the screen (tracked): while a person plays a game
    /// that is not over, its record holds what their side may not see — Jack's path, or the
    /// patrol tokens' identities (WC9.6.3) — so it is offered neither as a replay nor as a
    /// file (docs/decisions.md, 70).
    pub fn record_ahead(self) -> bool {
        self.session.with(|s| {
            s.as_ref()
                .is_some_and(|s| !s.game().is_over() && s.seats().iter().any(|p| p.kind.is_human()))
        })
    }

    /// Stores the game and its place in the list of games.
    pub(crate) fn save(self) {
        if let Some((text, listed)) = self.record() {
            self.shell.save(&text, listed);
        }
    }

    /// The bot whose decision is pending, if a bot's is and the screen is not waiting for a
    /// person's confirmation.
    fn answering_bot(self) -> Option<Seat> {
        let showing = untrack(|| self.showing());
        if matches!(showing, Some(Showing::ForcedMove)) {
            return None;
        }
        self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let d = s.game().pending()?;
            matches!(s.seat(d.seat)?.kind, WcSeatKind::Bot(_)).then_some(d.seat)
        })
    }

    /// Lets a bot take its turn after the pause of the chosen speed, only while the table is
    /// shown. The bot is asked as its pause begins, and its reply waits for the pause's end.
    fn schedule(self) {
        let Some(seat) = self.answering_bot() else {
            return;
        };
        if self.pause.get_value().is_some()
            || self.shell.screen.get_untracked() != ShellScreen::Table(ID)
        {
            return;
        }
        let number = self.pauses.get_value() + 1;
        self.pauses.set_value(number);
        self.pause.set_value(Some(number));
        self.bot_move(seat);
        let pause = self.shell.speed.get_untracked().pause(false);
        set_timeout(
            move || {
                if self.pause.get_value() != Some(number) {
                    return;
                }
                self.pause.set_value(None);
                if self.shell.screen.get_untracked() != ShellScreen::Table(ID) {
                    return;
                }
                if let Some(reply) = self.early_reply.get_value() {
                    self.early_reply.set_value(None);
                    self.bot_answers(reply);
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

    /// Asks the bots' worker for the answer of the bot at `seat`, from its side's view.
    fn bot_move(self, seat: Seat) {
        mark("wc-bot-move");
        self.early_reply.set_value(None);
        let refused = self.refused_in_a_row.get_value();
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let WcSeatKind::Bot(level) = s.seat(seat)?.kind else {
                return None;
            };
            let game = s.game();
            Some(WcBotRequest {
                seat,
                level,
                seed: seed::bot_seed(game.config().seed, seat.0, s.answers(), refused),
                view: game.view(viewer(side_of(game, seat)), Some(seat)),
            })
        });
        if let Some(request) = request {
            self.shell.ask_bot(request.to_json());
        }
    }

    /// A bot's answer to the last request, applied once the bot's pause is over.
    pub fn bot_replied(self, answer: Option<&str>) {
        let reply = BotReply(answer.and_then(answer_of));
        measure_since("wc-bot-think", "wc-bot-move");
        if self.pause.get_value().is_some() {
            self.early_reply.set_value(Some(reply));
        } else {
            self.bot_answers(reply);
        }
    }

    /// Applies a bot's reply. A refused answer, or none, gives way to the decision's default
    /// (WC8.4.3).
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
            .with_untracked(|s| s.as_ref()?.game().default_answer());
        if let Some(answer) = default {
            let _ = self.apply(seat, answer);
        }
    }

    /// Opens a replay. A bot's move under way on the table is dropped, to be asked again when
    /// the table shows again.
    pub fn watch(self, replay: WcReplay) {
        self.forget_bot_moves();
        self.replay.set(Some(replay));
    }

    /// Replays the game on the table from its start, once it is over (before, its record
    /// holds what a side may not see).
    pub fn replay_current(self) {
        let record = self.session.with_untracked(|s| {
            s.as_ref()
                .filter(|s| s.game().is_over())
                .map(WcSession::record)
        });
        if let Some(replay) = record.and_then(|r| WcReplay::new(r, true).ok()) {
            self.watch(replay);
            self.shell.show_replay(ID, true);
        }
    }

    /// Shows the replayed game after its first `at` answers.
    pub fn replay_go(self, at: usize) {
        self.replay.update(|r| {
            if let Some(r) = r {
                r.go(at);
            }
        });
    }

    /// A new game with the seats and options of this one, from a fresh seed.
    pub fn play_again(self) {
        let Some((config, seats, notebook)) = self.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.game().config().clone(), s.seats().to_vec(), s.notebook()))
        }) else {
            return;
        };
        let config = GameConfig {
            seed: seed::fresh(),
            ..config
        };
        let _ = self.start(config, seats, notebook);
    }
}
