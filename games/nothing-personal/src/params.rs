//! The parameters of an effect (R6.5, §13), visited one by one without building them: the
//! Counselor alone has hundreds of ways to place three neutral markers, and a random player or
//! a check needs one.

use std::ops::ControlFlow;

use crate::action::{MarkerRef, Params};
use crate::board::{arrow_connected, ARROWS};
use crate::cards::Effect;
use crate::few::Few;
use crate::ids::{Colour, GangsterId, Place, PlayerId};
use crate::legal::sole_of;
use crate::state::{BoardFew, GameState};

/// Parameters being visited, borrowed from the visit's buffers.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ParamsRef<'a> {
    None,
    Gangster(GangsterId),
    Gangsters(&'a [GangsterId]),
    Player(PlayerId),
    Markers(&'a [MarkerRef]),
    Amount(u32),
    Jailbreak {
        prisoner: GangsterId,
        place: Place,
    },
    RemoveColour {
        gangster: GangsterId,
        colour: Colour,
        count: u32,
        with_coin: bool,
    },
    Position(u8),
    Players([PlayerId; 2]),
}

impl Params {
    /// The parameters as a visit would borrow them.
    pub(crate) fn as_ref(&self) -> ParamsRef<'_> {
        match self {
            Params::None => ParamsRef::None,
            Params::Gangster(g) => ParamsRef::Gangster(*g),
            Params::Gangsters(gs) => ParamsRef::Gangsters(gs),
            Params::Player(p) => ParamsRef::Player(*p),
            Params::Markers(ms) => ParamsRef::Markers(ms),
            Params::Amount(n) => ParamsRef::Amount(*n),
            Params::Jailbreak { prisoner, place } => ParamsRef::Jailbreak {
                prisoner: *prisoner,
                place: *place,
            },
            Params::RemoveColour {
                gangster,
                colour,
                count,
                with_coin,
            } => ParamsRef::RemoveColour {
                gangster: *gangster,
                colour: *colour,
                count: *count,
                with_coin: *with_coin,
            },
            Params::Position(q) => ParamsRef::Position(*q),
            Params::Players(v) => ParamsRef::Players(*v),
        }
    }
}

impl ParamsRef<'_> {
    pub fn to_params(self) -> Params {
        match self {
            ParamsRef::None => Params::None,
            ParamsRef::Gangster(g) => Params::Gangster(g),
            ParamsRef::Gangsters(gs) => Params::Gangsters(gs.to_vec()),
            ParamsRef::Player(p) => Params::Player(p),
            ParamsRef::Markers(ms) => Params::Markers(ms.to_vec()),
            ParamsRef::Amount(n) => Params::Amount(n),
            ParamsRef::Jailbreak { prisoner, place } => Params::Jailbreak { prisoner, place },
            ParamsRef::RemoveColour {
                gangster,
                colour,
                count,
                with_coin,
            } => Params::RemoveColour {
                gangster,
                colour,
                count,
                with_coin,
            },
            ParamsRef::Position(q) => Params::Position(q),
            ParamsRef::Players(v) => Params::Players(v),
        }
    }

    pub fn is(self, params: &Params) -> bool {
        match (self, params) {
            (ParamsRef::None, Params::None) => true,
            (ParamsRef::Gangster(a), Params::Gangster(b)) => a == *b,
            (ParamsRef::Gangsters(a), Params::Gangsters(b)) => a == b.as_slice(),
            (ParamsRef::Player(a), Params::Player(b)) => a == *b,
            (ParamsRef::Markers(a), Params::Markers(b)) => a == b.as_slice(),
            (ParamsRef::Amount(a), Params::Amount(b)) => a == *b,
            (
                ParamsRef::Jailbreak { prisoner, place },
                Params::Jailbreak {
                    prisoner: p,
                    place: q,
                },
            ) => prisoner == *p && place == *q,
            (
                ParamsRef::RemoveColour {
                    gangster,
                    colour,
                    count,
                    with_coin,
                },
                Params::RemoveColour {
                    gangster: g,
                    colour: c,
                    count: n,
                    with_coin: w,
                },
            ) => gangster == *g && colour == *c && count == *n && with_coin == *w,
            (ParamsRef::Position(a), Params::Position(b)) => a == *b,
            (ParamsRef::Players(a), Params::Players(b)) => a == *b,
            _ => false,
        }
    }
}

