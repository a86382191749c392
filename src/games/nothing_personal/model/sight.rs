//! What the screen may show of hidden things: the hand and private events (R12.13.2) of the
//! seat whose person holds the device, everything in the replay of a finished game, or only
//! what every player sees — while the device changes hands, or in a replay that may show
//! nobody's hand.

use np_engine::{DecisionKind, Event, GameState, PlayerId, View};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sight {
    /// Only what every player sees.
    Public,
    /// What this seat sees.
    Seat(PlayerId),
    /// Everything, with this seat's hand shown.
    Everything(PlayerId),
}

impl Sight {
    /// The seat whose hand is shown.
    pub fn seat(self) -> Option<PlayerId> {
        match self {
            Sight::Public => None,
            Sight::Seat(p) | Sight::Everything(p) => Some(p),
        }
    }

    /// `event` as this sight shows it.
    pub fn event(self, event: &Event) -> Event {
        match self {
            Sight::Public => event.public(),
            Sight::Seat(p) => event.for_seat(p),
            Sight::Everything(_) => event.clone(),
        }
    }

    /// The table of `game` as this sight shows it: the view of its seat, or the view of no
    /// player (R12.13.1).
    pub fn view(self, game: &GameState) -> View {
        match self.seat() {
            Some(p) => game.view(p),
            None => public_view(game),
        }
    }
}

/// The game as someone who is no player sees it (R12.13.1): no hand, no answer to choose from,
/// the pending decision as the players who do not answer it see it, and every family's money
/// with its sealed petition offer still in it (R12.6.2), as the other families see it.
fn public_view(game: &GameState) -> View {
    let players = game.player_count();
    let seat = |i: usize| PlayerId((i % players) as u8);
    // A seat that neither answers the pending decision nor proposed the trade it answers sees
    // that decision as everybody does (R11.6.5, R12.13.2); a game has three seats or more.
    let party = |p: PlayerId| {
        game.pending().is_some_and(|d| {
            d.seat == p || matches!(d.kind, DecisionKind::TradeAnswer { from, .. } if from == p)
        })
    };
    let outsider = (0..players)
        .map(seat)
        .find(|p| !party(*p))
        .unwrap_or(PlayerId(0));
    let mut view = game.view(outsider);
    view.hand.clear();
    view.drawn_to_give.clear();
    view.legal = std::sync::Arc::from(Vec::new());
    // The outsider's own money as the next seat sees it.
    let next = game.view(seat(outsider.index() + 1));
    if let (Some(own), Some(seen)) = (
        view.seats.get_mut(outsider.index()),
        next.seats.get(outsider.index()),
    ) {
        own.money = seen.money;
    }
    view
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::session::Session;
    use np_engine::GameConfig;
    use table_bots::nothing_personal::{Bot, RandomBot};
    use table_sessions::nothing_personal::test_games::seats;

    /// The public view holds nothing a seat alone sees, at every point of games between random
    /// bots: each family's holdings as every other family sees them, sealed petition offers
    /// included, and the pending decision as every seat that is no party to it sees it.
    #[test]
    fn the_public_view_is_what_every_player_sees() {
        let mut sealed_seen = 0;
        let mut private_pending_seen = 0;
        for (players, seed) in [(3, 1), (4, 2), (5, 3), (3, 4), (4, 5)] {
            let mut s =
                Session::new(GameConfig::new(players, seed), seats(players)).expect("setup");
            let mut bots: Vec<RandomBot> = (0..players)
                .map(|i| RandomBot::new(seed * 10 + i as u64))
                .collect();
            for _ in 0..4_000 {
                let game = s.game();
                let public = Sight::Public.view(game);
                assert!(public.hand.is_empty() && public.drawn_to_give.is_empty());
                assert!(public.legal.is_empty());
                let views: Vec<View> = (0..players).map(|i| game.view(PlayerId(i as u8))).collect();
                for (i, holdings) in public.seats.iter().enumerate() {
                    for (j, view) in views.iter().enumerate() {
                        if i != j {
                            assert_eq!(*holdings, view.seats[i], "seat {i} as seat {j} sees it");
                        }
                    }
                    if views[i].seats[i].money != holdings.money {
                        sealed_seen += 1;
                    }
                }
                let Some(d) = game.pending().cloned() else {
                    break;
                };
                let proposer = match &d.kind {
                    DecisionKind::TradeAnswer { from, .. } => Some(*from),
                    _ => None,
                };
                for view in &views {
                    if view.seat != d.seat && Some(view.seat) != proposer {
                        assert_eq!(public.pending, view.pending);
                    }
                }
                if views[d.seat.index()].pending != public.pending {
                    private_pending_seen += 1;
                }
                let action = bots[d.seat.index()].act(&game.knowledge(d.seat));
                let _ = s.play(d.seat, action);
            }
        }
        // The games went through sealed offers and decisions with private context.
        assert!(sealed_seen > 0, "no sealed petition offer");
        assert!(
            private_pending_seen > 0,
            "no pending decision with private context"
        );
    }

    #[test]
    fn a_seats_sight_is_its_view() {
        let s = Session::new(GameConfig::new(3, 7), seats(3)).expect("setup");
        let game = s.game();
        let own = Sight::Seat(PlayerId(1)).view(game);
        assert!(own == game.view(PlayerId(1)));
        assert!(!own.hand.is_empty());
        assert!(Sight::Everything(PlayerId(2)).view(game) == game.view(PlayerId(2)));
        assert!(Sight::Public.view(game).hand.is_empty());
    }
}
