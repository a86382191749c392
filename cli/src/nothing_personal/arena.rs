//! `table arena`: seat-rotated games between bots of the ladder. Game k is deal k / n of the
//! seed sequence, with the listed bots moved k mod n seats round the table, so with a multiple
//! of n games every listed bot sits in every seat on every deal.

use std::process::ExitCode;
use std::time::Instant;

use np_engine::{Action, CardSet, GameConfig, GameState, Monitor, PlayerId};
use serde_json::json;
use table_bots::nothing_personal::arena::{check_listed, MAX_DECISIONS};
use table_bots::nothing_personal::{Bot, Level, StrongBot, STRONG_ITERATIONS};

use super::sets::{set_name, sets};
use crate::arena_summary::{ArenaSummary, Tallies};
use crate::args::number;
use crate::cli_game::exit_code;

/// A player of the arena: a bot of the ladder, or the oracle — the Strong search given the whole
/// game (hidden cards and future dice), a cheat that measures what fairness costs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Entrant {
    Fair(Level),
    Oracle,
}

impl Entrant {
    fn from_name(name: &str) -> Option<Entrant> {
        match name {
            "oracle" => Some(Entrant::Oracle),
            _ => Level::from_name(name).map(Entrant::Fair),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Entrant::Fair(level) => level.name(),
            Entrant::Oracle => "oracle",
        }
    }
}

/// An entrant seated in a game.
enum Seated {
    Fair(Box<dyn Bot>),
    Oracle(Box<StrongBot>),
}

impl Seated {
    fn new(entrant: Entrant, seed: u64) -> Seated {
        match entrant {
            Entrant::Fair(level) => Seated::Fair(level.bot(seed)),
            Entrant::Oracle => Seated::Oracle(Box::new(StrongBot::new(seed, STRONG_ITERATIONS))),
        }
    }

    fn act(&mut self, game: &GameState, seat: PlayerId) -> Action {
        match self {
            Seated::Fair(bot) => bot.act(&game.knowledge(seat)),
            Seated::Oracle(bot) => bot.decide_seeing_everything(game),
        }
    }
}

struct Options {
    bots: Vec<Entrant>,
    games: u64,
    seed: u64,
    /// Checks every step as `table selfplay --check` does.
    check: bool,
    /// The Young Turks sets added (R14.2).
    sets: Vec<CardSet>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        bots: vec![
            Entrant::Fair(Level::Heuristic),
            Entrant::Fair(Level::Random),
            Entrant::Fair(Level::Random),
            Entrant::Fair(Level::Random),
        ],
        games: 4,
        seed: 1,
        check: false,
        sets: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--bots" => {
                let list = it
                    .next()
                    .ok_or("--bots needs a list like heuristic,random,random")?;
                o.bots = list
                    .split(',')
                    .map(|name| {
                        Entrant::from_name(name).ok_or_else(|| format!("unknown bot {name}"))
                    })
                    .collect::<Result<_, _>>()?;
            }
            "--games" => o.games = number(&mut it, "--games")?,
            "--seed" => o.seed = number(&mut it, "--seed")?,
            "--check" => o.check = true,
            "--sets" => o.sets = sets(&mut it, "--sets")?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(3..=5).contains(&o.bots.len()) {
        return Err("--bots must list 3, 4 or 5 bots".into());
    }
    Ok(o)
}

/// One game; the bots at each seat, and per seat the time of each decision. A refused answer
/// is replaced by the first legal answer and counted.
struct Played {
    game: GameState,
    times: Vec<Vec<f64>>,
    refused: u64,
    stuck: bool,
}

