//! The decision panel: whose decision it is and what (always), and for the viewer's own
//! decision the picks of the answer being built, each labelled by what it does.

use fb_engine::{Card, DecisionKind, Kind, PendingView, Target, View};

use super::narrowing::{Narrowing, Pick};
use crate::family_business::words::FbWords;
use crate::words::tr;

/// One pick the player can click: in the panel, on the table or in the hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FbChoice {
    pub pick: Pick,
    /// The accessible name of its button: "Contract on Mick (The Kelly gang)".
    pub label: String,
}

/// The step offered now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbStep {
    pub prompt: String,
    pub choices: Vec<FbChoice>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FbPanelModel {
    /// "Anna: play a card".
    pub status: String,
    /// Whether the viewer makes this decision.
    pub mine: bool,
    pub step: Option<FbStep>,
    /// The picks made so far, in words.
    pub made: Vec<String>,
    /// The complete play in words, waiting for Confirm.
    pub summary: Option<String>,
    pub can_back: bool,
}

/// The decision pending, if the view shows it.
fn decision_kind(view: &View) -> Option<DecisionKind> {
    match view.pending? {
        PendingView::Decision(d) => Some(d.kind),
        PendingView::CounterWindow { .. } => None,
    }
}

/// A card's kind, for an action card.
fn action(card: Option<Card>) -> Option<Kind> {
    match card? {
        Card::Action(kind) => Some(kind),
        Card::Ability(_) => None,
    }
}

/// The label of `pick` as the next pick after `made`.
pub fn choice_label(w: &FbWords, view: &View, made: &[Pick], pick: Pick) -> String {
    let card = made.iter().find_map(|p| match p {
        Pick::Card(c) => Some(*c),
        _ => None,
    });
    let mobster = |m| w.mobster(m);
    match (decision_kind(view), pick) {
        (_, Pick::Card(c)) => w.card_of(c),
        (_, Pick::Counter(k)) => tr!(w, fb.counter_with, card = w.card(k)),
        (_, Pick::Decline) => tr!(w, fb.decline),
        (_, Pick::Play) => tr!(
            w,
            fb_panel.play,
            card = card.map(|c| w.card_of(c)).unwrap_or_default()
        ),
        (_, Pick::WithoutEffect) => tr!(
            w,
            fb_panel.play_without_effect,
            card = card.map(|c| w.card_of(c)).unwrap_or_default()
        ),
        (Some(DecisionKind::TurnPlay), Pick::Player(p)) => match action(card) {
            Some(Kind::DoubleContract) => tr!(
                w,
                fb_panel.on_family,
                card = w.card(Kind::DoubleContract),
                family = w.family(w.family_of(p)),
                name = w.name(p)
            ),
            Some(kind) => w.card_with_target(kind, Target::Player(p)),
            None => w.player(p),
        },
        (Some(DecisionKind::TurnPlay), Pick::Mobster(m)) => {
            let kind = action(card).unwrap_or(Kind::Contract);
            let name = w.card(kind);
            match (kind, made.len()) {
                (Kind::Substitution, 1) => {
                    tr!(w, fb_panel.replace, card = name, mobster = mobster(m))
                }
                (Kind::Substitution, _) => {
                    let listed = match made.get(1) {
                        Some(Pick::Mobster(l)) => mobster(*l),
                        _ => String::new(),
                    };
                    tr!(
                        w,
                        fb_panel.stands_in,
                        card = name,
                        mobster = mobster(m),
                        listed = listed
                    )
                }
                (Kind::DoubleContract, 2) => {
                    tr!(w, fb_panel.first_target, card = name, mobster = mobster(m))
                }
                (Kind::DoubleContract, _) => {
                    tr!(w, fb_panel.second_target, card = name, mobster = mobster(m))
                }
                _ => w.card_with_target(kind, Target::Mobster(m)),
            }
        }
        (Some(DecisionKind::IntriguePick), Pick::Mobster(m)) => tr!(
            w,
            fb_panel.position_pick,
            n = view.intrigue.len() + 1,
            mobster = mobster(m)
        ),
        (Some(DecisionKind::TurncoatReturn), Pick::Mobster(m)) => {
            tr!(w, fb_panel.bring_back, mobster = mobster(m))
        }
        (_, Pick::Mobster(m)) => tr!(w, fb_panel.put_on_list, mobster = mobster(m)),
        (_, Pick::Player(p)) => w.player(p),
    }
}

