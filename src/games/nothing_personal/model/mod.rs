//! Render models: plain data built from a seat's [`np_engine::View`], the answer being built and
//! the log, by plain functions tested natively. Components only lay them out; nothing here
//! decides a rule.

mod answered;
mod board;
mod dice;
mod end;
mod hand;
mod log;
mod moment;
mod panel;
mod players;
mod question;
mod sight;
mod track;

pub use answered::{concerned, Answered, Concern, Concerned};
pub use board::{
    BoardModel, CoinModel, GangsterModel, MarkerModel, OffBoardGangster, OffBoardModel, SpaceModel,
};
pub use dice::{DiceModel, TrayModel};
pub use end::{EndModel, EndRow};
pub use hand::{card_summary, CardModel, HandModel};
pub use log::{LogGroup, LogLine, LogModel};
pub use moment::Moment;
pub use panel::{odds_text, offered as panel_offered, OptionGroup, PanelModel};
pub use players::PlayerModel;
pub use question::QuestionModel;
pub use sight::Sight;
pub use track::{PhaseStep, TrackModel};

use np_engine::{Pick, Slot};

/// One choice the player can click: in the panel, on the board or in the hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceModel {
    pub slot: Slot,
    pub pick: Pick,
    /// The accessible name of the button.
    pub label: String,
}

/// The choices offered now, looked up by what they pick.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Offered {
    pub choices: Vec<ChoiceModel>,
}

impl Offered {
    /// The choice that picks `pick`, if offered.
    pub fn find(&self, pick: Pick) -> Option<ChoiceModel> {
        self.choices.iter().find(|c| c.pick == pick).cloned()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use np_engine::{base_cards, CardDb, GameConfig, GameState, PlayerId, View};

    use crate::games::nothing_personal::record::{GameRecord, RECORD_VERSION};
    use crate::games::nothing_personal::seats::{Seat, SeatKind};
    use crate::games::nothing_personal::session::Session;

    pub(crate) fn new_game(players: usize, seed: u64) -> GameState {
        GameState::new(GameConfig::new(players, seed)).expect("setup")
    }

    pub(crate) fn view_of(game: &GameState) -> View {
        let seat = game.pending().map_or(PlayerId(0), |d| d.seat);
        game.view(seat)
    }

    pub(crate) fn cards() -> &'static CardDb {
        base_cards().expect("card data")
    }

    /// A browser-test fixture resumed with three people, Anna, Bruno and Carla.
    pub(crate) fn fixture(text: &str) -> Session {
        let game = np_engine::SaveFile::parse(text).expect("fixture parses");
        let seats = ["Anna", "Bruno", "Carla"]
            .iter()
            .map(|n| Seat::new(*n, SeatKind::Human))
            .collect();
        Session::resume(&GameRecord {
            version: RECORD_VERSION,
            game,
            seats,
        })
        .expect("fixture resumes")
    }
}
