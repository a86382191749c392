//! What one seat knows of the game (R12.13), as a game: everything the seat cannot see (other
//! players' hands, the order of both decks, sealed petition offers, future chance) put in one
//! canonical form that depends only on what the seat sees, and whole worlds dealt from it at
//! random. A searching bot plays in such worlds; two games the seat cannot tell apart give the
//! same knowledge, so nothing hidden reaches the bot.

use crate::decision::{DecisionKind, EffectChoice};
use crate::dice::{Chance, Face};
use crate::flow::Task;
use crate::ids::{CardId, PlayerId};
use crate::state::{GameState, LegalCache};

/// A game as one seat knows it; see the module documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    seat: PlayerId,
    /// The game with the hidden influence cards dealt in ascending order, the gangster deck
    /// sorted, every sealed offer of another seat at $0 (its money back with its owner), the
    /// setup's events as the seat saw them, and chance and the configured seed at 0.
    canonical: GameState,
}

/// A hidden influence card's place: a card in another player's hand, or in the deck.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    Hand(PlayerId, usize),
    Deck(usize),
}

impl GameState {
    /// What `seat` knows of this game.
    pub fn knowledge(&self, seat: PlayerId) -> Knowledge {
        let mut s = self.clone();
        let slots = s.hidden_slots(seat);
        let mut pool: Vec<CardId> = slots.iter().map(|slot| s.card_at(*slot)).collect();
        pool.sort_unstable();
        s.deal_hidden(seat, &slots, &pool);
        s.gangster_deck.sort_unstable();
        for (p, offer) in sealed_offers(&mut s.stack, seat) {
            let x = std::mem::take(offer);
            s.players[p.index()].escrow -= x;
            s.players[p.index()].money += x;
        }
        s.chance = Chance::new(0);
        s.config.seed = 0;
        s.setup_log = s.setup_log.iter().map(|e| e.for_seat(seat)).collect();
        s.legal = LegalCache::default();
        Knowledge { seat, canonical: s }
    }

    /// Dice faces the next rolls show, in order, before chance decides again (for weighing
    /// each face of a die in a world).
    pub fn force_faces(&mut self, faces: Vec<Face>) {
        self.chance.force(faces);
    }

    /// The places of the influence cards `seat` cannot see: other players' hands, except the
    /// cards a trade offered to `seat` names (R11.6.5), then the deck.
    fn hidden_slots(&self, seat: PlayerId) -> Vec<Slot> {
        let mut slots = Vec::new();
        for (i, p) in self.players.iter().enumerate() {
            let owner = PlayerId(i as u8);
            if owner == seat {
                continue;
            }
            let mut shown = self.cards_shown_to(seat, owner);
            for (k, c) in p.hand.iter().enumerate() {
                if let Some(j) = shown.iter().position(|s| s == c) {
                    shown.swap_remove(j);
                } else {
                    slots.push(Slot::Hand(owner, k));
                }
            }
        }
        slots.extend((0..self.influence_deck.len()).map(Slot::Deck));
        slots
    }

    /// Cards of `owner`'s hand that `seat` has been shown: those a pending trade of `owner`
    /// offers to `seat`.
    fn cards_shown_to(&self, seat: PlayerId, owner: PlayerId) -> Vec<CardId> {
        self.pending
            .iter()
            .chain(&self.suspended)
            .filter(|d| d.seat == seat)
            .filter_map(|d| match &d.kind {
                DecisionKind::TradeAnswer { from, trade } if *from == owner => {
                    Some(trade.give.cards.iter().copied())
                }
                _ => None,
            })
            .flatten()
            .collect()
    }

    fn card_at(&self, slot: Slot) -> CardId {
        match slot {
            Slot::Hand(p, k) => self.players[p.index()].hand[k],
            Slot::Deck(k) => self.influence_deck[k],
        }
    }