/// A visitor of parameters.
pub(crate) type VisitParams<'v> = dyn FnMut(ParamsRef<'_>) -> ControlFlow<()> + 'v;

/// The larger id first or second: a pair that forms a set is written sorted.
fn sorted2(a: GangsterId, b: GangsterId) -> [GangsterId; 2] {
    if a <= b {
        [a, b]
    } else {
        [b, a]
    }
}

/// Visits the sorted multisets of size `k` over `items` (sorted, without repeats) in
/// lexicographic order, in `buf`.
fn visit_multisets(
    items: &[GangsterId],
    k: usize,
    start: usize,
    buf: &mut Vec<GangsterId>,
    f: &mut VisitParams<'_>,
) -> ControlFlow<()> {
    if buf.len() == k {
        return f(ParamsRef::Gangsters(buf));
    }
    for i in start..items.len() {
        buf.push(items[i]);
        let flow = visit_multisets(items, k, i, buf, f);
        buf.pop();
        flow?;
    }
    ControlFlow::Continue(())
}

/// Visits the sorted multisets of size `k` of marker references, each used at most as often as
/// it exists, in lexicographic order.
fn visit_ref_multisets(
    refs: &[(MarkerRef, u8)],
    k: usize,
    start: usize,
    used: u8,
    buf: &mut Vec<MarkerRef>,
    f: &mut VisitParams<'_>,
) -> ControlFlow<()> {
    if buf.len() == k {
        return f(ParamsRef::Markers(buf));
    }
    for i in start..refs.len() {
        let already = if i == start { used } else { 0 };
        if already >= refs[i].1 {
            continue;
        }
        buf.push(refs[i].0);
        let flow = visit_ref_multisets(refs, k, i, already + 1, buf, f);
        buf.pop();
        flow?;
    }
    ControlFlow::Continue(())
}

/// The number of sorted multisets of size `k` over `n` items: C(n + k − 1, k).
pub(crate) fn multiset_count(n: usize, k: usize) -> usize {
    if k == 0 {
        return 1;
    }
    if n == 0 {
        return 0;
    }
    // C(n + k − 1, k), built up so every step divides exactly.
    (1..=k).fold(1, |c, i| c * (n - 1 + i) / i)
}

/// The `index`-th sorted multiset of size `k` over `items` in lexicographic order.
pub(crate) fn nth_multiset(
    items: &[GangsterId],
    k: usize,
    mut index: usize,
) -> Option<Vec<GangsterId>> {
    let mut out = Vec::with_capacity(k);
    let mut start = 0;
    while out.len() < k {
        let rest = k - out.len() - 1;
        let mut chosen = None;
        for i in start..items.len() {
            let here = multiset_count(items.len() - i, rest);
            if index < here {
                chosen = Some(i);
                break;
            }
            index -= here;
        }
        let i = chosen?;
        out.push(items[i]);
        start = i;
    }
    Some(out)
}

/// Every distinct marker on the board with how many of it there are, in the order of their
/// references (gangster, colour, the one on the coin last): at most seven per gangster.
type MarkerRefs = Few<(MarkerRef, u8), { 7 * Place::BOARD.len() }>;

/// The multisets of marker references counted from the back: `at(i, r)` is how many multisets
/// of size `r` the references from `refs[i..]` form, each used at most as often as it exists.
struct RefMultisets {
    k: usize,
    table: Vec<usize>,
}

