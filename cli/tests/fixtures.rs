//! The saves the browser tests start from, in `tests/e2e/fixtures/`: each reaches a pending
//! decision a browser test relies on. Every file is loaded with `SaveFile::load` and checked
//! against its condition, so a change to the engine's games fails here, loudly, rather than in a
//! browser.
//!
//! Each fixture is the output of an `table save` command listed in `tests/e2e/fixtures/README.md`
//! (the last test checks that the commands still print the files). To regenerate one, run its
//! command again, for example
//!
//! ```text
//! cargo run -p table-cli -- save --players 3 --seed 1 --until TIE_PETITION --skip 1 > tests/e2e/fixtures/tie-petition.json
//! ```
//!
//! and if its condition below no longer holds, try other `--seed` and `--skip` values in a shell
//! loop until it does; then update the command in the README. The saves of Family Business
//! (`family-business/`) are checked the same way, against `FB_FIXTURES`.

use std::path::{Path, PathBuf};
use std::process::Command;

use np_engine::{
    base_cards, Action, Answer, CrewChoice, DecisionKind, EffectChoice, GameState, Params, Play,
    PlayMode, PlayerId, RerollKind, Response, SaveFile, WindowKind,
};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/e2e/fixtures");

/// What a fixture must reach, by file name.
type Condition = fn(&GameState) -> Result<(), String>;

const FIXTURES: [(&str, Condition); 15] = [
    ("commission-multi-target.json", commission_multi_target),
    ("make-a-move.json", make_a_move),
    ("tie-petition.json", tie_petition),
    ("blackmail-request.json", blackmail_request),
    ("reroll.json", reroll),
    ("appoint.json", appoint),
    ("trade.json", trade),
    ("final-round.json", final_round),
    ("harvey-removal.json", harvey_removal),
    ("frank-cancels.json", frank_cancels),
    ("colby-exchange.json", colby_exchange),
    ("carlos-move.json", carlos_move),
    ("crew-no-choice.json", crew_no_choice),
    ("income-window.json", income_window),
    ("after-turn.json", after_turn),
];

/// The pending decision's kind, if it has the R12.3 name `name`.
fn pending<'a>(game: &'a GameState, name: &str) -> Result<&'a DecisionKind, String> {
    let d = game.pending().ok_or("the game is over")?;
    if d.kind.name() == name {
        Ok(&d.kind)
    } else {
        Err(format!("pending {}, not {name}", d.kind.name()))
    }
}

fn listed(game: &GameState, wanted: impl Fn(&Answer) -> bool, what: &str) -> Result<(), String> {
    if game.legal_answers().iter().any(wanted) {
        Ok(())
    } else {
        Err(format!("no listed answer {what}"))
    }
}

/// R4.5: a first-orbit COMMISSION_TURN with a placement play on two or more gangsters, or in
/// two or more groups.
pub fn commission_multi_target(game: &GameState) -> Result<(), String> {
    match pending(game, "COMMISSION_TURN")? {
        DecisionKind::CommissionTurn {
            second_orbit: false,
            ..
        } => {}
        _ => return Err("the second orbit".into()),
    }
    listed(
        game,
        |a| match a {
            Answer::Play(Play {
                mode: PlayMode::Placement { groups, .. },
                ..
            }) => {
                let mut targets: Vec<_> = groups.iter().flat_map(|g| &g.targets).collect();
                targets.sort();
                targets.dedup();
                groups.len() >= 2 || targets.len() >= 2
            }
            _ => false,
        },
        "placing on several gangsters or in several groups",
    )
}

/// A CREW_ACTION whose only answer is Pass, of a seat with no card to shake down: a decision
/// without a choice (docs/decisions.md, 60).
pub fn crew_no_choice(game: &GameState) -> Result<(), String> {
    pending(game, "CREW_ACTION")?;
    let seat = game.pending().map(|d| d.seat).ok_or("no seat")?;
    if game.legal_answers() != [Answer::Pass] {
        return Err(format!("{} answers listed", game.legal_count()));
    }
    if !game.player(seat).hand.is_empty() {
        return Err("a card in hand to shake down".into());
    }
    if seat != PlayerId(0) {
        return Err(format!("seat {} decides, not seat 0", seat.0));
    }
    Ok(())
}

/// R6.2.2: seat 0's RESPONSE in a W-INCOME window, with a card play listed.
pub fn income_window(game: &GameState) -> Result<(), String> {
    match pending(game, "RESPONSE")? {
        DecisionKind::Response {
            window: WindowKind::Income { .. },
        } => {}
        other => return Err(format!("not W-INCOME: {other:?}")),
    }
    seat_zero_may_play(game)
}

