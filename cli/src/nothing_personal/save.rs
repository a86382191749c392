//! `table save`: the save of a game between random bots, cut at a chosen pending decision — the
//! game `table selfplay` plays for the same seed, so fixtures can start anywhere in a real game.

use std::process::ExitCode;

use np_engine::{CardSet, Decision, GameConfig, SaveFile};
use table_bots::nothing_personal::arena::{Table, MAX_DECISIONS};

use super::sets::sets;
use crate::args::number;

/// The decision types of the R12.3 catalogue, by the names of `DecisionKind::name`.
const DECISIONS: [&str; 14] = [
    "SETUP_PLACE",
    "COMMISSION_TURN",
    "EFFECT_CHOICE",
    "GRANTED_PLACEMENT",
    "TIE_PETITION",
    "TIE_BREAK",
    "CREW_ACTION",
    "BLACKMAIL_REQUEST",
    "BLACKMAIL_ANSWER",
    "REROLL",
    "RESPONSE",
    "FENCE_BUY",
    "APPOINT",
    "TRADE_ANSWER",
];

struct Options {
    players: usize,
    seed: u64,
    until: String,
    skip: u64,
    /// The Young Turks sets added (R14.2).
    sets: Vec<CardSet>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        players: 4,
        seed: 1,
        until: String::new(),
        skip: 0,
        sets: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut num = |name: &str| number(&mut it, name);
        match a.as_str() {
            "--players" => o.players = num("--players")? as usize,
            "--seed" => o.seed = num("--seed")?,
            "--skip" => o.skip = num("--skip")?,
            "--until" => o.until = it.next().cloned().unwrap_or_default(),
            "--sets" => o.sets = sets(&mut it, "--sets")?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !(3..=5).contains(&o.players) {
        return Err("--players must be 3, 4 or 5".into());
    }
    if !DECISIONS.contains(&o.until.as_str()) {
        return Err(format!(
            "--until needs a decision type of R12.3, one of: {}",
            DECISIONS.join(", ")
        ));
    }
    Ok(o)
}

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let config = GameConfig::new(o.players, o.seed).with_sets(&o.sets);
    let mut table = Table::with_config(config).map_err(|e| format!("setup: {e:?}"))?;
    let mut save = SaveFile::new(table.game().config().clone());
    let mut seen = 0u64;
    // A moment is a decision pending after a given number of answers; free operations that
    // leave it pending (a shakedown, a gift) do not make a new one.
    let mut last: Option<(u64, Decision)> = None;
    while let Some(d) = table.game().pending() {
        let answered = table.game().decisions_answered();
        if last.as_ref().is_none_or(|(n, l)| *n != answered || l != d) {
            if d.kind.name() == o.until {
                if seen == o.skip {
                    println!("{}", save.to_json());
                    return Ok(ExitCode::SUCCESS);
                }
                seen += 1;
            }
            last = Some((answered, d.clone()));
        }
        if answered > MAX_DECISIONS {
            break;
        }
        let Some(step) = table.step() else {
            break;
        };
        if step.outcome.is_ok() {
            save.actions.push((step.seat, step.action));
        }
    }
    eprintln!(
        "seed {}, {} players: the game ended after {seen} {} decision(s); --skip {} asks for \
         number {}",
        o.seed,
        o.players,
        o.until,
        o.skip,
        o.skip + 1
    );
    Ok(ExitCode::from(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every decision of some random games is named in `DECISIONS`, so `--until` accepts every
    /// name the engine gives (R12.3).
    #[test]
    fn every_pending_name_is_known() {
        for seed in 0..12 {
            let mut table = Table::new(3 + (seed % 3) as usize, seed).expect("setup");
            while let Some(d) = table.game().pending() {
                assert!(DECISIONS.contains(&d.kind.name()), "{}", d.kind.name());
                table.step();
            }
        }
    }
}