impl RefMultisets {
    fn new(refs: &[(MarkerRef, u8)], k: usize) -> RefMultisets {
        let width = k + 1;
        let mut table = vec![0; (refs.len() + 1) * width];
        table[refs.len() * width] = 1;
        for (i, (_, n)) in refs.iter().enumerate().rev() {
            for r in 0..=k {
                table[i * width + r] = (0..=usize::from(*n).min(r))
                    .map(|t| table[(i + 1) * width + r - t])
                    .sum();
            }
        }
        RefMultisets { k, table }
    }

    fn at(&self, i: usize, r: usize) -> usize {
        self.table[i * (self.k + 1) + r]
    }

    /// Multisets of size `r` from `refs[i..]` that use `refs[i]` at most `first` times.
    fn with_first(&self, i: usize, first: u8, r: usize) -> usize {
        (0..=usize::from(first).min(r))
            .map(|t| self.at(i + 1, r - t))
            .sum()
    }
}

/// How many multisets of size `k` the marker references form, each used at most as often as it
/// exists: [`RefMultisets`] without its table.
fn ref_multiset_count(refs: &[(MarkerRef, u8)], k: usize) -> usize {
    // ways[r]: multisets of size r of the references seen so far, updated in place from the
    // largest size down so that each reference is added once.
    let mut ways = vec![0usize; k + 1];
    ways[0] = 1;
    for (_, n) in refs {
        for r in (1..=k).rev() {
            ways[r] += (1..=usize::from(*n).min(r))
                .map(|t| ways[r - t])
                .sum::<usize>();
        }
    }
    ways[k]
}

/// The `index`-th multiset of size `k` of marker references, in the order of
/// [`visit_ref_multisets`].
fn nth_ref_multiset(
    refs: &[(MarkerRef, u8)],
    k: usize,
    mut index: usize,
) -> Option<Vec<MarkerRef>> {
    let counts = RefMultisets::new(refs, k);
    let mut out = Vec::with_capacity(k);
    let (mut start, mut used) = (0, 0u8);
    while out.len() < k {
        let rest = k - out.len() - 1;
        let mut chosen = None;
        for (i, (_, n)) in refs.iter().enumerate().skip(start) {
            let already = if i == start { used } else { 0 };
            if already >= *n {
                continue;
            }
            let here = counts.with_first(i, n - already - 1, rest);
            if index < here {
                chosen = Some((i, already + 1));
                break;
            }
            index -= here;
        }
        let (i, u) = chosen?;
        out.push(refs[i].0);
        start = i;
        used = u;
    }
    Some(out)
}

/// Whether `markers` is one of the multisets of size `k` of [`visit_ref_multisets`]: in order,
/// each reference used at most as often as it exists.
fn is_ref_multiset(refs: &[(MarkerRef, u8)], k: usize, markers: &[MarkerRef]) -> bool {
    markers.len() == k
        && markers.is_sorted()
        && markers.chunk_by(|a, b| a == b).all(|run| {
            refs.binary_search_by(|(r, _)| r.cmp(&run[0]))
                .is_ok_and(|at| usize::from(refs[at].1) >= run.len())
        })
}

