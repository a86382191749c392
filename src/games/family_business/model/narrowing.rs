//! The answer being built, by narrowing the engine's listed legal answers (FB11.2): each answer
//! is a path of picks (the card, then what it declares, FB4.3.1), and each step offers only the
//! next picks that still lead to a listed answer. A step with one pick is taken at once, but
//! for [`Pick::Done`], which the player always makes. The page never decides what is legal: a
//! completed answer is always one the engine listed.

use fb_engine::{Answer, Card, Kind, Mobster, PlayerId, Target};

/// One choice of a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pick {
    /// A card of the hand (`TURN_PLAY`).
    Card(Card),
    /// The card with its effect, when it declares nothing (FB4.2.2).
    Play,
    /// The card without effect (FB4.2.1, FB4.2.3, FB13.1).
    WithoutEffect,
    /// A mobster: a target, a Double Contract's first or second target, a Substitution's listed
    /// mobster or substitute, or the mobster a follow-up decision names.
    Mobster(Mobster),
    /// A player: a Payoff's, or the player a Double Contract targets (FB5.3.1).
    Player(PlayerId),
    /// A counter card played in the window (FB4.5.5).
    Counter(Kind),
    Decline,
    /// A Contract with the Shotgun's second target (FB13.3.7): the two targets follow.
    Shotgun,
    /// The Butcher's discards (FB13.3.4): its cards follow one at a time, in hand order, then
    /// [`Pick::Done`].
    Butcher,
    /// The Butcher's discards are all picked.
    Done,
    /// No Butcher this turn (FB13.3.4).
    Skip,
    /// Where the Crime-Scene Cleaner's owner draws from (FB13.3.3).
    DrawPile,
    DiscardTop,
    /// No extra play with the Hothead (FB13.3.8).
    Stop,
}

/// The picks that make `answer`; `owner` gives the seat of a family.
fn path(answer: &Answer, owner: &dyn Fn(u8) -> Option<PlayerId>) -> Vec<Pick> {
    match *answer {
        Answer::Play { card, target } => {
            let card = Pick::Card(Card::Action(card));
            match target {
                Target::Nobody => vec![card, Pick::Play],
                Target::Mobster(m) => vec![card, Pick::Mobster(m)],
                // FB5.3.1: the target player first, then the two targets.
                Target::Pair(first, second) => {
                    let player = owner(first.family).unwrap_or(PlayerId(first.family));
                    vec![
                        card,
                        Pick::Player(player),
                        Pick::Mobster(first),
                        Pick::Mobster(second),
                    ]
                }
                Target::Swap { listed, substitute } => {
                    vec![card, Pick::Mobster(listed), Pick::Mobster(substitute)]
                }
                Target::Player(p) => vec![card, Pick::Player(p)],
                Target::Shotgun { first, second } => vec![
                    card,
                    Pick::Shotgun,
                    Pick::Mobster(first),
                    Pick::Mobster(second),
                ],
            }
        }
        Answer::Attach { ability, mobster } => {
            vec![Pick::Card(Card::Ability(ability)), Pick::Mobster(mobster)]
        }
        // FB13.3.4: the engine lists each set once, its cards in hand order, copies of a kind
        // the oldest first; so a set is the cards picked in turn, each after the last one.
        Answer::Butcher(set) => std::iter::once(Pick::Butcher)
            .chain(set.cards().map(Pick::Card))
            .chain(std::iter::once(Pick::Done))
            .collect(),
        Answer::Skip => vec![Pick::Skip],
        Answer::DrawPile => vec![Pick::DrawPile],
        Answer::DiscardTop => vec![Pick::DiscardTop],
        Answer::Stop => vec![Pick::Stop],
        Answer::PlayWithoutEffect(card) => vec![Pick::Card(card), Pick::WithoutEffect],
        Answer::Counter(card) => vec![Pick::Counter(card)],
        Answer::Decline => vec![Pick::Decline],
        Answer::Mobster(m) => vec![Pick::Mobster(m)],
    }
}

/// The listed answers, the picks made so far, and which of them the page made alone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrowing {
    answers: Vec<(Answer, Vec<Pick>)>,
    /// Each pick made, and whether it was the step's only pick (taken at once).
    picks: Vec<(Pick, bool)>,
}

