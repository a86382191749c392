//! The invariants of WC12 that a state alone can show, checked between decisions. WC12.12 (the
//! same configuration, seed and answers give the same game) is shown by replaying games twice
//! (tests/replays.rs).

use crate::jack_move::LAST_SPACE;
use crate::night_table::night_row;
use crate::police_action::PoliceAction;
use crate::public_step::PublicStep;
use crate::result::EntryKind;
use crate::sets::{CircleSet, CrossingSet};
use crate::state::{GameState, Stage};

impl GameState {
    /// Checks the invariants of WC12; the first broken one, by its rule id.
    ///
    /// # Errors
    /// The id of the rule broken, such as `"WC12.1"`.
    pub fn check_invariants(&self) -> Result<(), &'static str> {
        let hunting = matches!(
            self.stage,
            Stage::JackMove
                | Stage::PoliceMove { .. }
                | Stage::PoliceAction { .. }
                | Stage::SearchMore { .. }
        );
        let standing: Vec<_> = self.policemen.iter().flatten().copied().collect();
        let distinct: CrossingSet = standing.iter().copied().collect();
        if hunting && (standing.len() != 5 || distinct.len() != 5) {
            return Err("WC12.1");
        }
        let tokens: CrossingSet = self.patrols.iter().map(|p| p.at).collect();
        if tokens.len() != self.patrols.len() || self.patrols.len() > 7 {
            return Err("WC12.1");
        }
        if let Some(pawn) = self.pawn {
            let last = self.nights.last().and_then(|n| n.last_space());
            if last != Some(pawn) || pawn > 20 {
                return Err("WC12.2");
            }
        }
        let waits = self.nights.last().map_or(0, |n| n.waits);
        let waiting = matches!(
            self.stage,
            Stage::KillOrWait | Stage::Wretched { .. } | Stage::Reveal
        );
        if waiting && (!(1..=5).contains(&self.time) || waits != 5 - self.time) {
            return Err("WC12.3");
        }
        let scenes: CircleSet = self.crime_scenes.iter().copied().collect();
        if scenes.len() != self.crime_scenes.len() || scenes.len() > 5 {
            return Err("WC12.4");
        }
        let killed_before: usize = (1..self.night).map(|n| night_row(n).victims).sum();
        if self.crime_scenes.len() < killed_before {
            return Err("WC12.4");
        }
        let row = night_row(self.night);
        if let Some(night) = self.nights.last() {
            if night.coaches_used > row.coaches
                || night.alleys_used > row.alleys
                || night.coaches_used + self.coaches > row.coaches
                || night.alleys_used + self.alleys > row.alleys
            {
                return Err("WC12.5");
            }
        }
        let tonight = self.tonight_row();
        let scenes_tonight = self.tonight_crime_scenes();
        if self
            .clues
            .members()
            .any(|c| !tonight.contains(c) || scenes_tonight.contains(c))
            || self.clues.len() > 19
        {
            return Err("WC12.7");
        }
        let wretched: CircleSet = self.wretched.iter().copied().collect();
        if wretched.len() != self.wretched.len() || wretched.members().any(|c| scenes.contains(c)) {
            return Err("WC12.8");
        }
        if !self.wretched.is_empty() && !waiting {
            return Err("WC12.8");
        }
        if self.pending().is_none() != self.is_over() {
            return Err("WC12.11");
        }
        if !self.moves_hold() {
            return Err("WC12.6");
        }
        if !self.actions_hold() {
            return Err("WC12.13");
        }
        if let Some(night) = self.nights.last() {
            let kills = night
                .row
                .iter()
                .filter(|e| e.kind == EntryKind::Kill)
                .count();
            if kills > row.victims {
                return Err("WC12.4");
            }
        }
        Ok(())
    }
}

impl GameState {
    /// WC12.6: after tonight's kills, every move of the row is legal by its type from the
    /// circle before it, under the policemen of its time (tonight's public record keeps them),
    /// on the next spaces; a coach's two entries end on space 20 at the latest.
    fn moves_hold(&self) -> bool {
        let Some(night) = self.nights.last() else {
            return true;
        };
        let kills = night
            .row
            .iter()
            .take_while(|e| e.kind == EntryKind::Kill)
            .count();
        let Some(mut at) = night.row[..kills].last().copied() else {
            return night.row.is_empty();
        };
        let mut blocks = self.tonight.iter().filter_map(|s| match s {
            PublicStep::Move { policemen, .. } => Some(*policemen),
            _ => None,
        });
        let b = self.board();
        let mut rest = &night.row[kills..];
        while let Some(first) = rest.first().copied() {
            let Some(policemen) = blocks.next() else {
                return false;
            };
            let second = rest.get(1).copied();
            let (legal, used) = match (first.kind, second) {
                (EntryKind::Walk, _) => (
                    b.normal_moves(at.circle, &policemen).contains(first.circle),
                    1,
                ),
                (EntryKind::Alley, _) => (b.alley_partners(at.circle).contains(first.circle), 1),
                (EntryKind::Coach, Some(second)) => (
                    second.kind == EntryKind::Coach
                        && second.space == first.space + 1
                        && second.space <= LAST_SPACE
                        && b.coach_pairs(at.circle)
                            .contains(&(first.circle, second.circle)),
                    2,
                ),
                _ => (false, 1),
            };
            if !legal || first.space != at.space + 1 {
                return false;
            }
            at = rest[used - 1];
            rest = &rest[used..];
        }
        blocks.next().is_none()
    }

