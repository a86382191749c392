//! The messages between the page and the bots' Web Worker, as JSON text. A request of Nothing
//! Personal carries the game (its save), the seat to answer for, the bot's level and seed, and a
//! token; the reply carries the token back with the bot's action, so a reply about a game that
//! has moved on since is recognised and dropped. A request of Family Business names its game and
//! carries the seat's view (all a bot may know, FB12.3.2), the game's configuration, the level,
//! the seed and a token; its reply the token and the bot's answer.

use fb_engine::{
    Answer as FbAnswer, GameConfig as FbConfig, View as FbView, GAME as FAMILY_BUSINESS,
};
use np_engine::{Action, PlayerId, SaveFile};
use serde_json::Value;
use table_bots::family_business::arena::FbLevel;
use table_bots::nothing_personal::Level;

/// What the page asks of a bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotRequest {
    pub token: u64,
    pub seat: PlayerId,
    pub level: Level,
    pub seed: u64,
    pub game: SaveFile,
}

/// A bot's answer; no action when the request could not be answered (a game that does not
/// replay, or a seat with no decision pending).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotReply {
    pub token: u64,
    pub action: Option<Action>,
}

impl BotRequest {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"token\":{},\"seat\":{},\"level\":\"{}\",\"seed\":{},\"game\":{}}}",
            self.token,
            self.seat.0,
            self.level.name(),
            self.seed,
            self.game.to_json()
        )
    }

    pub fn from_json(text: &str) -> Option<BotRequest> {
        let v: Value = serde_json::from_str(text).ok()?;
        Some(BotRequest {
            token: v.get("token")?.as_u64()?,
            seat: PlayerId(u8::try_from(v.get("seat")?.as_u64()?).ok()?),
            level: Level::from_name(v.get("level")?.as_str()?)?,
            seed: v.get("seed")?.as_u64()?,
            game: SaveFile::from_value(v.get("game")?).ok()?,
        })
    }
}

impl BotReply {
    pub fn to_json(&self) -> String {
        let action = self
            .action
            .as_ref()
            .map_or("null".to_string(), Action::to_json);
        format!("{{\"token\":{},\"action\":{action}}}", self.token)
    }

    pub fn from_json(text: &str) -> Option<BotReply> {
        let v: Value = serde_json::from_str(text).ok()?;
        let action = match v.get("action")? {
            Value::Null => None,
            a => Some(Action::from_json(a)?),
        };
        Some(BotReply {
            token: v.get("token")?.as_u64()?,
            action,
        })
    }
}

/// What the page asks of a bot of Family Business.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbBotRequest {
    pub token: u64,
    pub seat: fb_engine::PlayerId,
    pub level: FbLevel,
    pub seed: u64,
    pub config: FbConfig,
    /// The seat's view, with its pending decision's listed answers.
    pub view: FbView,
}

/// A bot's answer; none when the request could not be answered (the view is not of the
/// seat, or lists no answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FbBotReply {
    pub token: u64,
    pub answer: Option<FbAnswer>,
}

/// Whether a message is about a game of Family Business.
fn of_family_business(v: &Value) -> bool {
    v.get("game").and_then(Value::as_str) == Some(FAMILY_BUSINESS)
}

impl FbBotRequest {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"game\":\"{FAMILY_BUSINESS}\",\"token\":{},\"seat\":{},\"level\":{},\"seed\":{},\"config\":{},\"view\":{}}}",
            self.token,
            self.seat.0,
            crate::json_text::quote(self.level.name()),
            self.seed,
            serde_json::to_string(&self.config).unwrap_or_default(),
            serde_json::to_string(&self.view).unwrap_or_default(),
        )
    }

    pub fn from_json(text: &str) -> Option<FbBotRequest> {
        let v: Value = serde_json::from_str(text).ok()?;
        if !of_family_business(&v) {
            return None;
        }
        Some(FbBotRequest {
            token: v.get("token")?.as_u64()?,
            seat: fb_engine::PlayerId(u8::try_from(v.get("seat")?.as_u64()?).ok()?),
            level: FbLevel::from_name(v.get("level")?.as_str()?)?,
            seed: v.get("seed")?.as_u64()?,
            config: serde_json::from_value(v.get("config")?.clone()).ok()?,
            view: serde_json::from_value(v.get("view")?.clone()).ok()?,
        })
    }
}

impl FbBotReply {
    pub fn to_json(&self) -> String {
        let answer = self.answer.as_ref().map_or("null".to_string(), |a| {
            serde_json::to_string(a).unwrap_or_else(|_| "null".to_string())
        });
        format!(
            "{{\"game\":\"{FAMILY_BUSINESS}\",\"token\":{},\"answer\":{answer}}}",
            self.token
        )
    }

    pub fn from_json(text: &str) -> Option<FbBotReply> {
        let v: Value = serde_json::from_str(text).ok()?;
        if !of_family_business(&v) {
            return None;
        }
        let answer = match v.get("answer")? {
            Value::Null => None,
            a => Some(serde_json::from_value(a.clone()).ok()?),
        };
        Some(FbBotReply {
            token: v.get("token")?.as_u64()?,
            answer,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{Answer, GameConfig};

    #[test]
    fn family_business_requests_and_replies_read_back_as_written() {
        let config = FbConfig::new(4, u64::MAX);
        let game = fb_engine::GameState::new(config.clone()).expect("setup");
        let seat = game.pending().expect("pending").seat;
        for level in FbLevel::ALL {
            let request = FbBotRequest {
                token: 3,
                seat,
                level,
                seed: 1 << 62,
                config: config.clone(),
                view: game.view(Some(seat)),
            };
            let text = request.to_json();
            assert_eq!(FbBotRequest::from_json(&text), Some(request));
            // Neither side takes the other game's messages for its own.
            assert_eq!(BotRequest::from_json(&text), None);
        }
        for answer in [None, Some(game.legal_answers()[0]), Some(FbAnswer::Decline)] {
            let reply = FbBotReply { token: 9, answer };
            assert_eq!(FbBotReply::from_json(&reply.to_json()), Some(reply.clone()));
            assert_eq!(BotReply::from_json(&reply.to_json()), None);
        }
        let np = BotReply {
            token: 9,
            action: None,
        };
        assert_eq!(FbBotReply::from_json(&np.to_json()), None);
    }

    #[test]
    fn requests_and_replies_read_back_as_written() {
        let mut game = SaveFile::new(GameConfig::new(4, u64::MAX));
        game.actions
            .push((PlayerId(2), Action::Answer(Answer::Pass)));
        for level in Level::ALL {
            let request = BotRequest {
                token: u64::MAX - 1,
                seat: PlayerId(3),
                level,
                seed: 1 << 60,
                game: game.clone(),
            };
            assert_eq!(BotRequest::from_json(&request.to_json()), Some(request));
        }
        for action in [None, Some(Action::Answer(Answer::Offer(3)))] {
            let reply = BotReply { token: 9, action };
            assert_eq!(BotReply::from_json(&reply.to_json()), Some(reply));
        }
        assert_eq!(
            BotReply::from_json("{\"token\":1,\"action\":\"Dance\"}"),
            None
        );
        assert_eq!(BotRequest::from_json("{\"token\":1}"), None);
    }
}
