//! The table as it stood when a counter window opened (FB4.5.2), held on the screen while the
//! window's seats are taken through it one by one (FB12.4; docs/decisions.md, 55). The engine
//! may have resolved the card already — it asks only the holders of an eligible counter
//! (FB4.5.4) — so showing its state would tell the table that nobody after the seat on screen
//! holds one. The held table shows the card in the window and nothing of its result.

use fb_engine::{Card, GameState, PendingView, Played, PlayerId, View};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeldTable {
    /// The game just before the card was played; the window opened as the card went face up
    /// onto the discard pile (FB4.1.2), with nothing else changed.
    BeforePlay(GameState),
    /// The game waiting in the window itself (a game resumed while a seat was being asked).
    InWindow(GameState),
}

impl HeldTable {
    /// What `viewer` (`None`: a spectator) sees of the table while the window on `played` is
    /// open: the card on the discard pile and the window pending, asking nobody the viewer
    /// can see (FB12.3.1).
    pub fn view(&self, played: Played, viewer: Option<PlayerId>) -> View {
        let mut view = match self {
            HeldTable::BeforePlay(game) => {
                let mut view = game.view(viewer);
                let card = Card::Action(played.card);
                if let Some(seat) = view.seats.get_mut(played.seat.index()) {
                    seat.hand_size = seat.hand_size.saturating_sub(1);
                }
                if viewer == Some(played.seat) {
                    if let Some(i) = view.hand.iter().position(|c| *c == card) {
                        view.hand.remove(i);
                    }
                }
                view.discard.push(card);
                view.resolving = Some(played);
                view.window_order = game.window_order(played.seat);
                view
            }
            HeldTable::InWindow(game) => game.view(viewer),
        };
        view.pending = Some(PendingView::CounterWindow { card: played.card });
        view.legal = Vec::new();
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fb_engine::{Answer, DecisionKind, Event, Kind};
    use table_sessions::family_business::test_games::played;

    /// A game at a turn play where a Contract opens a window in which the engine asks
    /// somebody: the game before the play, the play's events and the game after it.
    fn a_window_that_asks() -> (GameState, Vec<Event>, GameState) {
        for seed in 0..200 {
            let mut s = played(4, seed, 0);
            for _ in 0..150 {
                let Some(d) = s.game().pending() else { break };
                let legal = s.game().legal_answers();
                let contract = legal.iter().find(|a| {
                    matches!(
                        a,
                        Answer::Play {
                            card: Kind::Contract,
                            ..
                        }
                    )
                });
                if let Some(answer) = contract {
                    let before = s.game().clone();
                    let events = s.play(d.seat, *answer).expect("listed").events;
                    let asked = s
                        .game()
                        .pending()
                        .is_some_and(|d| d.kind == DecisionKind::CounterResponse);
                    if asked {
                        return (before, events, s.game().clone());
                    }
                    continue;
                }
                s.play(d.seat, legal[legal.len() - 1]).expect("listed");
            }
        }
        panic!("no Contract that asks somebody");
    }

    /// The table held from before the play is the very table of the engine waiting in the
    /// window, for every seat but the one asked (whose own decision the held table hides) and
    /// for a spectator (FB4.1.2, FB12.3.1).
    #[test]
    fn the_table_before_the_play_with_the_card_played_is_the_window_opened() {
        let (before, events, after) = a_window_that_asks();
        let Some(Event::Played { seat, card, target }) = events.first().cloned() else {
            panic!("the play comes first: {events:?}");
        };
        let played = Played { card, seat, target };
        let asked = after.pending().expect("asked").seat;
        let held = HeldTable::BeforePlay(before);
        let in_window = HeldTable::InWindow(after.clone());
        let viewers = std::iter::once(None).chain(after.seats().map(Some));
        for viewer in viewers {
            let shown = held.view(played, viewer);
            assert_eq!(shown, in_window.view(played, viewer), "{viewer:?}");
            if viewer != Some(asked) {
                assert_eq!(shown, after.view(viewer), "{viewer:?}");
            }
        }
        // The asked seat sees the window as everyone else does, with no answers offered.
        let theirs = held.view(played, Some(asked));
        assert_eq!(
            theirs.pending,
            Some(PendingView::CounterWindow { card: played.card })
        );
        assert!(theirs.legal.is_empty());
    }
}