impl Narrowing {
    /// A fresh answer over `legal` (the view's listed answers, in canonical order).
    pub fn new(legal: &[Answer], owner: &dyn Fn(u8) -> Option<PlayerId>) -> Narrowing {
        let mut narrowing = Narrowing {
            answers: legal.iter().map(|a| (*a, path(a, owner))).collect(),
            picks: Vec::new(),
        };
        narrowing.take_single_picks();
        narrowing
    }

    fn remaining(&self) -> impl Iterator<Item = &(Answer, Vec<Pick>)> {
        self.answers.iter().filter(|(_, path)| {
            path.len() >= self.picks.len() && path.iter().zip(&self.picks).all(|(a, (b, _))| a == b)
        })
    }

    /// The picks of the next step, in the order of the listed answers; none once one answer
    /// is left.
    pub fn options(&self) -> Vec<Pick> {
        if self.complete().is_some() {
            return Vec::new();
        }
        let step = self.picks.len();
        let mut options = Vec::new();
        for (_, path) in self.remaining() {
            if let Some(pick) = path.get(step) {
                if !options.contains(pick) {
                    options.push(*pick);
                }
            }
        }
        options
    }

    /// Makes a pick of the next step; false (and nothing changes) if it is not offered.
    pub fn choose(&mut self, pick: Pick) -> bool {
        if !self.options().contains(&pick) {
            return false;
        }
        self.picks.push((pick, false));
        self.take_single_picks();
        true
    }

    /// Every step that offers a single pick is taken at once, but Done.
    fn take_single_picks(&mut self) {
        loop {
            match self.options().as_slice() {
                [only] if *only != Pick::Done => {
                    let only = *only;
                    self.picks.push((only, true));
                }
                _ => return,
            }
        }
    }

    /// Takes back the last pick made by the player, with the single picks that followed it;
    /// single picks before it stay (they were never the player's to make).
    pub fn back(&mut self) {
        if !self.can_back() {
            return;
        }
        while self.picks.last().is_some_and(|(_, single)| *single) {
            self.picks.pop();
        }
        self.picks.pop();
    }

    pub fn can_back(&self) -> bool {
        self.picks.iter().any(|(_, single)| !single)
    }

    /// The answer, once exactly one listed answer is left and, if its path ends with Done,
    /// Done is picked.
    pub fn complete(&self) -> Option<Answer> {
        let mut remaining = self.remaining();
        match (remaining.next(), remaining.next()) {
            (Some((answer, path)), None)
                if !path.contains(&Pick::Done) || path.len() == self.picks.len() =>
            {
                Some(*answer)
            }
            _ => None,
        }
    }

    /// The picks made so far.
    pub fn picks(&self) -> Vec<Pick> {
        self.picks.iter().map(|(p, _)| *p).collect()
    }

    /// The card chosen to play, in a `TURN_PLAY` or an `EXTRA_PLAY`.
    pub fn card(&self) -> Option<Card> {
        match self.picks.first() {
            Some((Pick::Card(c), _)) => Some(*c),
            _ => None,
        }
    }

