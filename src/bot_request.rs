//! The messages between the page and the bots' Web Worker, as JSON text. A request carries the
//! game (its save), the seat to answer for, the bot's level and seed, and a token; the reply
//! carries the token back with the bot's action, so a reply about a game that has moved on since
//! is recognised and dropped.

use np_bots::Level;
use np_engine::{Action, PlayerId, SaveFile};
use serde_json::Value;

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

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{Answer, GameConfig};

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
