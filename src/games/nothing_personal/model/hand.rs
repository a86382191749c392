//! The viewer's influence cards (R12.13.2: only their owner sees them).

use np_engine::{CardId, Keyword, Pick, View};

use super::{ChoiceModel, Offered};
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardModel {
    pub id: CardId,
    pub name: String,
    /// What it places and its keywords, in a few words.
    pub summary: Vec<String>,
    pub text: String,
    /// Set while this card can be picked (to play it, give it or hand it over).
    pub choice: Option<ChoiceModel>,
    pub details: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandModel {
    pub cards: Vec<CardModel>,
}

impl HandModel {
    /// The hand of `view`'s seat; empty when `visible` is false (nobody's hand is on screen).
    pub fn new(view: &View, words: &Words, offered: &Offered, visible: bool) -> HandModel {
        if !visible {
            return HandModel::default();
        }
        HandModel {
            cards: view
                .hand
                .iter()
                .map(|c| {
                    let name = words.card(*c);
                    CardModel {
                        id: *c,
                        summary: card_summary(words, *c),
                        text: words.card_text(*c),
                        choice: offered.find(Pick::Card(*c)),
                        details: tr!(words.locale, board.details, name = name.clone()),
                        name,
                    }
                })
                .collect(),
        }
    }
}

/// The placement groups and keywords of an influence card, each in a few words.
pub fn card_summary(words: &Words, c: CardId) -> Vec<String> {
    let card = words.cards.influence(c);
    let mut out: Vec<String> = card
        .groups
        .iter()
        .map(|g| {
            let target = words.group_target(g.target);
            if g.split {
                tr!(
                    words.locale,
                    details.group_split,
                    count = g.count,
                    target = target
                )
            } else {
                tr!(
                    words.locale,
                    details.group,
                    count = g.count,
                    target = target
                )
            }
        })
        .collect();
    for k in &card.keywords {
        out.push(match k {
            Keyword::Or => tr!(words.locale, details.or),
            Keyword::PlayDuringCrew => tr!(words.locale, details.during_crew),
            Keyword::PlayAnyTime => tr!(words.locale, details.any_time),
            Keyword::Snitch => tr!(words.locale, details.snitch),
            Keyword::Jailbreak => tr!(words.locale, details.jailbreak),
            Keyword::Reaction(_) => tr!(words.locale, details.reaction),
        });
    }
    if card.blackmail {
        out.push(tr!(words.locale, details.blackmail));
    }
    if card.extra_marker_for5 {
        out.push(tr!(words.locale, details.extra_marker));
    }
    match card.after_effect {
        Some(np_engine::AfterEffect::GrantPlacement) => out.push(tr!(words.locale, details.grant)),
        Some(np_engine::AfterEffect::DrawTwoGiveOne) => {
            out.push(tr!(words.locale, details.draw_two))
        }
        None => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::model::tests::{cards, new_game, view_of};
    use crate::i18n::Locale;

    #[test]
    fn only_a_visible_hand_is_shown_and_every_card_has_its_text() {
        let game = new_game(4, 2);
        let names: Vec<String> = vec!["A".into(), "B".into(), "C".into(), "D".into()];
        let view = view_of(&game);
        for locale in [Locale::en, Locale::ja] {
            let words = Words {
                locale,
                names: &names,
                cards: cards(),
            };
            let hand = HandModel::new(&view, &words, &Offered::default(), true);
            assert_eq!(hand.cards.len(), 4);
            assert!(hand
                .cards
                .iter()
                .all(|c| !c.text.is_empty() && !c.summary.is_empty()));
            assert!(HandModel::new(&view, &words, &Offered::default(), false)
                .cards
                .is_empty());
        }
    }
}