impl GameState {
    /// The number of legal parameter sets of an effect, counted without visiting the large
    /// families one by one (neutral placements, marker removals and swaps).
    pub(crate) fn count_params(
        &self,
        seat: PlayerId,
        source: Option<GangsterId>,
        effect: Effect,
    ) -> usize {
        let active = || self.positions.iter().rev().flatten().copied();
        match effect {
            // The common effects of the positions and the cards, counted as visited.
            Effect::Whack { .. } => active().filter(|g| Some(*g) != source).count(),
            Effect::DrawTwoGiveOne | Effect::DrawCards { .. } | Effect::BankMoney { .. } => 1,
            Effect::TakeMoney { .. } => self.n() - 1,
            Effect::PlaceOwn { .. } if self.player(seat).supply > 0 => self.board_iter().count(),
            Effect::PlaceOwn { .. } => 0,
            Effect::PlaceOmerta if self.omerta_supply > 0 => active()
                .filter(|g| self.position_of(*g) != Some(1) && !self.gangster(*g).omerta)
                .count(),
            Effect::PlaceOmerta => 0,
            Effect::PlaceNeutral { count } => {
                let k = self.neutral_placement_size(count);
                if k == 0 {
                    0
                } else {
                    multiset_count(self.board_iter().count(), k)
                }
            }
            Effect::RemoveMarkers { count } => self
                .removal(count)
                .map_or(0, |(refs, k)| ref_multiset_count(&refs, k)),
            Effect::SwapMarkers => {
                // Pairs of distinct references less the pairs of one colour.
                let refs = self.marker_refs();
                let pairs = |m: usize| m * m.saturating_sub(1) / 2;
                let mut by_colour = [0usize; 6];
                for (r, _) in refs.iter() {
                    by_colour[r.colour.slot()] += 1;
                }
                pairs(refs.len()) - by_colour.iter().map(|m| pairs(*m)).sum::<usize>()
            }
            _ => {
                let mut n = 0;
                let _ = self.visit_params(seat, source, effect, &mut |_| {
                    n += 1;
                    ControlFlow::Continue(())
                });
                n
            }
        }
    }

    /// The `index`-th legal parameter set of an effect, in the order of [`visit_params`].
    ///
    /// [`visit_params`]: GameState::visit_params
    pub(crate) fn nth_params(
        &self,
        seat: PlayerId,
        source: Option<GangsterId>,
        effect: Effect,
        index: usize,
    ) -> Option<Params> {
        match effect {
            Effect::PlaceNeutral { count } => {
                let k = self.neutral_placement_size(count);
                let mut items: Vec<GangsterId> = self.board_iter().collect();
                items.sort();
                items.dedup();
                (k > 0)
                    .then(|| nth_multiset(&items, k, index))
                    .flatten()
                    .map(Params::Gangsters)
            }
            Effect::RemoveMarkers { count } => self
                .removal(count)
                .and_then(|(refs, k)| nth_ref_multiset(&refs, k, index))
                .map(Params::Markers),
            Effect::SwapMarkers => {
                let refs = self.marker_refs();
                let mut index = index;
                for (i, (a, _)) in refs.iter().enumerate() {
                    for (b, _) in &refs[i + 1..] {
                        if a.colour == b.colour {
                            continue;
                        }
                        if index == 0 {
                            return Some(Params::Markers(vec![*a, *b]));
                        }
                        index -= 1;
                    }
                }
                None
            }
            _ => {
                let mut left = index;
                let mut found = None;
                let _ = self.visit_params(seat, source, effect, &mut |p| {
                    if left == 0 {
                        found = Some(p.to_params());
                        return ControlFlow::Break(());
                    }
                    left -= 1;
                    ControlFlow::Continue(())
                });
                found
            }
        }
    }

