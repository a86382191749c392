//! Family Business as the shell knows it: the entry of the game's split-off module.

use fb_engine::GameConfig;
use leptos::prelude::*;
use table_bots::family_business::arena::FbLevel;

use super::guide;
use super::record::{FbRecord, FbRecordError};
use super::seats::{the_only_person, FbSeat, FbSeatKind};
use super::session::FbSession;
use super::store::{listed, FbStore};
use super::ui::{FbControls, FbNewGame, FbReplayScreen, FbTable};
use super::words::{tr, FbWords};
use super::CARD;
use crate::i18n::Locale;
use crate::shell::game::{Game, GameCard, Hand, Listed, Progress, Standing};
use crate::shell::guide::{Section, Term};
use crate::shell::kit::{default_name, remembered_level};
use crate::shell::texts::Texts;

pub struct FamilyBusiness;

/// Why a record does not replay, in every language; `names` are its seats'.
pub fn record_problem(error: &FbRecordError, names: &[String]) -> Texts {
    FbWords::record_error_in_both(error, names)
}

/// The seats' names of a record's text, for the words of its errors; none if it has none.
fn names_of(record: &str) -> Vec<String> {
    FbRecord::from_json(record)
        .map(|r| r.seats.into_iter().map(|s| s.name).collect())
        .unwrap_or_default()
}

/// Reads a record's text, or says why it does not replay.
fn session_of(record: &str) -> Result<FbSession, Texts> {
    FbSession::from_json(record).map_err(|e| record_problem(&e, &names_of(record)))
}

impl Game for FamilyBusiness {
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
        view! { <FbNewGame /> }.into_any()
    }

    fn learn(&self, locale: Locale) {
        super::lesson::learn(locale);
    }

    fn quick_start(&self, players: usize, bots: usize, locale: Locale) -> Result<(), String> {
        let level = remembered_level::<FbLevel>();
        let seats = (0..players)
            .map(|i| {
                let kind = if i + bots < players {
                    FbSeatKind::Human
                } else {
                    FbSeatKind::Bot(level)
                };
                FbSeat::new(default_name(locale, i), kind)
            })
            .collect();
        let config = GameConfig::new(players, crate::shell::seed::fresh());
        FbStore::get().start(config, seats).map_err(|e| {
            FbWords::new(locale, &[], &[]).map_or_else(String::new, |w| w.setup_error(&e))
        })
    }

    fn read(&self, record: &str) -> Result<Listed, Texts> {
        session_of(record).map(|s| listed(&s))
    }

    fn play(&self, record: &str) -> Result<Listed, Texts> {
        let session = session_of(record)?;
        let listed = listed(&session);
        FbStore::get().enter(session);
        Ok(listed)
    }

    fn watch(&self, record: &str, hand: Hand) -> Result<(), Texts> {
        let names = names_of(record);
        let record = FbRecord::from_json(record).map_err(|e| record_problem(&e, &names))?;
        let seat = the_only_person(&record.seats).filter(|_| hand == Hand::OfItsPerson);
        FbStore::get()
            .watch(record, seat)
            .map_err(|e| record_problem(&e, &names))
    }

    fn standing(&self, names: &[String], progress: &Progress, locale: Locale) -> Standing {
        let finished = progress.get("over").and_then(|o| o.as_bool()) == Some(true);
        let how_far = progress
            .get("turn")
            .and_then(|t| t.as_u64())
            .map_or_else(String::new, |turn| {
                tr!(locale, start.game_turn, turn = turn)
            });
        Standing::new(names, progress, how_far, finished, locale)
    }

    fn table(&self) -> AnyView {
        view! { <FbTable /> }.into_any()
    }

    fn replay(&self) -> AnyView {
        view! { <FbReplayScreen /> }.into_any()
    }

    fn track(&self) -> AnyView {
        ().into_any()
    }

    fn controls(&self) -> AnyView {
        view! { <FbControls /> }.into_any()
    }

    fn record_ahead(&self) -> bool {
        FbStore::get().record_ahead()
    }

    fn record(&self) -> Option<(String, Listed)> {
        FbStore::get().record()
    }

    fn show_table(&self) {
        FbStore::get().show_table();
    }

    fn leave(&self) {
        FbStore::get().leave();
    }

    fn close_replay(&self) {
        FbStore::get().replay.set(None);
    }

    fn bot_replied(&self, answer: Option<&str>) {
        FbStore::get().bot_replied(answer);
    }
}
