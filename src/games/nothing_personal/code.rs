//! Nothing Personal as the shell knows it: the entry of the game's split-off module.

use leptos::prelude::*;
use np_engine::{base_cards, GameConfig, Phase};
use table_bots::nothing_personal::Level;

use super::guide;
use super::record::{GameRecord, RecordError};
use super::seats::{the_only_person, with_default_preferences, Seat, SeatKind};
use super::session::Session;
use super::store::{listed, round_and_phase, NpStore};
use super::ui::{Details, NewGame, ReplayScreen, Table, TableControls, Track};
use super::words::{tr, Words};
use super::CARD;
use crate::i18n::Locale;
use crate::shell::game::{Game, GameCard, Hand, Listed, Progress, Standing};
use crate::shell::guide::{Section, Term};
use crate::shell::kit::{default_name, remembered_level};
use crate::shell::texts::Texts;

pub struct NothingPersonal;

/// Why a record does not replay, in every language; `names` are its seats'.
pub fn record_problem(error: &RecordError, names: &[String]) -> Texts {
    Texts::each(|locale| {
        base_cards().ok().map_or_else(String::new, |cards| {
            Words {
                locale,
                names,
                cards,
            }
            .record_error(error)
        })
    })
}

/// Reads a record's text, or says why it does not replay.
fn session_of(record: &str) -> Result<Session, Texts> {
    Session::from_json(record).map_err(|e| record_problem(&e, &[]))
}

impl Game for NothingPersonal {
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
        view! { <NewGame /> }.into_any()
    }

    fn learn(&self, locale: Locale) {
        super::lesson::learn(locale);
    }

    fn quick_start(&self, players: usize, bots: usize, locale: Locale) -> Result<(), String> {
        let level = remembered_level::<Level>();
        let seats: Vec<Seat> = (0..players)
            .map(|i| {
                let kind = if i + bots < players {
                    SeatKind::Human
                } else {
                    SeatKind::Bot(level)
                };
                Seat::new(default_name(locale, i), kind)
            })
            .collect();
        let config = GameConfig::new(players, crate::shell::seed::fresh());
        NpStore::get()
            .start(config, with_default_preferences(seats))
            .map_err(|e| {
                base_cards().ok().map_or_else(String::new, |cards| {
                    Words {
                        locale,
                        names: &[],
                        cards,
                    }
                    .setup_error(&e)
                })
            })
    }

    fn read(&self, record: &str) -> Result<Listed, Texts> {
        session_of(record).map(|s| listed(&s))
    }

    fn play(&self, record: &str) -> Result<Listed, Texts> {
        let session = session_of(record)?;
        let listed = listed(&session);
        NpStore::get().enter(session);
        Ok(listed)
    }

    fn watch(&self, record: &str, hand: Hand) -> Result<(), Texts> {
        let record = GameRecord::from_json(record).map_err(|e| record_problem(&e, &[]))?;
        let seat = the_only_person(&record.seats).filter(|_| hand == Hand::OfItsPerson);
        let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
        NpStore::get()
            .watch(record, seat)
            .map_err(|e| record_problem(&e, &names))
    }

    fn standing(&self, names: &[String], progress: &Progress, locale: Locale) -> Standing {
        let Some((round, phase)) = round_and_phase(progress) else {
            return Standing::default();
        };
        let finished = phase == Phase::GameOver;
        let phase = base_cards().ok().map_or_else(String::new, |cards| {
            Words {
                locale,
                names: &[],
                cards,
            }
            .phase(phase)
        });
        let how_far = tr!(locale, start.game_state, round = round, phase = phase);
        Standing::new(names, progress, how_far, finished, locale)
    }

    fn table(&self) -> AnyView {
        view! { <Table /> <Details /> }.into_any()
    }

    fn replay(&self) -> AnyView {
        view! { <ReplayScreen /> <Details /> }.into_any()
    }

    fn track(&self) -> AnyView {
        view! { <Track /> }.into_any()
    }

    fn controls(&self) -> AnyView {
        view! { <TableControls /> }.into_any()
    }

    fn record_ahead(&self) -> bool {
        false
    }

    fn record(&self) -> Option<(String, Listed)> {
        NpStore::get().record()
    }

    fn show_table(&self) {
        NpStore::get().show_table();
    }

    fn leave(&self) {
        NpStore::get().leave();
    }

    fn close_replay(&self) {
        NpStore::get().replay.set(None);
    }

    fn bot_replied(&self, answer: Option<&str>) {
        NpStore::get().bot_replied(answer);
    }
}
