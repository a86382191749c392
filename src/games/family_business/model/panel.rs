//! The decision panel: whose decision it is and what (always), and for the viewer's own
//! decision the picks of the answer being built, each labelled by what it does.

use fb_engine::{Card, DecisionKind, Kind, PendingView, PlayerId, Target, View};

use super::narrowing::{Narrowing, Pick};
use crate::games::family_business::words::tr;
use crate::games::family_business::words::FbWords;

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
    /// What the decision is about beyond its question: a Double Cross's or a Vendetta's
    /// mobsters still to place, by player (FB5.6.2, FB5.9.2).
    pub context: Option<String>,
    pub step: Option<FbStep>,
    /// The picks made so far, in words.
    pub made: Vec<String>,
    /// The complete play in words, waiting for Confirm.
    pub summary: Option<String>,
    pub can_back: bool,
    /// The How to play section of the decision's rule, which "What is this?" opens.
    pub section: Option<&'static str>,
}

/// The How to play section that explains what `pending` asks.
fn section_of(pending: &PendingView) -> &'static str {
    let d = match pending {
        PendingView::CounterWindow { .. } => return "counters",
        PendingView::Decision(d) => d,
    };
    match d.kind {
        DecisionKind::TurnPlay => "playing-a-card",
        DecisionKind::CounterResponse => "counters",
        // Mob Power's mobster (FB7.2.2); else the hitter's after a Hit (FB5.4.2).
        DecisionKind::OwnMobster if d.card == Some(Kind::MobPower) => "counters",
        DecisionKind::OwnMobster | DecisionKind::ListPick | DecisionKind::TurncoatReturn => {
            "attacks"
        }
        DecisionKind::IntriguePick => "rescues",
        DecisionKind::Butcher
        | DecisionKind::DrawSource
        | DecisionKind::ExtraPlay
        | DecisionKind::RevengeTarget => "abilities",
    }
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
fn choice_label(w: &FbWords, view: &View, made: &[Pick], pick: Pick) -> String {
    let card = made.iter().find_map(|p| match p {
        Pick::Card(c) => Some(*c),
        _ => None,
    });
    let mobster = |m| w.mobster_carrying(m, &view.attached);
    let butchering = made.contains(&Pick::Butcher);
    match (decision_kind(view), pick) {
        (_, Pick::Card(c)) if butchering => tr!(w.locale, panel.discard, card = w.card_of(c)),
        (_, Pick::Card(c)) => w.card_of(c),
        (_, Pick::Counter(k)) => tr!(w.locale, words.counter_with, card = w.card(k)),
        (_, Pick::Decline) => tr!(w.locale, words.decline),
        (_, Pick::Play) => tr!(
            w.locale,
            panel.play,
            card = card.map(|c| w.card_of(c)).unwrap_or_default()
        ),
        (_, Pick::WithoutEffect) => tr!(
            w.locale,
            panel.play_without_effect,
            card = card.map(|c| w.card_of(c)).unwrap_or_default()
        ),
        (_, Pick::Shotgun) => tr!(
            w.locale,
            panel.with_shotgun,
            card = card.map(|c| w.card_of(c)).unwrap_or_default()
        ),
        (_, Pick::Butcher) => tr!(w.locale, panel.use_butcher),
        (_, Pick::Done) => {
            let cards = made.iter().filter_map(|p| match p {
                Pick::Card(c) => Some(*c),
                _ => None,
            });
            tr!(w.locale, panel.butcher_done, cards = w.cards(cards))
        }
        (_, Pick::Skip) => tr!(w.locale, panel.keep_hand),
        (_, Pick::DrawPile) => tr!(w.locale, words.from_draw_pile),
        (_, Pick::DiscardTop) => match view.discard.last() {
            Some(top) => tr!(w.locale, words.from_discard, card = w.card_of(*top)),
            None => tr!(w.locale, words.from_discard_top),
        },
        (_, Pick::Stop) => tr!(w.locale, words.stop),
        (_, Pick::Mobster(m)) if made.contains(&Pick::Shotgun) && made.len() == 3 => {
            tr!(w.locale, panel.second_shotgun, mobster = mobster(m))
        }
        (Some(DecisionKind::TurnPlay), Pick::Mobster(m))
            if matches!(card, Some(Card::Ability(_))) =>
        {
            tr!(
                w.locale,
                panel.attach_to,
                ability = card.map(|c| w.card_of(c)).unwrap_or_default(),
                mobster = mobster(m)
            )
        }
        (Some(DecisionKind::TurnPlay | DecisionKind::ExtraPlay), Pick::Player(p)) => {
            match action(card) {
                Some(Kind::DoubleContract) => tr!(
                    w.locale,
                    panel.on_family,
                    card = w.card(Kind::DoubleContract),
                    family = w.family(w.family_of(p)),
                    name = w.name(p)
                ),
                Some(kind) => w.card_with_target(kind, Target::Player(p)),
                None => w.player(p),
            }
        }
        (Some(DecisionKind::TurnPlay | DecisionKind::ExtraPlay), Pick::Mobster(m)) => {
            let kind = action(card).unwrap_or(Kind::Contract);
            let name = w.card(kind);
            match (kind, made.len()) {
                (Kind::Substitution, 1) => {
                    tr!(w.locale, panel.replace, card = name, mobster = mobster(m))
                }
                (Kind::Substitution, _) => {
                    let listed = match made.get(1) {
                        Some(Pick::Mobster(l)) => mobster(*l),
                        _ => String::new(),
                    };
                    tr!(
                        w.locale,
                        panel.stands_in,
                        card = name,
                        mobster = mobster(m),
                        listed = listed
                    )
                }
                (Kind::DoubleContract, 2) => {
                    tr!(
                        w.locale,
                        panel.first_target,
                        card = name,
                        mobster = mobster(m)
                    )
                }
                (Kind::DoubleContract, _) => {
                    tr!(
                        w.locale,
                        panel.second_target,
                        card = name,
                        mobster = mobster(m)
                    )
                }
                _ => tr!(w.locale, words.card_on, card = name, mobster = mobster(m)),
            }
        }
        (Some(DecisionKind::IntriguePick), Pick::Mobster(m)) => tr!(
            w.locale,
            panel.position_pick,
            n = view.intrigue.len() + 1,
            mobster = mobster(m)
        ),
        (Some(DecisionKind::TurncoatReturn), Pick::Mobster(m)) => {
            tr!(w.locale, panel.bring_back, mobster = mobster(m))
        }
        (_, Pick::Mobster(m)) => tr!(w.locale, panel.put_on_list, mobster = mobster(m)),
        (_, Pick::Player(p)) => w.player(p),
    }
}

