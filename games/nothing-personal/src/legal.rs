//! Listing the legal answers of every decision (R12.1.2). The list is complete and exact:
//! `apply` accepts an answer exactly when it is listed.

use std::ops::ControlFlow;

use crate::action::{Answer, CrewChoice, Params, Play, PlayMode, RerollKind, Response};
use crate::board;
use crate::cards::{Effect, GroupTarget, InfluenceCard};
use crate::control::Control;
use crate::crew::position_effect;
use crate::decision::{DecisionKind, EffectChoice, WindowKind};
use crate::ids::{CardId, GangsterId, Place, PlayerId, NEUTRAL_SLOT};
use crate::seats::Seats;
use crate::space::{Acting, LegalSet, Space};
use crate::state::{BoardFew, GameState};
use crate::windows::REROLL_COST;

/// Where a card is being played from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlayContext {
    Turn,
    Window,
}

impl GameState {
    /// Every legal answer to the pending decision, in a canonical order. Empty when the game is over.
    pub fn legal_answers(&self) -> Vec<Answer> {
        self.legal_list().to_vec()
    }

    /// The same list, shared rather than copied.
    pub fn legal_list(&self) -> std::sync::Arc<[Answer]> {
        let set = self.legal_set();
        set.list
            .get_or_init(|| self.space_list(&set.space).into())
            .clone()
    }

    /// How many legal answers there are, without listing them.
    pub fn legal_count(&self) -> usize {
        self.space_len(&self.legal_set().space)
    }

    /// The legal answer at `index` in canonical order, without listing the others.
    pub fn legal_answer(&self, index: usize) -> Option<Answer> {
        let set = self.legal_set();
        let answer = self.space_nth(&set.space, index);
        // Checking a listed or counted answer is cheap; a compound one is kept to be
        // recognised when it comes back.
        if matches!(set.space, Space::Commission { .. } | Space::Crew { .. }) {
            set.picked.replace(answer.clone());
        }
        answer
    }

    /// Whether `a` is a legal answer to the pending decision.
    pub fn is_legal(&self, a: &Answer) -> bool {
        let set = self.legal_set();
        set.picked.borrow().as_ref() == Some(a) || self.space_contains(&set.space, a)
    }

    pub(crate) fn legal_set(&self) -> &LegalSet {
        self.legal.0.get_or_init(|| LegalSet::new(self.space()))
    }

    /// The legal answers of the pending decision as a space (see [`Space`]).
    fn space(&self) -> Space {
        let Some(d) = &self.pending else {
            return Space::List(Vec::new());
        };
        let seat = d.seat;
        match &d.kind {
            DecisionKind::CommissionTurn { .. } => self.commission_space(seat),
            DecisionKind::CrewAction { gangster, position }
            | DecisionKind::BlackmailRequest {
                gangster, position, ..
            } => self.crew_space(
                Acting {
                    seat,
                    gangster: *gangster,
                    position: *position,
                    money: self.player(seat).money,
                },
                matches!(d.kind, DecisionKind::BlackmailRequest { .. }),
            ),
            DecisionKind::TiePetition { .. } => Space::Amounts {
                max: self.player(seat).money,
                buy: false,
            },
            DecisionKind::FenceBuy { .. } => Space::Amounts {
                max: self.fence_max(seat),
                buy: true,
            },
            _ => Space::List(self.list_answers()),
        }
    }

