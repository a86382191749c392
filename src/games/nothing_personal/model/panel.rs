//! The decision panel: whose decision it is and what it is, in words (always), and for the
//! viewer's own decision the choices offered by the answer being built.

use np_engine::{
    DecisionKind, EffectChoice, GameState, GangsterId, Odds, Pick, Place, RollPurpose, Slot, View,
};

use super::question::window_for_everyone;
use super::{Answered, ChoiceModel, Moment, Offered};
use crate::games::nothing_personal::builder::Builder;
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

/// The offered choices of one step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionGroup {
    pub slot: Slot,
    pub prompt: String,
    pub choices: Vec<ChoiceModel>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PanelModel {
    /// "Anna: play an influence card or pass"; for a reroll or a response window that answers
    /// a declared action, who acts, on whom, and what is asked. Empty when the game is over.
    pub status: String,
    /// Whether the viewer makes this decision (not the page for them).
    pub mine: bool,
    /// What the decision is about beyond its question: a trade's bundles, revealed offers, the
    /// chances of the die a reroll or a response window answers.
    pub context: Vec<String>,
    /// The steps offered now (usually one).
    pub groups: Vec<OptionGroup>,
    /// The choices made so far, in words.
    pub made: Vec<String>,
    /// The complete answer in words, waiting for confirmation.
    pub summary: Option<String>,
    /// The chances of the Make a Move or whack being confirmed.
    pub odds: Option<String>,
    pub can_back: bool,
    /// The How to play section of the decision's rule, which "What is this?" opens.
    pub section: Option<&'static str>,
}

/// The How to play section that explains a decision of kind `kind`.
pub(super) fn section_of(kind: &DecisionKind) -> &'static str {
    match kind {
        DecisionKind::SetupPlace => "setup",
        DecisionKind::CommissionTurn {
            second_orbit: false,
            ..
        }
        | DecisionKind::GrantedPlacement { .. } => "commission",
        DecisionKind::CommissionTurn {
            second_orbit: true, ..
        } => "ante",
        DecisionKind::EffectChoice(EffectChoice::GiveDrawn { .. })
        | DecisionKind::Response { .. } => "cards",
        // Harvey Bailey's Crew action (R14.3.3).
        DecisionKind::EffectChoice(EffectChoice::RemoveForHarvey { .. }) => "crew",
        DecisionKind::TiePetition { .. } | DecisionKind::TieBreak { .. } => "tiebreaker",
        DecisionKind::CrewAction { .. } => "crew",
        DecisionKind::BlackmailRequest { .. } | DecisionKind::BlackmailAnswer { .. } => "blackmail",
        DecisionKind::Reroll { purpose, .. } => match purpose {
            RollPurpose::MakeMove => "make-a-move",
            RollPurpose::Whack => "whack",
            // A gangster's rolled value or death roll, in the Crew.
            RollPurpose::RolledValue | RollPurpose::DeathRoll => "crew",
            // Gang Wars Go On, an influence card.
            RollPurpose::GangWars => "cards",
            RollPurpose::FinalTieBreak => "bookkeeping",
        },
        DecisionKind::FenceBuy { .. } => "fence",
        DecisionKind::Appoint { .. } => "family",
        DecisionKind::TradeAnswer { .. } => "deals",
    }
}

/// Where a gangster is, for the label of a choice.
fn place_of(view: &View, g: GangsterId) -> Option<Place> {
    view.positions
        .iter()
        .chain(&view.associates)
        .flatten()
        .find(|b| b.id == g)
        .map(|b| b.place)
}

/// The acting gangster and its position, for a Crew decision.
fn acting(view: &View) -> Option<(GangsterId, u8)> {
    match view.pending.as_ref()?.kind {
        DecisionKind::CrewAction { gangster, position }
        | DecisionKind::BlackmailRequest {
            gangster, position, ..
        } => Some((gangster, position)),
        _ => None,
    }
}