/// What the step asks.
fn prompt(w: &FbWords, view: &View, n: &Narrowing, options: &[Pick]) -> String {
    let card = n.card().map(|c| w.card_of(c)).unwrap_or_default();
    match decision_kind(view) {
        Some(DecisionKind::TurnPlay) if n.card().is_none() => tr!(w, fb_panel.choose_card),
        Some(DecisionKind::TurnPlay) => {
            let substitution = action(n.card()) == Some(Kind::Substitution);
            if substitution && n.picks().len() == 1 {
                tr!(w, fb_panel.choose_listed, card = card)
            } else if substitution {
                tr!(w, fb_panel.choose_substitute, card = card)
            } else if options.iter().all(|p| matches!(p, Pick::Player(_))) {
                tr!(w, fb_panel.choose_player, card = card)
            } else if options.iter().all(|p| matches!(p, Pick::Mobster(_))) {
                tr!(w, fb_panel.choose_target, card = card)
            } else {
                tr!(w, fb_panel.choose_how, card = card)
            }
        }
        Some(DecisionKind::CounterResponse) => tr!(w, fb_panel.choose_counter),
        Some(DecisionKind::IntriguePick) => {
            tr!(w, fb_panel.choose_position, n = view.intrigue.len() + 1)
        }
        Some(DecisionKind::TurncoatReturn) => tr!(w, fb_panel.choose_returning),
        Some(DecisionKind::OwnMobster) => tr!(w, fb_panel.choose_own),
        Some(DecisionKind::ListPick) | None => tr!(w, fb_panel.choose_mobster),
    }
}

impl FbPanelModel {
    /// The panel for `view`'s seat, with the answer being built if the decision is theirs.
    pub fn new(view: &View, w: &FbWords, narrowing: Option<&Narrowing>) -> FbPanelModel {
        let mine = matches!(
            view.pending,
            Some(PendingView::Decision(d)) if Some(d.seat) == view.seat
        );
        let mut model = FbPanelModel {
            status: w.status(view),
            mine,
            ..FbPanelModel::default()
        };
        let Some(n) = narrowing.filter(|_| mine) else {
            return model;
        };
        let picks = n.picks();
        let options = n.options();
        if !options.is_empty() {
            model.step = Some(FbStep {
                prompt: prompt(w, view, n, &options),
                choices: offered(w, view, n),
            });
        }
        let turn_play = decision_kind(view) == Some(DecisionKind::TurnPlay);
        if turn_play {
            model.made = picks
                .iter()
                .enumerate()
                .map(|(i, p)| choice_label(w, view, &picks[..i], *p))
                .collect();
            model.summary = n.complete().map(|a| match a {
                fb_engine::Answer::Play { card, target } => {
                    tr!(w, fb_panel.play, card = w.card_with_target(card, target))
                }
                fb_engine::Answer::PlayWithoutEffect(card) => {
                    tr!(w, fb_panel.play_without_effect, card = w.card_of(card))
                }
                other => w.answer(&other),
            });
        }
        model.can_back = n.can_back();
        model
    }
}

/// The picks of the step offered now, labelled.
pub fn offered(w: &FbWords, view: &View, n: &Narrowing) -> Vec<FbChoice> {
    let picks = n.picks();
    n.options()
        .into_iter()
        .map(|pick| FbChoice {
            pick,
            label: choice_label(w, view, &picks, pick),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family_business::session::tests::played;
    use crate::family_business::words::tests::{names, words};
    use crate::i18n::Locale;
    use fb_engine::{Answer, PlayerId};

    #[test]
    fn the_deciding_seat_is_offered_its_cards_and_then_their_targets() {
        let s = played(4, 9, 0);
        let seat = s.game().pending().expect("pending").seat;
        let view = s.game().view(Some(seat));
        let names = names();
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        let owner = |f: u8| w.owner(f);
        let n = Narrowing::new(&view.legal, &owner);
        let panel = FbPanelModel::new(&view, &w, Some(&n));
        assert!(panel.mine);
        let step = panel.step.expect("a step");
        assert_eq!(step.prompt, "Choose a card to play");
        assert!(step.choices.iter().all(|c| matches!(c.pick, Pick::Card(_))));
        // Each card chosen in turn leads to one listed answer, said in words before Confirm.
        for choice in step.choices {
            let mut n = n.clone();
            assert!(n.choose(choice.pick));
            while n.complete().is_none() {
                let first = n.options()[0];
                assert!(n.choose(first));
            }
            assert!(view.legal.contains(&n.complete().expect("complete")));
            let panel = FbPanelModel::new(&view, &w, Some(&n));
            assert!(panel.summary.is_some_and(|s| s.starts_with("Play ")));
        }
        // Someone else sees the status and no choice.
        let other = s.game().view(Some(PlayerId((seat.0 + 1) % 4)));
        let theirs = FbPanelModel::new(&other, &w, Some(&n));
        assert!(!theirs.mine && theirs.step.is_none());
        assert_eq!(theirs.status, panel_status(&view, &w));
    }

    fn panel_status(view: &View, w: &FbWords) -> String {
        FbPanelModel::new(view, w, None).status
    }

    #[test]
    fn choices_name_the_card_and_the_mobster() {
        let s = played(3, 2, 0);
        let seat = s.game().pending().expect("pending").seat;
        let view = s.game().view(Some(seat));
        let names = names();
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        let contract = Pick::Card(Card::Action(Kind::Contract));
        let m = fb_engine::Mobster {
            family: families[1],
            index: 1,
        };
        assert_eq!(
            choice_label(&w, &view, &[contract], Pick::Mobster(m)),
            format!("Contract on {}", w.mobster(m))
        );
        assert_eq!(
            w.answer(&Answer::Decline),
            choice_label(&w, &view, &[], Pick::Decline)
        );
    }
}