    /// The cards picked for the Butcher's discard so far, in hand order; `None` unless the
    /// Butcher is being used (FB13.3.4).
    pub fn butchered(&self) -> Option<Vec<Card>> {
        let mut picks = self.picks.iter().map(|(p, _)| *p);
        picks.find(|p| *p == Pick::Butcher)?;
        Some(
            picks
                .filter_map(|p| match p {
                    Pick::Card(c) => Some(c),
                    _ => None,
                })
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fb_engine::CardSet;

    fn m(family: u8, index: u8) -> Mobster {
        Mobster { family, index }
    }

    fn owner(f: u8) -> Option<PlayerId> {
        Some(PlayerId(f))
    }

    fn contract(target: Mobster) -> Answer {
        Answer::Play {
            card: Kind::Contract,
            target: Target::Mobster(target),
        }
    }

    /// FB13.3.7, FB13.2.3: a Contract with the Shotgun is a target or the Shotgun's two
    /// targets; an ability card goes under one of the player's mobsters.
    #[test]
    fn the_shotgun_and_an_ability_narrow_to_their_listed_answers() {
        let shotgun = Answer::Play {
            card: Kind::Contract,
            target: Target::Shotgun {
                first: m(1, 1),
                second: m(2, 1),
            },
        };
        let attach = Answer::Attach {
            ability: fb_engine::Ability::Celebrity,
            mobster: m(0, 1),
        };
        let legal = [contract(m(1, 1)), shotgun, contract(m(2, 1)), attach];
        let mut n = Narrowing::new(&legal, &owner);
        assert!(n.choose(Pick::Card(Card::Action(Kind::Contract))));
        assert_eq!(
            n.options(),
            [
                Pick::Mobster(m(1, 1)),
                Pick::Shotgun,
                Pick::Mobster(m(2, 1))
            ]
        );
        assert!(n.choose(Pick::Shotgun));
        assert_eq!(n.complete(), Some(shotgun));

        let mut n = Narrowing::new(&legal, &owner);
        assert!(n.choose(Pick::Card(Card::Ability(fb_engine::Ability::Celebrity))));
        assert_eq!(n.complete(), Some(attach));
    }

    /// Every answer the picks can complete, trying every offered pick at every step.
    fn reachable(n: &Narrowing) -> Vec<Answer> {
        if let Some(answer) = n.complete() {
            return vec![answer];
        }
        n.options()
            .into_iter()
            .flat_map(|pick| {
                let mut next = n.clone();
                assert!(next.choose(pick));
                reachable(&next)
            })
            .collect()
    }

    /// FB13.3.4: the Butcher's discards of a hand [Contract, Truce, Contract], as the engine
    /// lists them (hand order, copies the oldest first), keeping the hand first.
    fn butcher_decision() -> (Vec<Answer>, Card, Card) {
        let (a, b) = (Card::Action(Kind::Contract), Card::Action(Kind::Truce));
        let sets: [&[Card]; 5] = [&[a], &[a, b], &[a, b, a], &[a, a], &[b]];
        let mut legal = vec![Answer::Skip];
        legal.extend(
            sets.iter()
                .map(|s| Answer::Butcher(CardSet::new(s).expect("small"))),
        );
        (legal, a, b)
    }

    /// FB13.3.4: the Butcher's cards are picked one at a time, each after the last one in hand
    /// order, then Done, which is never taken for the player.
    #[test]
    fn the_butchers_cards_are_picked_one_at_a_time_then_done() {
        let (legal, a, b) = butcher_decision();
        let butcher = |cards: &[Card]| Answer::Butcher(CardSet::new(cards).expect("small"));
        let mut n = Narrowing::new(&legal, &owner);
        assert_eq!(n.options(), [Pick::Skip, Pick::Butcher]);
        assert_eq!(n.butchered(), None);
        assert!(n.choose(Pick::Butcher));
        assert_eq!(n.options(), [Pick::Card(a), Pick::Card(b)]);
        assert!(!n.choose(Pick::Done), "Done once a card is picked");
        assert!(n.choose(Pick::Card(a)));
        assert_eq!(n.options(), [Pick::Done, Pick::Card(b), Pick::Card(a)]);
        assert!(n.choose(Pick::Card(b)));
        assert_eq!(n.options(), [Pick::Done, Pick::Card(a)]);
        assert!(n.choose(Pick::Card(a)));
        // One answer is left, but the player says Done.
        assert_eq!(n.options(), [Pick::Done]);
        assert_eq!(n.complete(), None);
        assert_eq!(n.butchered(), Some(vec![a, b, a]));
        assert!(n.choose(Pick::Done));
        assert_eq!(n.complete(), Some(butcher(&[a, b, a])));
        n.back();
        n.back();
        assert_eq!(n.butchered(), Some(vec![a, b]));
        assert!(n.choose(Pick::Done));
        assert_eq!(n.complete(), Some(butcher(&[a, b])));
        // After the Truce, the last card of the hand, nothing follows but Done.
        let mut n = Narrowing::new(&legal, &owner);
        assert!(n.choose(Pick::Butcher) && n.choose(Pick::Card(b)));
        assert_eq!(n.options(), [Pick::Done]);
        assert_eq!(n.card(), None, "no card is played");
    }

    /// Every offered pick leads to a listed answer, and every listed answer can be built.
    #[test]
    fn every_butcher_pick_leads_to_a_listed_answer() {
        let (mut legal, _, _) = butcher_decision();
        let mut reached = reachable(&Narrowing::new(&legal, &owner));
        reached.sort_by_key(|a| format!("{a:?}"));
        legal.sort_by_key(|a| format!("{a:?}"));
        assert_eq!(reached, legal);
        // In a TURN_PLAY the Butcher is offered beside the cards (FB13.3.4).
        let mut play = vec![contract(m(1, 1))];
        play.extend(butcher_decision().0.into_iter().skip(1));
        let n = Narrowing::new(&play, &owner);
        assert_eq!(
            n.options(),
            [Pick::Card(Card::Action(Kind::Contract)), Pick::Butcher]
        );
        assert_eq!(reachable(&n).len(), play.len());
    }

    #[test]
    fn a_card_then_its_target_narrows_to_one_listed_answer() {
        let legal = [
            contract(m(1, 1)),
            contract(m(2, 1)),
            Answer::Play {
                card: Kind::MobWar,
                target: Target::Nobody,
            },
            Answer::PlayWithoutEffect(Card::Action(Kind::FamilyInfluence)),
        ];
        let mut n = Narrowing::new(&legal, &owner);
        assert_eq!(
            n.options(),
            [
                Pick::Card(Card::Action(Kind::Contract)),
                Pick::Card(Card::Action(Kind::MobWar)),
                Pick::Card(Card::Action(Kind::FamilyInfluence)),
            ]
        );
        assert!(!n.choose(Pick::Mobster(m(1, 1))), "not offered yet");
        assert!(n.choose(Pick::Card(Card::Action(Kind::Contract))));
        assert_eq!(
            n.options(),
            [Pick::Mobster(m(1, 1)), Pick::Mobster(m(2, 1))]
        );
        assert_eq!(n.complete(), None);
        assert!(n.choose(Pick::Mobster(m(2, 1))));
        assert_eq!(n.complete(), Some(contract(m(2, 1))));
        assert!(n.options().is_empty());
        n.back();
        assert_eq!(n.picks(), [Pick::Card(Card::Action(Kind::Contract))]);
        n.back();
        assert!(n.picks().is_empty());
        assert!(!n.can_back());
        // A card with one way to play it is complete at once.
        assert!(n.choose(Pick::Card(Card::Action(Kind::FamilyInfluence))));
        assert_eq!(
            n.complete(),
            Some(Answer::PlayWithoutEffect(Card::Action(
                Kind::FamilyInfluence
            )))
        );
    }

    /// FB5.3.1: a Double Contract is chosen by its target player.
    #[test]
    fn a_double_contract_is_chosen_by_player() {
        let pair = |f| Answer::Play {
            card: Kind::DoubleContract,
            target: Target::Pair(m(f, 1), m(f, 2)),
        };
        let legal = [pair(1), pair(2), contract(m(1, 1))];
        let mut n = Narrowing::new(&legal, &owner);
        assert!(n.choose(Pick::Card(Card::Action(Kind::DoubleContract))));
        assert_eq!(
            n.options(),
            [Pick::Player(PlayerId(1)), Pick::Player(PlayerId(2))]
        );
        assert!(n.choose(Pick::Player(PlayerId(2))));
        assert_eq!(n.complete(), Some(pair(2)));
    }

    /// FB6.3.1: a Substitution names the listed mobster, then the substitute.
    #[test]
    fn a_substitution_picks_the_listed_mobster_then_the_substitute() {
        let swap = |l, s| Answer::Play {
            card: Kind::Substitution,
            target: Target::Swap {
                listed: l,
                substitute: s,
            },
        };
        let legal = [
            swap(m(1, 1), m(0, 1)),
            swap(m(1, 1), m(2, 1)),
            swap(m(2, 4), m(0, 1)),
        ];
        // The only card: its step is taken at once, and Back cannot undo it.
        let mut n = Narrowing::new(&legal, &owner);
        assert_eq!(n.picks(), [Pick::Card(Card::Action(Kind::Substitution))]);
        assert!(!n.can_back());
        assert_eq!(
            n.options(),
            [Pick::Mobster(m(1, 1)), Pick::Mobster(m(2, 4))]
        );
        assert!(n.choose(Pick::Mobster(m(2, 4))));
        assert_eq!(n.complete(), Some(swap(m(2, 4), m(0, 1))));
        n.back();
        assert!(n.choose(Pick::Mobster(m(1, 1))));
        assert_eq!(
            n.options(),
            [Pick::Mobster(m(0, 1)), Pick::Mobster(m(2, 1))]
        );
    }

    #[test]
    fn a_counter_window_offers_the_counters_and_decline() {
        let legal = [Answer::Counter(Kind::FamilyInfluence), Answer::Decline];
        let mut n = Narrowing::new(&legal, &owner);
        assert_eq!(
            n.options(),
            [Pick::Counter(Kind::FamilyInfluence), Pick::Decline]
        );
        assert!(n.choose(Pick::Decline));
        assert_eq!(n.complete(), Some(Answer::Decline));
    }
}