impl PanelModel {
    pub fn new(
        view: &View,
        words: &Words,
        builder: Option<&Builder>,
        odds: Option<Odds>,
        answered: Option<&Answered>,
        moment: Option<&Moment>,
    ) -> PanelModel {
        let Some(d) = &view.pending else {
            return PanelModel::default();
        };
        let mut model = PanelModel {
            status: match (answered, moment) {
                (Some(a), _) => words.answering(d, a),
                (None, Some(m)) => words.at_moment(d, m),
                (None, None) => words.decision(d),
            },
            mine: d.seat == view.seat && builder.is_some(),
            context: context(words, &d.kind),
            section: Some(section_of(&d.kind)),
            ..PanelModel::default()
        };
        model
            .context
            .extend(answered.and_then(|a| words.answering_odds(d, a)));
        let Some(b) = builder.filter(|_| model.mine) else {
            return model;
        };
        let offered = offered(view, words, b);
        for c in offered.choices {
            match model.groups.iter_mut().find(|g| g.slot == c.slot) {
                Some(g) => g.choices.push(c),
                None => model.groups.push(OptionGroup {
                    slot: c.slot,
                    prompt: words.slot_prompt(c.slot, b.effect(), b.card()),
                    choices: vec![c],
                }),
            }
        }
        // The plain answers (Pass, Decline…) come after the choices that build a play.
        model.groups.sort_by_key(|g| g.slot == Slot::Choice);
        model.made = b
            .made()
            .into_iter()
            .map(|((slot, pick), _)| label(view, words, b, slot, pick))
            .collect();
        model.summary = b
            .complete()
            .map(|a| words.answer(a, &d.kind, acting(view).map(|(_, p)| p)));
        model.odds = odds.map(|o| odds_text(words, &o));
        model.can_back = b.can_go_back();
        model
    }

    /// The person's own panel in a response window they claimed at the table's question with
    /// nothing that fits there (`nothing`): it says so above its one answer, Decline
    /// (docs/decisions.md, 66).
    pub fn claimed_with(mut self, nothing: bool, words: &Words) -> PanelModel {
        if self.mine && nothing {
            self.context.push(tr!(words.locale, question.nothing_fits));
        }
        self
    }

    /// The panel while the bots answer a response window that asks every one of them holding
    /// a card (docs/decisions.md, 67): the moment as everyone reads it, with the chances of a
    /// die that decides there, naming nobody as deciding.
    pub fn nobody_deciding(game: &GameState, words: &Words) -> PanelModel {
        let Some((status, odds)) = window_for_everyone(game, words) else {
            return PanelModel::default();
        };
        PanelModel {
            status,
            context: Vec::from_iter(odds),
            section: game.pending().map(|d| section_of(&d.kind)),
            ..PanelModel::default()
        }
    }
}