/// What the step asks.
fn prompt(w: &FbWords, view: &View, n: &Narrowing, options: &[Pick]) -> String {
    let card = n.card().map(|c| w.card_of(c)).unwrap_or_default();
    if n.butchered().is_some() {
        return tr!(w.locale, panel.choose_butcher);
    }
    match decision_kind(view) {
        Some(DecisionKind::TurnPlay) if n.card().is_none() => tr!(w.locale, panel.choose_card),
        Some(DecisionKind::ExtraPlay) if n.card().is_none() => tr!(w.locale, panel.choose_extra),
        Some(DecisionKind::TurnPlay | DecisionKind::ExtraPlay) => {
            let substitution = action(n.card()) == Some(Kind::Substitution);
            if substitution && n.picks().len() == 1 {
                tr!(w.locale, panel.choose_listed, card = card)
            } else if substitution {
                tr!(w.locale, panel.choose_substitute, card = card)
            } else if options.iter().all(|p| matches!(p, Pick::Player(_))) {
                tr!(w.locale, panel.choose_player, card = card)
            } else if options.iter().all(|p| matches!(p, Pick::Mobster(_))) {
                tr!(w.locale, panel.choose_target, card = card)
            } else {
                tr!(w.locale, panel.choose_how, card = card)
            }
        }
        Some(DecisionKind::CounterResponse) => tr!(w.locale, panel.choose_counter),
        Some(DecisionKind::IntriguePick) => {
            tr!(w.locale, panel.choose_position, n = view.intrigue.len() + 1)
        }
        Some(DecisionKind::TurncoatReturn) => tr!(w.locale, panel.choose_returning),
        Some(DecisionKind::OwnMobster) => tr!(w.locale, panel.choose_own),
        Some(DecisionKind::Butcher) => tr!(w.locale, panel.choose_use_butcher),
        Some(DecisionKind::DrawSource) => tr!(w.locale, panel.choose_source),
        Some(DecisionKind::RevengeTarget) => tr!(w.locale, panel.choose_revenge),
        Some(DecisionKind::ListPick) | None => tr!(w.locale, panel.choose_mobster),
    }
}

