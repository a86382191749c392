//! Scenario files: a game's configuration and seed, the answers to play by their names, and
//! what must hold on the way (docs/cli.md). Used by `table scenario --game whitechapel` and by
//! the specification's test cases under games/letters-from-whitechapel/tests/scenarios.
//!
//! A file is read whole before anything is played: a bad file is a typed [`ScenarioError`],
//! whatever its text. Playing it gives a [`ScenarioRun`]: every expectation that failed, each
//! named by its step.

use serde::Deserialize;

use crate::answer::Answer;
use crate::answer_name::{circle_name, crossing_name};
use crate::board::board;
use crate::config::{GameConfig, Seat, SetupError};
use crate::decision::DecisionKind;
use crate::jack_move::LAST_SPACE;
use crate::node::{Circle, Crossing};
use crate::state::GameState;
use crate::tracker::{Tracker, DEFAULT_CAP};

/// The format's version.
pub const SCENARIO_FORMAT: u32 = 1;

/// The most default answers one `defaultsUntil` gives: more than any game needs.
const MAX_DEFAULTS: usize = 20_000;

/// The decision types a scenario may name (WC8.2), and "none" once the game is over.
const DECISIONS: [&str; 11] = [
    "JACK_HIDEOUT",
    "WOMEN_PLACE",
    "PATROL_PLACE",
    "KILL_OR_WAIT",
    "WRETCHED_MOVE",
    "PATROL_REVEAL",
    "JACK_MOVE",
    "POLICE_MOVE",
    "POLICE_ACTION",
    "SEARCH_MORE",
    "none",
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScenarioFile {
    game: String,
    version: u32,
    #[serde(default)]
    rule: String,
    #[serde(default)]
    description: String,
    config: GameConfig,
    seed: u64,
    steps: Vec<StepFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct StepFile {
    play: Option<Vec<String>>,
    expect: Option<ExpectFile>,
    refuse: Option<String>,
    /// Default answers until this decision is pending: a type, with a policeman for the police
    /// ones (`"POLICE_MOVE D2"`).
    defaults_until: Option<String>,
    /// The seat answering a `refuse`; the seat asked if absent.
    seat: Option<u8>,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct ExpectFile {
    pending: Option<String>,
    seat: Option<u8>,
    policeman: Option<String>,
    legal: Option<Vec<String>>,
    legal_count: Option<usize>,
    legal_includes: Option<Vec<String>>,
    legal_excludes: Option<Vec<String>>,
    night: Option<u8>,
    round: Option<u8>,
    time: Option<u8>,
    pawn: Option<u8>,
    spaces_left: Option<u8>,
    jack: Option<String>,
    policemen: Option<Vec<Option<String>>>,
    wretched: Option<Vec<String>>,
    crime_scenes: Option<Vec<String>>,
    clues: Option<Vec<String>>,
    row: Option<Vec<(u8, String)>>,
    coaches: Option<u8>,
    alleys: Option<u8>,
    tracker: Option<Vec<String>>,
    winner: Option<String>,
    cause: Option<String>,
}

/// Why a scenario file cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScenarioError {
    /// Not JSON of the format's shape.
    Malformed {
        reason: String,
    },
    /// A scenario of another game.
    OtherGame {
        game: String,
    },
    UnknownVersion {
        version: u32,
    },
    /// The configuration makes no game.
    Setup(SetupError),
    /// Step `step` has no `play`, `expect`, `refuse` or `defaultsUntil`, or more than one.
    Step {
        step: usize,
    },
    /// Step `step` names no answer, circle, crossing, policeman, decision or side by `name`.
    Name {
        step: usize,
        name: String,
    },
}

/// One expectation: the field, the value as the game must show it, and for `legalIncludes`
/// and `legalExcludes` the answers looked for.
type Check = (&'static str, String, Vec<String>);

/// A step read and checked.
enum Step {
    Play(Vec<Option<Answer>>),
    Refuse {
        answer: Answer,
        seat: Option<Seat>,
    },
    /// Default answers until a decision of this type (and policeman) is pending.
    DefaultsUntil {
        kind: String,
        policeman: Option<String>,
    },
    Expect(Vec<Check>),
}

/// A scenario ready to play.
pub struct Scenario {
    pub rule: String,
    pub description: String,
    config: GameConfig,
    steps: Vec<Step>,
}

/// One expectation that failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The step's index, from 0.
    pub step: usize,
    /// What was expected: a field's name, or `play`/`refuse`.
    pub what: String,
    pub expected: String,
    pub found: String,
}

/// The outcome of a scenario played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioRun {
    /// The answers applied.
    pub answers: usize,
    /// The expectations checked.
    pub checks: usize,
    /// Those that failed; play stops at a refused answer.
    pub failures: Vec<Failure>,
}

fn names<T>(
    step: usize,
    items: &[String],
    read: impl Fn(&str) -> Option<T>,
) -> Result<Vec<T>, ScenarioError> {
    items
        .iter()
        .map(|n| {
            read(n).ok_or_else(|| ScenarioError::Name {
                step,
                name: n.clone(),
            })
        })
        .collect()
}

fn answer(step: usize, name: &str) -> Result<Answer, ScenarioError> {
    name.parse::<Answer>()
        .map(Answer::normalised)
        .map_err(|_| ScenarioError::Name {
            step,
            name: name.to_string(),
        })
}

fn text<T: ToString>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(ToString::to_string).collect();
    format!("[{}]", names.join(", "))
}

