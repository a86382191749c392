//! The legal answers of the pending decision, in canonical order (FB11.2, FB11.4): mobsters
//! named canonically (FB1.7), each card kind once, by its oldest copy in hand.

use crate::answer::{Answer, Target};
use crate::cards::{Card, Class, Kind};
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

    /// A Double Contract's canonical targets in `p`'s row: its two lowest mobsters, or its
    /// only one twice (FB5.3.1).
    pub(crate) fn row_pair(&self, p: PlayerId) -> Option<Target> {
        let row = &self.player(p).row;
        let first = *row.first()?;
        let second = row.get(1).copied().unwrap_or(first);
        Some(Target::Pair(
            self.mobster(p, first),
            self.mobster(p, second),
        ))
    }

    /// The opponents of `p` (FB0.4), by seat.
    pub(crate) fn opponents(&self, p: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats().filter(move |q| *q != p && self.in_game(*q))
    }

    /// The players in the game, by seat.
    pub(crate) fn in_game_seats(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats().filter(|q| self.in_game(*q))
    }

    /// The canonical mobster of each opponent's row (a Contract's targets, FB5.1.1).
    fn opponents_row_fronts(&self, p: PlayerId) -> Vec<Mobster> {
        self.opponents(p)
            .filter_map(|q| self.row_front(q))
            .collect()
    }

    /// Every legal declaration of a play of `kind` by `p` with effect (FB4.3); empty when the
    /// card has no legal resolution (FB4.2.1) or is a counter (FB4.2.3).
    pub(crate) fn targets(&self, kind: Kind, p: PlayerId) -> Vec<Target> {
        use Kind::*;
        let listed = || self.hit_list.iter().map(|m| Target::Mobster(*m));
        match kind {
            Contract | ContractFiProof | ContractUncounterable | PriorityContract => self
                .opponents_row_fronts(p)
                .into_iter()
                .map(Target::Mobster)
                .collect(),
            DoubleContract => self.opponents(p).filter_map(|q| self.row_pair(q)).collect(),
            Hit => listed()
                .chain(
                    self.in_game_seats()
                        .filter_map(|q| self.row_front(q))
                        .map(Target::Mobster),
                )
                .collect(),
            DoubleCross if self.opponents_row_fronts(p).is_empty() => Vec::new(),
            Turncoat => self.turncoat_outgoing(),
            Lam | PoliceProtection => listed().collect(),
            Substitution => {
                let substitutes: Vec<Mobster> = self
                    .in_game_seats()
                    .filter_map(|q| self.row_front(q))
                    .collect();
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
            .chain(most.iter().filter_map(|q| self.row_front(*q)))
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
                let mut answers = Vec::new();
                for card in self.distinct_hand(self.active) {
                    let targets = match card {
                        Card::Action(kind) if kind.class() != Class::Counter => {
                            self.targets(kind, self.active)
                        }
                        _ => Vec::new(),
                    };
                    let with_effect = !targets.is_empty();
                    if let Card::Action(kind) = card {
                        answers.extend(
                            targets
                                .into_iter()
                                .map(|target| Answer::Play { card: kind, target }),
                        );
                    }
                    if !with_effect || self.config.free_discard {
                        answers.push(Answer::PlayWithoutEffect(card));
                    }
                }
                answers
            }
            Stage::Window { played, asking, .. } => {
                let mut answers = vec![Answer::Decline];
                answers.extend(
                    self.eligible_counters(*asking, played.card)
                        .into_iter()
                        .map(Answer::Counter),
                );
                answers
            }
            Stage::Reversal { played, .. } => self.own_row(played.seat),
            Stage::HitPlacement { played } => self.own_row(played.seat),
            Stage::Picks { quota, .. } => self
                .seats()
                .filter(|q| quota[q.index()] > 0)
                .filter_map(|q| self.row_front(q))
                .map(Answer::Mobster)
                .collect(),
            Stage::Intrigue { order, .. } => self
                .intrigue_choices(order)
                .into_iter()
                .map(Answer::Mobster)
                .collect(),
            Stage::TurncoatReturn { .. } => self
                .turncoat_returning()
                .into_iter()
                .map(Answer::Mobster)
                .collect(),
            Stage::Over => Vec::new(),
        }
    }

    /// `OWN_MOBSTER`: the canonical mobster of `p`'s row, if any.
    fn own_row(&self, p: PlayerId) -> Vec<Answer> {
        self.row_front(p).map(Answer::Mobster).into_iter().collect()
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

    /// FB6.4.3: the listed mobsters not yet picked, each family's foremost only, by position.
    pub(crate) fn intrigue_choices(&self, order: &[Mobster]) -> Vec<Mobster> {
        let mut choices: Vec<Mobster> = Vec::new();
        for m in self.hit_list.iter().filter(|m| !order.contains(m)) {
            if !choices.iter().any(|c| c.family == m.family) {
                choices.push(*m);
            }
        }
        choices
    }
}