    /// Visits every legal parameter set of an effect used by `seat` (acting gangster `source`)
    /// in canonical order, stopping when `f` breaks.
    pub(crate) fn visit_params(
        &self,
        seat: PlayerId,
        source: Option<GangsterId>,
        effect: Effect,
        f: &mut VisitParams<'_>,
    ) -> ControlFlow<()> {
        let own_supply = self.player(seat).supply;
        let active = || self.positions.iter().rev().flatten().copied();
        match effect {
            Effect::Whack { .. } => {
                for g in active().filter(|g| Some(*g) != source) {
                    f(ParamsRef::Gangster(g))?;
                }
            }
            Effect::SwapWithLowerRespect => {
                let Some(src) = source else {
                    return ControlFlow::Continue(());
                };
                let Some(mine) = self.fixed_card_respect(src) else {
                    return ControlFlow::Continue(());
                };
                for g in active() {
                    if g != src
                        && self.position_of(g) != Some(9)
                        && self.fixed_card_respect(g).is_some_and(|r| r <= mine)
                    {
                        f(ParamsRef::Gangster(g))?;
                    }
                }
            }
            Effect::SwapArrowConnectedPair => {
                for (a, b) in ARROWS {
                    if b == 9 {
                        continue;
                    }
                    if let (Some(x), Some(y)) = (self.at(a), self.at(b)) {
                        if Some(x) != source && Some(y) != source {
                            f(ParamsRef::Gangsters(&sorted2(x, y)))?;
                        }
                    }
                }
            }
            Effect::RobRichest { .. } => {
                let others = || {
                    (0..self.n())
                        .map(|i| PlayerId(i as u8))
                        .filter(|p| *p != seat)
                };
                let best = others().map(|p| self.player(p).money).max().unwrap_or(0);
                for p in others().filter(|p| self.player(*p).money == best) {
                    f(ParamsRef::Player(p))?;
                }
            }
            Effect::DrawTwoGiveOne | Effect::DrawCards { .. } | Effect::BankMoney { .. } => {
                f(ParamsRef::None)?;
            }
            Effect::SellRespect { max, .. } => {
                for k in 1..=max.min(self.player(seat).respect) {
                    f(ParamsRef::Amount(k))?;
                }
            }
            Effect::GangWars => {
                for x in active() {
                    if self.position_of(x) == Some(9) {
                        continue;
                    }
                    let Some(t) = self.card(x).gtype else {
                        continue;
                    };
                    for y in self.board_iter() {
                        if y != x && self.card(y).gtype == Some(t) {
                            f(ParamsRef::Gangsters(&[x, y]))?;
                        }
                    }
                }
            }
            Effect::ReplaceWithAssociate => {
                for x in active() {
                    for y in self.associates.iter().flatten() {
                        f(ParamsRef::Gangsters(&[x, *y]))?;
                    }
                }
            }
            Effect::ReplaceFromDeck => {
                if !self.gangster_deck.is_empty() {
                    for g in active() {
                        f(ParamsRef::Gangster(g))?;
                    }
                }
            }
            Effect::SwapSameType => {
                let actives: BoardFew = active().collect();
                for (i, a) in actives.iter().enumerate() {
                    for b in &actives[i + 1..] {
                        let ta = self.card(*a).gtype;
                        if ta.is_some() && ta == self.card(*b).gtype {
                            f(ParamsRef::Gangsters(&sorted2(*a, *b)))?;
                        }
                    }
                }
            }
            Effect::RemoveColour { max } => {
                for g in self.board_iter() {
                    let st = self.gangster(g);
                    for slot in 0..6 {
                        let n = u32::from(st.markers[slot]);
                        if n == 0 {
                            continue;
                        }
                        let colour = Colour::from_slot(slot);
                        let coin_here = st.coin == Some(colour);
                        for count in 1..=n.min(max) {
                            let remove = |with_coin| ParamsRef::RemoveColour {
                                gangster: g,
                                colour,
                                count,
                                with_coin,
                            };
                            if !coin_here || count < n {
                                f(remove(false))?;
                            }
                            if coin_here {
                                f(remove(true))?;
                            }
                        }
                    }
                }
            }
            Effect::Snitch => {
                for g in self.board_iter() {
                    if self.gangster(g).marker_count() >= 10 {
                        f(ParamsRef::Gangster(g))?;
                    }
                }
            }
            Effect::Jailbreak { .. } => {
                for g in &self.prison {
                    for place in self.jailbreak_places(*g) {
                        f(ParamsRef::Jailbreak {
                            prisoner: *g,
                            place,
                        })?;
                    }
                }
            }
            Effect::Blackmail => {
                if own_supply > 0 {
                    for g in self.blackmail_targets(seat, &[]).iter().copied() {
                        f(ParamsRef::Gangster(g))?;
                    }
                }
            }
            Effect::PlaceNeutral { count } => {
                let k = self.neutral_placement_size(count);
                if k > 0 {
                    let mut items: Vec<GangsterId> = self.board_iter().collect();
                    items.sort();
                    items.dedup();
                    visit_multisets(&items, k, 0, &mut Vec::with_capacity(k), f)?;
                }
            }
            Effect::RemoveMarkers { count } => {
                if let Some((refs, k)) = self.removal(count) {
                    visit_ref_multisets(&refs, k, 0, 0, &mut Vec::with_capacity(k), f)?;
                }
            }
            Effect::SwapWithConnected => {
                let Some(p) = source.and_then(|g| self.position_of(g)) else {
                    return ControlFlow::Continue(());
                };
                // R14.3.6: any arrow-connected position but the Capo's.
                for q in (1..=8u8).filter(|q| arrow_connected(p, *q)) {
                    if let Some(t) = self.at(q) {
                        f(ParamsRef::Gangster(t))?;
                    }
                }
            }
            Effect::MoveToEmpty => {
                if source.is_some_and(|g| self.is_active(g)) {
                    for q in (1..=9u8).filter(|q| self.at(*q).is_none()) {
                        f(ParamsRef::Position(q))?;
                    }
                }
            }
            Effect::DeathRoll { .. } => f(ParamsRef::None)?,
            Effect::ArrestSelfRemove { .. } => {
                if source.is_some_and(|g| self.is_active(g)) {
                    f(ParamsRef::None)?;
                }
            }
            Effect::ExchangeRandomCards => {
                for a in 0..self.n() {
                    for b in a + 1..self.n() {
                        f(ParamsRef::Players([PlayerId(a as u8), PlayerId(b as u8)]))?;
                    }
                }
            }
            Effect::TakeMoney { .. } => {
                for p in (0..self.n())
                    .map(|i| PlayerId(i as u8))
                    .filter(|p| *p != seat)
                {
                    f(ParamsRef::Player(p))?;
                }
            }
            Effect::PlaceOwn { .. } => {
                if own_supply > 0 {
                    for g in self.board_iter() {
                        f(ParamsRef::Gangster(g))?;
                    }
                }
            }
            Effect::SwapMarkers => {
                let refs = self.marker_refs();
                for (i, (a, _)) in refs.iter().enumerate() {
                    for (b, _) in &refs[i + 1..] {
                        if a.colour != b.colour {
                            f(ParamsRef::Markers(&[*a, *b]))?;
                        }
                    }
                }
            }
            Effect::PlaceOmerta => {
                if self.omerta_supply > 0 {
                    for g in active() {
                        if self.position_of(g) != Some(1) && !self.gangster(g).omerta {
                            f(ParamsRef::Gangster(g))?;
                        }
                    }
                }
            }
            Effect::FreeRerollPerRound
            | Effect::OwnWhackFreeReroll
            | Effect::MoveIntoVacancy
            | Effect::ShieldsController
            | Effect::SilenceIncome
            | Effect::CancelWhack
            | Effect::WhackInsurance { .. }
            | Effect::PayToCancelWhack { .. }
            | Effect::RespectWithPartner { .. }
            | Effect::MoneyWithPartner { .. }
            | Effect::Tiebreaker
            | Effect::ArrestAtMarkers { .. } => {}
        }
        ControlFlow::Continue(())
    }

