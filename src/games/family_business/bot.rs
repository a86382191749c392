//! The bots of Family Business in the worker: a request carries the seat's view (all a bot may
//! know, FB12.3.2), the game's configuration, the level and the seed; the answer is the bot's.

use fb_engine::{Answer, GameConfig, PlayerId, View};
use serde_json::Value;
use table_bots::family_business::arena::FbLevel;

use crate::shell::json_text::quote;

/// What the page asks of a bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbBotRequest {
    pub seat: PlayerId,
    pub level: FbLevel,
    pub seed: u64,
    pub config: GameConfig,
    /// The seat's view, with its pending decision's listed answers.
    pub view: View,
}

impl FbBotRequest {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"seat\":{},\"level\":{},\"seed\":{},\"config\":{},\"view\":{}}}",
            self.seat.0,
            quote(self.level.name()),
            self.seed,
            serde_json::to_string(&self.config).unwrap_or_default(),
            serde_json::to_string(&self.view).unwrap_or_default(),
        )
    }

    pub fn from_json(text: &str) -> Option<FbBotRequest> {
        let v: Value = serde_json::from_str(text).ok()?;
        Some(FbBotRequest {
            seat: PlayerId(u8::try_from(v.get("seat")?.as_u64()?).ok()?),
            level: FbLevel::from_name(v.get("level")?.as_str()?)?,
            seed: v.get("seed")?.as_u64()?,
            config: serde_json::from_value(v.get("config")?.clone()).ok()?,
            view: serde_json::from_value(v.get("view")?.clone()).ok()?,
        })
    }
}

/// The bot's answer, if the view is the seat's and lists answers.
pub fn decide(request: &FbBotRequest) -> Option<Answer> {
    if request.view.seat != Some(request.seat) || request.view.legal.is_empty() {
        return None;
    }
    let mut bot = request.level.bot(request.seed, &request.config);
    Some(bot.act(&request.view))
}

/// The worker's answer to a request's text: the bot's answer as JSON text.
pub fn answer(request: &str) -> Option<String> {
    let request = FbBotRequest::from_json(request)?;
    serde_json::to_string(&decide(&request)?).ok()
}

/// The answer in an answer's text.
pub fn answer_of(text: &str) -> Option<Answer> {
    serde_json::from_str(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fb_engine::GameState;

    #[test]
    fn requests_read_back_as_written() {
        let config = GameConfig::new(4, u64::MAX);
        let game = GameState::new(config.clone()).expect("setup");
        let seat = game.pending().expect("pending").seat;
        for level in FbLevel::ALL {
            let request = FbBotRequest {
                seat,
                level,
                seed: 1 << 62,
                config: config.clone(),
                view: game.view(Some(seat)),
            };
            assert_eq!(FbBotRequest::from_json(&request.to_json()), Some(request));
        }
        for answer in [game.legal_answers()[0], Answer::Decline] {
            let text = serde_json::to_string(&answer).expect("writes");
            assert_eq!(answer_of(&text), Some(answer));
        }
    }

    /// Every level of the ladder answers through the worker's messages with a listed answer,
    /// the same for the same seed, and only for the seat whose view it is.
    #[test]
    fn the_worker_answers_with_a_listed_answer() {
        let config = GameConfig::new(4, 8);
        let mut game = GameState::new(config.clone()).expect("setup");
        for step in 0..150u64 {
            let Some(seat) = game.pending().map(|d| d.seat) else {
                break;
            };
            let request = FbBotRequest {
                seat,
                level: FbLevel::ALL[(step as usize) % FbLevel::ALL.len()],
                seed: step,
                config: config.clone(),
                view: game.view(Some(seat)),
            };
            let text = answer(&request.to_json()).expect("an answer");
            assert_eq!(
                Some(&text),
                answer(&request.to_json()).as_ref(),
                "step {step}"
            );
            let chosen = answer_of(&text).expect("reads");
            assert!(game.legal_answers().contains(&chosen), "step {step}");
            game.apply(seat, chosen).expect("applies");
        }
        let seat = game.pending().map_or(PlayerId(0), |d| d.seat);
        let other = PlayerId((seat.0 + 1) % 4);
        let request = FbBotRequest {
            seat: other,
            level: FbLevel::Random,
            seed: 1,
            config,
            view: game.view(Some(other)),
        };
        assert_eq!(answer(&request.to_json()), None);
    }
}
