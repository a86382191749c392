//! The page's store of a game of Nothing Personal, beside the shell's: the game on the table,
//! who is looking at the screen, the answer being built, bot moves and autosave. Components
//! read its signals and call its methods; every action reaches the engine through
//! [`NpStore::play`].

use std::cell::OnceCell;
use std::time::Duration;

use leptos::prelude::*;
use np_engine::{
    base_cards, Action, ActionError, Answer, CardId, DecisionKind, GameConfig, GangsterId, Phase,
    PlayerId,
};
use serde_json::Value;

use super::bot::{action_of, NpBotRequest};
use super::builder::Builder;
use super::code::NothingPersonal;
use super::replay::Replay;
use super::seats::{asked_in_every_window, the_only_person, Seat, SeatKind};
use super::session::{Answerer, Session};
use super::ID;
use crate::shell::game::{Listed, Progress};
use crate::shell::seed;
use crate::shell::store::{mark, measure_since, Screen, Shell};

mod watching;

/// Every phase, in the order their numbers are stored in the list of games.
const PHASES: [Phase; 9] = Phase::ALL;

/// A card shown in the details panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Details {
    Gangster(GangsterId),
    Card(CardId),
}

#[derive(Clone, Copy)]
pub struct NpStore {
    pub shell: Shell,
    pub session: RwSignal<Option<Session>, LocalStorage>,
    /// The human whose eyes are on the screen; `None` before the first hand-off, or when only
    /// bots play.
    pub viewer: RwSignal<Option<PlayerId>>,
    pub builder: RwSignal<Option<Builder>, LocalStorage>,
    /// The last refusal of the engine, in its typed form.
    pub refusal: RwSignal<Option<ActionError>>,
    pub details: RwSignal<Option<Details>>,
    /// Log entries from this index on came with the last action.
    pub fresh_from: RwSignal<usize>,
    /// The game being watched again.
    pub replay: RwSignal<Option<Replay>, LocalStorage>,
    /// Actions of the thinking bot refused in a row; each try gets a bot of another seed.
    refused_in_a_row: StoredValue<u64>,
    bot_scheduled: StoredValue<bool>,
    /// The game's count of actions and log entries when a window's question to the table began
    /// to wait, while it waits.
    question_waits: StoredValue<Option<(usize, usize)>>,
    /// The length of the log when the bots asked in a window last paused.
    window_paused_at: StoredValue<Option<usize>>,
}

thread_local! {
    static STORE: OnceCell<NpStore> = const { OnceCell::new() };
}

/// What the list of games keeps of a game: its players, its round and its phase, who plays
/// next and, once it is over, who won. Who is asked in a response or reroll window is not kept:
/// only a player who can play a card there is asked (R12.9), which their hand alone tells.
pub fn listed(session: &Session) -> Listed {
    let game = session.game();
    let phase = PHASES.iter().position(|p| *p == game.phase()).unwrap_or(0);
    let mut progress = vec![
        ("round".into(), Value::from(game.round())),
        ("phase".into(), Value::from(phase)),
    ];
    let next = game.pending().filter(|d| {
        !matches!(
            d.kind,
            DecisionKind::Response { .. } | DecisionKind::Reroll { .. }
        )
    });
    if let Some(d) = next {
        progress.push(("next".into(), Value::from(d.seat.index())));
    }
    if let Some(winner) = game.ranking().first().filter(|_| game.is_over()) {
        progress.push(("winner".into(), Value::from(winner.index())));
    }
    Listed {
        names: session.names(),
        progress: Progress(progress),
    }
}

/// The round and phase a listed game has reached.
pub fn round_and_phase(progress: &Progress) -> Option<(u8, Phase)> {
    let round = u8::try_from(progress.get("round")?.as_u64()?).ok()?;
    let phase = *PHASES.get(usize::try_from(progress.get("phase")?.as_u64()?).ok()?)?;
    Some((round, phase))
}

impl NpStore {
    /// The store of the game, made the first time the game's code runs.
    pub fn get() -> NpStore {
        STORE.with(|s| *s.get_or_init(|| Shell::make_store(NpStore::new)))
    }

