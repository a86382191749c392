//! Every refused answer says why (R12.1.3): from decisions of seeded random games, answers that
//! break one rule each are refused with that rule's reason, and the game stays as it was. The
//! scenario fixtures (`tests/scenarios/`) pin the reasons of their own refusals too.

use np_engine::{
    base_cards, Action, ActionError, Answer, DecisionKind, GameConfig, GameState, GangsterId,
    Keyword, Phase, Play, PlayMode, PlayerId, Response, RuleId, WindowKind,
};

/// A small deterministic generator for the random players.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

/// The reasons met, each once at least, over the games.
#[derive(Default)]
struct Met {
    not_in_hand: usize,
    ante_low: usize,
    ante_high: usize,
    play_too_dear: usize,
    offer_too_high: usize,
    request_too_dear: usize,
    wrong_kind: usize,
    window_shut: usize,
    cannot_resolve: usize,
}

/// `answer` is refused with `error`, by `check` and by `apply`, and the game is unchanged.
fn assert_refused(game: &mut GameState, seat: PlayerId, answer: Answer, error: ActionError) {
    let before = game.clone();
    let action = Action::Answer(answer);
    assert_eq!(game.check(seat, &action), Err(error), "check of {action:?}");
    assert_eq!(
        game.apply(seat, action.clone()).err(),
        Some(error),
        "apply of {action:?}"
    );
    assert_eq!(*game, before, "refused {action:?} changed the game");
}

fn commission(game: &mut GameState, seat: PlayerId, met: &mut Met) {
    let legal = game.legal_answers();
    let plays: Vec<&Play> = legal
        .iter()
        .filter_map(|a| match a {
            Answer::Play(p) => Some(p),
            _ => None,
        })
        .collect();
    let money = game.player(seat).money;
    // A card from the deck is in nobody's hand.
    if let Some(&card) = game.influence_deck().first() {
        let mode = PlayMode::Single(np_engine::GangsterId(0));
        let play = Play {
            card,
            mode,
            ante: 0,
        };
        assert_refused(game, seat, Answer::Play(play), ActionError::CardNotInHand);
        met.not_in_hand += 1;
    }
    let Some(&first) = plays.first() else {
        return;
    };
    let low = plays.iter().map(|p| p.ante).min().unwrap_or(0);
    let high = plays.iter().map(|p| p.ante).max().unwrap_or(0);
    if low > 0 {
        // R4.4: an ante under the ante, or above the money.
        let under = Play {
            ante: low - 1,
            ..first.clone()
        };
        let range = |ante| ActionError::AnteOutOfRange { ante, low, high };
        assert_refused(game, seat, Answer::Play(under), range(low - 1));
        met.ante_low += 1;
        let over = Play {
            ante: high + 1,
            ..first.clone()
        };
        assert_refused(game, seat, Answer::Play(over), range(high + 1));
        met.ante_high += 1;
    }
    // A play with the $5 extra marker (R4.6.3) and an ante that leaves less than $5.
    let dear = plays
        .iter()
        .find(|p| matches!(&p.mode, PlayMode::Placement { extra: Some(_), .. }));
    if let Some(p) = dear {
        if money >= 4 && money - 4 >= low && money - 4 <= high {
            let ante = money - 4;
            let play = Play {
                ante,
                ..(*p).clone()
            };
            let error = ActionError::CannotAfford {
                need: ante + 5,
                have: money,
            };
            assert_refused(game, seat, Answer::Play(play), error);
            met.play_too_dear += 1;
        }
    }
    // A Commission turn is not answered with a place (R12.3).
    let place = Answer::Place(np_engine::GangsterId(0));
    assert_refused(game, seat, place, ActionError::WrongKindOfAnswer);
    met.wrong_kind += 1;
}

fn request(game: &mut GameState, seat: PlayerId, met: &mut Met) {
    let money = game.player(seat).money;
    let legal = game.legal_answers();
    // The dearest offer listed for an action, then one dollar more: the action's cost and the
    // offer pass the money (R12.7.2).
    let best = legal.iter().find_map(|a| match a {
        Answer::Request { choice, .. } => {
            let top = legal
                .iter()
                .filter_map(|b| match b {
                    Answer::Request { choice: c, offer } if c == choice => Some(*offer),
                    _ => None,
                })
                .max()?;
            Some((choice.clone(), top))
        }
        _ => None,
    });
    if let Some((choice, top)) = best {
        let cost = money - top;
        let answer = Answer::Request {
            choice,
            offer: top + 1,
        };
        let error = ActionError::CannotAfford {
            need: cost + top + 1,
            have: money,
        };
        assert_refused(game, seat, answer, error);
        met.request_too_dear += 1;
    }
}

