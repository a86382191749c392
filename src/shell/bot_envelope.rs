//! The messages between the page and the bots' Web Worker, as JSON text. The page sends
//! `{"game":"<id>","token":7,"request":{…}}` and the worker replies
//! `{"game":"<id>","token":7,"answer":{…}|null}`: the request and the answer are each game's
//! own, and the token tells the page whether a reply answers its latest request (one about a
//! game that has moved on since is dropped). Page and worker ship together: no version.

use serde_json::Value;

use super::game::BotCard;
use super::json_text::quote;

/// What the page asks of a game's bots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotRequest {
    pub game: String,
    pub token: u64,
    /// The game's request, as JSON text.
    pub request: String,
}

/// The worker's reply; no answer when the request could not be answered (an unknown game, or
/// a request its game could not read or answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotReply {
    pub game: String,
    pub token: u64,
    /// The game's answer, as JSON text.
    pub answer: Option<String>,
}

impl BotRequest {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"game\":{},\"token\":{},\"request\":{}}}",
            quote(&self.game),
            self.token,
            self.request
        )
    }

    pub fn from_json(text: &str) -> Option<BotRequest> {
        let v: Value = serde_json::from_str(text).ok()?;
        Some(BotRequest {
            game: v.get("game")?.as_str()?.to_string(),
            token: v.get("token")?.as_u64()?,
            request: v.get("request")?.to_string(),
        })
    }
}

impl BotReply {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"game\":{},\"token\":{},\"answer\":{}}}",
            quote(&self.game),
            self.token,
            self.answer.as_deref().unwrap_or("null")
        )
    }

    /// Whether the reply answers the latest request (`latest`, its token) of the game holding
    /// the table (`table`); any other is about a game that has moved on, or left the table.
    pub fn is_for(&self, latest: u64, table: Option<&str>) -> bool {
        self.token == latest && table == Some(self.game.as_str())
    }

    pub fn from_json(text: &str) -> Option<BotReply> {
        let v: Value = serde_json::from_str(text).ok()?;
        let answer = match v.get("answer")? {
            Value::Null => None,
            a => Some(a.to_string()),
        };
        Some(BotReply {
            game: v.get("game")?.as_str()?.to_string(),
            token: v.get("token")?.as_u64()?,
            answer,
        })
    }
}

/// The worker's reply to a request's text: the answer of the bots of the game it names. An
/// unreadable request is answered with token 0 and no answer.
pub fn reply_to(bots: &[BotCard], text: &str) -> String {
    let Some(request) = BotRequest::from_json(text) else {
        return BotReply {
            game: String::new(),
            token: 0,
            answer: None,
        }
        .to_json();
    };
    let answer = bots
        .iter()
        .find(|b| b.id == request.game)
        .and_then(|b| (b.answer)(&request.request));
    BotReply {
        game: request.game,
        token: request.token,
        answer,
    }
    .to_json()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up game whose bots answer a request `{"n": k}` with `k + 1`.
    const COUNTING: BotCard = BotCard {
        id: "counting",
        answer: |request| {
            let n = serde_json::from_str::<Value>(request)
                .ok()?
                .get("n")?
                .as_u64()?;
            Some((n + 1).to_string())
        },
    };

    #[test]
    fn requests_and_replies_read_back_as_written() {
        let request = BotRequest {
            game: "counting".into(),
            token: u64::MAX - 1,
            request: r#"{"n":41,"seed":18446744073709551615}"#.into(),
        };
        assert_eq!(BotRequest::from_json(&request.to_json()), Some(request));
        for answer in [None, Some("{\"a\":[1,2]}".to_string())] {
            let reply = BotReply {
                game: "counting".into(),
                token: 9,
                answer,
            };
            assert_eq!(BotReply::from_json(&reply.to_json()), Some(reply));
        }
        assert_eq!(BotRequest::from_json("{\"token\":1}"), None);
    }

    #[test]
    fn only_a_reply_to_the_latest_request_of_the_game_on_the_table_is_taken() {
        let reply = BotReply {
            game: "counting".into(),
            token: 5,
            answer: Some("1".into()),
        };
        assert!(reply.is_for(5, Some("counting")));
        // A stale reply, another game's reply, or one with no game on the table is dropped.
        assert!(!reply.is_for(6, Some("counting")));
        assert!(!reply.is_for(5, Some("chess")));
        assert!(!reply.is_for(5, None));
    }

    #[test]
    fn the_worker_answers_by_the_game_a_request_names() {
        let ask = |game: &str, token: u64, request: &str| {
            BotReply::from_json(&reply_to(
                &[COUNTING],
                &BotRequest {
                    game: game.into(),
                    token,
                    request: request.into(),
                }
                .to_json(),
            ))
        };
        assert_eq!(
            ask("counting", 7, "{\"n\":41}"),
            Some(BotReply {
                game: "counting".into(),
                token: 7,
                answer: Some("42".into()),
            })
        );
        // An unknown game, or a request its game cannot read, is answered with nothing.
        for (game, request) in [("chess", "{\"n\":1}"), ("counting", "{\"m\":1}")] {
            assert_eq!(
                ask(game, 8, request),
                Some(BotReply {
                    game: game.into(),
                    token: 8,
                    answer: None,
                })
            );
        }
        let unreadable = BotReply::from_json(&reply_to(&[COUNTING], "not json")).expect("reply");
        assert_eq!((unreadable.token, unreadable.answer), (0, None));
    }
}
