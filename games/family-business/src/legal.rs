//! The legal answers of the pending decision, in canonical order (FB11.2, FB11.4): mobsters
//! named canonically (FB1.7), each card kind once, by its oldest copy in hand.

use crate::answer::{Answer, Target};
use crate::card_set::CardSet;
use crate::cards::{Ability, Card, Class, Kind};
use crate::stage::Stage;
use crate::state::{GameState, Mobster, PlayerId};

impl GameState {
    /// Mobster `index` of `p`'s family.
    pub(crate) fn mobster(&self, p: PlayerId, index: u8) -> Mobster {
        Mobster {
            family: self.player(p).family,
            index,
        }
    }

    /// The canonical mobster of `p`'s row: the lowest index (FB1.7.2).
    pub(crate) fn row_front(&self, p: PlayerId) -> Option<Mobster> {
        self.player(p).row.first().map(|i| self.mobster(p, *i))
    }

    /// The canonical choices among `p`'s row mobsters but `except` (FB1.7.1): the lowest
    /// mobster carrying no ability card, and every one carrying one, by index.
    pub(crate) fn row_choices_except(&self, p: PlayerId, except: Option<Mobster>) -> Vec<Mobster> {
        let mut plain_seen = false;
        let mut choices = Vec::new();
        for m in self.player(p).row.iter().map(|i| self.mobster(p, *i)) {
            if Some(m) == except {
                continue;
            }
            if self.ability_of(m).is_some() {
                choices.push(m);
            } else if !plain_seen {
                plain_seen = true;
                choices.push(m);
            }
        }
        choices
    }

    /// The canonical choices among `p`'s row mobsters (FB1.7.2).
    pub(crate) fn row_choices(&self, p: PlayerId) -> Vec<Mobster> {
        self.row_choices_except(p, None)
    }

    /// A Double Contract's canonical targets in `p`'s row: two of its mobsters, or its only
    /// one twice (FB5.3.1).
    pub(crate) fn row_pairs(&self, p: PlayerId) -> Vec<Target> {
        if let [only] = self.player(p).row.as_slice() {
            let m = self.mobster(p, *only);
            return vec![Target::Pair(m, m)];
        }
        self.row_choices(p)
            .into_iter()
            .flat_map(|first| {
                self.row_choices_except(p, Some(first))
                    .into_iter()
                    .map(move |second| Target::Pair(first, second))
            })
            .collect()
    }

    /// The opponents of `p` (FB0.4), by seat.
    pub(crate) fn opponents(&self, p: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats().filter(move |q| *q != p && self.in_game(*q))
    }

    /// The players in the game, by seat.
    pub(crate) fn in_game_seats(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats().filter(|q| self.in_game(*q))
    }

    /// Whether an opponent of `p` has a mobster in the row.
    fn opponent_with_row(&self, p: PlayerId) -> bool {
        self.opponents(p).any(|q| self.row_front(q).is_some())
    }

    /// A Contract's or a Priority Contract's targets: the canonical row mobsters of the
    /// opponents (FB5.1.1), never the Doppelgänger (FB13.3.2); after each, with the Shotgun,
    /// the same with a second target (FB13.3.7).
    fn contract_targets(&self, p: PlayerId) -> Vec<Target> {
        let fronts = |except: Option<Mobster>| -> Vec<Mobster> {
            self.opponents(p)
                .flat_map(|q| self.row_choices_except(q, except))
                .filter(|m| self.ability_of(*m) != Some(Ability::Doppelganger))
                .collect()
        };
        let shotgun = self.has(p, Ability::Shotgun);
        fronts(None)
            .into_iter()
            .flat_map(|first| {
                let seconds = if shotgun {
                    fronts(Some(first))
                } else {
                    Vec::new()
                };
                std::iter::once(Target::Mobster(first)).chain(
                    seconds
                        .into_iter()
                        .map(move |second| Target::Shotgun { first, second }),
                )
            })
            .collect()
    }

    /// The row mobsters of every player in the game, canonically, by seat.
    fn all_row_choices(&self) -> Vec<Mobster> {
        self.in_game_seats()
            .flat_map(|q| self.row_choices(q))
            .collect()
    }

