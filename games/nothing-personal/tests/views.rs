//! What one seat may see (R12.13, R15.21): a seat's view does not depend on the other seats'
//! hands or on the order of the decks, never shows another seat's hand, keeps sealed petition
//! offers sealed, and lists legal answers only for the deciding seat.

mod common;

use np_engine::{
    Action, Answer, DecisionKind, EffectChoice, Event, GameState, Phase, PlayerId, Scenario, View,
};

use common::{play_random, Rng};

fn start(text: &str) -> GameState {
    let scenario: Scenario = serde_json::from_str(text).expect("scenario JSON");
    scenario.start().expect("scenario starts")
}

/// A 4-player Commission at seat 0 (ring holder) with markers of seats 0 and 3 only. Seats 1
/// and 2 hold three cards each without keywords, so they are never asked in a window and
/// their hands never show through who is asked (R12.9.2). The holes are the two hands of
/// seats 1 and 2 and the tops of both decks.
fn permuted_scenario(hand1: &str, hand2: &str, gangster_top: &str, influence_top: &str) -> String {
    format!(
        r#"{{
        "version": 1,
        "seed": 77,
        "position": {{
            "ring": 0,
            "positions": {{
                "9": {{ "id": "killer-mac-pheeto", "markers": [2, 0, 0, 1] }},
                "8": {{ "id": "mikey-jaws-rudmanilli", "markers": [0, 0, 0, 2] }},
                "7": {{ "id": "eric-the-voice-summerino", "markers": [1, 0, 0, 0] }},
                "6": {{ "id": "silent-sammy-silenzio", "markers": [0, 0, 0, 1] }},
                "5": {{ "id": "eager-jim-redio", "markers": [2, 0, 0, 0] }},
                "4": {{ "id": "lucky-lenny-fortunato" }},
                "3": {{ "id": "gino-three-cards-montetre", "markers": [1, 0, 0, 1] }},
                "2": {{ "id": "gustino-backstretch-bravo", "markers": [0, 0, 0, 2] }},
                "1": {{ "id": "vito-violin-case-violino", "markers": [1, 0, 0, 0] }}
            }},
            "associates": {{
                "1": {{ "id": "honest-abe-onesti" }},
                "2": {{ "id": "big-sal-mozzarella", "markers": [0, 0, 0, 1] }},
                "3": {{ "id": "steve-averso" }}
            }},
            "players": [
                {{ "money": 14, "hand": ["brass-knuckles", "rough-him-up", "muscle-for-hire", "loan-shark"] }},
                {{ "money": 12, "hand": {hand1} }},
                {{ "money": 12, "hand": {hand2} }},
                {{ "money": 14, "hand": ["itchy-trigger-finger", "quiet-job", "tommy-gun-serenade", "bank-job"] }}
            ],
            "gangsterTop": {gangster_top},
            "influenceTop": {influence_top},
            "start": {{ "phase": "commission", "seat": 0 }}
        }}
    }}"#
    )
    .replace("gangsterTop", "gangster_top")
    .replace("influenceTop", "influence_top")
}

const HAND_A: &str = r#"["leaning-on-the-grocer", "snake-oil", "marked-deck"]"#;
const HAND_B: &str = r#"["midnight-errand", "forged-papers", "double-or-nothing"]"#;

/// The same game with the hands of seats 1 and 2 swapped and both deck tops reordered.
fn twin_games() -> (GameState, GameState) {
    let a = start(&permuted_scenario(
        HAND_A,
        HAND_B,
        r#"["tony-two-tons-cannoli", "nicky-odds-on-oddone", "bruno-the-brick-mattone"]"#,
        r#"["alibi", "speakeasy", "fresh-meat", "second-chance"]"#,
    ));
    let b = start(&permuted_scenario(
        HAND_B,
        HAND_A,
        r#"["bruno-the-brick-mattone", "tony-two-tons-cannoli", "nicky-odds-on-oddone"]"#,
        r#"["fresh-meat", "second-chance", "speakeasy", "alibi"]"#,
    ));
    (a, b)
}

/// The events of one action as `seat` may see them.
fn seen_by(events: &[Event], seat: PlayerId) -> Vec<Event> {
    events.iter().map(|e| e.for_seat(seat)).collect()
}