    fn list_answers(&self) -> Vec<Answer> {
        let Some(d) = &self.pending else {
            return Vec::new();
        };
        let seat = d.seat;
        match &d.kind {
            DecisionKind::SetupPlace => {
                let mut v = Vec::with_capacity(Place::BOARD.len());
                v.extend(self.board_iter().map(Answer::Place));
                v
            }
            DecisionKind::EffectChoice(EffectChoice::RemoveForHarvey { .. }) => self
                .marker_refs()
                .iter()
                .map(|(m, _)| Answer::Remove(*m))
                .collect(),
            DecisionKind::EffectChoice(EffectChoice::GiveDrawn { drawn }) => {
                let mut v = Vec::new();
                for c in drawn {
                    if !self.player(seat).hand.contains(c) {
                        continue;
                    }
                    for to in self.others(seat) {
                        v.push(Answer::Give { card: *c, to });
                    }
                }
                v
            }
            DecisionKind::GrantedPlacement { .. } => {
                let mut v = Vec::with_capacity(1 + Place::BOARD.len());
                v.push(Answer::Decline);
                if self.player(seat).supply > 0 {
                    v.extend(self.board_iter().map(Answer::Place));
                }
                v
            }

            DecisionKind::TieBreak { leaders, .. } => {
                leaders.iter().map(|p| Answer::Choose(*p)).collect()
            }
            DecisionKind::BlackmailAnswer { .. } => {
                vec![Answer::Accept { cards: Vec::new() }, Answer::Refuse]
            }
            DecisionKind::CommissionTurn { .. }
            | DecisionKind::CrewAction { .. }
            | DecisionKind::BlackmailRequest { .. }
            | DecisionKind::TiePetition { .. }
            | DecisionKind::FenceBuy { .. } => Vec::new(),
            DecisionKind::Reroll { purpose, .. } => {
                let mut v = Vec::with_capacity(4);
                v.push(Answer::Decline);
                if self.player(seat).money >= REROLL_COST {
                    v.push(Answer::Reroll(RerollKind::Paid));
                }
                let (marco, morris) = self.free_rerolls(seat, *purpose);
                if marco {
                    v.push(Answer::Reroll(RerollKind::FreeMarco));
                }
                if morris {
                    v.push(Answer::Reroll(RerollKind::FreeMorris));
                }
                v
            }
            DecisionKind::Response { window } => {
                let mut v = Vec::with_capacity(4);
                v.push(Answer::Decline);
                if let WindowKind::Vacancy { position } = window {
                    if self.leo_can_move(seat, *position) {
                        v.push(Answer::Respond(Response::LeoMoves));
                    }
                    return v;
                }
                let money = self.player(seat).money;
                if self
                    .frank_cancel_cost(seat, window)
                    .is_some_and(|cost| cost <= money)
                {
                    v.push(Answer::Respond(Response::FrankCancels));
                }
                let hand = &self.player(seat).hand;
                let db = crate::state::db();
                let opening = self.window_opening(window);
                for (i, c) in hand.iter().enumerate() {
                    if hand[..i].contains(c) {
                        continue;
                    }
                    let Some(cost) = opening.cost(db.window_class(*c)) else {
                        continue;
                    };
                    if cost > money {
                        continue;
                    }
                    let _ = self.visit_window_plays(seat, *c, window, money - cost, &mut |play| {
                        v.push(Answer::Respond(Response::Card(play)));
                        ControlFlow::Continue(())
                    });
                }
                v
            }

            DecisionKind::Appoint { candidates, .. } => {
                candidates.iter().map(|g| Answer::Appoint(*g)).collect()
            }
            DecisionKind::TradeAnswer { trade, .. } => {
                // R11.6.2: the responder may accept with any asked number of their cards; a
                // trade that cannot be delivered then is void.
                let mut v = vec![Answer::Refuse];
                let hand = &self.player(seat).hand;
                for combo in combinations(hand, trade.ask.card_count as usize) {
                    v.push(Answer::Accept { cards: combo });
                }
                v
            }
        }
    }

    /// The default answer of the pending decision (R12.3, R12.14), always a legal one.
    pub fn default_answer(&self) -> Option<Answer> {
        let d = self.pending.as_ref()?;
        let legal = self.legal_set();
        let first = || self.space_nth(&legal.space, 0);
        let pick = |a: Answer| self.space_contains(&legal.space, &a).then_some(a);
        match &d.kind {
            DecisionKind::SetupPlace => self.board_gangsters().first().copied().map(Answer::Place),
            DecisionKind::CommissionTurn { .. }
            | DecisionKind::CrewAction { .. }
            | DecisionKind::BlackmailRequest { .. } => pick(Answer::Pass),
            DecisionKind::GrantedPlacement { .. }
            | DecisionKind::Reroll { .. }
            | DecisionKind::Response { .. } => pick(Answer::Decline),
            DecisionKind::TiePetition { .. } => pick(Answer::Offer(0)),
            DecisionKind::TieBreak { leaders, .. } => self
                .turn_order()
                .into_iter()
                .find(|p| leaders.contains(p))
                .map(Answer::Choose),
            DecisionKind::BlackmailAnswer { .. } | DecisionKind::TradeAnswer { .. } => {
                pick(Answer::Refuse)
            }
            DecisionKind::FenceBuy { .. } => pick(Answer::Buy(0)),
            DecisionKind::Appoint { candidates, .. } => candidates
                .iter()
                .copied()
                .min_by_key(|g| match self.place_of(*g) {
                    Some(Place::Position(p)) => (0, 9 - p),
                    Some(Place::Associate(a)) => (1, a),
                    None => (2, 0),
                })
                .map(Answer::Appoint),
            DecisionKind::EffectChoice(_) => first(),
        }
    }