/// R4.1.4: seat 0's RESPONSE in the W-AFTER-TURN window of seat 2's turn, with a card play
/// listed.
pub fn after_turn(game: &GameState) -> Result<(), String> {
    match pending(game, "RESPONSE")? {
        DecisionKind::Response {
            window: WindowKind::AfterTurn { seat: PlayerId(2) },
        } => {}
        other => return Err(format!("not W-AFTER-TURN after seat 2: {other:?}")),
    }
    seat_zero_may_play(game)
}

/// Seat 0 decides, and a card play is listed beside Decline.
fn seat_zero_may_play(game: &GameState) -> Result<(), String> {
    if game.pending().map(|d| d.seat) != Some(PlayerId(0)) {
        return Err("seat 0 does not decide".into());
    }
    listed(
        game,
        |a| matches!(a, Answer::Respond(Response::Card(_))),
        "a card play",
    )
}

/// R6.7: a CREW_ACTION that may Make a Move.
pub fn make_a_move(game: &GameState) -> Result<(), String> {
    pending(game, "CREW_ACTION")?;
    listed(
        game,
        |a| matches!(a, Answer::Crew(CrewChoice::MakeMove { .. })),
        "making a move",
    )
}

/// R12.6: a TIE_PETITION whose answer brings the TIE_BREAK.
pub fn tie_petition(game: &GameState) -> Result<(), String> {
    pending(game, "TIE_PETITION")?;
    let seat = game.pending().map(|d| d.seat).ok_or("no seat")?;
    let mut next = game.clone();
    next.apply(seat, Action::Answer(Answer::Offer(0)))
        .map_err(|e| format!("offer $0 rejected: {e:?}"))?;
    pending(&next, "TIE_BREAK").map(|_| ())
}

/// R12.7: a BLACKMAIL_REQUEST of a seat other than the blackmailer, with a request listed.
pub fn blackmail_request(game: &GameState) -> Result<(), String> {
    let DecisionKind::BlackmailRequest { blackmailer, .. } =
        pending(game, "BLACKMAIL_REQUEST")?.clone()
    else {
        return Err("not a blackmail request".into());
    };
    if game.pending().map(|d| d.seat) == Some(blackmailer) {
        return Err("asked of the blackmailer".into());
    }
    listed(
        game,
        |a| matches!(a, Answer::Request { .. }),
        "requesting an action",
    )
}

/// R12.5.3: a REROLL that can be paid for.
pub fn reroll(game: &GameState) -> Result<(), String> {
    pending(game, "REROLL")?;
    listed(
        game,
        |a| *a == Answer::Reroll(RerollKind::Paid),
        "paying for a reroll",
    )
}

/// R9.4.2: an APPOINT among two or more candidates.
pub fn appoint(game: &GameState) -> Result<(), String> {
    match pending(game, "APPOINT")? {
        DecisionKind::Appoint { candidates, .. } if candidates.len() >= 2 => Ok(()),
        _ => Err("fewer than two candidates".into()),
    }
}

/// R11.6: a COMMISSION_TURN of round 1 where the deciding seat and the next seat both hold two
/// or more cards, so a trade can be proposed.
pub fn trade(game: &GameState) -> Result<(), String> {
    pending(game, "COMMISSION_TURN")?;
    if game.round() != 1 {
        return Err(format!("round {}, not 1", game.round()));
    }
    let seat = game.pending().map(|d| d.seat).ok_or("no seat")?;
    let next = PlayerId(((seat.index() + 1) % game.player_count()) as u8);
    for p in [seat, next] {
        let cards = game.player(p).hand.len();
        if cards < 2 {
            return Err(format!("seat {} holds {cards} card(s)", p.0));
        }
    }
    Ok(())
}

/// R3.1: a 3-player COMMISSION_TURN of round 5, the last round.
pub fn final_round(game: &GameState) -> Result<(), String> {
    pending(game, "COMMISSION_TURN")?;
    if game.round() != 5 {
        return Err(format!("round {}, not 5", game.round()));
    }
    Ok(())
}

