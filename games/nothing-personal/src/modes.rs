//! The modes a card can be played in (R4.3.1), visited one by one without building them. A
//! placement card with split groups, a blackmail coin and a grant has hundreds of modes; a
//! Commission turn counts them, and builds only the one that is played.

use std::ops::ControlFlow;

use crate::action::{GroupPlacement, PlayMode};
use crate::cards::{AfterEffect, GangsterType, Group, GroupTarget, InfluenceCard, MAX_GROUPS};
use crate::effects::EXTRA_MARKER_COST;
use crate::few::Few;
use crate::ids::{CardId, GangsterId, PlayerId};
use crate::legal::{sole_of, PlayContext};
use crate::params::{multiset_count, nth_multiset, ParamsRef};
use crate::state::{BoardFew, GameState};

/// A mode being visited, borrowed from the visit's buffers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ModeRef<'a> {
    Placement {
        groups: &'a [GroupPlacement],
        extra: Option<GangsterId>,
        blackmail: Option<GangsterId>,
        grant: Option<PlayerId>,
    },
    Ability(ParamsRef<'a>),
    Single(GangsterId),
}

impl ModeRef<'_> {
    pub fn to_mode(self) -> PlayMode {
        match self {
            ModeRef::Placement {
                groups,
                extra,
                blackmail,
                grant,
            } => PlayMode::Placement {
                groups: groups.to_vec(),
                extra,
                blackmail,
                grant,
            },
            ModeRef::Ability(p) => PlayMode::Ability(p.to_params()),
            ModeRef::Single(g) => PlayMode::Single(g),
        }
    }

    pub fn is(self, mode: &PlayMode) -> bool {
        match (self, mode) {
            (
                ModeRef::Placement {
                    groups,
                    extra,
                    blackmail,
                    grant,
                },
                PlayMode::Placement {
                    groups: g,
                    extra: e,
                    blackmail: b,
                    grant: gr,
                },
            ) => groups == g.as_slice() && extra == *e && blackmail == *b && grant == *gr,
            (ModeRef::Ability(p), PlayMode::Ability(q)) => p.is(q),
            (ModeRef::Single(g), PlayMode::Single(h)) => g == *h,
            _ => false,
        }
    }
}

/// The distinct gangsters a placement reaches are board gangsters: at most twelve (R1.10.1).
const MAX_PLACED: usize = 12;

/// A visitor of modes, each with the extra money it needs.
pub(crate) type Visit<'v> = dyn FnMut(ModeRef<'_>, u32) -> ControlFlow<()> + 'v;

/// The gangsters a placement reaches, each once in the order reached, with its markers.
type Placed = Few<(GangsterId, u8), MAX_PLACED>;

/// Adds `count` markers on g to a placement's reach.
fn add_marker(placed: &mut Placed, g: GangsterId, count: u8) {
    match placed.iter_mut().find(|(x, _)| *x == g) {
        Some((_, n)) => *n += count,
        None => placed.push((g, count)),
    }
}

/// A visitor of what placements reach, each with the markers left in supply after it.
type VisitReached<'v> = dyn FnMut(&[(GangsterId, u8)], u32) -> ControlFlow<()> + 'v;

/// A visitor of placements, each with the markers left in supply after it.
type VisitPlacement<'v> = dyn FnMut(&[GroupPlacement], u32) -> ControlFlow<()> + 'v;

/// The targets of a card's groups and the choices of groups that can be placed.
struct PlacementLayout {
    targets: Few<BoardFew, MAX_GROUPS>,
    /// Group bit masks, each with the markers left in supply after placing it.
    masks: Few<(u32, u32), { 1 << MAX_GROUPS }>,
}

/// The board gangsters counted, in all and by type: what the number of a card's modes reads
/// from the board, gathered once for every card of a hand.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Census {
    gangsters: usize,
    by_type: [usize; GangsterType::ALL.len()],
}

/// Counts of a card's modes: all of them, and those that need the $5 of an extra marker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ModeCount {
    pub all: usize,
    pub paid: usize,
}

impl ModeCount {
    /// The modes that `budget` pays for.
    pub fn within(self, budget: u32) -> usize {
        if budget >= EXTRA_MARKER_COST {
            self.all
        } else {
            self.all - self.paid
        }
    }
}

