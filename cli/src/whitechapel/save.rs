//! `table save --game whitechapel`.

use std::process::ExitCode;

use table_bots::whitechapel::arena::viewer_of;
use table_bots::whitechapel::{RandomBot, WcBot};
use wc_engine::{GameConfig, GameState};

use super::parse;

/// `table save --game whitechapel --players N --seed S [--answers K]`: the save of a game of
/// random bots after its first K recorded answers (all by default).
pub(super) fn run(args: &[String]) -> Result<ExitCode, String> {
    let o = parse(args)?;
    let (mut game, _) =
        GameState::new(GameConfig::new(o.players, o.seed)).map_err(|e| format!("{e:?}"))?;
    let mut bots: Vec<RandomBot> = (0..o.players as u64)
        .map(|i| RandomBot::new(o.seed.wrapping_mul(31).wrapping_add(i)))
        .collect();
    while (game.recorded().len() as u64) < o.answers {
        let Some(d) = game.pending() else {
            break;
        };
        let view = game.view(viewer_of(&game, d.seat), Some(d.seat));
        let answer = bots[usize::from(d.seat.0)].act(&view);
        game.apply(d.seat, answer)
            .map_err(|e| format!("a bot's answer was refused: {e:?}"))?;
    }
    println!("{}", game.save().to_json());
    Ok(ExitCode::SUCCESS)
}