    fn new() -> NpStore {
        NpStore {
            shell: Shell::get(),
            session: RwSignal::new_local(None),
            viewer: RwSignal::new(None),
            builder: RwSignal::new_local(None),
            refusal: RwSignal::new(None),
            details: RwSignal::new(None),
            fresh_from: RwSignal::new(0),
            replay: RwSignal::new_local(None),
            refused_in_a_row: StoredValue::new(0),
            bot_scheduled: StoredValue::new(false),
            question_waits: StoredValue::new(None),
            window_paused_at: StoredValue::new(None),
        }
    }

    /// Whether the table shows this game (tracked).
    pub fn at_table(&self) -> bool {
        self.shell.screen.get() == Screen::Table(ID)
    }

    /// Whether a replay of this game is shown (tracked).
    pub fn in_replay(&self) -> bool {
        self.shell.screen.get() == Screen::Replay(ID)
    }

    /// Starts a new game with these seats. Its windows tell nobody at the device who holds
    /// what: every bot holding a card is asked in them (docs/decisions.md, 67), and when
    /// several people share the device, every window that may ask them asks them together
    /// first (docs/decisions.md, 66).
    pub fn start(&self, config: GameConfig, seats: Vec<Seat>) -> Result<(), np_engine::SetupError> {
        let config = GameConfig {
            asked_in_every_window: asked_in_every_window(&seats),
            ..config
        };
        let session = Session::new(config, seats)?;
        self.shell.new_game(&NothingPersonal);
        self.enter(session);
        self.save();
        Ok(())
    }

    /// Shows a game: the game takes the table, the viewer is chosen, bots move if it is their
    /// turn.
    pub fn enter(&self, session: Session) {
        self.shell.take_table(&NothingPersonal);
        self.refused_in_a_row.set_value(0);
        // A single person needs no hand-off; several find out who starts from the hand-off.
        self.viewer.set(the_only_person(session.seats()));
        self.fresh_from.set(session.log().len());
        self.session.set(Some(session));
        self.refusal.set(None);
        self.details.set(None);
        self.reset_builder();
        self.schedule_automatic();
    }

    /// Another game took the table: this one is forgotten.
    pub fn leave(&self) {
        self.session.set(None);
        self.builder.set(None);
        self.viewer.set(None);
    }

    /// Shows the game on the table again, and its bots play on.
    pub fn show_table(&self) {
        if self.session.with_untracked(Option::is_some) {
            self.shell.screen.set(Screen::Table(ID));
            self.schedule_automatic();
        }
    }

    /// The record of the game on the table, with what the list keeps of it.
    pub fn record(&self) -> Option<(String, Listed)> {
        self.session
            .with_untracked(|s| s.as_ref().map(|s| (s.to_json(), listed(s))))
    }

    /// The seat whose person must take the device before anything private is shown.
    pub fn handoff(&self) -> Option<PlayerId> {
        let viewer = self.viewer.get();
        self.session.with(|s| s.as_ref()?.handoff(viewer))
    }

    fn handoff_untracked(&self) -> Option<PlayerId> {
        let viewer = self.viewer.get_untracked();
        self.session.with_untracked(|s| s.as_ref()?.handoff(viewer))
    }

    /// Whether a window's question waits for the people sharing the device (tracked).
    pub fn asking_the_table(&self) -> bool {
        self.session
            .with(|s| s.as_ref().is_some_and(|s| s.asked_together().is_some()))
    }

    /// Whether the bots answer a response window that asks every one of them holding a card,
    /// so that nobody is shown deciding (tracked; docs/decisions.md, 67).
    pub fn bots_in_window(&self) -> bool {
        self.session
            .with(|s| s.as_ref().is_some_and(Session::bot_in_window))
    }

    /// The person known to hold the device, whose hand and private events the table and its
    /// replay may show (tracked): nobody while the device changes hands.
    pub fn holder(&self) -> Option<PlayerId> {
        let viewer = self.viewer.get();
        self.session.with(|s| s.as_ref()?.holder(viewer))
    }

    /// Sets the viewer's standing preference to decline rerolls and window plays (R12.14.1).
    pub fn set_decline_windows(&self, on: bool) {
        let Some(seat) = self.viewer.get_untracked() else {
            return;
        };
        self.session.update(|s| {
            if let Some(s) = s {
                s.set_decline_windows(seat, on);
            }
        });
        self.save();
        self.schedule_automatic();
    }