    /// Every legal declaration of a play of `kind` by `p` with effect (FB4.3); empty when the
    /// card has no legal resolution (FB4.2.1) or is a counter (FB4.2.3).
    pub(crate) fn targets(&self, kind: Kind, p: PlayerId) -> Vec<Target> {
        use Kind::*;
        let listed = || self.hit_list.iter().map(|m| Target::Mobster(*m));
        match kind {
            Contract | ContractFiProof | ContractUncounterable | PriorityContract => {
                self.contract_targets(p)
            }
            DoubleContract => self.opponents(p).flat_map(|q| self.row_pairs(q)).collect(),
            Hit => listed()
                .chain(self.all_row_choices().into_iter().map(Target::Mobster))
                .collect(),
            DoubleCross if !self.opponent_with_row(p) => Vec::new(),
            Turncoat => self.turncoat_outgoing(),
            Lam | PoliceProtection => listed().collect(),
            Substitution => {
                let substitutes = self.all_row_choices();
                self.hit_list
                    .iter()
                    .flat_map(|l| {
                        substitutes.iter().map(|s| Target::Swap {
                            listed: *l,
                            substitute: *s,
                        })
                    })
                    .collect()
            }
            Intrigue if self.hit_list.len() < 2 => Vec::new(),
            Payoff => self
                .in_game_seats()
                .filter(|q| self.listed(*q) > 0)
                .map(Target::Player)
                .collect(),
            MobPower | FamilyInfluence | Finger | SafeHouse => Vec::new(),
            DoubleCross | Massacre | MobWar | Ambush | Vendetta | Intrigue | Truce
            | FederalCrackdown => vec![Target::Nobody],
        }
    }

    /// `listed(p)`: p's mobsters on the Hit List (FB1.6.1).
    pub fn listed(&self, p: PlayerId) -> usize {
        let family = self.player(p).family;
        self.hit_list.iter().filter(|m| m.family == family).count()
    }

    /// FB5.10.1: the players with the most and with the fewest mobsters in play.
    fn turncoat_sides(&self) -> (Vec<PlayerId>, Vec<PlayerId>) {
        let counts: Vec<(PlayerId, usize)> =
            self.in_game_seats().map(|q| (q, self.in_play(q))).collect();
        let most = counts.iter().map(|c| c.1).max().unwrap_or(0);
        let fewest = counts.iter().map(|c| c.1).min().unwrap_or(0);
        let side = |n: usize| counts.iter().filter(|c| c.1 == n).map(|c| c.0).collect();
        (side(most), side(fewest))
    }

    /// FB5.10.2: the eligible returning mobsters, canonically: the lowest index of each
    /// fewest player's family in the graveyard, by seat.
    pub(crate) fn turncoat_returning(&self) -> Vec<Mobster> {
        let (_, fewest) = self.turncoat_sides();
        fewest
            .into_iter()
            .filter_map(|q| self.grave_front(self.player(q).family))
            .collect()
    }

    /// The canonical graveyard mobster of `family`: the lowest index (FB1.7.2).
    pub(crate) fn grave_front(&self, family: u8) -> Option<Mobster> {
        self.graveyard
            .iter()
            .filter(|m| m.family == family)
            .min_by_key(|m| m.index)
            .copied()
    }

    /// FB5.10.2–FB5.10.3: the outgoing mobsters a Turncoat may declare — any mobster in play
    /// of a most player, listed ones by position, then rows canonically — or none when no
    /// mobster could return.
    fn turncoat_outgoing(&self) -> Vec<Target> {
        if self.turncoat_returning().is_empty() {
            return Vec::new();
        }
        let (most, _) = self.turncoat_sides();
        let families: Vec<u8> = most.iter().map(|q| self.player(*q).family).collect();
        self.hit_list
            .iter()
            .filter(|m| families.contains(&m.family))
            .copied()
            .chain(most.iter().flat_map(|q| self.row_choices(*q)))
            .map(Target::Mobster)
            .collect()
    }

    /// The cards of `p`'s hand, each once, oldest first (FB1.7.3).
    fn distinct_hand(&self, p: PlayerId) -> Vec<Card> {
        let mut cards: Vec<Card> = Vec::new();
        for card in &self.player(p).hand {
            if !cards.contains(card) {
                cards.push(*card);
            }
        }
        cards
    }

    /// The legal answers of the pending decision in canonical order (FB11.4); the first is the
    /// decision's default (FB11.2). Empty when the game is over.
    pub fn legal_answers(&self) -> Vec<Answer> {
        match &self.stage {
            Stage::Play => {
                let mut answers = self.plays(|_| true);
                if self.butcher_offered() {
                    answers.extend(self.butcher_sets().into_iter().map(Answer::Butcher));
                }
                answers
            }
            // FB13.3.8: an attack card, or none.
            Stage::ExtraPlay => std::iter::once(Answer::Stop)
                .chain(self.plays(|class| class == Some(Class::Attack)))
                .collect(),
            Stage::Window { played, asking, .. } => {
                let mut answers = vec![Answer::Decline];
                answers.extend(
                    self.eligible_counters(*asking, played.card)
                        .into_iter()
                        .map(Answer::Counter),
                );
                answers
            }
            Stage::Reversal { played, .. } | Stage::HitPlacement { played } => {
                self.mobsters(self.row_choices(played.seat))
            }
            Stage::Picks { quota, .. } => self.mobsters(
                self.seats()
                    .filter(|q| quota[q.index()] > 0)
                    .flat_map(|q| self.row_choices(q))
                    .collect(),
            ),
            Stage::Intrigue { order, .. } => self.mobsters(self.intrigue_choices(order)),
            Stage::TurncoatReturn { .. } => self.mobsters(self.turncoat_returning()),
            Stage::Butcher => std::iter::once(Answer::Skip)
                .chain(self.butcher_sets().into_iter().map(Answer::Butcher))
                .collect(),
            Stage::DrawSource { .. } => vec![Answer::DrawPile, Answer::DiscardTop],
            Stage::Revenge { seat, .. } => self.mobsters(self.revenge_targets(*seat)),
            Stage::Over => Vec::new(),
        }
    }

