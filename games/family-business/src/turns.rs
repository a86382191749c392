//! The start of a turn (FB3.1.1–FB3.1.3), drawing (FB3.2) and the next turn (FB3.3).

use crate::event::Event;
use crate::stage::Stage;
use crate::state::{clockwise_after, GameState, PlayerId, HAND_LIMIT};

impl GameState {
    /// The start of the active player's turn: the war's kills (FB3.1.1), then the refill
    /// (FB3.1.3). False if the turn ends there: the active player was eliminated by the kills
    /// (FB3.1.2), or the game is over.
    pub(crate) fn begin_turn(&mut self) -> bool {
        if !self.war_kills() || !self.in_game(self.active) {
            return false;
        }
        self.refill(self.active);
        true
    }

    /// The end of the turn (FB3.1.6): the next turn's player takes it; `counter` is the player
    /// who countered during this turn, if one did (FB3.3.1).
    pub(crate) fn end_turn(&mut self, counter: Option<PlayerId>) {
        self.active = self.next_turn(counter);
    }

    /// Starts turns until one reaches its play (FB3.1.4), or the game ends: a turn whose
    /// player the war's kills eliminate ends at once (FB3.1.2).
    pub(crate) fn start_turn(&mut self) {
        loop {
            self.turn += 1;
            self.events.push(Event::TurnStarted {
                seat: self.active,
                turn: self.turn,
            });
            let goes_on = self.begin_turn();
            if self.result.is_some() {
                return;
            }
            // FB3.1.4: an empty hand skips the play (both piles empty, FB3.2.1).
            if goes_on && !self.player(self.active).hand.is_empty() {
                self.stage = Stage::Play;
                return;
            }
            self.end_turn(None);
        }
    }

    /// The end of the turn's resolution (FB3.1.6): unless the game is over, the next turn
    /// starts.
    pub(crate) fn finish_turn(&mut self) {
        if self.result.is_some() {
            self.stage = Stage::Over;
            return;
        }
        let counter = self.countered.take();
        self.end_turn(counter);
        self.start_turn();
    }

    /// Draws one card for `p`, the discard pile first shuffled into a new draw pile if the draw
    /// pile is empty (FB3.2.1). False if both are empty.
    fn draw_one(&mut self, p: PlayerId) -> bool {
        if self.draw_pile.is_empty() {
            if self.discard.is_empty() {
                return false;
            }
            let mut pile = std::mem::take(&mut self.discard);
            self.chance.shuffle(&mut pile);
            self.events.push(Event::Reshuffled { cards: pile.len() });
            self.draw_pile = pile;
        }
        match self.draw_pile.pop() {
            Some(card) => {
                self.players[p.index()].hand.push(card);
                self.events.push(Event::Drew {
                    seat: p,
                    card: Some(card),
                });
                true
            }
            None => false,
        }
    }

    /// FB3.1.3: draws up to the hand limit, one card at a time; a full hand draws nothing.
    fn refill(&mut self, p: PlayerId) {
        while self.players[p.index()].hand.len() < HAND_LIMIT {
            if !self.draw_one(p) {
                break;
            }
        }
    }

    /// FB3.3.2: the first seat after `s`, clockwise, whose player is in the game.
    fn next_clockwise(&self, s: PlayerId) -> PlayerId {
        clockwise_after(s, self.players.len())
            .find(|p| self.in_game(*p))
            .unwrap_or(s)
    }