/// One game. With `check`, after every applied action the §15 invariants of the state and of
/// its history must hold and the listed answers be accepted ([`check_listed`]); a violation
/// ends the run with its seed and step.
fn play(config: GameConfig, bots: &mut [Seated], check: bool) -> Result<Played, String> {
    let (players, seed) = (config.players, config.seed);
    let mut game = GameState::new(config).map_err(|e| format!("setup: {e:?}"))?;
    let mut monitor = check.then(|| Monitor::new(&game));
    let mut times = vec![Vec::new(); players];
    let mut refused = 0;
    while let Some(seat) = game.pending().map(|d| d.seat) {
        if game.decisions_answered() >= MAX_DECISIONS {
            return Ok(Played {
                game,
                times,
                refused,
                stuck: true,
            });
        }
        let start = Instant::now();
        let action = bots[seat.index()].act(&game, seat);
        times[seat.index()].push(start.elapsed().as_secs_f64() * 1000.0);
        let answer = matches!(action, Action::Answer(_));
        let events = match game.apply(seat, action) {
            Ok(events) => events,
            Err(_) if answer => {
                refused += 1;
                let first = game.legal_answer(0).ok_or("a decision without answers")?;
                game.apply(seat, Action::Answer(first))
                    .map_err(|e| format!("the first legal answer was refused: {e:?}"))?
            }
            Err(_) => Vec::new(),
        };
        if let Some(monitor) = monitor.as_mut() {
            let step = game.decisions_answered();
            monitor
                .observe(&game, &events)
                .map_err(|inv| format!("seed {seed}, decision {step}: invariant {inv:?}"))?;
            check_listed(&game).map_err(|f| format!("seed {seed}, decision {step}: {f}"))?;
        }
    }
    Ok(Played {
        game,
        times,
        refused,
        stuck: false,
    })
}

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let n = o.bots.len();
    let mut tallies = Tallies::default();
    let mut failures = 0u64;
    for k in 0..o.games {
        let seed = o.seed.wrapping_add(k / n as u64);
        let turn = (k % n as u64) as usize;
        // Seat i is played by listed bot (i + turn) mod n.
        let at_seat: Vec<Entrant> = (0..n).map(|i| o.bots[(i + turn) % n]).collect();
        let mut bots: Vec<Seated> = at_seat
            .iter()
            .enumerate()
            .map(|(i, e)| {
                Seated::new(
                    *e,
                    seed.wrapping_mul(1_000_003).wrapping_add(k * 16 + i as u64),
                )
            })
            .collect();
        let config = GameConfig::new(n, seed).with_sets(&o.sets);
        let played = play(config, &mut bots, o.check)?;
        if played.refused > 0 || played.stuck {
            failures += 1;
            eprintln!(
                "game {k} (seed {seed}): {} refused answers{}",
                played.refused,
                if played.stuck {
                    ", stopped unfinished"
                } else {
                    ""
                }
            );
        }
        let ranking = played.game.ranking();
        for (i, entrant) in at_seat.iter().enumerate() {
            let seat = PlayerId(i as u8);
            let rank = ranking.iter().position(|p| *p == seat).map_or(n, |r| r + 1);
            let respect = played.game.player(seat).respect;
            tallies.game(
                entrant.name(),
                rank == 1,
                &[
                    ("mean_rank", rank as f64),
                    ("mean_respect", f64::from(respect)),
                ],
            );
            for ms in &played.times[i] {
                tallies.decision(entrant.name(), *ms);
            }
        }
        println!(
            "{}",
            json!({
                "game": k,
                "seed": seed,
                "bots": at_seat.iter().map(|e| e.name()).collect::<Vec<_>>(),
                "ranking": ranking.iter().map(|p| p.0).collect::<Vec<_>>(),
                "respect": played.game.players().iter().map(|p| p.respect).collect::<Vec<_>>(),
            })
        );
    }
    ArenaSummary {
        game: super::GAME.name,
        players: n,
        games: o.games,
        seed: o.seed,
        check: o.check,
        failures,
        options: json!({ "sets": o.sets.iter().map(|s| set_name(*s)).collect::<Vec<_>>() }),
        bots: tallies.bots(),
    }
    .print();
    Ok(exit_code(failures))
}