    fn mobsters(&self, mobsters: Vec<Mobster>) -> Vec<Answer> {
        mobsters.into_iter().map(Answer::Mobster).collect()
    }

    /// The active player's plays of the cards whose class `allowed` admits (`None`: an
    /// ability card), by hand position: with effect (FB4.3) or attached (FB13.2.3), then
    /// without effect when the card has no such play (FB4.2) or with the free discard (FB13.1).
    fn plays(&self, allowed: impl Fn(Option<Class>) -> bool) -> Vec<Answer> {
        let p = self.active;
        let mut answers = Vec::new();
        for card in self.distinct_hand(p) {
            let with_effect: Vec<Answer> = match card {
                Card::Action(kind) if !allowed(Some(kind.class())) => continue,
                Card::Ability(_) if !allowed(None) => continue,
                Card::Action(kind) if kind.class() == Class::Counter => Vec::new(),
                Card::Action(kind) => self
                    .targets(kind, p)
                    .into_iter()
                    .map(|target| Answer::Play { card: kind, target })
                    .collect(),
                Card::Ability(ability) => self
                    .attach_targets(p)
                    .into_iter()
                    .map(|mobster| Answer::Attach { ability, mobster })
                    .collect(),
            };
            let without = with_effect.is_empty() || self.config.free_discard;
            answers.extend(with_effect);
            if without {
                answers.push(Answer::PlayWithoutEffect(card));
            }
        }
        answers
    }

    /// FB13.2.3: `p`'s mobsters in play that carry no ability card: listed ones by position,
    /// then the row's canonical one.
    pub(crate) fn attach_targets(&self, p: PlayerId) -> Vec<Mobster> {
        let family = self.player(p).family;
        self.hit_list
            .iter()
            .filter(|m| m.family == family)
            .copied()
            .chain(self.row_choices(p))
            .filter(|m| self.ability_of(*m).is_none())
            .collect()
    }

    /// FB13.3.6: the Unforgivable's targets: the row mobsters of the players in the game other
    /// than `owner`, canonically.
    pub(crate) fn revenge_targets(&self, owner: PlayerId) -> Vec<Mobster> {
        self.opponents(owner)
            .flat_map(|q| self.row_choices(q))
            .collect()
    }

    /// FB13.3.4, FB11.4.2: every non-empty set of the active player's cards, copies of a kind
    /// the oldest first, ordered by their hand positions.
    fn butcher_sets(&self) -> Vec<CardSet> {
        let hand = &self.player(self.active).hand;
        let canonical = |mask: u32| {
            (0..hand.len()).all(|i| {
                mask & (1 << i) == 0 || (0..i).all(|j| hand[j] != hand[i] || mask & (1 << j) != 0)
            })
        };
        let mut sets: Vec<Vec<usize>> = (1..1u32 << hand.len())
            .filter(|mask| canonical(*mask))
            .map(|mask| (0..hand.len()).filter(|i| mask & (1 << i) != 0).collect())
            .collect();
        sets.sort();
        sets.into_iter()
            .filter_map(|at| CardSet::new(&at.iter().map(|i| hand[*i]).collect::<Vec<_>>()))
            .collect()
    }

    /// The counter kinds in `p`'s hand that can answer `card` (FB7.6), oldest first.
    pub(crate) fn eligible_counters(&self, p: PlayerId, card: Kind) -> Vec<Kind> {
        self.distinct_hand(p)
            .into_iter()
            .filter_map(|c| match c {
                Card::Action(k) if card.countered_by().contains(&k) => Some(k),
                _ => None,
            })
            .collect()
    }

    /// FB6.4.3: the listed mobsters not yet picked, by position: of each family the foremost
    /// carrying no ability card, and every one carrying one.
    pub(crate) fn intrigue_choices(&self, order: &[Mobster]) -> Vec<Mobster> {
        let mut choices: Vec<Mobster> = Vec::new();
        for m in self.hit_list.iter().filter(|m| !order.contains(m)) {
            let plain = self.ability_of(*m).is_none();
            let twin = |c: &Mobster| c.family == m.family && self.ability_of(*c).is_none();
            if !plain || !choices.iter().any(twin) {
                choices.push(*m);
            }
        }
        choices
    }
}
