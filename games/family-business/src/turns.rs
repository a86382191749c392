//! The steps of a turn (FB3.1): the war kills, the refill, the play and its resolution, the
//! next turn (FB3.3), with the advanced variant's steps between them (FB13.3); and drawing
//! (FB3.2).

use crate::answer::Answer;
use crate::cards::{Ability, Card, Class};
use crate::event::Event;
use crate::stage::{Stage, Then};
use crate::state::{clockwise_after, GameState, PlayerId};

impl GameState {
    /// Goes through the turn's steps from `then` until a decision is pending or the game is
    /// over.
    pub(crate) fn proceed(&mut self, mut then: Then) {
        loop {
            if self.result.is_some() {
                self.stage = Stage::Over;
                return;
            }
            match self.step(then) {
                Some(next) => then = next,
                None => return,
            }
        }
    }

    /// One step of the turn: the step that follows, or `None` when a decision is pending or
    /// the game is over.
    pub(crate) fn step(&mut self, then: Then) -> Option<Then> {
        match then {
            Then::TurnStart => Some(self.turn_start()),
            Then::Kills { left } => self.war_kills(left),
            Then::Butcher => self.offer_butcher(),
            Then::Refill => {
                let missing = self.missing(self.active);
                self.draw(self.active, missing, Then::Play)
            }
            Then::Play => self.offer_play(),
            Then::HitPlacement(played) => {
                if self.in_game(played.seat) && self.row_front(played.seat).is_some() {
                    self.stage = Stage::HitPlacement { played };
                    None
                } else {
                    Some(Then::Resolved)
                }
            }
            Then::Resolved => self.offer_extra_play(),
            Then::Politician => {
                let p = self.active;
                if self.in_game(p) && self.has(p, Ability::Politician) {
                    let missing = self.missing(p);
                    self.draw(p, missing, Then::TurnEnd)
                } else {
                    Some(Then::TurnEnd)
                }
            }
            Then::TurnEnd => {
                let holder = self.turn_holder.take();
                self.end_turn(holder);
                Some(Then::TurnStart)
            }
        }
    }

    /// FB3.1: a new turn begins; its war kills come first.
    fn turn_start(&mut self) -> Then {
        self.turn += 1;
        self.butcher_used = false;
        self.extra_play_offered = false;
        self.events.push(Event::TurnStarted {
            seat: self.active,
            turn: self.turn,
        });
        Then::Kills {
            left: self.war.unwrap_or(0),
        }
    }

    /// FB9.4: while a war is on, the wall mobster dies, `left` more times, with the state
    /// checks and an Unforgivable's revenge after each kill. Then FB3.1.2: an active player
    /// eliminated by them loses the turn.
    fn war_kills(&mut self, left: u8) -> Option<Then> {
        if left > 0 && self.war.is_some() {
            if let Some(wall) = self.hit_list.first().copied() {
                if !self.kill(wall) {
                    return None;
                }
                return self.after_kill(Then::Kills { left: left - 1 });
            }
        }
        if self.in_game(self.active) {
            Some(Then::Butcher)
        } else {
            Some(Then::TurnEnd)
        }
    }

    /// FB13.3.6: after a kill and its state checks, the Unforgivable's owner, if one is owed a
    /// revenge and still in the game, chooses its target; then `then`.
    pub(crate) fn after_kill(&mut self, then: Then) -> Option<Then> {
        let Some(owner) = self.revenge_due.take() else {
            return Some(then);
        };
        if self.in_game(owner) && !self.revenge_targets(owner).is_empty() {
            self.stage = Stage::Revenge { seat: owner, then };
            return None;
        }
        Some(then)
    }

    /// FB13.3.4: the Butcher's owner is offered its use at the start of the turn, before the
    /// refill, with cards in hand.
    fn offer_butcher(&mut self) -> Option<Then> {
        if self.butcher_offered() {
            self.stage = Stage::Butcher;
            return None;
        }
        Some(Then::Refill)
    }