fn circles_text(step: usize, items: &[String], sort: bool) -> Result<String, ScenarioError> {
    let mut circles = names(step, items, |n| circle_name(n).ok())?;
    if sort {
        circles.sort_unstable();
    }
    Ok(text(&circles))
}

/// Reads one `expect` into the checks it makes, each as the text the game must show.
fn expectation(step: usize, e: &ExpectFile) -> Result<Vec<Check>, ScenarioError> {
    let bad = |name: &str| ScenarioError::Name {
        step,
        name: name.to_string(),
    };
    let answers = |items: &[String]| -> Result<Vec<String>, ScenarioError> {
        items
            .iter()
            .map(|n| answer(step, n).map(|a| a.to_string()))
            .collect()
    };
    let mut checks = Vec::new();
    if let Some(p) = &e.pending {
        if !DECISIONS.contains(&p.as_str()) {
            return Err(bad(p));
        }
        checks.push(("pending", p.clone(), Vec::new()));
    }
    if let Some(s) = e.seat {
        checks.push(("seat", s.to_string(), Vec::new()));
    }
    if let Some(p) = &e.policeman {
        let ok = matches!(p.as_bytes(), [b'D', b'1'..=b'5']);
        if !ok {
            return Err(bad(p));
        }
        checks.push(("policeman", p.clone(), Vec::new()));
    }
    if let Some(l) = &e.legal {
        let l = answers(l)?;
        checks.push(("legal", format!("[{}]", l.join(", ")), Vec::new()));
    }
    if let Some(n) = e.legal_count {
        checks.push(("legalCount", n.to_string(), Vec::new()));
    }
    for (field, items) in [
        ("legalIncludes", &e.legal_includes),
        ("legalExcludes", &e.legal_excludes),
    ] {
        if let Some(items) = items {
            checks.push((field, "all".to_string(), answers(items)?));
        }
    }
    for (field, value) in [
        ("night", e.night),
        ("round", e.round),
        ("time", e.time),
        ("pawn", e.pawn),
        ("spacesLeft", e.spaces_left),
        ("coaches", e.coaches),
        ("alleys", e.alleys),
    ] {
        if let Some(v) = value {
            checks.push((field, v.to_string(), Vec::new()));
        }
    }
    if let Some(j) = &e.jack {
        checks.push((
            "jack",
            circle_name(j).map_err(|_| bad(j))?.to_string(),
            Vec::new(),
        ));
    }
    if let Some(p) = &e.policemen {
        let read: Result<Vec<String>, _> = p
            .iter()
            .map(|x| match x {
                Some(x) => crossing_name(x).map(|x| x.to_string()).map_err(|_| bad(x)),
                None => Ok("-".to_string()),
            })
            .collect();
        checks.push(("policemen", format!("[{}]", read?.join(", ")), Vec::new()));
    }
    for (field, items, sort) in [
        ("wretched", &e.wretched, true),
        ("crimeScenes", &e.crime_scenes, false),
        ("clues", &e.clues, true),
        ("tracker", &e.tracker, true),
    ] {
        if let Some(items) = items {
            checks.push((field, circles_text(step, items, sort)?, Vec::new()));
        }
    }
    if let Some(row) = &e.row {
        let read: Result<Vec<String>, _> = row
            .iter()
            .map(|(space, c)| {
                circle_name(c)
                    .map(|c| format!("{space} {c}"))
                    .map_err(|_| bad(c))
            })
            .collect();
        checks.push(("row", format!("[{}]", read?.join(", ")), Vec::new()));
    }
    if let Some(w) = &e.winner {
        if w != "Jack" && w != "Police" {
            return Err(bad(w));
        }
        checks.push(("winner", w.clone(), Vec::new()));
    }
    if let Some(c) = &e.cause {
        checks.push(("cause", c.clone(), Vec::new()));
    }
    Ok(checks)
}