    /// FB3.3.1, FB3.3.3: the next turn's player — the counter's player if one countered this
    /// turn (or the next in the game after them), else the next clockwise from the active one.
    fn next_turn(&self, counter: Option<PlayerId>) -> PlayerId {
        match counter {
            Some(c) if self.in_game(c) => c,
            Some(c) => self.next_clockwise(c),
            None => self.next_clockwise(self.active),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::state::{GameConfig, GameState, Mobster, Outcome, PlayerId};

    const A: PlayerId = PlayerId(0);
    const B: PlayerId = PlayerId(1);
    const C: PlayerId = PlayerId(2);
    const D: PlayerId = PlayerId(3);
    const E: PlayerId = PlayerId(4);

    /// Mobster `index` of seat `seat`'s family (families by seat, FB2.1's default).
    fn m(seat: PlayerId, index: u8) -> Mobster {
        Mobster {
            family: seat.0,
            index,
        }
    }

    /// A game of `players` whose rows hold exactly `rows[seat]`, whose Hit List is `list`,
    /// the rest of each family in the graveyard; `active` to play. Hands and piles as dealt.
    fn position(
        players: usize,
        rows: &[&[u8]],
        list: &[Mobster],
        fire: Option<u8>,
        active: PlayerId,
    ) -> GameState {
        let mut config = GameConfig::new(players, 7);
        config.first_seat = Some(active.0);
        let mut game = GameState::deal(config).expect("setup");
        game.hit_list = list.to_vec();
        game.war = fire;
        for (seat, row) in rows.iter().enumerate() {
            let p = PlayerId(seat as u8);
            game.players[seat].row = row.to_vec();
            for index in 1..=9 {
                let mob = m(p, index);
                if !row.contains(&index) && !list.contains(&mob) {
                    game.graveyard.push(mob);
                }
            }
        }
        assert_eq!(game.check_invariants(), Ok(()));
        game
    }

    /// FB3.2.4: five cards at the turn's start, an empty draw pile, 14 in the discard pile:
    /// the 14 are shuffled into a new draw pile and one is drawn.
    #[test]
    fn fb3_2_4_an_empty_draw_pile_takes_the_discard_pile() {
        let mut game = position(3, &[&[1], &[1], &[1]], &[], None, A);
        let mut pile = std::mem::take(&mut game.draw_pile);
        game.discard = pile.drain(..14).collect();
        // The cards left over go to another hand so that every card stays in one place.
        game.players[2].hand.extend(pile);
        game.players[0].hand.truncate(5);
        assert!(game.begin_turn());
        assert_eq!(game.players[0].hand.len(), 6);
        assert_eq!((game.draw_pile.len(), game.discard.len()), (13, 0));
    }

    /// FB3.2.5: the first player, with five, draws one; a hand of four draws two.
    #[test]
    fn fb3_2_5_a_refill_draws_up_to_six() {
        let mut game = GameState::deal(GameConfig::new(3, 5)).expect("setup");
        let first = game.active;
        assert!(game.begin_turn());
        assert_eq!(game.players[first.index()].hand.len(), 6);
        let next = PlayerId(((first.index() + 1) % 3) as u8);
        let card = game.players[next.index()].hand.remove(0);
        game.discard.push(card);
        game.end_turn(None);
        assert_eq!(game.active, next);
        let before = game.draw_pile.len();
        assert!(game.begin_turn());
        assert_eq!(game.players[next.index()].hand.len(), 6);
        assert_eq!(game.draw_pile.len(), before - 2);
        assert_eq!(game.check_invariants(), Ok(()));
    }

    /// FB3.3.5: 5 players; A's card is countered by D: the turns go D, E, A, B, C.
    #[test]
    fn fb3_3_5_the_counters_player_takes_the_next_turn() {
        let all: &[&[u8]] = &[&[1], &[1], &[1], &[1], &[1]];
        let mut game = position(5, all, &[], None, A);
        game.end_turn(Some(D));
        let mut order = vec![game.active];
        for _ in 0..4 {
            game.end_turn(None);
            order.push(game.active);
        }
        assert_eq!(order, [D, E, A, B, C]);
    }

    /// FB3.3.6: 4 players, B eliminated: after A comes C. FB3.3.3: a designated counter player
    /// who is out passes the turn on clockwise from their seat.
    #[test]
    fn fb3_3_6_an_eliminated_seat_is_skipped() {
        let mut game = position(4, &[&[1], &[1], &[1], &[1]], &[], None, A);
        game.eliminated[1] = Some(1);
        game.end_turn(None);
        assert_eq!(game.active, C);
        game.end_turn(Some(B));
        assert_eq!(game.active, C);
    }

    /// FB9.4.4: double fire, list [A1, B1, C1]: B's turn starts with A1 and B1 killed.
    #[test]
    fn fb9_4_4_double_fire_kills_twice() {
        let list = [m(A, 1), m(B, 1), m(C, 1)];
        let mut game = position(3, &[&[2], &[2], &[2]], &list, Some(2), B);
        assert!(game.begin_turn());
        assert_eq!(game.hit_list, [m(C, 1)]);
        assert_eq!(game.war, Some(2));
        assert_eq!(game.players[1].hand.len(), 6);
        assert_eq!(game.check_invariants(), Ok(()));
    }

    /// FB9.4.5: fire 1, list [B9, C1], B9 B's only mobster: B's turn starts, B9 dies, B is out
    /// with the hand discarded and the turn over; C's turn kills C1, the war ends, C plays.
    #[test]
    fn fb9_4_5_a_player_eliminated_at_the_start_of_their_turn_loses_it() {
        let list = [m(B, 9), m(C, 1)];
        let mut game = position(3, &[&[1, 2], &[], &[2]], &list, Some(1), B);
        let discarded = game.discard.len() + game.players[1].hand.len();
        assert!(!game.begin_turn());
        assert!(!game.in_game(B));
        assert!(game.players[1].hand.is_empty());
        assert_eq!(game.discard.len(), discarded);
        game.end_turn(None);
        assert_eq!(game.active, C);
        assert!(game.begin_turn());
        assert!(game.hit_list.is_empty());
        assert_eq!(game.war, None);
        assert!(game.in_game(C));
        assert_eq!(game.check_invariants(), Ok(()));
    }

    /// FB9.4.6: 2 players, [A1, B1] their only mobsters, fire 2: A1 dies, A is out and B wins
    /// at once; B1 is never killed.
    #[test]
    fn fb9_4_6_the_game_can_end_between_two_kills() {
        let list = [m(A, 1), m(B, 1)];
        let mut game = position(2, &[&[], &[]], &list, Some(2), A);
        assert!(!game.begin_turn());
        assert_eq!(game.result, Some(Outcome::Win(B)));
        assert_eq!(game.hit_list, [m(B, 1)]);
    }

    /// FB9.4.7: fire 1, [C5, A2], C5 C's last mobster: A's turn starts, C is out, A goes on.
    #[test]
    fn fb9_4_7_another_players_elimination_does_not_end_the_turn() {
        let list = [m(C, 5), m(A, 2)];
        let mut game = position(3, &[&[1], &[1], &[]], &list, Some(1), A);
        assert!(game.begin_turn());
        assert!(!game.in_game(C));
        assert_eq!(game.hit_list, [m(A, 2)]);
        assert_eq!(game.war, Some(1));
        assert_eq!(game.players[0].hand.len(), 6);
        assert_eq!(game.result, None);
        assert_eq!(game.check_invariants(), Ok(()));
    }

    /// FB9.2.2, FB9.2.6's first half: a kill that leaves 6 mobsters in the game with a
    /// non-empty list starts a war with fire 1.
    #[test]
    fn fb9_2_2_six_left_start_a_war() {
        let mut game = position(3, &[&[1, 2, 3], &[2], &[1, 2]], &[m(B, 1)], None, A);
        assert_eq!(game.remaining(), 7);
        assert!(game.kill(m(C, 2)));
        assert_eq!(game.war, Some(1));
        assert_eq!(game.check_invariants(), Ok(()));
    }
}