/// The trade's two sides (R11.6.5) or the revealed offers of a tie-break (R12.6.3).
fn context(words: &Words, kind: &DecisionKind) -> Vec<String> {
    match kind {
        DecisionKind::TradeAnswer { trade, .. } => vec![
            tr!(
                words.locale,
                panel.trade_get,
                bundle = bundle(words, &trade.give)
            ),
            tr!(
                words.locale,
                panel.trade_give,
                bundle = bundle(words, &trade.ask)
            ),
        ],
        DecisionKind::TieBreak { offers, .. } => offers
            .iter()
            .map(|(p, amount)| {
                tr!(
                    words.locale,
                    panel.offered,
                    name = words.name(*p),
                    amount = words.money(amount)
                )
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// One side of a trade: "$3, Vinnie's Favour, 1 card, the blackmail coin on Sal".
fn bundle(words: &Words, b: &np_engine::Bundle) -> String {
    let mut parts = Vec::new();
    if b.money > 0 {
        parts.push(words.money(b.money));
    }
    parts.extend(b.cards.iter().map(|c| words.card(*c)));
    let counted = b.card_count as usize;
    match counted {
        _ if !b.cards.is_empty() => {}
        0 => {}
        1 => parts.push(tr!(words.locale, panel.card_count_one)),
        n => parts.push(tr!(words.locale, panel.card_count, count = n)),
    }
    parts.extend(
        b.coins
            .iter()
            .map(|g| tr!(words.locale, panel.coin_on, gangster = words.gangster(*g))),
    );
    if parts.is_empty() {
        tr!(words.locale, panel.nothing)
    } else {
        words.list(&parts)
    }
}

/// The choices the builder offers now, each with its label.
pub fn offered(view: &View, words: &Words, b: &Builder) -> Offered {
    Offered {
        choices: b
            .options()
            .into_iter()
            .map(|(slot, pick)| ChoiceModel {
                slot,
                pick,
                label: label(view, words, b, slot, pick),
            })
            .collect(),
    }
}

fn label(view: &View, words: &Words, b: &Builder, slot: Slot, pick: Pick) -> String {
    let money = match slot {
        Slot::Ante | Slot::Offer => true,
        Slot::Amount => matches!(
            view.pending.as_ref().map(|d| &d.kind),
            Some(DecisionKind::TiePetition { .. })
        ),
        _ => false,
    };
    let text = words.pick(slot, pick, acting(view), b.card(), money);
    match pick {
        Pick::Gangster(g) => match place_of(view, g) {
            Some(place) => tr!(
                words.locale,
                panel.at_place,
                name = text,
                place = words.place(place)
            ),
            None => text,
        },
        _ => text,
    }
}

/// "50% success (+4 Respect) · 33% failure (−4) · 17% death (−4) · cost $10".
pub fn odds_text(words: &Words, o: &Odds) -> String {
    let pct = |n: u32| (n * 100 + Odds::TOTAL / 2) / Odds::TOTAL;
    let mut parts = vec![tr!(
        words.locale,
        panel.odds_success,
        percent = pct(o.success),
        gain = o.gain,
        loss = o.loss
    )];
    if o.shameful > 0 {
        parts.push(tr!(
            words.locale,
            panel.odds_shameful,
            percent = pct(o.shameful)
        ));
    }
    parts.push(tr!(
        words.locale,
        panel.odds_failure,
        percent = pct(o.failure),
        penalty = o.penalty
    ));
    parts.push(tr!(
        words.locale,
        panel.odds_death,
        percent = pct(o.death),
        penalty = o.penalty
    ));
    if o.cost > 0 {
        parts.push(tr!(
            words.locale,
            panel.odds_cost,
            cost = words.money(o.cost)
        ));
    }
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::model::tests::{cards, new_game};
    use crate::games::nothing_personal::words::tests::words;
    use crate::i18n::Locale;
    use np_engine::{Answer, CrewChoice};

    /// One decision of every kind, and of every kind's variants that open another section.
    fn every_decision_kind() -> Vec<DecisionKind> {
        use np_engine::{Bundle, ControlPurpose, Die, Face, Phase, PlayerId, Trade, WindowKind};
        let g = GangsterId(1);
        let p = PlayerId(1);
        let mut kinds = vec![
            DecisionKind::SetupPlace,
            DecisionKind::CommissionTurn {
                second_orbit: false,
                ante: 0,
            },
            DecisionKind::CommissionTurn {
                second_orbit: true,
                ante: 3,
            },
            DecisionKind::EffectChoice(EffectChoice::GiveDrawn { drawn: vec![] }),
            DecisionKind::EffectChoice(EffectChoice::RemoveForHarvey { harvey: g, left: 5 }),
            DecisionKind::GrantedPlacement { from: p },
            DecisionKind::TiePetition {
                gangster: g,
                purpose: ControlPurpose::Income,
                leaders: vec![p],
            },
            DecisionKind::TieBreak {
                gangster: g,
                purpose: ControlPurpose::Acting,
                leaders: vec![p],
                offers: vec![],
            },
            DecisionKind::CrewAction {
                gangster: g,
                position: 1,
            },
            DecisionKind::BlackmailRequest {
                gangster: g,
                position: 1,
                blackmailer: p,
                refused: 0,
            },
            DecisionKind::BlackmailAnswer {
                gangster: g,
                from: p,
                choice: CrewChoice::MakeMove { target: 4 },
                offer: 0,
            },
            DecisionKind::Response {
                window: WindowKind::PhaseStart(Phase::Crew),
            },
            DecisionKind::FenceBuy { max: 2 },
            DecisionKind::Appoint {
                vacancy: Place::Position(9),
                candidates: vec![g],
            },
            DecisionKind::TradeAnswer {
                from: p,
                trade: Trade {
                    to: PlayerId(0),
                    give: Bundle::default(),
                    ask: Bundle::default(),
                },
            },
        ];
        for purpose in [
            RollPurpose::MakeMove,
            RollPurpose::Whack,
            RollPurpose::RolledValue,
            RollPurpose::GangWars,
            RollPurpose::DeathRoll,
            RollPurpose::FinalTieBreak,
        ] {
            kinds.push(DecisionKind::Reroll {
                die: Die::Move,
                face: Face::Number(3),
                purpose,
                roller: p,
            });
        }
        kinds
    }

    #[test]
    fn every_decision_opens_a_section_of_how_to_play() {
        let kinds = every_decision_kind();
        let names: std::collections::BTreeSet<&str> = kinds.iter().map(|k| k.name()).collect();
        assert_eq!(names.len(), 14, "every decision type of R12.3: {names:?}");
        let ids = sections();
        for kind in &kinds {
            let section = section_of(kind);
            assert!(ids.contains(&section), "{kind:?} opens {section}");
        }
        let opened = |kind: &DecisionKind| section_of(kind);
        assert_eq!(opened(&kinds[0]), "setup");
        assert_eq!(opened(&kinds[2]), "ante", "the second orbit pays the ante");
        assert_eq!(opened(&kinds[7]), "tiebreaker");
        let rerolls: Vec<&str> = kinds[15..].iter().map(opened).collect();
        assert_eq!(
            rerolls,
            [
                "make-a-move",
                "whack",
                "crew",
                "cards",
                "crew",
                "bookkeeping"
            ]
        );
    }

    #[test]
    fn the_panel_names_the_section_of_the_decision_shown() {
        let game = new_game(3, 1);
        let d = game.pending().cloned().expect("pending");
        let names = names();
        let words = words(Locale::en, &names);
        let panel = PanelModel::new(&game.view(d.seat), &words, None, None, None, None);
        assert_eq!(panel.section, Some("setup"));
        assert_eq!(
            PanelModel::default().section,
            None,
            "no decision, no section"
        );
    }

    fn names() -> Vec<String> {
        vec!["Anna".into(), "Bruno".into(), "Carla".into()]
    }

    #[test]
    fn the_panel_says_whose_decision_it_is_and_offers_only_to_that_seat() {
        let game = new_game(3, 1);
        let d = game.pending().cloned().expect("pending");
        let names = names();
        let words = words(Locale::en, &names);
        let b = Builder::new(game.legal_list(), &d.kind, cards());
        let own = PanelModel::new(&game.view(d.seat), &words, Some(&b), None, None, None);
        assert!(own.mine);
        assert!(own.status.starts_with(&names[d.seat.index()]));
        assert_eq!(own.groups.len(), 1, "setup: one step, the gangster");
        // Each gangster is named with its place.
        assert!(own.groups[0].choices.iter().all(|c| c.label.contains(", ")));
        let other = game.view(np_engine::PlayerId((d.seat.0 + 1) % 3));
        let theirs = PanelModel::new(&other, &words, None, None, None, None);
        assert!(!theirs.mine && theirs.groups.is_empty());
        assert_eq!(theirs.status, own.status);
    }

    #[test]
    fn a_make_a_move_is_confirmed_with_its_odds() {
        // A Crew decision that may Make a Move (the browser tests' fixture).
        let game = np_engine::SaveFile::load(include_str!(
            "../../../../tests/e2e/fixtures/make-a-move.json"
        ))
        .expect("fixture loads");
        let d = game.pending().cloned().expect("pending");
        let DecisionKind::CrewAction { gangster, .. } = d.kind else {
            panic!("not a Crew action: {d:?}");
        };
        let choice = game
            .legal_answers()
            .into_iter()
            .find_map(|a| match a {
                Answer::Crew(c @ CrewChoice::MakeMove { .. }) => Some(c),
                _ => None,
            })
            .expect("a Make a Move is listed");
        let CrewChoice::MakeMove { target } = choice else {
            unreachable!()
        };
        let names = names();
        let words = words(Locale::en, &names);
        let mut b = Builder::new(game.legal_list(), &d.kind, cards());
        assert!(b.choose(Slot::Action, Pick::Action(np_engine::ActionKind::MakeMove)));
        if b.complete().is_none() {
            assert!(b.choose(Slot::Position, Pick::Position(target)));
        }
        let odds = game.odds(d.seat, gangster, &choice);
        let panel = PanelModel::new(&game.view(d.seat), &words, Some(&b), odds, None, None);
        let summary = panel.summary.expect("complete answer");
        assert!(summary.starts_with("Make a Move on the"), "{summary}");
        let odds = panel.odds.expect("odds");
        assert!(
            odds.contains("% success") && odds.contains("% death"),
            "{odds}"
        );
    }

    /// The ids of the game's How to play sections.
    fn sections() -> Vec<&'static str> {
        crate::games::nothing_personal::guide::sections(Locale::en)
            .iter()
            .map(|s| s.id)
            .collect()
    }
}