    pub(crate) fn others(&self, seat: PlayerId) -> Vec<PlayerId> {
        (0..self.n())
            .map(|i| PlayerId(i as u8))
            .filter(|p| *p != seat)
            .collect()
    }

    // ----- Commission plays (R4.3) -----

    /// Whether `seat` has a Commission play within reach (R4.3.3), stopping at the first found.
    /// Money the player could raise by shaking down their other cards counts (R4.4.4): such a
    /// player is asked, and may shake down before playing.
    pub(crate) fn has_commission_play(&self, seat: PlayerId) -> bool {
        let pl = self.player(seat);
        let second = self.second_orbit();
        let reach = self.could_raise(seat, 1);
        if second && reach < self.ante {
            return false;
        }
        let budget = if second { reach - self.ante } else { reach };
        if pl.hand.is_empty() {
            return false;
        }
        // R4.3.1 c: with a marker in supply any card can be played for a single marker.
        if pl.supply > 0 && self.board_iter().next().is_some() {
            return true;
        }
        pl.hand.iter().any(|c| {
            self.visit_modes(seat, *c, PlayContext::Turn, &mut |_, cost| {
                if cost <= budget {
                    std::ops::ControlFlow::Break(())
                } else {
                    std::ops::ControlFlow::Continue(())
                }
            })
            .is_break()
        })
    }

    /// Every legal play of a Commission turn, with every allowed ante (R4.3.3, R4.4).
    fn commission_space(&self, seat: PlayerId) -> Space {
        let pl = self.player(seat);
        let money = pl.money;
        let second = self.second_orbit();
        let mut cards = Vec::new();
        let census = self.census();
        // R4.4.4: a player who cannot pay the ante has only Pass.
        if !second || money >= self.ante {
            cards.reserve_exact(pl.hand.len());
            for (i, c) in pl.hand.iter().enumerate() {
                if pl.hand[..i].contains(c) {
                    continue;
                }
                cards.push((*c, self.count_modes(seat, *c, PlayContext::Turn, &census)));
            }
        }
        let antes = if second { (self.ante, money) } else { (0, 0) };
        Space::Commission {
            seat,
            cards,
            antes,
            money,
            census,
        }
    }

    /// Whether card c has a legal resolution in this window (R12.11.1), without listing them.
    pub(crate) fn has_window_play(&self, seat: PlayerId, c: CardId, window: &WindowKind) -> bool {
        let card = self.icard(c);
        if card.reaction().is_some() {
            return self
                .visit_window_plays(seat, c, window, u32::MAX, &mut |_| ControlFlow::Break(()))
                .is_break();
        }
        let supply = u32::from(self.player(seat).supply);
        // R4.5.4: a group is placeable with a target and enough markers.
        let placeable = card
            .groups
            .iter()
            .any(|g| g.count <= supply && self.has_group_target(g.target));
        placeable
            || card
                .or_ability
                .is_some_and(|e| self.any_params(seat, None, e))
    }

    /// Visits the window plays of one card (R12.11) within `budget` for extra costs, in the
    /// order of its modes.
    pub(crate) fn visit_window_plays(
        &self,
        seat: PlayerId,
        c: CardId,
        window: &WindowKind,
        budget: u32,
        f: &mut dyn FnMut(Play) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let card = self.icard(c);
        let play = |mode| Play {
            card: c,
            mode,
            ante: 0,
        };
        if let Some(trigger) = card.reaction() {
            if Self::window_trigger(window) != Some(trigger) {
                return ControlFlow::Continue(());
            }
            for p in self.reaction_params(seat, card, window) {
                f(play(PlayMode::Ability(p)))?;
            }
            return ControlFlow::Continue(());
        }
        self.visit_modes(seat, c, PlayContext::Window, &mut |m, cost| {
            if cost <= budget {
                f(play(m.to_mode()))
            } else {
                ControlFlow::Continue(())
            }
        })
    }

    fn reaction_params(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        window: &WindowKind,
    ) -> Vec<Params> {
        match (card.or_ability, window) {
            (Some(Effect::SilenceIncome), WindowKind::Income { gangster, .. }) => {
                // R13.1.9, R12.11.3.
                let ok = self.leader_bits(*gangster) != 0
                    && !self
                        .silenced
                        .iter()
                        .any(|(g, p)| g == gangster && *p == seat);
                if ok {
                    vec![Params::Gangster(*gangster)]
                } else {
                    Vec::new()
                }
            }
            (Some(Effect::CancelWhack), WindowKind::Declared { whack: true }) => {
                if self.whack.as_ref().is_some_and(|w| !w.cancelled) {
                    vec![Params::None]
                } else {
                    Vec::new()
                }
            }
            (Some(Effect::WhackInsurance { .. }), WindowKind::WhackSuccess { .. }) => {
                // R13.1.11, R12.11.3.
                let ok = self.whack.as_ref().is_some_and(|w| {
                    w.victim_markers[seat.index()] > 0 && !w.insured.contains(&seat)
                });
                if ok {
                    vec![Params::None]
                } else {
                    Vec::new()
                }
            }
            _ => Vec::new(),
        }
    }