    /// Whether the active player may use the Butcher now: they own it, it is unused this turn,
    /// and they hold a card.
    pub(crate) fn butcher_offered(&self) -> bool {
        let p = self.active;
        !self.butcher_used && self.has(p, Ability::Butcher) && !self.player(p).hand.is_empty()
    }

    /// FB13.3.4: `cards` from the active player's hand face up onto the discard pile, then as
    /// many drawn; then `then`.
    pub(crate) fn butcher(&mut self, cards: &[Card], then: Then) -> Option<Then> {
        let p = self.active;
        self.butcher_used = true;
        for card in cards {
            let hand = &mut self.players[p.index()].hand;
            if let Some(at) = hand.iter().position(|c| c == card) {
                hand.remove(at);
                self.discard.push(*card);
            }
        }
        self.events.push(Event::Butchered {
            seat: p,
            cards: cards.to_vec(),
        });
        self.draw(p, cards.len(), then)
    }

    /// FB3.1.4: the turn's play, or none with an empty hand (both piles empty, FB3.2.1).
    fn offer_play(&mut self) -> Option<Then> {
        if self.player(self.active).hand.is_empty() {
            return Some(Then::Politician);
        }
        self.stage = Stage::Play;
        None
    }

    /// FB13.3.8: once per turn, after the play's resolution, the Hothead's owner may play an
    /// attack card, unless a counter or a Celebrity has claimed the next turn.
    fn offer_extra_play(&mut self) -> Option<Then> {
        let p = self.active;
        let offered = !self.extra_play_offered
            && self.turn_holder.is_none()
            && self.in_game(p)
            && self.has(p, Ability::Hothead)
            && self.player(p).hand.iter().any(|c| match c {
                Card::Action(kind) => kind.class() == Class::Attack,
                Card::Ability(_) => false,
            });
        if offered {
            self.extra_play_offered = true;
            self.stage = Stage::ExtraPlay;
            return None;
        }
        Some(Then::Politician)
    }

    /// The cards `p` lacks to a full hand.
    fn missing(&self, p: PlayerId) -> usize {
        self.hand_limit(p).saturating_sub(self.player(p).hand.len())
    }

    /// The end of the turn (FB3.1.6): the next turn's player takes it; `holder` is the
    /// next-turn holder, if one was set (FB3.3.1, FB13.2.7).
    pub(crate) fn end_turn(&mut self, holder: Option<PlayerId>) {
        self.active = self.next_turn(holder);
    }

    /// The end of the play's resolution (FB3.1.5): the turn goes on to its last steps.
    pub(crate) fn finish_turn(&mut self) {
        self.proceed(Then::Resolved);
    }

    /// FB3.2, FB13.3.3: `count` cards drawn one at a time for `p`; the Crime-Scene Cleaner's
    /// owner drawing two or more chooses each card's source while the discard pile holds one.
    /// Then `then`.
    pub(crate) fn draw(&mut self, p: PlayerId, count: usize, then: Then) -> Option<Then> {
        if count >= 2 && self.has(p, Ability::CrimeSceneCleaner) {
            return self.draw_sourced(p, count, then);
        }
        for _ in 0..count {
            if !self.draw_one(p) {
                break;
            }
        }
        Some(then)
    }

    /// The Crime-Scene Cleaner's draws: `DRAW_SOURCE` for each card while the discard pile
    /// holds one; the rest from the draw pile.
    fn draw_sourced(&mut self, p: PlayerId, mut left: usize, then: Then) -> Option<Then> {
        while left > 0 {
            if !self.discard.is_empty() {
                self.stage = Stage::DrawSource {
                    seat: p,
                    left: left as u8,
                    then,
                };
                return None;
            }
            if !self.draw_one(p) {
                break;
            }
            left -= 1;
        }
        Some(then)
    }