impl Scenario {
    /// Reads a scenario file, every name in it checked.
    ///
    /// # Errors
    /// A [`ScenarioError`] naming the first fault.
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        let file: ScenarioFile =
            serde_json::from_str(text).map_err(|e| ScenarioError::Malformed {
                reason: e.to_string(),
            })?;
        if file.game != "whitechapel" {
            return Err(ScenarioError::OtherGame { game: file.game });
        }
        if file.version != SCENARIO_FORMAT {
            return Err(ScenarioError::UnknownVersion {
                version: file.version,
            });
        }
        let config = GameConfig {
            seed: file.seed,
            ..file.config
        };
        GameState::new(config.clone()).map_err(ScenarioError::Setup)?;
        let mut steps = Vec::new();
        for (i, s) in file.steps.iter().enumerate() {
            let given = [
                s.play.is_some(),
                s.expect.is_some(),
                s.refuse.is_some(),
                s.defaults_until.is_some(),
            ];
            if given.iter().filter(|g| **g).count() != 1 || (s.seat.is_some() && !given[2]) {
                return Err(ScenarioError::Step { step: i });
            }
            if let Some(until) = &s.defaults_until {
                let (kind, policeman) = match until.split_once(' ') {
                    Some((k, p)) => (k, Some(p)),
                    None => (until.as_str(), None),
                };
                let known = DECISIONS.contains(&kind) && kind != "none";
                let police = matches!(kind, "POLICE_MOVE" | "POLICE_ACTION" | "SEARCH_MORE");
                let ok_policeman =
                    policeman.is_none_or(|p| police && matches!(p.as_bytes(), [b'D', b'1'..=b'5']));
                if !known || !ok_policeman {
                    return Err(ScenarioError::Name {
                        step: i,
                        name: until.clone(),
                    });
                }
                steps.push(Step::DefaultsUntil {
                    kind: kind.to_string(),
                    policeman: policeman.map(str::to_string),
                });
                continue;
            }
            let step = match (&s.play, &s.expect, &s.refuse) {
                (Some(play), None, None) => Step::Play(
                    play.iter()
                        .map(|n| match n.as_str() {
                            "default" => Ok(None),
                            _ => answer(i, n).map(Some),
                        })
                        .collect::<Result<_, _>>()?,
                ),
                (None, Some(e), None) => Step::Expect(expectation(i, e)?),
                (None, None, Some(r)) => Step::Refuse {
                    answer: answer(i, r)?,
                    seat: s.seat.map(Seat),
                },
                _ => return Err(ScenarioError::Step { step: i }),
            };
            steps.push(step);
        }
        Ok(Scenario {
            rule: file.rule,
            description: file.description,
            config,
            steps,
        })
    }

    /// Plays the scenario, checking every expectation on the way.
    pub fn run(&self) -> ScenarioRun {
        let mut run = ScenarioRun {
            answers: 0,
            checks: 0,
            failures: Vec::new(),
        };
        let Ok((mut game, _)) = GameState::new(self.config.clone()) else {
            return run;
        };
        for (i, step) in self.steps.iter().enumerate() {
            let mut fail = |what: &str, expected: String, found: String| {
                run.failures.push(Failure {
                    step: i,
                    what: what.to_string(),
                    expected,
                    found,
                });
            };
            match step {
                Step::Play(answers) => {
                    for a in answers {
                        let a = a.clone().or_else(|| game.default_answer());
                        let result = match (&a, game.pending()) {
                            (Some(a), Some(d)) => game
                                .apply(d.seat, a.clone())
                                .map(|_| ())
                                .map_err(|e| format!("{e:?}")),
                            _ => Err("the game is over".to_string()),
                        };
                        if let Err(why) = result {
                            let name = a.map_or("default".to_string(), |a| a.to_string());
                            fail("play", name, why);
                            return run;
                        }
                        run.answers += 1;
                    }
                }
                Step::DefaultsUntil { kind, policeman } => {
                    let reached = |g: &GameState| {
                        g.pending().is_some_and(|d| {
                            d.kind.name() == kind
                                && policeman
                                    .as_deref()
                                    .is_none_or(|p| observe(g, "policeman", &[]) == p)
                        })
                    };
                    let mut applied = 0;
                    while !reached(&game) {
                        let next = game.default_answer().zip(game.pending());
                        let Some((a, d)) = next.filter(|_| applied < MAX_DEFAULTS) else {
                            fail(
                                "defaultsUntil",
                                kind.clone(),
                                observe(&game, "pending", &[]),
                            );
                            return run;
                        };
                        if let Err(e) = game.apply(d.seat, a.clone()) {
                            fail("play", a.to_string(), format!("{e:?}"));
                            return run;
                        }
                        applied += 1;
                        run.answers += 1;
                    }
                }
                Step::Refuse { answer, seat } => {
                    run.checks += 1;
                    let before = game.clone();
                    let seat = seat.or(game.pending().map(|d| d.seat)).unwrap_or(Seat(0));
                    match game.apply(seat, answer.clone()) {
                        Ok(_) => {
                            fail("refuse", answer.to_string(), "applied".to_string());
                            return run;
                        }
                        Err(_) if game != before => {
                            fail("refuse", "unchanged".to_string(), "changed".to_string());
                        }
                        Err(_) => {}
                    }
                }
                Step::Expect(checks) => {
                    for (field, expected, answers) in checks {
                        run.checks += 1;
                        let found = observe(&game, field, answers);
                        if &found != expected {
                            fail(field, expected.clone(), found);
                        }
                    }
                }
            }
        }
        run
    }
}

