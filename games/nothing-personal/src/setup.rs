//! Setup (R2) and the random-setup variant (R14.1).

use crate::cards::{base_cards, CardSet};
use crate::error::SetupError;
use crate::event::{DeckKind, Event, Zone};
use crate::flow::Task;
use crate::ids::{GangsterId, Place, PlayerId};
use crate::report::Report;
use crate::state::{GZone, GameConfig, GameState};

/// R14.2.1: any of the three sets, each at most once.
pub(crate) fn sets_are_distinct_expansions(sets: &[CardSet]) -> bool {
    sets.iter()
        .enumerate()
        .all(|(i, s)| CardSet::EXPANSIONS.contains(s) && !sets[..i].contains(s))
}

impl GameState {
    /// Sets up a new game (R2.1–R2.11) and runs it to the first decision.
    ///
    /// # Errors
    /// [`SetupError::PlayerCount`] outside 3–5 players (R1.1.1); [`SetupError::CardData`] if
    /// the card data fails validation (R1.7.2).
    ///
    /// # Example
    /// ```
    /// use np_engine::{Action, GameConfig, GameState};
    /// let mut game = GameState::new(GameConfig::new(4, 7)).unwrap();
    /// let decision = game.pending().unwrap().clone();
    /// let answer = game.legal_answers()[0].clone();
    /// let events = game.apply(decision.seat, Action::Answer(answer)).unwrap();
    /// assert!(!events.is_empty());
    /// ```
    pub fn new(config: GameConfig) -> Result<GameState, SetupError> {
        if !(3..=5).contains(&config.players) {
            return Err(SetupError::PlayerCount {
                players: config.players,
            });
        }
        let db = base_cards().map_err(SetupError::CardData)?;
        if !sets_are_distinct_expansions(&config.sets) {
            return Err(SetupError::CardSets);
        }
        let asked = &config.asked_in_every_window;
        let distinct = asked
            .iter()
            .enumerate()
            .all(|(i, p)| !asked[..i].contains(p));
        if !distinct || asked.iter().any(|p| p.index() >= config.players) {
            return Err(SetupError::AskedSeats);
        }
        let mut s = GameState::blank(config);
        let mut ev = Report::keeping(Vec::new());
        let gangsters: Vec<GangsterId> = db.gangsters_in(&s.config.sets).collect();
        if s.config.random_setup {
            s.deal_random(gangsters, &mut ev);
        } else {
            s.deal_standard(gangsters, db.mac_pheeto(), &mut ev)?;
        }
        // R2.9.
        let mut influence: Vec<_> = db.influence_ids().collect();
        s.chance.shuffle(&mut influence);
        s.influence_deck = influence;
        ev.push(Event::Shuffled {
            deck: DeckKind::Influence,
        });
        for _ in 0..4 {
            for i in 0..s.n() {
                s.draw(PlayerId(i as u8), &mut ev);
            }
        }
        // R2.10.
        s.ring = PlayerId(s.chance.below(s.n() as u32) as u8);
        ev.push(Event::RingHolder { seat: s.ring });
        // R2.11: the order is fixed now.
        s.commission.order = s.turn_order();
        s.push(Task::SetupPlace { index: 0 });
        s.run(&mut ev);
        s.setup_log = ev.into_events().into();
        Ok(s)
    }

    /// The gangster cards of this game: the base set and the expansion's chosen sets (R14.2.2).
    pub fn gangsters_in_use(&self) -> impl Iterator<Item = GangsterId> + '_ {
        crate::state::db().gangsters_in(&self.config.sets)
    }

    fn deal(&mut self, g: GangsterId, place: Place, ev: &mut Report) {
        self.put_on(g, place, Zone::Deck, ev);
        ev.push(Event::GangsterDealt { gangster: g, place });
    }

    fn deal_places() -> impl Iterator<Item = Place> {
        (1..=4u8)
            .rev()
            .map(Place::Position)
            .chain((1..=3u8).map(Place::Associate))
    }

    /// R2.4–R2.8.
    fn deal_standard(
        &mut self,
        mut deck: Vec<GangsterId>,
        mac: GangsterId,
        ev: &mut Report,
    ) -> Result<(), SetupError> {
        deck.retain(|g| *g != mac);
        self.deal(mac, Place::Position(9), ev);
        for g in &deck {
            self.gs(*g).zone = GZone::Deck;
        }
        self.chance.shuffle(&mut deck);
        ev.push(Event::Shuffled {
            deck: DeckKind::Gangster,
        });
        let mut seen = Vec::new();
        for p in [8u8, 7, 6, 5] {
            loop {
                let Some(g) = deck.pop() else {
                    return Err(SetupError::TypesUnavailable);
                };
                // R2.6: typed, and a type not yet accepted.
                match self.card(g).gtype {
                    Some(t) if !seen.contains(&t) => {
                        seen.push(t);
                        self.deal(g, Place::Position(p), ev);
                        break;
                    }
                    _ => {
                        self.gs(g).zone = GZone::SetAside;
                        self.set_aside.push(g);
                        ev.push(Event::SetAside { gangster: g });
                    }
                }
            }
        }
        // R2.7.
        for g in std::mem::take(&mut self.set_aside) {
            self.gs(g).zone = GZone::Deck;
            deck.push(g);
        }
        self.chance.shuffle(&mut deck);
        ev.push(Event::Shuffled {
            deck: DeckKind::Gangster,
        });
        for place in Self::deal_places() {
            if let Some(g) = deck.pop() {
                self.deal(g, place, ev);
            }
        }
        self.gangster_deck = deck;
        Ok(())
    }

    /// R14.1.1: every gangster shuffled; 9 down to 1, then A1–A3.
    fn deal_random(&mut self, mut deck: Vec<GangsterId>, ev: &mut Report) {
        self.chance.shuffle(&mut deck);
        ev.push(Event::Shuffled {
            deck: DeckKind::Gangster,
        });
        for place in Place::BOARD {
            if let Some(g) = deck.pop() {
                self.deal(g, place, ev);
            }
        }
        self.gangster_deck = deck;
    }
}
