//! Events as an onlooker sees them (R12.13): `Event::public` hides every private part and
//! agrees with `Event::for_seat` for a seat that is neither party.

mod common;

use np_engine::{CardId, Event, PlayerId};

use common::play_random;

const P0: PlayerId = PlayerId(0);
const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);
const CARD: CardId = CardId(7);

/// R12.13.2: a card drawn is seen by the drawer only; the public sees that a card was drawn.
#[test]
fn r12_13_2_a_drawn_card_is_hidden_from_the_public() {
    let drawn = Event::CardDrawn {
        seat: P1,
        card: Some(CARD),
    };
    let hidden = Event::CardDrawn {
        seat: P1,
        card: None,
    };
    assert_eq!(drawn.public(), hidden);
    assert_eq!(drawn.for_seat(P0), hidden);
    assert_eq!(drawn.for_seat(P1), drawn);
}

/// R12.13.2: a card given or traded is seen by its two parties only.
#[test]
fn r12_13_2_a_given_card_is_hidden_from_the_public() {
    let given = Event::CardGiven {
        from: P0,
        to: P1,
        card: Some(CARD),
    };
    let hidden = Event::CardGiven {
        from: P0,
        to: P1,
        card: None,
    };
    assert_eq!(given.public(), hidden);
    assert_eq!(given.for_seat(P2), hidden);
    assert_eq!(given.for_seat(P0), given);
    assert_eq!(given.for_seat(P1), given);
}

/// R12.13.1: public events stay whole, the final conversion (R10.2.4) among them.
#[test]
fn r12_13_1_public_events_are_unchanged() {
    for e in [
        Event::Converted {
            seat: P2,
            money: 40,
            respect: 4,
        },
        Event::CardPlayed {
            seat: P0,
            card: CARD,
        },
        Event::CardsSold { seat: P1, count: 2 },
    ] {
        assert_eq!(e.public(), e);
        assert_eq!(e.for_seat(P0), e);
    }
}

/// The card an event shows, if it names one in a private slot (R12.13.2).
fn private_card(e: &Event) -> Option<CardId> {
    match e {
        Event::CardDrawn { card, .. } | Event::CardGiven { card, .. } => *card,
        _ => None,
    }
}

/// R12.13 over the events of 20 played-out games with free operations (gifts and trades give
/// cards): the public version shows no private card, changes nothing else, is what every
/// seat outside the event sees, and stays the same once redacted for any seat.
#[test]
fn r12_13_public_is_for_seat_of_an_outsider_in_played_games() {
    let mut hidden = 0u32;
    for i in 0..20u64 {
        let (players, seed) = (3 + (i % 3) as usize, 12_130 + i);
        play_random(players, seed, 100, |s| {
            for e in s.events {
                let public = e.public();
                assert_eq!(private_card(&public), None, "seed {seed}: {e:?}");
                if private_card(e).is_none() {
                    assert_eq!(&public, e, "seed {seed}: nothing private to hide");
                } else {
                    hidden += 1;
                }
                let parties: Vec<PlayerId> = match e {
                    Event::CardDrawn { seat, .. } => vec![*seat],
                    Event::CardGiven { from, to, .. } => vec![*from, *to],
                    _ => Vec::new(),
                };
                for seat in (0..players as u8).map(PlayerId) {
                    assert_eq!(e.for_seat(seat).public(), public, "seed {seed}");
                    assert_eq!(public.for_seat(seat), public, "seed {seed}");
                    if !parties.contains(&seat) {
                        assert_eq!(e.for_seat(seat), public, "seed {seed}: {seat:?}");
                    }
                }
            }
        });
    }
    assert!(hidden > 100, "only {hidden} private cards hidden");
}

/// `apply_without_events` plays the same game as `apply`, and refuses what `apply` refuses,
/// leaving the game as it was.
#[test]
fn r12_13_a_game_applied_without_events_is_the_same_game() {
    let mut reported = np_engine::GameState::new(np_engine::GameConfig::new(4, 31)).unwrap();
    let mut unreported = reported.clone();
    let seat = reported.pending().unwrap().seat;
    let before = unreported.clone();
    let illegal = np_engine::Action::Answer(np_engine::Answer::Offer(999));
    assert_eq!(
        unreported.apply_without_events(seat, illegal),
        Err(np_engine::ActionError::WrongKindOfAnswer)
    );
    assert_eq!(unreported, before);
    let mut steps = 0;
    let mut events = 0;
    while let Some(d) = reported.pending().cloned() {
        let answer = reported
            .legal_answer(steps % reported.legal_count())
            .unwrap();
        let action = np_engine::Action::Answer(answer);
        events += reported.apply(d.seat, action.clone()).unwrap().len();
        unreported.apply_without_events(d.seat, action).unwrap();
        assert_eq!(unreported, reported, "step {steps}");
        steps += 1;
    }
    assert!(
        steps > 100 && events > steps,
        "{steps} steps, {events} events"
    );
    let before = unreported.clone();
    let refused =
        unreported.apply_without_events(P0, np_engine::Action::Answer(np_engine::Answer::Pass));
    assert_eq!(refused, Err(np_engine::ActionError::GameOver));
    assert_eq!(unreported, before);
}