/// A card in hand that the response window lists no play for is refused by the rule that
/// stands in the way: the window's classes (R12.10.1: nothing but Leo in W-VACANCY; class A
/// cards anywhere else; `PLAY_DURING_CREW` cards only in the Crew, R6.14.1) or, for a Snitch or
/// a Jailbreak the window lets in, the rule of its target (R11.3.2, R11.4.2).
fn response(game: &mut GameState, seat: PlayerId, window: &WindowKind, met: &mut Met) {
    let db = base_cards().expect("card data");
    let legal = game.legal_answers();
    for card in game.player(seat).hand.clone() {
        let listed = legal
            .iter()
            .any(|a| matches!(a, Answer::Respond(Response::Card(p)) if p.card == card));
        if listed {
            continue;
        }
        let c = db.influence(card);
        let class_a = [Keyword::PlayAnyTime, Keyword::Snitch, Keyword::Jailbreak]
            .iter()
            .any(|k| c.has(*k));
        let crew = c.has(Keyword::PlayDuringCrew) && game.phase() == Phase::Crew;
        let vacancy = matches!(window, WindowKind::Vacancy { .. });
        let rule = if vacancy || !(class_a || crew || c.reaction().is_some()) {
            RuleId([12, 10, 1])
        } else if c.has(Keyword::Snitch) && c.groups.is_empty() {
            RuleId([11, 3, 2])
        } else if c.has(Keyword::Jailbreak) && c.groups.is_empty() {
            RuleId([11, 4, 2])
        } else {
            continue;
        };
        let play = Play {
            card,
            mode: PlayMode::Single(GangsterId(0)),
            ante: 0,
        };
        let answer = Answer::Respond(Response::Card(play));
        assert_refused(game, seat, answer, ActionError::NotEligible { rule });
        if rule == RuleId([12, 10, 1]) {
            met.window_shut += 1;
        } else {
            met.cannot_resolve += 1;
        }
    }
}

#[test]
fn r12_1_3_every_refusal_of_these_games_says_its_reason() {
    let mut met = Met::default();
    for seed in 0..30u64 {
        let mut game = GameState::new(GameConfig::new(3 + (seed % 3) as usize, seed)).unwrap();
        let mut rng = Lcg(seed);
        while let Some(d) = game.pending().cloned() {
            let seat = d.seat;
            match &d.kind {
                DecisionKind::CommissionTurn { .. } => commission(&mut game, seat, &mut met),
                DecisionKind::BlackmailRequest { .. } => request(&mut game, seat, &mut met),
                DecisionKind::Response { window } => response(&mut game, seat, window, &mut met),
                DecisionKind::TiePetition { .. } => {
                    // R12.6.2: an offer up to the leader's money.
                    let money = game.player(seat).money;
                    let error = ActionError::AmountTooHigh {
                        amount: money + 1,
                        max: money,
                    };
                    assert_refused(&mut game, seat, Answer::Offer(money + 1), error);
                    met.offer_too_high += 1;
                }
                _ => {}
            }
            let n = game.legal_count();
            let answer = game.legal_answer(rng.below(n)).expect("a listed answer");
            game.apply(seat, Action::Answer(answer))
                .expect("a listed answer is legal");
        }
    }
    assert!(met.not_in_hand > 0, "a card not in hand");
    assert!(met.ante_low > 0 && met.ante_high > 0, "antes out of range");
    assert!(met.play_too_dear > 0, "an extra marker past the money");
    assert!(met.offer_too_high > 0, "a petition offer past the money");
    assert!(met.request_too_dear > 0, "a blackmail offer past the money");
    assert!(met.wrong_kind > 0, "an answer of another decision");
    assert!(met.window_shut > 0, "a card the window does not let in");
    assert!(
        met.cannot_resolve > 0,
        "a Snitch or Jailbreak with nothing to act on"
    );
}