    fn card_at_mut(&mut self, slot: Slot) -> &mut CardId {
        match slot {
            Slot::Hand(p, k) => &mut self.players[p.index()].hand[k],
            Slot::Deck(k) => &mut self.influence_deck[k],
        }
    }

    /// Puts `cards[i]` at `slots[i]`, and renames the hidden cards other seats' private
    /// decisions name (cards drawn, cards offered in a trade) after the card now in their place.
    fn deal_hidden(&mut self, seat: PlayerId, slots: &[Slot], cards: &[CardId]) {
        let hands_before: Vec<Vec<CardId>> = self.players.iter().map(|p| p.hand.clone()).collect();
        for (slot, card) in slots.iter().zip(cards) {
            *self.card_at_mut(*slot) = *card;
        }
        let hands_after: Vec<Vec<CardId>> = self.players.iter().map(|p| p.hand.clone()).collect();
        let rename = |owner: PlayerId, ids: &mut Vec<CardId>| {
            let before = &hands_before[owner.index()];
            let after = &hands_after[owner.index()];
            let mut used = vec![false; before.len()];
            for id in ids.iter_mut() {
                if let Some(k) = (0..before.len()).find(|k| !used[*k] && before[*k] == *id) {
                    used[k] = true;
                    *id = after[k];
                }
            }
        };
        for d in self.pending.iter_mut().chain(self.suspended.iter_mut()) {
            if d.seat == seat {
                continue;
            }
            match &mut d.kind {
                DecisionKind::EffectChoice(EffectChoice::GiveDrawn { drawn }) => {
                    rename(d.seat, drawn);
                }
                DecisionKind::TradeAnswer { from, trade } if *from != seat => {
                    rename(*from, &mut trade.give.cards);
                }
                _ => {}
            }
        }
        for task in &mut self.stack {
            if let Task::GiveDrawn { seat: owner, drawn } = task {
                if *owner != seat {
                    rename(*owner, drawn);
                }
            }
        }
    }
}

/// The sealed petition offers of seats other than `seat` on a flow stack (R12.6.2).
fn sealed_offers(stack: &mut [Task], seat: PlayerId) -> impl Iterator<Item = (PlayerId, &mut u32)> {
    stack
        .iter_mut()
        .filter_map(|t| match t {
            Task::Petition { offers, .. } => Some(offers),
            _ => None,
        })
        .flatten()
        .filter(move |(p, _)| *p != seat)
        .map(|(p, x)| (*p, x))
}

impl Knowledge {
    pub fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The game in its canonical form (hidden cards in ascending order, sealed offers at $0):
    /// the public board, the seat's own hand and decision, and every count, as they are.
    pub fn canonical(&self) -> &GameState {
        &self.canonical
    }

    /// A world the seat cannot tell from the real game, dealt with `seed`: the hidden
    /// influence cards shuffled among other hands and the deck, the gangster deck shuffled,
    /// each sealed offer of another seat drawn from $0 to all it could have offered, and
    /// chance reseeded. The world asks only eligible players in its windows (R12.9.2): whom
    /// else a table asks changes nothing that happens, and a search reaches its ends sooner.
    pub fn world(&self, seed: u64) -> GameState {
        let mut chance = Chance::new(seed);
        let mut w = self.canonical.clone();
        let slots = w.hidden_slots(self.seat);
        let mut cards: Vec<CardId> = slots.iter().map(|slot| w.card_at(*slot)).collect();
        chance.shuffle(&mut cards);
        w.deal_hidden(self.seat, &slots, &cards);
        chance.shuffle(&mut w.gangster_deck);
        for (p, offer) in sealed_offers(&mut w.stack, self.seat) {
            let player = &mut w.players[p.index()];
            let x = chance.below(player.money + 1);
            *offer = x;
            player.money -= x;
            player.escrow += x;
        }
        let high = u64::from(chance.below(u32::MAX));
        w.chance = Chance::new(high << 32 | u64::from(chance.below(u32::MAX)));
        w.config.asked_in_every_window.clear();
        w.legal = LegalCache::default();
        w
    }
}
