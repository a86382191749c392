//! The bots of Letters from Whitechapel in the worker: a request carries the side's view (all
//! a bot may know, WC9.3.5), the level and the seed; the answer is the bot's.

use serde_json::Value;
use table_bots::whitechapel::WcLevel;
use wc_engine::{Answer, Seat, Side, View, Viewer};

use crate::shell::json_text::quote;

/// What the page asks of a bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WcBotRequest {
    pub seat: Seat,
    pub level: WcLevel,
    pub seed: u64,
    /// The seat's side's view, with its pending decision's listed answers.
    pub view: View,
}

impl WcBotRequest {
    pub fn to_json(&self) -> String {
        format!(
            "{{\"seat\":{},\"level\":{},\"seed\":{},\"view\":{}}}",
            self.seat.0,
            quote(self.level.name()),
            self.seed,
            serde_json::to_string(&self.view).unwrap_or_default(),
        )
    }

    pub fn from_json(text: &str) -> Option<WcBotRequest> {
        let v: Value = serde_json::from_str(text).ok()?;
        Some(WcBotRequest {
            seat: Seat(u8::try_from(v.get("seat")?.as_u64()?).ok()?),
            level: WcLevel::from_name(v.get("level")?.as_str()?)?,
            seed: v.get("seed")?.as_u64()?,
            view: serde_json::from_value(v.get("view")?.clone()).ok()?,
        })
    }
}

/// The bot's answer, if the view is of a side that answers the seat's pending decision and
/// lists answers.
pub fn decide(request: &WcBotRequest) -> Option<Answer> {
    let asked = request.view.pending.is_some_and(|d| d.seat == request.seat);
    let side = match request.view.viewer {
        Viewer::Jack => Side::Jack,
        Viewer::Police => Side::Police,
        Viewer::Spectator => return None,
    };
    if !asked || request.view.answers.is_empty() {
        return None;
    }
    let mut bot = request.level.bot(request.seed, side);
    Some(bot.act(&request.view))
}

/// The worker's answer to a request's text: the bot's answer as JSON text.
pub fn answer(request: &str) -> Option<String> {
    let request = WcBotRequest::from_json(request)?;
    serde_json::to_string(&decide(&request)?).ok()
}

/// The answer in an answer's text.
pub fn answer_of(text: &str) -> Option<Answer> {
    serde_json::from_str(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use table_sessions::whitechapel::screen::viewer;
    use table_sessions::whitechapel::seats::side_of;
    use wc_engine::{GameConfig, GameState};

    /// Every level answers through the worker's messages with a listed answer, the same for
    /// the same seed, and only for the seat asked.
    #[test]
    fn the_worker_answers_with_a_listed_answer() {
        let (mut game, _) = GameState::new(GameConfig::new(3, 8)).expect("setup");
        for step in 0..200u64 {
            let Some(seat) = game.pending().map(|d| d.seat) else {
                break;
            };
            let request = WcBotRequest {
                seat,
                level: WcLevel::ALL[(step as usize) % WcLevel::ALL.len()],
                seed: step,
                view: game.view(viewer(side_of(&game, seat)), Some(seat)),
            };
            assert_eq!(
                WcBotRequest::from_json(&request.to_json()).as_ref(),
                Some(&request)
            );
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
        let seat = game.pending().map_or(Seat(0), |d| d.seat);
        let other = Seat((seat.0 + 1) % 3);
        let request = WcBotRequest {
            seat: other,
            level: WcLevel::Random,
            seed: 1,
            view: game.view(viewer(side_of(&game, other)), Some(other)),
        };
        assert_eq!(answer(&request.to_json()), None);
    }
}
