//! What a reroll or a response window answers (R11.2, R12.5, R12.10): the Crew action declared,
//! by whom, with which gangster, on whom, and the chances of its die; and the gangsters and
//! positions the decision concerns, for the board to mark. All of it is public (R12.13.1).

use np_engine::{
    CrewChoice, DecisionKind, DeclaredAction, GameState, GangsterId, Odds, Params, PlayerId,
    RollOutcome, RollPurpose, WindowKind,
};

/// The Crew action a reroll or a response window answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    /// The player who declared it.
    pub seat: PlayerId,
    pub gangster: GangsterId,
    pub position: u8,
    pub choice: CrewChoice,
    /// Whether it is a whack (R6.8), whose die is the Whack die.
    pub whack: bool,
    /// The gangster moved against (R6.7.1) or named by the action, if any.
    pub target: Option<GangsterId>,
    /// The position the target stands in, while it is on the board.
    pub target_position: Option<u8>,
    /// The target's sole controller (R5.3.1); for a whacked target, the controller the whack
    /// determined (R6.8.5).
    pub target_controller: Option<PlayerId>,
    /// The chances of the die still to roll or being rerolled, without the cost paid at
    /// declaration; `None` once the die has decided.
    pub odds: Option<Odds>,
    /// For a reroll, what the face showing would do if it stood (R11.2.3).
    pub standing: Option<RollOutcome>,
}

/// How a gangster or a position is concerned by the decision being answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Concern {
    /// The gangster acting: declaring, taking its income, about to act.
    Acting,
    /// The gangster moved against, whacked or named by the action.
    Target,
    /// A position the window is about: a vacancy (R12.10).
    Subject,
}

/// A gangster or a board position marked as concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Concerned {
    Gangster(GangsterId, Concern),
    Position(u8, Concern),
}

impl Answered {
    /// The declared action the pending decision answers: a reroll of a Make a Move or whack
    /// die, or a response window opened by the declaration or by the whack's success.
    pub fn find(game: &GameState) -> Option<Answered> {
        let action = game.action_in_question()?;
        let kind = &game.pending()?.kind;
        let (whack, rolling) = match kind {
            DecisionKind::Reroll { purpose, .. } => (*purpose == RollPurpose::Whack, true),
            DecisionKind::Response {
                window: WindowKind::Declared { whack },
            } => (*whack, true),
            _ => (true, false),
        };
        let DeclaredAction {
            seat,
            gangster,
            position,
            choice,
            victim_controller,
        } = action.clone();
        let target = match &choice {
            CrewChoice::MakeMove { target } => game.at(*target),
            CrewChoice::Position(Params::Gangster(t))
            | CrewChoice::Ability {
                params: Params::Gangster(t),
                ..
            } => Some(*t),
            _ => None,
        };
        let odds = rolling
            .then(|| game.odds(seat, gangster, &choice))
            .flatten()
            .map(|o| Odds { cost: 0, ..o });
        let standing = match kind {
            DecisionKind::Reroll { face, .. } => game.face_outcome(gangster, &choice, *face),
            _ => None,
        };
        Some(Answered {
            standing,
            seat,
            gangster,
            position,
            whack,
            target,
            target_position: target.and_then(|t| game.position_of(t)),
            target_controller: target.and_then(|t| {
                if game.is_active(t) {
                    game.sole_controller(t)
                } else {
                    victim_controller
                }
            }),
            odds,
            choice,
        })
    }
}

/// The gangsters and positions the pending decision concerns: the actor and target of the
/// action answered, the gangster whose income or action a window comes before, a vacancy.
pub fn concerned(kind: Option<&DecisionKind>, answered: Option<&Answered>) -> Vec<Concerned> {
    if let Some(a) = answered {
        let mut marks = vec![Concerned::Gangster(a.gangster, Concern::Acting)];
        marks.extend(a.target.map(|t| Concerned::Gangster(t, Concern::Target)));
        return marks;
    }
    match kind {
        Some(DecisionKind::Response { window }) => match window {
            WindowKind::Income { gangster, .. } => {
                vec![Concerned::Gangster(*gangster, Concern::Acting)]
            }
            WindowKind::Action { position } => {
                vec![Concerned::Position(*position, Concern::Acting)]
            }
            WindowKind::Vacancy { position } => {
                vec![Concerned::Position(*position, Concern::Subject)]
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::model::tests::fixture;

    #[test]
    fn a_reroll_answers_the_declared_move_with_its_mover_target_and_odds() {
        let s = fixture(include_str!("../../../../tests/e2e/fixtures/reroll.json"));
        let a = Answered::find(s.game()).expect("a reroll of a Make a Move");
        let CrewChoice::MakeMove { target } = a.choice else {
            panic!("not a Make a Move: {a:?}");
        };
        assert_eq!(a.seat, PlayerId(2), "Carla declared it");
        assert!(!a.whack);
        assert_eq!(a.target, s.game().at(target));
        assert_eq!(a.target_position, Some(target));
        let odds = a.odds.expect("the die can still change");
        assert_eq!(odds.cost, 0, "nothing more to pay");
        assert_eq!(odds.success + odds.failure + odds.death, Odds::TOTAL);
        // The fixture's Move die shows Ring: a success if it stands (R6.7.3).
        assert_eq!(a.standing, Some(RollOutcome::Success));
        let kind = s.game().pending().map(|d| &d.kind);
        assert_eq!(
            concerned(kind, Some(&a)),
            vec![
                Concerned::Gangster(a.gangster, Concern::Acting),
                Concerned::Gangster(a.target.expect("occupied"), Concern::Target),
            ]
        );
    }

    #[test]
    fn a_window_after_a_whack_is_declared_names_the_whacker_and_its_target() {
        let s = fixture(include_str!(
            "../../../../tests/e2e/fixtures/frank-cancels.json"
        ));
        let a = Answered::find(s.game()).expect("W-DECLARED of a whack");
        assert!(a.whack);
        assert_eq!(a.seat, PlayerId(2));
        let target = a.target.expect("a whack names its target");
        assert!(s.game().is_active(target));
        assert!(a.odds.is_some(), "the Whack die is still to roll");
    }

    #[test]
    fn other_decisions_answer_no_declared_action() {
        let s = fixture(include_str!(
            "../../../../tests/e2e/fixtures/make-a-move.json"
        ));
        assert_eq!(Answered::find(s.game()), None);
        let kind = s.game().pending().map(|d| &d.kind);
        assert_eq!(concerned(kind, None), Vec::new());
        let vacancy = DecisionKind::Response {
            window: WindowKind::Vacancy { position: 4 },
        };
        assert_eq!(
            concerned(Some(&vacancy), None),
            vec![Concerned::Position(4, Concern::Subject)]
        );
    }
}