/// What the game shows for `field`, written as a scenario writes it; for `legalIncludes` and
/// `legalExcludes`, "all" when every one of `answers` is (or is not) legal, else those that
/// are not (or are).
fn observe(game: &GameState, field: &str, answers: &[String]) -> String {
    let list = |items: &mut Vec<Circle>| {
        items.sort_unstable();
        text(items)
    };
    let legal: Vec<String> = match field {
        "legal" | "legalIncludes" | "legalExcludes" => game
            .legal_answers()
            .iter()
            .map(ToString::to_string)
            .collect(),
        _ => Vec::new(),
    };
    let wrong = |want: bool| {
        let odd: Vec<&String> = answers
            .iter()
            .filter(|a| legal.contains(a) != want)
            .collect();
        if odd.is_empty() {
            "all".to_string()
        } else {
            text(&odd)
        }
    };
    let pending = game.pending();
    let opt = |v: Option<String>| v.unwrap_or_else(|| "none".to_string());
    match field {
        "pending" => opt(pending.map(|d| d.kind.name().to_string())),
        "seat" => opt(pending.map(|d| d.seat.0.to_string())),
        "policeman" => opt(pending.and_then(|d| match d.kind {
            DecisionKind::PoliceMove { policeman }
            | DecisionKind::PoliceAction { policeman }
            | DecisionKind::SearchMore { policeman } => Some(policeman.to_string()),
            _ => None,
        })),
        "legal" => format!("[{}]", legal.join(", ")),
        "legalCount" => game.legal_count().to_string(),
        "legalIncludes" => wrong(true),
        "legalExcludes" => wrong(false),
        "night" => game.night().to_string(),
        "round" => game.round().to_string(),
        "time" => game.time().to_string(),
        "pawn" => opt(game.pawn().map(|p| p.to_string())),
        "spacesLeft" => opt(game
            .pawn()
            .map(|p| LAST_SPACE.saturating_sub(p).to_string())),
        "coaches" => game.coaches().to_string(),
        "alleys" => game.alleys().to_string(),
        "jack" => opt(game.jack_position().map(|c| c.to_string())),
        "policemen" => {
            let at: Vec<String> = game
                .policemen()
                .iter()
                .map(|x| x.map_or("-".to_string(), |x: Crossing| x.to_string()))
                .collect();
            format!("[{}]", at.join(", "))
        }
        "wretched" => list(&mut game.wretched().to_vec()),
        "crimeScenes" => text(game.crime_scenes()),
        "clues" => text(&game.clues().members().collect::<Vec<_>>()),
        "tracker" => {
            let positions = Tracker::follow(board(), game.tonight(), DEFAULT_CAP).positions();
            text(&positions.members().collect::<Vec<_>>())
        }
        "row" => {
            let row: Vec<String> = game
                .nights()
                .last()
                .map(|n| {
                    n.row
                        .iter()
                        .map(|e| format!("{} {}", e.space, e.circle))
                        .collect()
                })
                .unwrap_or_default();
            format!("[{}]", row.join(", "))
        }
        "winner" => opt(game.result().map(|r| format!("{:?}", r.winner))),
        "cause" => opt(game.result().map(|r| r.cause.to_string())),
        _ => String::new(),
    }
}