    /// The person at `seat` has taken the device; a decision they have no choice in is then
    /// answered for them.
    pub fn reveal(&self, seat: PlayerId) {
        self.details.set(None);
        self.viewer.set(Some(seat));
        self.reset_builder();
        self.schedule_automatic();
    }

    /// A fresh answer builder for the viewer's pending decision, if it is theirs to answer
    /// (not one the page answers for them).
    fn reset_builder(&self) {
        let viewer = self.viewer.get_untracked();
        let builder = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let game = s.game();
            let d = game.pending()?;
            let cards = base_cards().ok()?;
            let theirs = viewer.is_some_and(|v| s.to_answer() == Some((v, Answerer::Person)));
            theirs.then(|| Builder::new(game.legal_list(), &d.kind, cards))
        });
        self.builder.set(builder);
    }

    /// Applies an action of a person at `seat`; a refusal changes nothing and its reason is
    /// shown.
    pub fn play(&self, seat: PlayerId, action: Action) -> Result<(), ActionError> {
        let result = self.apply(seat, action);
        if let Err(e) = result {
            self.refusal.set(Some(e));
        }
        result
    }

    /// Applies an action of `seat`; on success the game is saved, the builder starts afresh and
    /// the page answers what it answers (bots, standing preferences).
    fn apply(&self, seat: PlayerId, action: Action) -> Result<(), ActionError> {
        let before = self
            .session
            .with_untracked(|s| s.as_ref().map_or(0, |s| s.log().len()));
        let mut result = Err(ActionError::GameOver);
        self.session.update(|s| {
            if let Some(s) = s {
                result = s.play(seat, action).map(|_| ());
            }
        });
        if result.is_ok() {
            self.fresh_from.set(before);
            self.refusal.set(None);
            self.save();
            self.tell_host_if_over();
            self.reset_builder();
            self.schedule_automatic();
        }
        result
    }

    /// Tells the page that embeds this one the final ranking, once the game is over.
    fn tell_host_if_over(&self) {
        let ranking = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let game = s.game();
            if !game.is_over() {
                return None;
            }
            let view = game.view(PlayerId(0));
            let names = s.names();
            Some(
                game.ranking()
                    .iter()
                    .map(|p| {
                        let respect = view.seats.get(p.index()).map_or(0, |v| v.respect);
                        (names.get(p.index()).cloned().unwrap_or_default(), respect)
                    })
                    .collect::<Vec<_>>(),
            )
        });
        if let Some(ranking) = ranking {
            crate::shell::embed::tell_host(&crate::shell::embed::game_over_message(&ranking));
        }
    }

    /// The person who may take back the last action now, and their name.
    pub fn take_back_seat(&self) -> Option<(PlayerId, String)> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let seat = s.take_back_seat()?;
            Some((seat, s.seat(seat)?.name.clone()))
        })
    }

    /// Takes back the last action if its person may (docs/decisions.md): the game is replayed
    /// without it and saved, a bot's move on the way is dropped, and the decision goes back to
    /// that person (through the hand-off when several people play).
    pub fn take_back(&self) {
        let Some(session) = self
            .session
            .with_untracked(|s| s.as_ref().and_then(Session::taken_back))
        else {
            return;
        };
        self.enter(session);
        self.save();
    }

    /// The people's answer to the question of the window open now: `claimed` plays a card, or
    /// nobody does.
    pub fn answer_the_table(&self, claimed: Option<PlayerId>) {
        self.question_waits.set_value(None);
        self.session.update(|s| {
            if let Some(s) = s {
                s.answer_the_table(claimed);
            }
        });
        self.reset_builder();
        self.schedule_automatic();
    }

    /// The game's count of actions and log entries, which any move changes.
    fn moves_made(&self) -> Option<(usize, usize)> {
        self.session
            .with_untracked(|s| s.as_ref().map(|s| (s.actions(), s.log().len())))
    }

    /// Lets a window's question to the table wait for a tap, then answers it "nobody" if it
    /// still waits, unchanged, at the table.
    fn wait_for_the_table(&self) {
        let now = self.moves_made();
        if now.is_none() || self.question_waits.get_value() == now {
            return;
        }
        self.question_waits.set_value(now);
        let store = *self;
        set_timeout(
            move || {
                if store.question_waits.get_value() != now {
                    return;
                }
                store.question_waits.set_value(None);
                if store.moves_made() != now {
                    return;
                }
                if store.at_table_untracked() {
                    store.answer_the_table(None);
                }
            },
            self.shell.speed.get_untracked().question(),
        );
    }

    fn at_table_untracked(&self) -> bool {
        self.shell.screen.get_untracked() == Screen::Table(ID)
    }

    /// Sends the answer built in the panel for the viewer.
    pub fn submit(&self) {
        let answer: Option<Answer> = self
            .builder
            .with_untracked(|b| b.as_ref().and_then(|b| b.complete().cloned()));
        if let (Some(answer), Some(seat)) = (answer, self.viewer.get_untracked()) {
            let _ = self.play(seat, Action::Answer(answer));
        }
    }

    /// A free operation of the viewer (R12.2): shakedown, gift or trade proposal.
    pub fn free_op(&self, action: Action) -> Result<(), ActionError> {
        match self.viewer.get_untracked() {
            Some(seat) => self.play(seat, action),
            None => Err(ActionError::NotYourDecision),
        }
    }

    fn save(&self) {
        if let Some((text, listed)) = self.record() {
            self.shell.save(&text, listed);
        }
    }

    /// The pending decision's seat and who answers it.
    fn answerer(&self) -> Option<(PlayerId, Answerer)> {
        self.session.with_untracked(|s| s.as_ref()?.to_answer())
    }

    /// Lets the page answer the pending decision when a bot, a standing preference or the
    /// lack of any choice answers it: a bot after the pause of the chosen speed, the others at
    /// once (a decision without a choice once its person holds the device, if it needs a
    /// hand-off); one action per browser task; only while the table is shown.
    fn schedule_automatic(&self) {
        let pause = match self.answerer() {
            Some((_, Answerer::Bot | Answerer::BotWithoutAPlay)) => self.bot_pause(),
            Some((_, Answerer::Preference | Answerer::NotClaimed)) => Duration::ZERO,
            Some((_, Answerer::NoChoice)) if self.handoff_untracked().is_none() => Duration::ZERO,
            Some((_, Answerer::Table)) => {
                self.wait_for_the_table();
                return;
            }
            _ => return,
        };
        if self.bot_scheduled.get_value() {
            return;
        }
        self.bot_scheduled.set_value(true);
        let store = *self;
        set_timeout(
            move || {
                store.bot_scheduled.set_value(false);
                store.answer_automatically();
            },
            pause,
        );
    }

    /// The pause before a bot answers: the chosen speed's, shorter in a reroll or response
    /// window. A window that asks every bot holding a card pauses once for all of them, and
    /// again only after something happens in it, such as a card played, whoever could play
    /// there (docs/decisions.md, 67).
    fn bot_pause(&self) -> Duration {
        let speed = self.shell.speed.get_untracked();
        let (window, all_bots) = self.session.with_untracked(|s| {
            let Some(s) = s else {
                return (false, None);
            };
            let window = s.game().pending().is_some_and(|d| {
                matches!(
                    d.kind,
                    DecisionKind::Reroll { .. } | DecisionKind::Response { .. }
                )
            });
            (window, s.bot_in_window().then(|| s.log().len()))
        });
        match all_bots {
            Some(at) if self.window_paused_at.get_value() == Some(at) => Duration::ZERO,
            Some(at) => {
                self.window_paused_at.set_value(Some(at));
                speed.pause(true)
            }
            None => speed.pause(window),
        }
    }

    fn answer_automatically(&self) {
        // Away from the table (the start screen, a replay) the game waits.
        if !self.at_table_untracked() {
            return;
        }
        match self.answerer() {
            Some((seat, Answerer::Bot)) => self.bot_move(seat),
            Some((
                seat,
                Answerer::Preference | Answerer::NotClaimed | Answerer::BotWithoutAPlay,
            )) => {
                let _ = self.apply(seat, Action::Answer(Answer::Decline));
            }
            Some((seat, Answerer::NoChoice)) if self.handoff_untracked().is_none() => {
                let only = self
                    .session
                    .with_untracked(|s| s.as_ref().and_then(|s| s.only_answer().cloned()));
                if let Some(only) = only {
                    let _ = self.apply(seat, Action::Answer(only));
                }
            }
            _ => {}
        }
    }

    /// Asks the bots' worker for the move of the bot at `seat`.
    fn bot_move(&self, seat: PlayerId) {
        mark("np-bot-move");
        let refused = self.refused_in_a_row.get_value();
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let SeatKind::Bot(level) = s.seat(seat)?.kind else {
                return None;
            };
            Some(NpBotRequest {
                seat,
                level,
                seed: seed::bot_seed(s.game().config().seed, seat.0, s.actions(), refused),
                game: s.save_file().clone(),
            })
        });
        if let Some(request) = request {
            self.shell.ask_bot(request.to_json());
        }
    }

    /// A bot's answer to the last request. A refused free operation changes nothing and the
    /// bot moves again; a refused answer, or none, gives way to the engine's default (R12.14).
    pub fn bot_replied(&self, answer: Option<&str>) {
        measure_since("np-bot-think", "np-bot-move");
        let Some(seat) = self.answerer().map(|(seat, _)| seat) else {
            return;
        };
        let action = answer.and_then(action_of);
        let was_answer = action
            .as_ref()
            .is_none_or(|a| matches!(a, Action::Answer(_)));
        let applied = match action {
            Some(action) => self.apply(seat, action).is_ok(),
            None => false,
        };
        if applied {
            self.refused_in_a_row.set_value(0);
            return;
        }
        self.refused_in_a_row.update_value(|n| *n += 1);
        let default = self
            .session
            .with_untracked(|s| s.as_ref().and_then(|s| s.game().default_answer()));
        match default {
            Some(answer) if was_answer => {
                let _ = self.apply(seat, Action::Answer(answer));
            }
            _ => self.schedule_automatic(),
        }
    }

    /// The builder's choice, then the answer if it is complete and needs no confirmation.
    pub fn choose(&self, slot: np_engine::Slot, pick: np_engine::Pick) {
        let mut send = false;
        self.builder.update(|b| {
            if let Some(b) = b {
                if b.choose(slot, pick) {
                    send = b.one_click();
                }
            }
        });
        self.refusal.set(None);
        if send {
            self.submit();
        }
    }

    pub fn back(&self) {
        self.builder.update(|b| {
            if let Some(b) = b {
                b.back();
            }
        });
    }

    /// Starts a new game with the seats and options of the current one (random setup, the
    /// expansion's sets), dealt from a fresh seed.
    pub fn play_again(&self) {
        let Some((old, seats)) = self.session.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.game().config().clone(), s.seats().to_vec()))
        }) else {
            return;
        };
        let config = GameConfig {
            seed: seed::fresh(),
            ..old
        };
        let _ = self.start(config, seats);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use table_bots::nothing_personal::Level;

    #[test]
    fn a_listed_game_keeps_its_round_phase_and_next_player_in_the_order_they_were_written() {
        let seats = vec![
            Seat::new("Anna", SeatKind::Human),
            Seat::new("Bruno", SeatKind::Bot(Level::Random)),
            Seat::new("Carla", SeatKind::Bot(Level::Random)),
        ];
        let session = Session::new(GameConfig::new(3, 7), seats).expect("setup");
        let listed = listed(&session);
        assert_eq!(listed.names, ["Anna", "Bruno", "Carla"]);
        let keys: Vec<&str> = listed.progress.0.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["round", "phase", "next"]);
        let pending = session.game().pending().expect("a decision waits");
        assert_eq!(listed.progress.seat("next"), Some(pending.seat.index()));
        assert_eq!(
            round_and_phase(&listed.progress),
            Some((session.game().round(), session.game().phase()))
        );
        let past = Progress(vec![
            ("round".into(), Value::from(5)),
            ("phase".into(), Value::from(8)),
        ]);
        assert_eq!(round_and_phase(&past), Some((5, Phase::GameOver)));
        let broken = Progress(vec![("phase".into(), Value::from(12))]);
        assert_eq!(round_and_phase(&broken), None);
    }
}