/// The acting gangster of a pending CREW_ACTION, if it is the card with data id `id`.
fn acting(game: &GameState, id: &str) -> Result<(), String> {
    let DecisionKind::CrewAction { gangster, .. } = pending(game, "CREW_ACTION")? else {
        return Err("not a Crew action".into());
    };
    let card = &base_cards()
        .map_err(|e| format!("{e:?}"))?
        .gangster(*gangster)
        .id;
    if card == id {
        Ok(())
    } else {
        Err(format!("{card} acts, not {id}"))
    }
}

/// R14.3.3: one of Harvey Bailey's removals, with three or more markers to choose from.
pub fn harvey_removal(game: &GameState) -> Result<(), String> {
    match pending(game, "EFFECT_CHOICE")? {
        DecisionKind::EffectChoice(EffectChoice::RemoveForHarvey { .. })
            if game.legal_answers().len() >= 3 =>
        {
            Ok(())
        }
        _ => Err("not a removal for Harvey among three markers or more".into()),
    }
}

/// R14.3.1: a W-DECLARED response where Frank Nitti's controller may pay to cancel the whack.
pub fn frank_cancels(game: &GameState) -> Result<(), String> {
    pending(game, "RESPONSE")?;
    listed(
        game,
        |a| *a == Answer::Respond(Response::FrankCancels),
        "paying Frank Nitti to cancel",
    )
}

/// R14.3.12: Colby Dauch's CREW_ACTION, with the exchange between two players listed.
pub fn colby_exchange(game: &GameState) -> Result<(), String> {
    acting(game, "colby-the-hat-dauch")?;
    listed(
        game,
        |a| {
            matches!(
                a,
                Answer::Crew(CrewChoice::Ability {
                    params: Params::Players(_),
                    ..
                })
            )
        },
        "a random exchange",
    )
}

/// R14.3.7: Carlos Gambino's CREW_ACTION, with moves to two or more empty positions listed.
pub fn carlos_move(game: &GameState) -> Result<(), String> {
    acting(game, "carlos-gambino")?;
    let moves = game
        .legal_answers()
        .iter()
        .filter(|a| {
            matches!(
                a,
                Answer::Crew(CrewChoice::Ability {
                    params: Params::Position(_),
                    ..
                })
            )
        })
        .count();
    if moves >= 2 {
        Ok(())
    } else {
        Err(format!(
            "{moves} move(s) to an empty position, not two or more"
        ))
    }
}

fn fixture_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(DIR)
        .expect("tests/e2e/fixtures exists")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Every save in the folder loads, is a 3-player game and reaches its decision; every fixture