impl FbPanelModel {
    /// The panel for `view`'s seat, with the answer being built if the decision is theirs.
    pub fn new(view: &View, w: &FbWords, narrowing: Option<&Narrowing>) -> FbPanelModel {
        let mine = matches!(
            view.pending,
            Some(PendingView::Decision(d)) if Some(d.seat) == view.seat
        );
        let quota: Vec<String> = view
            .quota
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, n)| {
                tr!(
                    w.locale,
                    panel.quota_of,
                    name = w.name(PlayerId(i as u8)),
                    count = *n
                )
            })
            .collect();
        let mut model = FbPanelModel {
            status: w.status(view),
            mine,
            context: (decision_kind(view) == Some(DecisionKind::ListPick) && !quota.is_empty())
                .then(|| tr!(w.locale, panel.quota, list = w.list(&quota))),
            section: view.pending.as_ref().map(section_of),
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
        let built = matches!(
            decision_kind(view),
            Some(DecisionKind::TurnPlay | DecisionKind::Butcher)
        );
        if built {
            model.made = picks
                .iter()
                .enumerate()
                .map(|(i, p)| choice_label(w, view, &picks[..i], *p))
                .collect();
            model.summary = n.complete().map(|a| match a {
                fb_engine::Answer::Play { card, target } => {
                    tr!(
                        w.locale,
                        panel.play,
                        card = w.card_with_target(card, target)
                    )
                }
                fb_engine::Answer::PlayWithoutEffect(card) => {
                    tr!(w.locale, panel.play_without_effect, card = w.card_of(card))
                }
                fb_engine::Answer::Butcher(set) => {
                    tr!(w.locale, panel.butcher_play, cards = w.cards(set.cards()))
                }
                other => w.answer(&other),
            });
        }
        model.can_back = n.can_back();
        model
    }
}