    /// The answer to `DRAW_SOURCE`: one card from the source chosen, then the next.
    pub(crate) fn draw_from(
        &mut self,
        p: PlayerId,
        source: Answer,
        left: u8,
        then: Then,
    ) -> Option<Then> {
        if source == Answer::DiscardTop {
            if let Some(card) = self.discard.pop() {
                self.players[p.index()].hand.push(card);
                self.events.push(Event::DrewFromDiscard { seat: p, card });
            }
        } else if !self.draw_one(p) {
            return Some(then);
        }
        self.draw_sourced(p, usize::from(left).saturating_sub(1), then)
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

    /// FB3.3.2: the first seat after `s`, clockwise, whose player is in the game.
    fn next_clockwise(&self, s: PlayerId) -> PlayerId {
        clockwise_after(s, self.players.len())
            .find(|p| self.in_game(*p))
            .unwrap_or(s)
    }

    /// FB3.3.1, FB3.3.3, FB13.2.7: the next turn's player — the next-turn holder if one was
    /// set this turn (or the next in the game after them), else the next clockwise from the
    /// active one.
    fn next_turn(&self, holder: Option<PlayerId>) -> PlayerId {
        match holder {
            Some(c) if self.in_game(c) => c,
            Some(c) => self.next_clockwise(c),
            None => self.next_clockwise(self.active),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::stage::Then;
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

    /// The start of the active player's turn (FB3.1.1–FB3.1.3): true if it reaches the play,
    /// false if it ends first (FB3.1.2) or the game is over.
    fn begin_turn(game: &mut GameState) -> bool {
        let mut then = Then::Kills {
            left: game.war.unwrap_or(0),
        };
        loop {
            match then {
                Then::Play => return true,
                Then::TurnEnd => return false,
                _ => {}
            }
            match game.step(then) {
                Some(next) => then = next,
                None => return false,
            }
        }
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
        assert!(begin_turn(&mut game));
        assert_eq!(game.players[0].hand.len(), 6);
        assert_eq!((game.draw_pile.len(), game.discard.len()), (13, 0));
    }

    /// FB3.2.5: the first player, with five, draws one; a hand of four draws two.
    #[test]
    fn fb3_2_5_a_refill_draws_up_to_six() {
        let mut game = GameState::deal(GameConfig::new(3, 5)).expect("setup");
        let first = game.active;
        assert!(begin_turn(&mut game));
        assert_eq!(game.players[first.index()].hand.len(), 6);
        let next = PlayerId(((first.index() + 1) % 3) as u8);
        let card = game.players[next.index()].hand.remove(0);
        game.discard.push(card);
        game.end_turn(None);
        assert_eq!(game.active, next);
        let before = game.draw_pile.len();
        assert!(begin_turn(&mut game));
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

    /// FB4.5.3: a window's order runs clockwise from the seat after the card's player, over
    /// the players in the game only.
    #[test]
    fn fb4_5_3_the_window_order_leaves_out_players_out_of_the_game() {
        let all: &[&[u8]] = &[&[1], &[1], &[1], &[1], &[1]];
        let mut game = position(5, all, &[], None, A);
        assert_eq!(game.window_order(C), [D, E, A, B]);
        game.eliminated[3] = Some(1);
        assert_eq!(game.window_order(C), [E, A, B]);
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
        assert!(begin_turn(&mut game));
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
        assert!(!begin_turn(&mut game));
        assert!(!game.in_game(B));
        assert!(game.players[1].hand.is_empty());
        assert_eq!(game.discard.len(), discarded);
        game.end_turn(None);
        assert_eq!(game.active, C);
        assert!(begin_turn(&mut game));
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
        assert!(!begin_turn(&mut game));
        assert_eq!(game.result, Some(Outcome::Win(B)));
        assert_eq!(game.hit_list, [m(B, 1)]);
    }

    /// FB9.4.7: fire 1, [C5, A2], C5 C's last mobster: A's turn starts, C is out, A goes on.
    #[test]
    fn fb9_4_7_another_players_elimination_does_not_end_the_turn() {
        let list = [m(C, 5), m(A, 2)];
        let mut game = position(3, &[&[1], &[1], &[]], &list, Some(1), A);
        assert!(begin_turn(&mut game));
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