/// R12.13.2: seats 0 and 3 see exactly the same game, step after step, whether seats 1 and 2
/// hold one hand or the other and whatever order the decks are in, as long as neither of
/// them has drawn from a deck. Seats 0 and 3 answer at random, seats 1 and 2 give their
/// first listed answer (the same in both games).
#[test]
fn r12_13_2_view_ignores_other_hands_and_deck_order() {
    let (a0, b0) = twin_games();
    assert!(a0 != b0, "the two games must differ in hidden information");
    assert_ne!(a0.influence_deck(), b0.influence_deck());
    assert_ne!(a0.gangster_deck(), b0.gangster_deck());
    // The hidden difference does show in the views of the seats that hold it.
    assert_ne!(a0.view(PlayerId(1)), b0.view(PlayerId(1)));
    assert_ne!(a0.view(PlayerId(2)), b0.view(PlayerId(2)));
    let watchers = [PlayerId(0), PlayerId(3)];
    let mut compared = 0;
    let mut phases = Vec::new();
    for run in 0..40u64 {
        let (mut a, mut b) = (a0.clone(), b0.clone());
        let mut rng = Rng::new(run);
        loop {
            if !matches!(a.phase(), Phase::Commission | Phase::Crew) {
                break; // The Fence deals from the reordered deck.
            }
            for w in watchers {
                assert_eq!(a.view(w), b.view(w), "run {run}: view of {w:?}");
                compared += 1;
            }
            if !phases.contains(&a.phase()) {
                phases.push(a.phase());
            }
            let Some(d) = a.pending().cloned() else {
                break;
            };
            let answer = if watchers.contains(&d.seat) {
                let legal = a.view(d.seat).legal;
                legal[rng.below(legal.len())].clone()
            } else {
                a.legal_answers()[0].clone()
            };
            assert!(
                b.is_legal(&answer),
                "run {run}: {answer:?} of {:?} legal in one game only",
                d.seat
            );
            let ea = a
                .apply(d.seat, Action::Answer(answer.clone()))
                .expect("legal");
            let eb = b.apply(d.seat, Action::Answer(answer)).expect("legal");
            if watchers
                .iter()
                .any(|w| a.player(*w).hand != b.player(*w).hand)
            {
                break; // A watcher drew different cards: their knowledge differs now.
            }
            for w in watchers {
                assert_eq!(
                    seen_by(&ea, w),
                    seen_by(&eb, w),
                    "run {run}: events for {w:?}"
                );
            }
        }
    }
    assert!(compared > 400, "only {compared} views compared");
    assert_eq!(phases, [Phase::Commission, Phase::Crew], "phases reached");
}

/// R12.13.2, R15.21: over random games, every view shows its own seat's hand and no card of
/// another seat's hand: other seats' drawn cards and offered trade cards are masked, and
/// another seat's decision lists no answers (its card plays would name its cards).
#[test]
fn r12_13_2_a_view_never_contains_another_seats_hand() {
    let mut masked_draws = 0;
    let mut masked_trades = 0;
    for i in 0..30u64 {
        let players = 3 + (i % 3) as usize;
        let seed = 12_132_000 + i;
        play_random(players, seed, 60, |s| {
            let game = s.after;
            for v in 0..players as u8 {
                let viewer = PlayerId(v);
                let view = game.view(viewer);
                assert_eq!(view.hand, game.player(viewer).hand, "seed {seed}");
                let mut hands = Vec::new();
                for (k, seat) in view.seats.iter().enumerate() {
                    assert_eq!(seat.hand_size, game.players()[k].hand.len());
                    if k != viewer.index() {
                        hands.extend(game.players()[k].hand.iter().copied());
                    }
                }
                for e in s.events {
                    if let Event::CardDrawn { seat, card } = e.for_seat(viewer) {
                        if seat != viewer {
                            assert_eq!(card, None, "seed {seed}: {viewer:?} sees a draw");
                            masked_draws += 1;
                        }
                    }
                }
                let Some(d) = &view.pending else { continue };
                if d.seat == viewer {
                    continue;
                }
                assert!(view.legal.is_empty(), "seed {seed}");
                match &d.kind {
                    DecisionKind::EffectChoice(EffectChoice::GiveDrawn { drawn }) => {
                        assert!(drawn.is_empty(), "seed {seed}: drawn cards shown");
                    }
                    DecisionKind::TradeAnswer { from, trade } if *from != viewer => {
                        assert!(
                            trade.give.cards.iter().all(|c| !hands.contains(c)),
                            "seed {seed}: {viewer:?} sees offered cards {:?}",
                            trade.give.cards
                        );
                        assert!(trade.give.cards.is_empty(), "seed {seed}: card ids shown");
                        masked_trades += usize::from(trade.give.card_count > 0);
                    }
                    _ => {}
                }
            }
        });
    }
    assert!(masked_draws > 1000, "only {masked_draws} hidden draws seen");
    assert!(masked_trades > 0, "no trade with cards was watched");
}