    /// Eligible targets of a group (R4.5.3).
    pub(crate) fn group_targets(&self, target: GroupTarget) -> BoardFew {
        match target {
            GroupTarget::Type(t) => {
                let db = crate::state::db();
                self.board_iter()
                    .filter(|g| db.gangster(*g).gtype == Some(t))
                    .collect()
            }
            GroupTarget::Position(p) => self.at(p).into_iter().collect(),
        }
    }

    /// Whether a group has an eligible target (R4.5.3), found without listing them.
    pub(crate) fn has_group_target(&self, target: GroupTarget) -> bool {
        match target {
            GroupTarget::Type(t) => {
                let db = crate::state::db();
                self.board_iter().any(|g| db.gangster(g).gtype == Some(t))
            }
            GroupTarget::Position(p) => self.at(p).is_some(),
        }
    }

    /// R6.3.6: whether a declared action still has valid targets when W-DECLARED closes.
    pub(crate) fn crew_choice_targets_valid(
        &self,
        p: u8,
        g: GangsterId,
        seat: PlayerId,
        choice: &CrewChoice,
    ) -> bool {
        match choice {
            CrewChoice::MakeMove { target } => {
                board::has_arrow(p, *target) && self.at(*target).is_some()
            }
            CrewChoice::Position(params) => {
                position_effect(p).is_some_and(|e| self.has_params(seat, Some(g), e, params))
            }
            CrewChoice::Ability { index, params } => self
                .card(g)
                .abilities
                .get(usize::from(*index))
                .filter(|a| a.kind == crate::cards::AbilityKind::Action)
                .is_some_and(|a| self.has_params(seat, Some(g), a.effect, params)),
        }
    }
}

/// Control from a marker array (R5.1), for hypothetical placements.
pub(crate) fn control_of(m: &[u8; 6], n: usize) -> Control {
    let leaders = Seats::from_bits(leader_bits_of(m, n)).to_vec(n);
    match leaders.len() {
        0 => Control::Uncontrolled,
        1 => Control::Sole(leaders[0]),
        _ => Control::Tie(leaders),
    }
}

/// The leaders of markers `m` as one bit per seat (R5.1.3); 0 when nobody controls.
pub(crate) fn leader_bits_of(m: &[u8; 6], n: usize) -> u8 {
    leading_count(m, n).map_or(0, |best| {
        (0..n)
            .filter(|i| m[*i] == best)
            .fold(0, |bits, i| bits | 1 << i)
    })
}

/// The markers of the leaders, when some family leads the neutral markers (R5.1).
pub(crate) fn leading_count(m: &[u8; 6], n: usize) -> Option<u8> {
    let best = m[..n].iter().copied().max().unwrap_or(0);
    (best > 0 && best > m[NEUTRAL_SLOT]).then_some(best)
}

/// The sole controller of markers `m` (R5.1), found without listing the leaders.
pub(crate) fn sole_of(m: &[u8; 6], n: usize) -> Option<PlayerId> {
    let best = leading_count(m, n)?;
    let mut leaders = m[..n].iter().enumerate().filter(|(_, c)| **c == best);
    let (first, _) = leaders.next()?;
    leaders.next().is_none().then_some(PlayerId(first as u8))
}

/// Sorted combinations of k cards of a hand (distinct card ids).
pub(crate) fn combinations(hand: &[CardId], k: usize) -> Vec<Vec<CardId>> {
    let mut sorted = hand.to_vec();
    sorted.sort();
    let mut out = Vec::new();
    let mut cur = Vec::with_capacity(k);
    fn rec(
        items: &[CardId],
        start: usize,
        k: usize,
        cur: &mut Vec<CardId>,
        out: &mut Vec<Vec<CardId>>,
    ) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..items.len() {
            cur.push(items[i]);
            rec(items, i + 1, k, cur, out);
            cur.pop();
        }
    }
    if k <= sorted.len() {
        rec(&sorted, 0, k, &mut cur, &mut out);
    }
    out
}