impl FbPanelModel {
    /// The panel while `seat`, a bot, considers a counter in a window's sweep (FB12.4): the
    /// window and the bot, the same whether the engine asks the bot or not.
    pub fn considering(view: &View, w: &FbWords, seat: PlayerId) -> FbPanelModel {
        FbPanelModel {
            status: w.considering(view, seat),
            section: Some("counters"),
            ..FbPanelModel::default()
        }
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
    use crate::games::family_business::words::tests::{names, words};
    use crate::i18n::Locale;
    use fb_engine::Answer;
    use table_sessions::family_business::test_games::played;

    #[test]
    fn every_decision_opens_a_section_of_how_to_play() {
        use fb_engine::Decision;
        let kinds = [
            DecisionKind::TurnPlay,
            DecisionKind::CounterResponse,
            DecisionKind::OwnMobster,
            DecisionKind::ListPick,
            DecisionKind::IntriguePick,
            DecisionKind::TurncoatReturn,
            DecisionKind::Butcher,
            DecisionKind::DrawSource,
            DecisionKind::ExtraPlay,
            DecisionKind::RevengeTarget,
        ];
        let cards = [None, Some(Kind::Hit), Some(Kind::MobPower)];
        let mut pending = vec![PendingView::CounterWindow {
            card: Kind::Contract,
        }];
        for kind in kinds {
            for card in cards {
                pending.push(PendingView::Decision(Decision {
                    seat: PlayerId(0),
                    kind,
                    card,
                }));
            }
        }
        let ids = sections();
        for p in &pending {
            let section = section_of(p);
            assert!(ids.contains(&section), "{p:?} opens {section}");
        }
        let own = |card| {
            section_of(&PendingView::Decision(Decision {
                seat: PlayerId(1),
                kind: DecisionKind::OwnMobster,
                card: Some(card),
            }))
        };
        assert_eq!(own(Kind::MobPower), "counters");
        assert_eq!(own(Kind::Hit), "attacks");
        assert_eq!(section_of(&pending[0]), "counters", "a counter window");
        assert_eq!(section_of(&pending[1]), "playing-a-card");
    }

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
        assert_eq!(panel.section, Some("playing-a-card"));
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

    /// The view of the deciding seat of a table set up by hand (the engine's scenario form),
    /// after its steps.
    fn scenario(json: &str) -> View {
        let scenario = fb_engine::Scenario::parse(json).expect("scenario");
        let game = scenario.run().expect("runs");
        let seat = game.pending().expect("pending").seat;
        game.view(Some(seat))
    }

    /// The panel after picking the choices labelled `labels`, in turn.
    fn after(view: &View, labels: &[&str]) -> FbPanelModel {
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2, 3]);
        let owner = |f: u8| w.owner(f);
        let mut n = Narrowing::new(&view.legal, &owner);
        for label in labels {
            let panel = FbPanelModel::new(view, &w, Some(&n));
            let choices = panel.step.expect("a step").choices;
            let choice = choices
                .iter()
                .find(|c| c.label == *label)
                .unwrap_or_else(|| panic!("no {label} in {choices:?}"));
            assert!(n.choose(choice.pick));
        }
        FbPanelModel::new(view, &w, Some(&n))
    }

    fn labels(panel: &FbPanelModel) -> Vec<String> {
        panel
            .step
            .as_ref()
            .map(|s| s.choices.iter().map(|c| c.label.clone()).collect())
            .unwrap_or_default()
    }

    /// FB6.3.1: a Substitution names the listed mobster, then its substitute from any row.
    #[test]
    fn a_substitution_is_built_listed_mobster_first() {
        let view = scenario(
            r#"{"rule": "FB6.3.1", "players": 3, "active": "A", "list": ["B1", "C1"],
                "hands": {"A": ["substitution", "truce"]}}"#,
        );
        let panel = after(&view, &["Substitution"]);
        assert_eq!(
            panel.step.as_ref().map(|s| s.prompt.as_str()),
            Some("Substitution: choose the mobster on the Hit List to replace")
        );
        assert_eq!(
            labels(&panel),
            [
                "Substitution: replace Mick (The Kelly gang)",
                "Substitution: replace Abe (The Rosen outfit)"
            ]
        );
        let panel = after(
            &view,
            &[
                "Substitution",
                "Substitution: replace Mick (The Kelly gang)",
            ],
        );
        assert!(labels(&panel).contains(
            &"Substitution: Sal (The Moretti family) stands in for Mick (The Kelly gang)"
                .to_string()
        ));
        let done = after(
            &view,
            &[
                "Substitution",
                "Substitution: replace Mick (The Kelly gang)",
                "Substitution: Sal (The Moretti family) stands in for Mick (The Kelly gang)",
            ],
        );
        assert_eq!(
            done.summary.as_deref(),
            Some("Play Substitution: Sal (The Moretti family) for Mick (The Kelly gang)")
        );
        assert_eq!(done.made.len(), 3);
        assert!(done.can_back);
    }

    /// FB5.3.1, FB6.6.1: a Double Contract and a Payoff are aimed at a player.
    #[test]
    fn a_double_contract_and_a_payoff_are_aimed_at_a_player() {
        let view = scenario(
            r#"{"rule": "FB5.3.1", "players": 3, "active": "A", "list": ["B5"],
                "hands": {"A": ["double_contract", "payoff"]}}"#,
        );
        let contract = after(&view, &["Double Contract"]);
        assert_eq!(
            labels(&contract),
            [
                "Double Contract on The Kelly gang (Bruno)",
                "Double Contract on The Rosen outfit (Carla)"
            ]
        );
        let done = after(
            &view,
            &[
                "Double Contract",
                "Double Contract on The Rosen outfit (Carla)",
            ],
        );
        assert_eq!(
            done.summary.as_deref(),
            Some("Play Double Contract on Abe and Benny (The Rosen outfit)")
        );
        // Only Bruno has a listed mobster: the Payoff has one target, and is complete at once.
        let payoff = after(&view, &["Payoff"]);
        assert_eq!(
            payoff.summary.as_deref(),
            Some("Play Payoff for Bruno (The Kelly gang)")
        );
    }

    /// FB5.6.2: a Double Cross's picks say who has still to give a mobster.
    #[test]
    fn a_double_cross_names_the_mobsters_still_to_place() {
        let view = scenario(
            r#"{"rule": "FB5.6.2", "players": 4, "active": "A", "list": ["C7"],
                "hands": {"A": ["double_cross", "truce"]},
                "steps": [{"seat": "A", "play": "double_cross"}]}"#,
        );
        let panel = after(&view, &[]);
        assert_eq!(
            panel.status,
            "Anna: choose the next mobster for the Hit List (Double Cross)"
        );
        assert_eq!(
            panel.context.as_deref(),
            Some("Still to place: Bruno 1, Carla 1 and Dario 1")
        );
        assert_eq!(
            labels(&panel),
            [
                "Put Mick (The Kelly gang) on the Hit List",
                "Put Abe (The Rosen outfit) on the Hit List",
                "Put Stan (The Novak crew) on the Hit List"
            ]
        );
        assert!(panel.summary.is_none(), "a pick is sent at once");
    }

    /// FB13.1: with the free discard, any card may also be played without effect; the page
    /// offers it only when the engine lists it.
    #[test]
    fn without_effect_is_offered_only_when_listed() {
        let table = |free: bool| {
            scenario(&format!(
                r#"{{"rule": "FB13.1.1", "players": 3, "active": "A", "free_discard": {free},
                    "hands": {{"A": ["contract", "truce"]}}}}"#
            ))
        };
        let free = table(true);
        let contract = after(&free, &["Contract"]);
        assert_eq!(
            contract.step.as_ref().map(|s| s.prompt.as_str()),
            Some("Contract: play it how?")
        );
        assert_eq!(
            labels(&contract),
            [
                "Contract on Mick (The Kelly gang)",
                "Contract on Abe (The Rosen outfit)",
                "Play Contract without effect"
            ]
        );
        assert_eq!(
            labels(&after(&free, &["Truce"])),
            ["Play Truce", "Play Truce without effect"]
        );
        // Without the option a Truce takes effect (FB4.2.2), and a Contract with a target must.
        let strict = table(false);
        assert_eq!(
            after(&strict, &["Truce"]).summary.as_deref(),
            Some("Play Truce")
        );
        assert_eq!(
            labels(&after(&strict, &["Contract"])),
            [
                "Contract on Mick (The Kelly gang)",
                "Contract on Abe (The Rosen outfit)"
            ]
        );
    }

    /// FB13.3.4: the Butcher's discards are picked card by card, then Done; the hand marks
    /// the cards picked and offers the rest.
    #[test]
    fn the_butcher_picks_its_discards_card_by_card() {
        let view = scenario(
            r#"{"rule": "FB13.3.4", "players": 3, "advanced": true, "active": "A",
                "turn_start": true, "attached": {"A1": "butcher"},
                "hands": {"A": ["lam", "truce", "payoff", "contract", "hit"]}}"#,
        );
        let first = after(&view, &[]);
        assert_eq!(first.status, "Anna: discard and redraw with the Butcher?");
        assert_eq!(
            first.step.as_ref().map(|s| s.prompt.as_str()),
            Some("Use the Butcher?")
        );
        assert_eq!(
            labels(&first),
            ["Keep the hand", "Discard with the Butcher"]
        );
        let two = after(
            &view,
            &[
                "Discard with the Butcher",
                "Discard Truce",
                "Discard Contract",
            ],
        );
        assert_eq!(
            two.step.as_ref().map(|s| s.prompt.as_str()),
            Some("Discard which cards? Pick them one at a time, then Done")
        );
        assert_eq!(
            labels(&two),
            [
                "Done: discard Truce and Contract, then draw as many",
                "Discard Hit"
            ]
        );
        assert_eq!(
            two.made,
            [
                "Discard with the Butcher",
                "Discard Truce",
                "Discard Contract"
            ]
        );
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2]);
        let owner = |f: u8| w.owner(f);
        let mut n = Narrowing::new(&view.legal, &owner);
        for pick in [
            Pick::Butcher,
            Pick::Card(Card::Action(Kind::Truce)),
            Pick::Card(Card::Action(Kind::Contract)),
        ] {
            assert!(n.choose(pick));
        }
        let hand = super::super::FbHandModel::new(
            &view,
            &w,
            &offered(&w, &view, &n),
            n.butchered().as_deref(),
        );
        let chosen: Vec<bool> = hand.cards.iter().map(|c| c.chosen).collect();
        assert_eq!(chosen, [false, true, false, true, false]);
        let buttons: Vec<&str> = hand
            .cards
            .iter()
            .filter_map(|c| c.choice.as_ref().map(|(c, _)| c.label.as_str()))
            .collect();
        assert_eq!(
            buttons,
            ["Discard Hit"],
            "only cards after the last one picked"
        );
        assert!(n.choose(Pick::Done));
        assert!(view.legal.contains(&n.complete().expect("complete")));
    }

    /// FB6.4.2: an Intrigue picks the list's new order position by position.
    #[test]
    fn an_intrigue_picks_the_new_order_position_by_position() {
        let view = scenario(
            r#"{"rule": "FB6.4.2", "players": 3, "active": "A", "list": ["A1", "B1", "C1"],
                "hands": {"A": ["intrigue", "truce"]},
                "steps": [{"seat": "A", "play": "intrigue"}, {"seat": "A", "mobster": "C1"}]}"#,
        );
        let panel = after(&view, &[]);
        assert_eq!(
            panel.status,
            "Anna: choose the mobster for position 2 of the Hit List"
        );
        assert_eq!(
            labels(&panel),
            [
                "Position 2: Sal (The Moretti family)",
                "Position 2: Mick (The Kelly gang)"
            ]
        );
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2]);
        let table = super::super::TableModel::new(&view, &w, &[]);
        assert_eq!(
            table.intrigue.as_deref(),
            Some("New order so far: Abe (The Rosen outfit)")
        );
    }

    /// The ids of the game's How to play sections.
    fn sections() -> Vec<&'static str> {
        crate::games::family_business::guide::sections(Locale::en)
            .iter()
            .map(|s| s.id)
            .collect()
    }
}
