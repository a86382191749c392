//! What each side sees (WC9.3, WC12.10): the police never the hideout, the sheet or the
//! women's marks; Jack and spectators never a face-down patrol token's identity; the log's
//! events in each side's form; everything once the game is over.

mod common;

use common::{homing_pick, new_game, Rng};
use wc_engine::{
    Answer, Circle, Crossing, EntryKind, Event, GameState, JackMove, Policeman, PublicStep, Seat,
    TokenSeen, Viewer,
};

fn play(game: &mut GameState, answer: Answer) -> Vec<Event> {
    let seat = game.pending().expect("pending").seat;
    game.apply(seat, answer).expect("legal")
}

fn night_one(hideout: u8, marked: [u8; 5], unmarked: [u8; 3]) -> GameState {
    let mut game = new_game(2, 9);
    play(&mut game, Answer::Hideout(Circle(hideout)));
    play(
        &mut game,
        Answer::Women {
            marked: marked.map(Circle).to_vec(),
            unmarked: unmarked.map(Circle).to_vec(),
        },
    );
    game
}

fn token_at(game: &GameState, viewer: Viewer, x: u8) -> Option<TokenSeen> {
    game.view(viewer, None)
        .patrols
        .iter()
        .find(|(at, _)| *at == Crossing(x))
        .map(|(_, seen)| *seen)
}

#[test]
fn wc9_3_9_a_patrol_token_is_known_to_the_police_until_revealed() {
    let mut game = night_one(100, [3, 21, 27, 65, 84], [147, 149, 158]);
    let placed = play(
        &mut game,
        Answer::Patrols {
            policemen: [42, 44, 57, 143, 156].map(Crossing),
            fakes: [138, 181].map(Crossing),
        },
    );
    let d1 = TokenSeen::Policeman(Policeman(0));
    assert_eq!(token_at(&game, Viewer::Police, 42), Some(d1));
    assert_eq!(token_at(&game, Viewer::Police, 138), Some(TokenSeen::Fake));
    for viewer in [Viewer::Jack, Viewer::Spectator] {
        assert_eq!(token_at(&game, viewer, 42), Some(TokenSeen::FaceDown));
        let seen: Vec<Event> = placed.iter().map(|e| e.seen_by(viewer)).collect();
        assert!(seen.iter().all(|e| !matches!(
            e,
            Event::PatrolsPlaced {
                tokens: Some(_),
                ..
            }
        )));
    }
    play(&mut game, Answer::Wait);
    while game.pending().map(|d| d.kind) == Some(wc_engine::DecisionKind::WretchedMove) {
        let first = game.legal_answers()[0].clone();
        play(&mut game, first);
    }
    play(&mut game, Answer::Reveal(Crossing(42)));
    for viewer in [Viewer::Jack, Viewer::Police, Viewer::Spectator] {
        assert_eq!(token_at(&game, viewer, 42), Some(d1));
    }
}

#[test]
fn wc9_2_the_police_view_is_the_same_whatever_jack_hid() {
    let a = night_one(100, [3, 21, 27, 65, 84], [147, 149, 158]);
    let b = night_one(7, [21, 65, 147, 149, 158], [3, 27, 84]);
    for viewer in [Viewer::Police, Viewer::Spectator] {
        assert_eq!(a.view(viewer, Some(Seat(1))), b.view(viewer, Some(Seat(1))));
    }
    let jack = a.view(Viewer::Jack, Some(Seat(0)));
    assert_eq!(jack.hideout, Some(Circle(100)));
    assert!(jack.women.iter().all(|(_, marked)| marked.is_some()));
}

#[test]
fn wc9_3_11_a_coach_is_a_type_and_two_spaces_to_the_police() {
    let mut game = night_one(100, [3, 21, 27, 65, 84], [147, 149, 158]);
    play(
        &mut game,
        Answer::Patrols {
            policemen: [42, 44, 57, 143, 156].map(Crossing),
            fakes: [138, 181].map(Crossing),
        },
    );
    play(&mut game, Answer::Kill(Circle(21)));
    let coach = JackMove::Coach {
        first: Circle(20),
        second: Circle(40),
    };
    let events = play(&mut game, Answer::Jack(coach));
    let moved = events
        .iter()
        .find(|e| matches!(e, Event::JackMoved { .. }))
        .expect("Jack moved");
    assert_eq!(
        moved.seen_by(Viewer::Police),
        Event::JackMoved {
            kind: EntryKind::Coach,
            space: 7,
            mv: None,
            forced: false
        }
    );
    assert!(matches!(
        moved.seen_by(Viewer::Jack),
        Event::JackMoved { mv: Some(m), .. } if m == coach
    ));
    let police = game.view(Viewer::Police, None);
    assert_eq!(police.moves.len(), 1);
    assert_eq!(
        (police.moves[0].kind, police.moves[0].space),
        (EntryKind::Coach, 7)
    );
    assert_eq!(police.sheet, None);
    assert_eq!(police.hideout, None);
}