/// R12.13.1: legal answers are listed only in the view of the seat that decides (and there
/// they are exactly the engine's list); every other view lists none.
#[test]
fn r12_13_legal_answers_only_in_the_deciding_seats_view() {
    for i in 0..30u64 {
        let players = 3 + (i % 3) as usize;
        let seed = 12_130_000 + i;
        play_random(players, seed, 20, |s| {
            let game = s.after;
            let decider = game.pending().map(|d| d.seat);
            for v in 0..players as u8 {
                let view: View = game.view(PlayerId(v));
                assert_eq!(view.pending.as_ref().map(|d| d.seat), decider);
                if decider == Some(PlayerId(v)) {
                    assert!(!view.legal.is_empty(), "seed {seed}");
                    assert_eq!(view.legal.to_vec(), game.legal_answers(), "seed {seed}");
                } else {
                    assert!(view.legal.is_empty(), "seed {seed}: {:?} sees answers", v);
                }
            }
        });
    }
}

/// A 4-player income step for a Capo tied between seats 0 and 1, with seat 2 holding the ring
/// (the tiebreaker): seats 0 and 1 each petition (R12.6.2), seat 0 first.
const TIED_CAPO: &str = r#"{
    "version": 1,
    "seed": 3,
    "position": {
        "ring": 2,
        "positions": {
            "9": { "id": "killer-mac-pheeto", "markers": [2, 2, 0, 0] },
            "5": { "id": "eager-jim-redio", "markers": [0, 0, 1, 0] }
        },
        "players": [{ "money": 7 }, { "money": 4 }, { "money": 1 }, { "money": 6 }],
        "start": { "phase": "crewIncome", "position": 9 }
    }
}"#;

/// R12.6.2, R12.13.2: a sealed TIE_PETITION offer is held in escrow and shows nowhere in the
/// other seats' views — their views are the same whether seat 0 offered $5 or $0, and seat 0's
/// money is shown escrow included — until the offers are revealed to all at the TIE_BREAK
/// (R12.6.3); then only the chosen leader pays (R12.6.4) and takes the ring (R5.6.3).
#[test]
fn r12_6_2_sealed_petition_offer_is_not_visible_to_other_seats() {
    let mut five = start(TIED_CAPO);
    let mut zero = five.clone();
    let d = five.pending().cloned().expect("a petition");
    assert_eq!(d.seat, PlayerId(0));
    assert!(matches!(d.kind, DecisionKind::TiePetition { .. }), "{d:?}");
    let e5 = five
        .apply(PlayerId(0), Action::Answer(Answer::Offer(5)))
        .expect("legal offer");
    let e0 = zero
        .apply(PlayerId(0), Action::Answer(Answer::Offer(0)))
        .expect("legal offer");
    assert_eq!(five.player(PlayerId(0)).escrow, 5, "held in escrow at once");
    assert_eq!(five.player(PlayerId(0)).money, 2);
    assert!(five != zero);
    assert_ne!(five.view(PlayerId(0)), zero.view(PlayerId(0)));
    for other in 1..4u8 {
        let seat = PlayerId(other);
        assert_eq!(five.view(seat), zero.view(seat), "view of {seat:?}");
        assert_eq!(
            seen_by(&e5, seat),
            seen_by(&e0, seat),
            "events for {seat:?}"
        );
        assert_eq!(
            five.view(seat).seats[0].money,
            7,
            "money shown with the escrow"
        );
    }
    let next = five.pending().cloned().expect("seat 1 petitions");
    assert_eq!(next.seat, PlayerId(1));
    assert!(matches!(next.kind, DecisionKind::TiePetition { .. }));
    five.apply(PlayerId(1), Action::Answer(Answer::Offer(1)))
        .expect("legal offer");
    // R12.6.3: revealed to everyone with the TIE_BREAK.
    let tb = five.pending().cloned().expect("the tie-break");
    assert_eq!(tb.seat, PlayerId(2));
    for v in 0..4u8 {
        let view = five.view(PlayerId(v));
        match view.pending.map(|d| d.kind) {
            Some(DecisionKind::TieBreak { offers, .. }) => {
                assert_eq!(offers, vec![(PlayerId(0), 5), (PlayerId(1), 1)], "seat {v}");
            }
            other => panic!("seat {v} sees {other:?}"),
        }
    }
    five.apply(PlayerId(2), Action::Answer(Answer::Choose(PlayerId(0))))
        .expect("a leader");
    let money: Vec<(u32, u32)> = five.players().iter().map(|p| (p.money, p.escrow)).collect();
    // Seat 0 paid $5 to seat 2 and took the Capo's income ($2 + 0); seat 1 got its $1 back;
    // seat 2 then took the Racketeer's income ($2 + 1).
    assert_eq!(money, vec![(4, 0), (4, 0), (9, 0), (6, 0)]);
    assert_eq!(five.ring_holder(), PlayerId(0));
}