    /// Whether `params` is a legal parameter set of the effect.
    pub(crate) fn has_params(
        &self,
        seat: PlayerId,
        source: Option<GangsterId>,
        effect: Effect,
        params: &Params,
    ) -> bool {
        match (effect, params) {
            (Effect::PlaceNeutral { count }, Params::Gangsters(gs)) => {
                return gs.len() == self.neutral_placement_size(count)
                    && !gs.is_empty()
                    && gs.is_sorted()
                    && gs.iter().all(|g| self.place_of(*g).is_some());
            }
            (Effect::RemoveMarkers { count }, Params::Markers(ms)) => {
                return self
                    .removal(count)
                    .is_some_and(|(refs, k)| is_ref_multiset(&refs, k, ms));
            }
            (Effect::SwapMarkers, Params::Markers(ms)) => {
                let refs = self.marker_refs();
                let present = |m: &MarkerRef| refs.binary_search_by(|(r, _)| r.cmp(m)).is_ok();
                return matches!(ms.as_slice(), [a, b] if a < b && a.colour != b.colour
                    && present(a) && present(b));
            }
            _ => {}
        }
        self.visit_params(seat, source, effect, &mut |p| {
            if p.is(params) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// Whether the effect has any legal parameter set.
    pub(crate) fn any_params(
        &self,
        seat: PlayerId,
        source: Option<GangsterId>,
        effect: Effect,
    ) -> bool {
        self.visit_params(seat, source, effect, &mut |_| ControlFlow::Break(()))
            .is_break()
    }

    /// R4.10.1: board gangsters without a coin that `seat` would not solely control once
    /// `placed` markers of theirs are added.
    pub(crate) fn blackmail_targets(&self, seat: PlayerId, placed: &[GangsterId]) -> BoardFew {
        if self.blackmail_supply == 0 {
            return BoardFew::default();
        }
        self.board_iter()
            .filter(|g| self.gangster(*g).coin.is_none())
            .filter(|g| {
                let mut m = self.gangster(*g).markers;
                m[seat.index()] += placed.iter().filter(|x| *x == g).count() as u8;
                sole_of(&m, self.n()) != Some(seat)
            })
            .collect()
    }

    /// R11.4.2: the last place if empty, else any empty Associate space.
    pub(crate) fn jailbreak_places(&self, g: GangsterId) -> Vec<Place> {
        if let Some(last) = self.gangster(g).last_place {
            if self.at_place(last).is_none() {
                return vec![last];
            }
        }
        (1..=3u8)
            .map(Place::Associate)
            .filter(|p| self.at_place(*p).is_none())
            .collect()
    }

    /// The markers a removal of up to `count` chooses from and how many it takes, at least one
    /// (R6.5.3).
    fn removal(&self, count: u32) -> Option<(MarkerRefs, usize)> {
        let refs = self.marker_refs();
        let k = self.removal_size(&refs, count);
        (k > 0).then_some((refs, k))
    }

    /// Every distinct marker on the board, with how many of it there are, in order.
    pub(crate) fn marker_refs(&self) -> MarkerRefs {
        let mut board: BoardFew = self.board_iter().collect();
        board.sort_unstable();
        let mut refs = MarkerRefs::default();
        for g in board.iter().copied() {
            let st = self.gangster(g);
            // Colour slots run in the order of colours, families first.
            for slot in 0..6 {
                let colour = Colour::from_slot(slot);
                let n = st.markers[slot];
                let on_coin = u8::from(st.coin == Some(colour));
                let marker = |on_coin| MarkerRef {
                    gangster: g,
                    colour,
                    on_coin,
                };
                if n > on_coin {
                    refs.push((marker(false), n - on_coin));
                }
                if on_coin == 1 {
                    refs.push((marker(true), 1));
                }
            }
        }
        refs
    }

    /// How many markers a removal of up to `count` takes (R6.5.3): as many as there are.
    fn removal_size(&self, refs: &[(MarkerRef, u8)], count: u32) -> usize {
        let total: usize = refs.iter().map(|(_, n)| usize::from(*n)).sum();
        (count as usize).min(total)
    }

    /// How many neutral markers a placement of `count` puts down: as many as the supply has.
    fn neutral_placement_size(&self, count: u32) -> usize {
        count.min(u32::from(self.neutral_supply)) as usize
    }
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use crate::action::{Action, Params};
    use crate::cards::Effect;
    use crate::state::{GameConfig, GameState};

    /// The same parameter set with its items in reverse order.
    fn reversed(p: &Params) -> Option<Params> {
        match p {
            Params::Gangsters(v) => Some(Params::Gangsters(v.iter().rev().copied().collect())),
            Params::Markers(v) => Some(Params::Markers(v.iter().rev().copied().collect())),
            _ => None,
        }
    }

    /// The same parameter set with its first item once more at the end.
    fn longer(p: &Params) -> Option<Params> {
        match p {
            Params::Gangsters(v) => Some(Params::Gangsters([v.clone(), vec![v[0]]].concat())),
            Params::Markers(v) => Some(Params::Markers([v.clone(), vec![v[0]]].concat())),
            _ => None,
        }
    }

    /// Every effect of the cards and the positions, once.
    fn every_effect() -> Vec<Effect> {
        let data = crate::cards::base_cards().expect("card data").data();
        let mut once = Vec::new();
        for e in data
            .gangsters
            .iter()
            .flat_map(|g| g.abilities.iter().map(|a| a.effect))
            .chain(data.influence.iter().filter_map(|c| c.or_ability))
            .chain((1..=9).filter_map(crate::crew::position_effect))
        {
            if !once.contains(&e) {
                once.push(e);
            }
        }
        once
    }

    /// Every effect's parameter sets counted, picked and checked without visiting them all
    /// (R6.5, §13) agree with its visit at every decision of seeded games, from a player's
    /// hand and from a gangster; the marker effects counted by combinatorics (R6.5.3, R6.5.5,
    /// the three neutral markers of position 7) refuse a set out of order or too long.
    #[test]
    fn r6_5_counted_effects_agree_with_their_visit() {
        let effects = every_effect();
        let combinatoric = |e: Effect| {
            matches!(
                e,
                Effect::PlaceNeutral { .. } | Effect::RemoveMarkers { .. } | Effect::SwapMarkers
            )
        };
        let mut checked = 0;
        let mut refused = 0;
        for seed in 0..4u64 {
            let mut game = GameState::new(GameConfig::new(4, 300 + seed)).expect("setup");
            let mut pick = seed;
            while let Some(d) = game.pending().cloned() {
                let sources = [None, game.at(5)];
                for (effect, source) in effects.iter().flat_map(|e| sources.map(|s| (*e, s))) {
                    let mut seen = Vec::new();
                    let _ = game.visit_params(d.seat, source, effect, &mut |p| {
                        seen.push(p.to_params());
                        ControlFlow::Continue(())
                    });
                    let why = format!("{effect:?} from {source:?}");
                    assert_eq!(
                        game.count_params(d.seat, source, effect),
                        seen.len(),
                        "{why}"
                    );
                    assert_eq!(game.nth_params(d.seat, source, effect, seen.len()), None);
                    assert_eq!(
                        game.any_params(d.seat, source, effect),
                        !seen.is_empty(),
                        "{why}"
                    );
                    for (i, p) in seen.iter().enumerate() {
                        // The visits of other effects are short; a sample of them is enough.
                        if !combinatoric(effect) && i % 7 != 0 {
                            continue;
                        }
                        let nth = game.nth_params(d.seat, source, effect, i);
                        assert_eq!(nth.as_ref(), Some(p), "{why}");
                        assert!(game.has_params(d.seat, source, effect, p), "{why} {p:?}");
                        checked += 1;
                        if !combinatoric(effect) {
                            continue;
                        }
                        let wrong = [reversed(p).filter(|r| r != p), longer(p)];
                        for w in wrong.iter().flatten() {
                            assert!(!game.has_params(d.seat, source, effect, w), "{w:?}");
                            refused += 1;
                        }
                    }
                }
                let answers = game.legal_answers();
                pick = pick
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let answer = answers[(pick >> 33) as usize % answers.len()].clone();
                game.apply(d.seat, Action::Answer(answer)).expect("listed");
            }
        }
        assert!(
            checked > 100_000 && refused > 100_000,
            "{checked} {refused}"
        );
    }
}
