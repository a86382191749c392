//! What a simple bot reads of its own decision: from a [`View`], or from a [`Glance`] that reads
//! the game in place and fetches only the answer it picks (for self-play and search).

use np_engine::{Answer, CardId, DecisionKind, Glance, PlayerId, View};

/// A seat's own decision as a bot reads it; both sources show only what the seat may see.
pub trait Seen {
    fn seat(&self) -> PlayerId;
    fn players(&self) -> usize;
    fn hand(&self) -> &[CardId];
    /// The seat's own money.
    fn money(&self) -> u32;
    /// Whether the seat is answering a trade proposal (R11.6.4: no proposals then).
    fn answering_trade(&self) -> bool;
    fn legal_count(&self) -> usize;
    /// The legal answer at `index` in canonical order.
    fn legal_answer(&self, index: usize) -> Option<Answer>;
}

impl Seen for View {
    fn seat(&self) -> PlayerId {
        self.seat
    }

    fn players(&self) -> usize {
        self.seats.len()
    }

    fn hand(&self) -> &[CardId] {
        &self.hand
    }

    fn money(&self) -> u32 {
        self.seats.get(self.seat.index()).map_or(0, |s| s.money)
    }

    fn answering_trade(&self) -> bool {
        matches!(
            self.pending.as_ref().map(|d| &d.kind),
            Some(DecisionKind::TradeAnswer { .. })
        )
    }

    fn legal_count(&self) -> usize {
        self.legal.len()
    }

    fn legal_answer(&self, index: usize) -> Option<Answer> {
        self.legal.get(index).cloned()
    }
}

impl Seen for Glance<'_> {
    fn seat(&self) -> PlayerId {
        Glance::seat(self)
    }

    fn players(&self) -> usize {
        Glance::players(self)
    }

    fn hand(&self) -> &[CardId] {
        Glance::hand(self)
    }

    fn money(&self) -> u32 {
        Glance::money(self)
    }

    fn answering_trade(&self) -> bool {
        matches!(self.decision(), Some(DecisionKind::TradeAnswer { .. }))
    }

    fn legal_count(&self) -> usize {
        Glance::legal_count(self)
    }

    fn legal_answer(&self, index: usize) -> Option<Answer> {
        Glance::legal_answer(self, index)
    }
}