impl GameState {
    /// Visits the modes of card `c` for `seat` in canonical order (placements by group choice
    /// and targets, then the ability's parameters, then single markers), stopping when `f`
    /// breaks.
    pub(crate) fn visit_modes(
        &self,
        seat: PlayerId,
        c: CardId,
        ctx: PlayContext,
        f: &mut Visit<'_>,
    ) -> ControlFlow<()> {
        let card = self.icard(c);
        if !card.groups.is_empty() {
            self.visit_placements(seat, card, &mut |groups, left| {
                self.visit_after_effects(seat, card, groups, left, f)
            })?;
        }
        // R4.3.1 b: a reaction's trigger cannot occur on a turn, so it has no ability play;
        // it can still be played for a single marker (R4.3.1 c).
        if let Some(effect) = card.or_ability.filter(|_| card.reaction().is_none()) {
            self.visit_params(seat, None, effect, &mut |p| f(ModeRef::Ability(p), 0))?;
        }
        if ctx == PlayContext::Turn && self.player(seat).supply > 0 {
            // R4.3.1 c.
            for g in self.board_iter() {
                f(ModeRef::Single(g), 0)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// How many modes card `c` has, and how many of them need $5.
    pub(crate) fn count_modes(
        &self,
        seat: PlayerId,
        c: CardId,
        ctx: PlayContext,
        census: &Census,
    ) -> ModeCount {
        let card = self.icard(c);
        let mut n = if Self::countable(card) {
            ModeCount {
                all: self.count_countable_placements(seat, card, census),
                paid: 0,
            }
        } else {
            let mut n = ModeCount::default();
            let unplaced = self.blackmailable_unplaced(seat, card);
            let _ = self.visit_reached(seat, card, &mut |placed, left| {
                let here = self.after_effect_count(seat, card, placed, left, unplaced);
                n.all += here.all;
                n.paid += here.paid;
                ControlFlow::Continue(())
            });
            n
        };
        n.all += self.ability_count(seat, card) + self.single_count(seat, ctx, census);
        n
    }

    /// The `index`-th mode of card `c` that `budget` pays for, with the board counted in
    /// `census`.
    pub(crate) fn nth_mode(
        &self,
        seat: PlayerId,
        c: CardId,
        ctx: PlayContext,
        census: &Census,
        budget: u32,
        index: usize,
    ) -> Option<PlayMode> {
        let card = self.icard(c);
        let mut index = index;
        if Self::countable(card) {
            // Every placement of such a card is free (only an extra marker costs money).
            let placements = self.count_countable_placements(seat, card, census);
            if index < placements {
                return self.nth_countable_placement(seat, card, census, index);
            }
            index -= placements;
        } else {
            let mut found = None;
            let unplaced = self.blackmailable_unplaced(seat, card);
            let _ = self.visit_placements(seat, card, &mut |groups, left| {
                let here = self
                    .after_effect_count(seat, card, &Self::placed_of(groups), left, unplaced)
                    .within(budget);
                if index >= here {
                    index -= here;
                    return ControlFlow::Continue(());
                }
                let _ = self.visit_after_effects(seat, card, groups, left, &mut |m, cost| {
                    if cost > budget {
                        return ControlFlow::Continue(());
                    }
                    if index == 0 {
                        found = Some(m.to_mode());
                        return ControlFlow::Break(());
                    }
                    index -= 1;
                    ControlFlow::Continue(())
                });
                ControlFlow::Break(())
            });
            if found.is_some() {
                return found;
            }
        }
        let abilities = self.ability_count(seat, card);
        if index < abilities {
            let effect = card.or_ability?;
            return self
                .nth_params(seat, None, effect, index)
                .map(PlayMode::Ability);
        }
        index -= abilities;
        if index < self.single_count(seat, ctx, census) {
            return self.board_iter().nth(index).map(PlayMode::Single);
        }
        None
    }

    /// The extra cost of `mode` if it is a mode of card `c` now, whatever the money.
    pub(crate) fn mode_cost(
        &self,
        seat: PlayerId,
        c: CardId,
        ctx: PlayContext,
        mode: &PlayMode,
    ) -> Option<u32> {
        let mut found = None;
        let _ = self.visit_modes(seat, c, ctx, &mut |m, cost| {
            if m.is(mode) {
                found = Some(cost);
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        found
    }

    /// Every mode of card `c` with its extra cost, built.
    pub(crate) fn card_modes(
        &self,
        seat: PlayerId,
        c: CardId,
        ctx: PlayContext,
    ) -> Vec<(PlayMode, u32)> {
        let mut out = Vec::new();
        let _ = self.visit_modes(seat, c, ctx, &mut |m, cost| {
            out.push((m.to_mode(), cost));
            ControlFlow::Continue(())
        });
        out
    }

    /// The targets of each group of a card (sorted and without repeats for a split group,
    /// whose markers form a multiset, R4.5.2) and the choices of groups that can be placed,
    /// each with the markers left after it (R4.5.4, R4.5.5: every group left out must be
    /// unplaceable once the others are placed), in ascending order of the group bit mask.
    fn placement_layout(&self, seat: PlayerId, card: &InfluenceCard) -> PlacementLayout {
        let supply = u32::from(self.player(seat).supply);
        let targets: Few<BoardFew, MAX_GROUPS> =
            card.groups.iter().map(|g| self.group_options(*g)).collect();
        let sizes: Few<usize, MAX_GROUPS> = targets.iter().map(|t| t.len()).collect();
        let masks = Self::placeable_masks(card, &sizes, supply);
        PlacementLayout { targets, masks }
    }

    /// The targets a group's markers may go to (R4.5.3), sorted and without repeats for a split
    /// group, whose markers form a multiset (R4.5.2).
    fn group_options(&self, g: Group) -> BoardFew {
        let mut targets = self.group_targets(g.target);
        if g.split {
            targets.sort_unstable();
            targets.dedup();
        }
        targets
    }

    /// How many board gangsters each group of a card may target (R4.5.3).
    fn group_sizes(&self, card: &InfluenceCard, census: &Census) -> Few<usize, MAX_GROUPS> {
        card.groups
            .iter()
            .map(|g| match g.target {
                GroupTarget::Type(t) => census.by_type[t as usize],
                GroupTarget::Position(p) => usize::from(self.at(p).is_some()),
            })
            .collect()
    }

    /// The board gangsters counted, in all and by type.
    pub(crate) fn census(&self) -> Census {
        let db = crate::state::db();
        let mut census = Census::default();
        for g in self.board_iter() {
            census.gangsters += 1;
            if let Some(t) = db.gangster(g).gtype {
                census.by_type[t as usize] += 1;
            }
        }
        census
    }

    /// The choices of groups that can be placed with `supply` markers, given how many targets
    /// each group has, each with the markers left after it (R4.5.4, R4.5.5), in ascending
    /// order of the group bit mask.
    fn placeable_masks(
        card: &InfluenceCard,
        sizes: &[usize],
        supply: u32,
    ) -> Few<(u32, u32), { 1 << MAX_GROUPS }> {
        let k = card.groups.len();
        let mut masks = Few::default();
        for mask in 1u32..(1 << k) {
            let chosen = |i: usize| mask & (1 << i) != 0;
            let mut total = 0;
            let mut placeable = true;
            for i in (0..k).filter(|i| chosen(*i)) {
                total += card.groups[i].count;
                placeable &= sizes[i] > 0;
            }
            if total > supply || !placeable {
                continue;
            }
            let left = supply - total;
            let skipped_ok = (0..k)
                .filter(|i| !chosen(*i))
                .all(|i| sizes[i] == 0 || card.groups[i].count > left);
            if skipped_ok {
                masks.push((mask, left));
            }
        }
        masks
    }

    /// The placements of a card (R4.5): the placed groups in ascending order, each visited with
    /// the markers left in supply after it.
    fn visit_placements(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        f: &mut VisitPlacement<'_>,
    ) -> ControlFlow<()> {
        let PlacementLayout { targets, masks } = self.placement_layout(seat, card);
        let mut buf: Vec<GroupPlacement> = Vec::with_capacity(card.groups.len());
        for (mask, left) in masks.iter().copied() {
            buf.clear();
            for i in Self::chosen_groups(card, mask).iter().copied() {
                buf.push(GroupPlacement {
                    group: i as u8,
                    targets: Vec::with_capacity(card.groups[i].count as usize),
                });
            }
            self.visit_groups(card, &targets, &mut buf, 0, left, f)?;
        }
        ControlFlow::Continue(())
    }

    /// The groups of a card that `mask` chooses, in ascending order.
    fn chosen_groups(card: &InfluenceCard, mask: u32) -> Few<usize, MAX_GROUPS> {
        (0..card.groups.len())
            .filter(|i| mask & (1 << i) != 0)
            .collect()
    }

    /// The ways to place group `g` on `size` targets: a target, or a multiset of targets for a
    /// split group (R4.5.2).
    fn group_option_count(g: Group, size: usize) -> usize {
        if g.split {
            multiset_count(size, g.count as usize)
        } else {
            size
        }
    }

    /// How many ways there are to place the groups of `mask`: the product of each group's
    /// options.
    fn placements_of(card: &InfluenceCard, sizes: &[usize], mask: u32) -> usize {
        Self::chosen_groups(card, mask)
            .iter()
            .map(|i| Self::group_option_count(card.groups[*i], sizes[*i]))
            .product()
    }

    /// The players a grant may go to, or none (R4.6.2).
    fn grant_choices(&self, card: &InfluenceCard) -> usize {
        if card.after_effect == Some(AfterEffect::GrantPlacement) {
            self.n() - 1
        } else {
            1
        }
    }

    /// Whether the modes of a card can be counted and picked without visiting them: no mode
    /// depends on which gangsters the markers went to (no blackmail coin, R4.10; no extra
    /// marker, R4.6.3).
    fn countable(card: &InfluenceCard) -> bool {
        !card.blackmail && !card.extra_marker_for5
    }

    /// The placements of a countable card, counted.
    fn count_countable_placements(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        census: &Census,
    ) -> usize {
        let sizes = self.group_sizes(card, census);
        let supply = u32::from(self.player(seat).supply);
        let grants = self.grant_choices(card);
        Self::placeable_masks(card, &sizes, supply)
            .iter()
            .map(|(mask, _)| Self::placements_of(card, &sizes, *mask) * grants)
            .sum()
    }

    fn ability_count(&self, seat: PlayerId, card: &InfluenceCard) -> usize {
        card.or_ability
            .filter(|_| card.reaction().is_none())
            .map_or(0, |e| self.count_params(seat, None, e))
    }

    fn single_count(&self, seat: PlayerId, ctx: PlayContext, census: &Census) -> usize {
        if ctx == PlayContext::Turn && self.player(seat).supply > 0 {
            census.gangsters
        } else {
            0
        }
    }

    /// The `index`-th placement of a countable card, built directly.
    fn nth_countable_placement(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        census: &Census,
        index: usize,
    ) -> Option<PlayMode> {
        let mut index = index;
        let sizes = self.group_sizes(card, census);
        let supply = u32::from(self.player(seat).supply);
        let grants = self.grant_choices(card);
        for (mask, _) in &Self::placeable_masks(card, &sizes, supply) {
            let here = Self::placements_of(card, &sizes, *mask) * grants;
            if index >= here {
                index -= here;
                continue;
            }
            let grant = (card.after_effect == Some(AfterEffect::GrantPlacement)).then(|| {
                let k = index % grants;
                // The k-th other player in seat order.
                PlayerId((k + usize::from(k >= seat.index())) as u8)
            });
            let mut rest = index / grants;
            let chosen = Self::chosen_groups(card, *mask);
            // Mixed radix, the first group's option varying slowest.
            let mut digits: Few<usize, MAX_GROUPS> = chosen.iter().map(|_| 0).collect();
            for (slot, i) in chosen.iter().enumerate().rev() {
                let options = Self::group_option_count(card.groups[*i], sizes[*i]);
                digits[slot] = rest % options;
                rest /= options;
            }
            let groups = chosen
                .iter()
                .zip(digits.iter())
                .map(|(i, d)| {
                    let g = card.groups[*i];
                    let options = self.group_options(g);
                    let targets = if g.split {
                        nth_multiset(&options, g.count as usize, *d)?
                    } else {
                        vec![options[*d]; g.count as usize]
                    };
                    Some(GroupPlacement {
                        group: *i as u8,
                        targets,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            return Some(PlayMode::Placement {
                groups,
                extra: None,
                blackmail: None,
                grant,
            });
        }
        None
    }

    /// Every combination of targets for the chosen groups, the first group varying slowest.
    #[allow(clippy::too_many_arguments)]
    fn visit_groups(
        &self,
        card: &InfluenceCard,
        targets: &[BoardFew],
        buf: &mut Vec<GroupPlacement>,
        depth: usize,
        left: u32,
        f: &mut VisitPlacement<'_>,
    ) -> ControlFlow<()> {
        if depth == buf.len() {
            return f(buf, left);
        }
        let i = usize::from(buf[depth].group);
        let grp = card.groups[i];
        let options = &targets[i];
        if grp.split {
            self.visit_multisets(card, targets, buf, depth, left, options, 0, f)
        } else {
            for t in options {
                let slot = &mut buf[depth].targets;
                slot.clear();
                slot.resize(grp.count as usize, *t);
                self.visit_groups(card, targets, buf, depth + 1, left, f)?;
            }
            ControlFlow::Continue(())
        }
    }

    /// The sorted multisets of a split group's markers over `options`, in lexicographic order.
    #[allow(clippy::too_many_arguments)]
    fn visit_multisets(
        &self,
        card: &InfluenceCard,
        targets: &[BoardFew],
        buf: &mut Vec<GroupPlacement>,
        depth: usize,
        left: u32,
        options: &[GangsterId],
        start: usize,
        f: &mut VisitPlacement<'_>,
    ) -> ControlFlow<()> {
        let count = card.groups[usize::from(buf[depth].group)].count as usize;
        if buf[depth].targets.len() == count {
            return self.visit_groups(card, targets, buf, depth + 1, left, f);
        }
        for j in start..options.len() {
            buf[depth].targets.push(options[j]);
            let flow = self.visit_multisets(card, targets, buf, depth, left, options, j, f);
            buf[depth].targets.pop();
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// R4.10.1: whether g has no coin and `seat` would not solely control it once the markers
    /// of `placed` are added.
    fn blackmailable(&self, seat: PlayerId, placed: &[(GangsterId, u8)], g: GangsterId) -> bool {
        let st = self.gangster(g);
        if st.coin.is_some() {
            return false;
        }
        let mut m = st.markers;
        m[seat.index()] += placed.iter().find(|(x, _)| *x == g).map_or(0, |(_, n)| *n);
        sole_of(&m, self.n()) != Some(seat)
    }

    /// R4.10.2: whether a placement must blackmail (it can), with the markers left after it.
    fn blackmail_due(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        placed: &[(GangsterId, u8)],
        left: u32,
    ) -> (bool, u32) {
        let due = card.blackmail
            && left >= 1
            && self.blackmail_supply > 0
            && self
                .board_iter()
                .any(|g| self.blackmailable(seat, placed, g));
        (due, left - u32::from(due))
    }

    /// The gangsters a placement puts markers on, each once in the order placed, with how many.
    fn placed_of(groups: &[GroupPlacement]) -> Placed {
        let mut placed = Placed::default();
        for g in groups.iter().flat_map(|p| p.targets.iter().copied()) {
            add_marker(&mut placed, g, 1);
        }
        placed
    }

    /// R4.6.3: the gangsters an extra marker may go to after a placement: those that received
    /// markers from it (at most one per placed marker), sorted and without repeats.
    fn extra_targets(
        card: &InfluenceCard,
        placed: &[(GangsterId, u8)],
        left: u32,
    ) -> Few<GangsterId, MAX_PLACED> {
        if card.extra_marker_for5 && left >= 1 {
            let mut extras: Few<GangsterId, MAX_PLACED> = placed.iter().map(|(g, _)| *g).collect();
            extras.sort_unstable();
            extras
        } else {
            Few::default()
        }
    }

    /// How many board gangsters a blackmail card of `seat` could blackmail before placing
    /// anything (R4.10.1); 0 for any other card.
    fn blackmailable_unplaced(&self, seat: PlayerId, card: &InfluenceCard) -> usize {
        if card.blackmail {
            self.board_iter()
                .filter(|g| self.blackmailable(seat, &[], *g))
                .count()
        } else {
            0
        }
    }

    /// How many blackmail, extra-marker and grant variants one placement has, and how many of
    /// them need $5, counted as [`GameState::visit_after_effects`] visits them. `unplaced` is
    /// [`GameState::blackmailable_unplaced`]: only the gangsters the placement reaches can
    /// change.
    fn after_effect_count(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        placed: &[(GangsterId, u8)],
        left: u32,
        unplaced: usize,
    ) -> ModeCount {
        // R4.10.2: with no gangster to blackmail, the placement goes without.
        let blackmails = if card.blackmail && left >= 1 && self.blackmail_supply > 0 {
            placed.iter().fold(unplaced, |n, (g, _)| {
                n + usize::from(self.blackmailable(seat, placed, *g))
                    - usize::from(self.blackmailable(seat, &[], *g))
            })
        } else {
            0
        };
        let left = left - u32::from(blackmails > 0);
        let variants = blackmails.max(1) * self.grant_choices(card);
        let extras = Self::extra_targets(card, placed, left).len();
        ModeCount {
            all: variants * (1 + extras),
            paid: variants * extras,
        }
    }

    /// Visits what each placement of a card reaches, with the markers left after it, in no
    /// particular order: for counting. Groups that are not split are walked through without
    /// building their placements.
    fn visit_reached(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        f: &mut VisitReached<'_>,
    ) -> ControlFlow<()> {
        if card.groups.iter().any(|g| g.split) {
            return self.visit_placements(seat, card, &mut |groups, left| {
                f(&Self::placed_of(groups), left)
            });
        }
        let PlacementLayout { targets, masks } = self.placement_layout(seat, card);
        for (mask, left) in masks.iter().copied() {
            let chosen = Self::chosen_groups(card, mask);
            // One digit per chosen group: which of its targets gets its markers.
            let mut digits: Few<usize, MAX_GROUPS> = chosen.iter().map(|_| 0).collect();
            loop {
                let mut placed = Placed::default();
                for (slot, i) in chosen.iter().enumerate() {
                    let count = card.groups[*i].count as u8;
                    add_marker(&mut placed, targets[*i][digits[slot]], count);
                }
                f(&placed, left)?;
                // The next combination, the last group varying fastest.
                let Some(slot) = (0..chosen.len())
                    .rev()
                    .find(|slot| digits[*slot] + 1 < targets[chosen[*slot]].len())
                else {
                    break;
                };
                digits[slot] += 1;
                for later in &mut digits[slot + 1..] {
                    *later = 0;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The blackmail, extra-marker and grant variants of one placement (R4.6, R4.10).
    fn visit_after_effects(
        &self,
        seat: PlayerId,
        card: &InfluenceCard,
        groups: &[GroupPlacement],
        left: u32,
        f: &mut Visit<'_>,
    ) -> ControlFlow<()> {
        let placed = Self::placed_of(groups);
        let (blackmail, left) = self.blackmail_due(seat, card, &placed, left);
        let extra_targets = Self::extra_targets(card, &placed, left);
        let extras = std::iter::once((None, 0))
            .chain(extra_targets.iter().map(|g| (Some(*g), EXTRA_MARKER_COST)));
        // R4.6.2: the grant is compulsory.
        let grants = card.after_effect == Some(AfterEffect::GrantPlacement);
        let grant_to = || {
            (0..self.n())
                .map(|i| PlayerId(i as u8))
                .filter(move |p| grants && *p != seat)
                .map(Some)
                .chain((!grants).then_some(None))
        };
        let blackmails = self
            .board_iter()
            .filter(|g| blackmail && self.blackmailable(seat, &placed, *g))
            .map(Some)
            .chain((!blackmail).then_some(None));
        for b in blackmails {
            for (extra, cost) in extras.clone() {
                for grant in grant_to() {
                    f(
                        ModeRef::Placement {
                            groups,
                            extra,
                            blackmail: b,
                            grant,
                        },
                        cost,
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}
