//! Letters from Whitechapel as the shell knows it: the entry of the game's split-off module.

use leptos::prelude::*;
use table_bots::whitechapel::WcLevel;
use wc_engine::GameConfig;

use super::guide;
use super::record::WcRecord;
use super::replay::WcReplay;
use super::seats::{WcSeat, WcSeatKind};
use super::session::WcSession;
use super::store::{listed, WcStore};
use super::ui::{WcControls, WcNewGame, WcReplayScreen, WcTable};
use super::words::{tr, WcWords};
use super::CARD;
use crate::i18n::Locale;
use crate::shell::game::{Game, GameCard, Hand, Listed, Progress, Standing};
use crate::shell::guide::{Section, Term};
use crate::shell::kit::{default_name, remembered_level};
use crate::shell::texts::Texts;

pub struct Whitechapel;

/// The seats' names of a record's text, for the words of its errors; none if it has none.
fn names_of(record: &str) -> Vec<String> {
    WcRecord::from_json(record)
        .map(|r| r.seats.into_iter().map(|s| s.name).collect())
        .unwrap_or_default()
}

/// Reads a record's text, or says why it does not replay.
fn session_of(record: &str) -> Result<WcSession, Texts> {
    WcSession::from_json(record).map_err(|e| WcWords::record_error_in_both(&e, &names_of(record)))
}

/// Seats for a game of `players`, the last `bots` of them bots of the remembered level; seat
/// 0 plays Jack.
pub fn quick_seats(players: usize, bots: usize, locale: Locale) -> Vec<WcSeat> {
    let level = remembered_level::<WcLevel>();
    (0..players)
        .map(|i| {
            let kind = if i + bots < players {
                WcSeatKind::Human
            } else {
                WcSeatKind::Bot(level)
            };
            WcSeat::new(default_name(locale, i), kind)
        })
        .collect()
}

impl Game for Whitechapel {
    fn card(&self) -> &'static GameCard {
        &CARD
    }

    fn how_to_play(&self, locale: Locale) -> Vec<Section> {
        guide::sections(locale)
    }

    fn glossary(&self, locale: Locale) -> Vec<Term> {
        guide::glossary(locale)
    }

    fn setup(&self) -> AnyView {
        view! { <WcNewGame /> }.into_any()
    }

    fn learn(&self, locale: Locale) {
        super::lesson::learn(locale);
    }

    fn quick_start(&self, players: usize, bots: usize, locale: Locale) -> Result<(), String> {
        let config = GameConfig::new(players, crate::shell::seed::fresh());
        WcStore::get()
            .start(config, quick_seats(players, bots, locale), false)
            .map_err(|e| WcWords::new(locale, &[]).setup_error(&e))
    }

    fn read(&self, record: &str) -> Result<Listed, Texts> {
        session_of(record).map(|s| listed(&s))
    }

    fn play(&self, record: &str) -> Result<Listed, Texts> {
        let session = session_of(record)?;
        let listed = listed(&session);
        WcStore::get().enter(session);
        Ok(listed)
    }

    fn watch(&self, record: &str, hand: Hand) -> Result<(), Texts> {
        let names = names_of(record);
        let problem = |e| WcWords::record_error_in_both(&e, &names);
        let record = WcRecord::from_json(record).map_err(problem)?;
        let replay = WcReplay::new(record, hand == Hand::OfItsPerson).map_err(problem)?;
        WcStore::get().watch(replay);
        Ok(())
    }

    fn standing(&self, names: &[String], progress: &Progress, locale: Locale) -> Standing {
        let finished = progress.get("over").and_then(|o| o.as_bool()) == Some(true);
        if finished {
            let won = match progress.get("side").and_then(|s| s.as_str()) {
                Some("jack") => tr!(locale, log.jack_won),
                _ => tr!(locale, log.police_won),
            };
            return Standing {
                how_far: won,
                next: None,
                finished,
            };
        }
        let how_far = progress
            .get("night")
            .and_then(|n| n.as_u64())
            .map_or_else(String::new, |night| {
                tr!(locale, start.game_night, night = night)
            });
        Standing::new(names, progress, how_far, finished, locale)
    }

    fn table(&self) -> AnyView {
        view! { <WcTable /> }.into_any()
    }

    fn replay(&self) -> AnyView {
        view! { <WcReplayScreen /> }.into_any()
    }

    fn track(&self) -> AnyView {
        ().into_any()
    }

    fn controls(&self) -> AnyView {
        view! { <WcControls /> }.into_any()
    }

    fn record_ahead(&self) -> bool {
        WcStore::get().record_ahead()
    }

    fn record(&self) -> Option<(String, Listed)> {
        WcStore::get().record()
    }

    fn show_table(&self) {
        WcStore::get().show_table();
    }

    fn leave(&self) {
        WcStore::get().leave();
    }

    fn close_replay(&self) {
        WcStore::get().replay.set(None);
    }

    fn bot_replied(&self, answer: Option<&str>) {
        WcStore::get().bot_replied(answer);
    }
}