    /// WC12.13: every search and arrest of the round names a circle next to the acting
    /// policeman's crossing (a pass only where there is none); once the round's actions are over
    /// each policeman has begun exactly one, and while they run those before him in the acting
    /// order have.
    fn actions_hold(&self) -> bool {
        let b = self.board();
        let named = self.actions.iter().all(|a| {
            let next_to = b.circles_next_to(a.from);
            self.policemen[a.policeman.index()] == Some(a.from)
                && match a.action {
                    PoliceAction::Search(c) | PoliceAction::Arrest(c) => next_to.contains(c),
                    PoliceAction::Pass => a.begins && next_to.is_empty(),
                    PoliceAction::Stop => !a.begins,
                }
        });
        let done = match self.stage {
            Stage::PoliceAction { next } => next,
            Stage::SearchMore { next, .. } => next + 1,
            Stage::JackMove if !self.actions.is_empty() => 5,
            Stage::Over => return named,
            _ => return named && self.actions.is_empty(),
        };
        let begun = |p| {
            self.actions
                .iter()
                .filter(|a| a.policeman == p && a.begins)
                .count()
        };
        named
            && self
                .acting_order()
                .iter()
                .enumerate()
                .all(|(i, p)| begun(*p) == usize::from(i < done))
    }
}

#[cfg(test)]
mod tests {
    use crate::answer::Answer;
    use crate::config::GameConfig;
    use crate::decision::DecisionKind;
    use crate::jack_move::JackMove;
    use crate::node::{Circle, Crossing};
    use crate::police_action::PoliceAction;
    use crate::result::EntryKind;
    use crate::state::GameState;

    /// Night 1 of a 2-player game: a kill on C21, Jack's walk to C20, the police's default
    /// answers, up to Jack's move of round 2.
    fn round_two() -> GameState {
        let (mut game, _) = GameState::new(GameConfig::new(2, 9)).expect("a game");
        let answers = [
            Answer::Hideout(Circle(100)),
            Answer::Women {
                marked: [3, 21, 27, 65, 84].map(Circle).to_vec(),
                unmarked: [147, 149, 158].map(Circle).to_vec(),
            },
            Answer::Patrols {
                policemen: [42, 44, 57, 143, 156].map(Crossing),
                fakes: [138, 181].map(Crossing),
            },
            Answer::Kill(Circle(21)),
            Answer::Jack(JackMove::Walk {
                to: Circle(20),
                declare: false,
            }),
        ];
        for a in answers {
            let seat = game.pending().expect("pending").seat;
            game.apply(seat, a).expect("legal");
        }
        while game.pending().map(|d| d.kind) != Some(DecisionKind::JackMove) {
            let seat = game.pending().expect("pending").seat;
            let a = game.default_answer().expect("a default");
            game.apply(seat, a).expect("legal");
        }
        game
    }

    #[test]
    fn wc12_6_a_move_not_legal_by_its_type_breaks_the_row() {
        let game = round_two();
        assert_eq!(game.check_invariants(), Ok(()));
        let mut far = game.clone();
        far.nights[0].row[1].circle = Circle(100);
        assert_eq!(far.check_invariants(), Err("WC12.6"));
        // C20 is a normal move from C21 but no alley partner of it.
        let mut alley = game.clone();
        alley.nights[0].row[1].kind = EntryKind::Alley;
        assert_eq!(alley.check_invariants(), Err("WC12.6"));
        // A normal move through a policeman's crossing: X20 blocks every route to C20.
        let mut blocked = game.clone();
        for step in &mut blocked.tonight {
            if let crate::public_step::PublicStep::Move { policemen, .. } = step {
                policemen.insert(Crossing(20));
            }
        }
        assert_eq!(blocked.check_invariants(), Err("WC12.6"));
        // A move the public record does not hold.
        let mut unrecorded = game;
        unrecorded
            .tonight
            .retain(|s| !matches!(s, crate::public_step::PublicStep::Move { .. }));
        assert_eq!(unrecorded.check_invariants(), Err("WC12.6"));
    }

    #[test]
    fn wc12_13_each_policeman_acts_once_on_a_circle_next_to_him() {
        let game = round_two();
        assert_eq!(game.actions.iter().filter(|a| a.begins).count(), 5);
        let mut far = game.clone();
        far.actions[0].action = PoliceAction::Search(Circle(100));
        assert_eq!(far.check_invariants(), Err("WC12.13"));
        let mut missing = game.clone();
        let third = missing.acting_order()[2];
        missing
            .actions
            .retain(|a| !a.begins || a.policeman != third);
        assert_eq!(missing.check_invariants(), Err("WC12.13"));
        let mut twice = game.clone();
        let again = twice.actions[0];
        twice.actions.push(again);
        assert_eq!(twice.check_invariants(), Err("WC12.13"));
        let mut pass = game;
        pass.actions[0].action = PoliceAction::Pass;
        assert_eq!(pass.check_invariants(), Err("WC12.13"));
    }
}