/// the browser tests expect is there.
#[test]
fn every_fixture_reaches_its_decision() {
    let files = fixture_files();
    let names: Vec<String> = files.iter().map(|p| file_name(p)).collect();
    let mut failures = Vec::new();
    for (name, _) in FIXTURES {
        if !names.iter().any(|n| n == name) {
            failures.push(format!("{name}: missing"));
        }
    }
    for (path, name) in files.iter().zip(&names) {
        let Some((_, condition)) = FIXTURES.iter().find(|(n, _)| n == name) else {
            failures.push(format!("{name}: no condition checks it"));
            continue;
        };
        let text = std::fs::read_to_string(path).expect("readable fixture");
        let outcome = SaveFile::load(&text)
            .map_err(|e| format!("does not load: {e:?}"))
            .and_then(|game| {
                if game.player_count() == 3 {
                    condition(&game)
                } else {
                    Err(format!("{} players, not 3", game.player_count()))
                }
            });
        if let Err(e) = outcome {
            failures.push(format!("{name}: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each fixture is exactly what its command in the README prints.
#[test]
fn fixtures_are_what_their_readme_commands_print() {
    let readme = std::fs::read_to_string(Path::new(DIR).join("README.md")).expect("README");
    let mut checked = 0;
    for (name, _) in FIXTURES {
        let line = readme
            .lines()
            .find(|l| l.contains(&format!("`{name}`")))
            .unwrap_or_else(|| panic!("README has no line for {name}"));
        let command = line
            .split('`')
            .find(|part| part.starts_with("table save "))
            .unwrap_or_else(|| panic!("README line of {name} has no `table save …` command"));
        let out = Command::new(env!("CARGO_BIN_EXE_table"))
            .args(command.split_whitespace().skip(1))
            .output()
            .expect("table runs");
        assert!(out.status.success(), "{command}: exit {:?}", out.status);
        let file = std::fs::read(Path::new(DIR).join(name)).expect("fixture");
        assert!(
            out.stdout == file,
            "{name} differs from the output of {command}"
        );
        checked += 1;
    }
    assert_eq!(checked, FIXTURES.len());
}

/// The Family Business saves the browser tests start from (in `family-business/`), each with
/// what it must reach.
type FbCondition = fn(&fb_engine::GameState) -> Result<(), String>;

const FB_FIXTURES: [(&str, FbCondition); 4] = [
    ("advanced-attach.json", fb_advanced_attach),
    ("advanced-butcher.json", fb_advanced_butcher),
    ("counter.json", fb_counter),
    ("take-back.json", fb_take_back),
];

/// The pending decision of Family Business, if it is seat 0's of kind `kind`.
fn fb_pending(game: &fb_engine::GameState, kind: fb_engine::DecisionKind) -> Result<(), String> {
    match game.pending() {
        Some(d) if d.seat == fb_engine::PlayerId(0) && d.kind == kind => Ok(()),
        other => Err(format!("pending {other:?}, not seat 0's {kind:?}")),
    }
}

/// FB13.2.3: seat 0's TURN_PLAY of an advanced game with an ability card to attach.
fn fb_advanced_attach(game: &fb_engine::GameState) -> Result<(), String> {
    fb_pending(game, fb_engine::DecisionKind::TurnPlay)?;
    let attach = |a: &fb_engine::Answer| matches!(a, fb_engine::Answer::Attach { .. });
    if game.legal_answers().iter().any(attach) {
        Ok(())
    } else {
        Err("no ability card to attach".into())
    }
}

/// FB13.3.4: seat 0's BUTCHER with two or more cards in hand.
fn fb_advanced_butcher(game: &fb_engine::GameState) -> Result<(), String> {
    fb_pending(game, fb_engine::DecisionKind::Butcher)?;
    let sets = game.legal_answers().len();
    if sets > 3 {
        Ok(())
    } else {
        Err(format!("{sets} answers: fewer than two cards in hand"))
    }
}

/// FB4.5.4: seat 0's COUNTER_RESPONSE to another seat's card on one of seat 0's mobsters.
fn fb_counter(game: &fb_engine::GameState) -> Result<(), String> {
    fb_pending(game, fb_engine::DecisionKind::CounterResponse)?;
    let view = game.view(Some(fb_engine::PlayerId(0)));
    match view.resolving {
        Some(p) if p.seat != fb_engine::PlayerId(0) => match p.target {
            fb_engine::Target::Mobster(m) if m.family == view.seats[0].family => Ok(()),
            other => Err(format!("the card targets {other:?}")),
        },
        other => Err(format!("resolving {other:?}")),
    }
}

/// Decision 56: seat 0's LIST_PICK right after its own play, which it may take back.
fn fb_take_back(game: &fb_engine::GameState) -> Result<(), String> {
    fb_pending(game, fb_engine::DecisionKind::ListPick)?;
    match game.undoable(fb_engine::PlayerId(0)) {
        1 => Ok(()),
        n => Err(format!("{n} answers to take back, not 1")),
    }
}

/// Every Family Business save reaches its decision and is what its README command prints.
#[test]
fn every_family_business_fixture_reaches_its_decision() {
    let dir = Path::new(DIR).join("family-business");
    let readme = std::fs::read_to_string(Path::new(DIR).join("README.md")).expect("README");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/e2e/fixtures/family-business exists")
        .map(|e| file_name(&e.expect("directory entry").path()))
        .collect();
    files.sort();
    let mut expected: Vec<String> = FB_FIXTURES.iter().map(|(n, _)| n.to_string()).collect();
    expected.sort();
    assert_eq!(files, expected, "every file has a condition");
    for (name, condition) in FB_FIXTURES {
        let text = std::fs::read_to_string(dir.join(name)).expect("readable fixture");
        let game = fb_engine::GameState::load(&text)
            .unwrap_or_else(|e| panic!("{name} does not load: {e:?}"));
        condition(&game).unwrap_or_else(|e| panic!("{name}: {e}"));
        let command = readme
            .lines()
            .find(|l| l.contains(&format!("`family-business/{name}`")))
            .and_then(|l| l.split('`').find(|part| part.starts_with("table save ")))
            .unwrap_or_else(|| panic!("README has no `table save …` line for {name}"));
        let out = Command::new(env!("CARGO_BIN_EXE_table"))
            .args(command.split_whitespace().skip(1))
            .output()
            .expect("table runs");
        assert!(out.status.success(), "{command}: exit {:?}", out.status);
        assert!(
            out.stdout == text.as_bytes(),
            "{name} differs from the output of {command}"
        );
    }
}
