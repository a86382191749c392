//! The bots of Nothing Personal in the worker: a request carries the game (its save), the seat
//! to answer for, the bot's level and seed; the worker replays the game and a bot of that level
//! acts on what its seat knows. The answer is the bot's action.

use np_engine::{Action, PlayerId, SaveFile};
use serde_json::Value;
use table_bots::nothing_personal::Level;

/// What the page asks of a bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NpBotRequest {
    pub seat: PlayerId,
    pub level: Level,
    pub seed: u64,
    pub game: SaveFile,
}

impl NpBotRequest {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"seat\":{},\"level\":\"{}\",\"seed\":{},\"game\":{}}}",
            self.seat.0,
            self.level.name(),
            self.seed,
            self.game.to_json()
        )
    }

    pub fn from_json(text: &str) -> Option<NpBotRequest> {
        let v: Value = serde_json::from_str(text).ok()?;
        Some(NpBotRequest {
            seat: PlayerId(u8::try_from(v.get("seat")?.as_u64()?).ok()?),
            level: Level::from_name(v.get("level")?.as_str()?)?,
            seed: v.get("seed")?.as_u64()?,
            game: SaveFile::from_value(v.get("game")?).ok()?,
        })
    }
}

/// The bot's action for the request's seat, if the game replays and waits for that seat.
pub fn decide(request: &NpBotRequest) -> Option<Action> {
    let game = request.game.replay().ok()?;
    if game.pending()?.seat != request.seat {
        return None;
    }
    let mut bot = request.level.bot(request.seed);
    Some(bot.act(&game.knowledge(request.seat)))
}

/// The worker's answer to a request's text: the action as JSON text.
pub fn answer(request: &str) -> Option<String> {
    let request = NpBotRequest::from_json(request)?;
    decide(&request).map(|action| action.to_json())
}

/// The action in an answer's text.
pub fn action_of(answer: &str) -> Option<Action> {
    Action::from_json(&serde_json::from_str(answer).ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{Answer, GameConfig, GameState};

    #[test]
    fn requests_read_back_as_written() {
        let mut game = SaveFile::new(GameConfig::new(4, u64::MAX));
        game.actions
            .push((PlayerId(2), Action::Answer(Answer::Pass)));
        for level in Level::ALL {
            let request = NpBotRequest {
                seat: PlayerId(3),
                level,
                seed: 1 << 60,
                game: game.clone(),
            };
            assert_eq!(NpBotRequest::from_json(&request.to_json()), Some(request));
        }
        assert_eq!(NpBotRequest::from_json("{\"seat\":1}"), None);
        assert_eq!(action_of("\"Dance\""), None);
    }

    /// Every level answers a real game's decisions through the worker's messages with legal
    /// actions, the same action for the same seed.
    #[test]
    fn the_worker_answers_each_level_with_a_legal_action() {
        let mut game = GameState::new(GameConfig::new(4, 5)).expect("setup");
        let mut save = SaveFile::new(GameConfig::new(4, 5));
        for step in 0..120u64 {
            let Some(seat) = game.pending().map(|d| d.seat) else {
                break;
            };
            let request = NpBotRequest {
                seat,
                level: Level::ALL[(step % 2) as usize],
                seed: step,
                game: save.clone(),
            };
            let text = answer(&request.to_json()).expect("an action");
            assert_eq!(
                Some(&text),
                answer(&request.to_json()).as_ref(),
                "step {step}"
            );
            let action = action_of(&text).expect("reads");
            if game.apply(seat, action.clone()).is_ok() {
                save.actions.push((seat, action));
            } else {
                assert!(
                    !matches!(action, Action::Answer(_)),
                    "step {step}: a refused answer"
                );
            }
        }
        assert!(save.actions.len() > 60);
        let other = NpBotRequest {
            seat: PlayerId((game.pending().map_or(0, |d| d.seat.0) + 1) % 4),
            level: Level::Random,
            seed: 1,
            game: save,
        };
        assert_eq!(answer(&other.to_json()), None);
        assert_eq!(answer("not json"), None);
    }
}