/// WC12.10 over whole games: while the game runs, no police or spectator view or log form
/// holds a secret of Jack's, and no Jack or spectator view a face-down token's identity; once
/// it is over, every view holds the sheet.
#[test]
fn wc12_10_no_view_holds_what_its_side_may_not_know() {
    for seed in 0..6u64 {
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 40 + seed);
        let mut log = Vec::new();
        while let Some(d) = game.pending() {
            for viewer in [Viewer::Police, Viewer::Spectator] {
                let v = game.view(viewer, None);
                assert!(v.hideout.is_none() && v.sheet.is_none());
                assert!(v.women.iter().all(|(_, marked)| marked.is_none()));
            }
            for viewer in [Viewer::Jack, Viewer::Spectator] {
                let v = game.view(viewer, None);
                let hidden = game.patrols().iter().filter(|p| !p.face_up).count();
                let face_down = v
                    .patrols
                    .iter()
                    .filter(|(_, t)| *t == TokenSeen::FaceDown)
                    .count();
                assert_eq!(face_down, hidden);
            }
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            log.extend(game.apply(d.seat, answer).expect("legal"));
        }
        for e in &log {
            match e.seen_by(Viewer::Police) {
                Event::HideoutChosen { circle: Some(_) }
                | Event::WomenPlaced {
                    marked: Some(_), ..
                }
                | Event::JackMoved { mv: Some(_), .. }
                | Event::Escaped { circle: Some(_) } => panic!("the police see {e:?}"),
                _ => {}
            }
        }
        let over = game.view(Viewer::Spectator, None);
        assert!(over.sheet.is_some() && over.hideout.is_some());
    }
}

/// WC9.1.1: the public record of every night before tonight stays in every view, the same for
/// each side: the record as it stood when Jack made his last move of that night, then that
/// move and his escape.
#[test]
fn wc9_1_1_every_view_keeps_the_record_of_the_nights_before() {
    let mut later = 0;
    for seed in 0..6u64 {
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 70 + seed);
        let mut expected: Vec<Vec<PublicStep>> = Vec::new();
        while let Some(d) = game.pending() {
            let views = [Viewer::Jack, Viewer::Police, Viewer::Spectator]
                .map(|viewer| game.view(viewer, None));
            for v in &views {
                assert_eq!(v.earlier, expected, "seed {seed}, night {}", game.night());
            }
            if game.night() > 1 {
                later += 1;
            }
            let night = game.night();
            let before = views[1].tonight.clone();
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            game.apply(d.seat, answer).expect("legal");
            if game.night() > night {
                let escape = &game.view(Viewer::Spectator, None).earlier[usize::from(night) - 1];
                assert!(escape.starts_with(&before) && escape.len() == before.len() + 2);
                assert!(matches!(
                    escape[before.len()..],
                    [PublicStep::Move { .. }, PublicStep::Escape]
                ));
                assert!(matches!(escape.first(), Some(PublicStep::Kill { .. })));
                expected.push(escape.clone());
            }
        }
    }
    assert!(later > 0, "no game reached a second night");
}

/// WC9.1.1: the type of each of Jack's moves is public: the record gains a move of the type
/// `JackMove::kind` names, whichever type he plays.
#[test]
fn wc9_1_1_the_record_shows_each_move_of_jacks_by_its_type() {
    let mut seen = Vec::new();
    for seed in 0..12u64 {
        let mut rng = Rng::new(seed);
        let mut game = new_game(2 + (seed % 5) as usize, 90 + seed);
        while let Some(d) = game.pending() {
            let legal = game.legal_answers();
            let answer = legal[homing_pick(&game, &legal, &mut rng)].clone();
            let night = game.night();
            let before = game.view(Viewer::Police, None).tonight.len();
            game.apply(d.seat, answer.clone()).expect("legal");
            let Answer::Jack(m) = answer else { continue };
            let record = if game.night() > night {
                game.view(Viewer::Police, None).earlier[usize::from(night) - 1].clone()
            } else {
                game.view(Viewer::Police, None).tonight
            };
            assert!(
                matches!(record.get(before), Some(PublicStep::Move { kind, .. }) if *kind == m.kind()),
                "seed {seed}: {m:?}"
            );
            if !seen.contains(&m.kind()) {
                seen.push(m.kind());
            }
        }
    }
    assert_eq!(seen.len(), 3, "every type of move played: {seen:?}");
}
