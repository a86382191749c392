//! The hand of the person holding the device: each card with its class, its rule in short and,
//! while the step offers it, its pick. Two cards of a kind are one choice (FB1.7.3), which each
//! of them offers, so that no card of the hand looks unplayable when it is not. An ability card says whether its text is provisional (FB13.2.1); while the
//! Butcher's discards are picked, the cards picked are marked (FB13.3.4).

use fb_engine::{Card, View};

use super::narrowing::Pick;
use super::panel::FbChoice;
use crate::games::family_business::words::tr;
use crate::games::family_business::words::{provisional, FbWords};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FbCardModel {
    pub card: Card,
    pub name: String,
    /// "Attack card".
    pub class: String,
    /// The card's rule in short.
    pub text: String,
    /// An ability card whose text is this edition's design (FB13.2.1).
    pub provisional: bool,
    /// Picked for the Butcher's discard (FB13.3.4).
    pub chosen: bool,
    /// The pick of this card, with its button's accessible name ("Play Contract", "Counter
    /// with Mob Power") and its visible text ("Play", "Counter").
    pub choice: Option<(FbChoice, String)>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FbHandModel {
    pub cards: Vec<FbCardModel>,
}

impl FbHandModel {
    /// The hand of `view`'s seat; `offered` are the picks of its step, if any; `butchered`
    /// the cards picked so far for the Butcher's discard, in hand order, while it is used.
    pub fn new(
        view: &View,
        w: &FbWords,
        offered: &[FbChoice],
        butchered: Option<&[Card]>,
    ) -> FbHandModel {
        // The cards picked, matched to the hand oldest first, as the engine lists them.
        let mut to_match = butchered.unwrap_or_default().iter().peekable();
        let cards = view
            .hand
            .iter()
            .map(|card| {
                let chosen = to_match.next_if(|c| *c == card).is_some();
                let choice =
                    offered
                        .iter()
                        .filter(|_| !chosen)
                        .find_map(|c| match (c.pick, card) {
                            (Pick::Card(_), _)
                                if butchered.is_some() && c.pick == Pick::Card(*card) =>
                            {
                                Some((c.clone(), tr!(w.locale, panel.discard_card)))
                            }
                            (Pick::Card(Card::Ability(a)), _) if Card::Ability(a) == *card => {
                                Some((
                                    FbChoice {
                                        pick: c.pick,
                                        label: tr!(w.locale, panel.attach, ability = w.ability(a)),
                                    },
                                    tr!(w.locale, panel.attach_card),
                                ))
                            }
                            (Pick::Card(c), _) if c == *card => Some((
                                FbChoice {
                                    pick: Pick::Card(c),
                                    label: tr!(w.locale, panel.play, card = w.card_of(c)),
                                },
                                tr!(w.locale, panel.play_card),
                            )),
                            // FB4.5.5: a counter played from the hand in a window.
                            (Pick::Counter(k), Card::Action(a)) if k == *a => Some((
                                FbChoice {
                                    pick: c.pick,
                                    label: c.label.clone(),
                                },
                                tr!(w.locale, panel.counter_card),
                            )),
                            _ => None,
                        });
                let (class, text) = match card {
                    Card::Action(kind) => (w.class(kind.class()), w.card_text(*kind)),
                    Card::Ability(a) => (tr!(w.locale, words.ability), w.ability_text(*a)),
                };
                FbCardModel {
                    card: *card,
                    name: w.card_of(*card),
                    class,
                    text,
                    provisional: matches!(card, Card::Ability(a) if provisional(*a)),
                    chosen,
                    choice,
                }
            })
            .collect();
        FbHandModel { cards }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family_business::model::narrowing::Narrowing;
    use crate::games::family_business::model::panel::offered;
    use crate::games::family_business::words::tests::{names, words};
    use crate::i18n::Locale;
    use table_sessions::family_business::test_games::played;

    /// Two cards of a kind each offer the kind's one choice (FB1.7.3).
    #[test]
    fn every_card_of_a_playable_kind_offers_its_play() {
        let names = names();
        let mut twins = 0;
        for seed in 0..40 {
            let s = played(4, seed, (seed % 5) as usize);
            let seat = s.game().pending().expect("pending").seat;
            let view = s.game().view(Some(seat));
            let families = s.families();
            let w = words(Locale::en, &names, &families);
            let owner = |f: u8| w.owner(f);
            let n = Narrowing::new(&view.legal, &owner);
            let offered = offered(&w, &view, &n);
            let hand = FbHandModel::new(&view, &w, &offered, None);
            assert_eq!(hand.cards.len(), view.hand.len());
            assert!(hand
                .cards
                .iter()
                .all(|c| !c.text.is_empty() && !c.class.is_empty()));
            for c in &hand.cards {
                let kind_offered = offered.iter().any(|o| match (o.pick, c.card) {
                    (Pick::Counter(k), Card::Action(a)) => k == a,
                    (pick, card) => pick == Pick::Card(card),
                });
                assert_eq!(c.choice.is_some(), kind_offered, "{:?}", c.card);
                let same = hand.cards.iter().filter(|o| o.card == c.card).count();
                if kind_offered && same > 1 {
                    twins += 1;
                }
            }
        }
        assert!(twins > 0, "no hand held two playable cards of a kind");
        let s = played(4, 12, 0);
        let seat = s.game().pending().expect("pending").seat;
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        // Another seat's view holds no hand.
        let other = s.game().view(Some(fb_engine::PlayerId((seat.0 + 1) % 4)));
        assert!(FbHandModel::new(&other, &w, &[], None)
            .cards
            .iter()
            .all(|c| c.choice.is_none()));
    }

    /// FB4.5.5: in a window, an eligible counter is played from the hand too.
    #[test]
    fn a_counter_offered_in_a_window_is_played_from_the_hand() {
        let counter = Card::Action(fb_engine::Kind::FamilyInfluence);
        let names = names();
        for seed in 0..100 {
            let s = played(3, seed, 0);
            let seat = s.game().pending().expect("pending").seat;
            let view = s.game().view(Some(seat));
            if !view.hand.contains(&counter) {
                continue;
            }
            let families = s.families();
            let w = words(Locale::en, &names, &families);
            let offered = [FbChoice {
                pick: Pick::Counter(fb_engine::Kind::FamilyInfluence),
                label: "Counter with Family Influence".into(),
            }];
            let hand = FbHandModel::new(&view, &w, &offered, None);
            let picks: Vec<&(FbChoice, String)> = hand
                .cards
                .iter()
                .filter_map(|c| c.choice.as_ref())
                .collect();
            let held = view.hand.iter().filter(|c| **c == counter).count();
            assert_eq!(picks.len(), held, "each copy offers the counter");
            for (choice, text) in picks {
                assert_eq!(choice.label, "Counter with Family Influence");
                assert_eq!(text, "Counter");
            }
            return;
        }
        panic!("no hand with Family Influence");
    }
}
