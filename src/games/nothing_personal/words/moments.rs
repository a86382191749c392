//! A response window's prompt when no declared action is being answered, addressed to the
//! deciding player: "Bruno: Carla's Vinnie, Racketeer (5), is about to take its income: play a
//! card before it does?", or to the whole table when it asks the people together.

use np_engine::{Decision, PlayerId};

use super::Words;
use crate::games::nothing_personal::model::Moment;
use crate::games::nothing_personal::words::tr;

impl Words<'_> {
    /// The window of `d` at `moment`, in words: who or what it comes before or after, and
    /// whose that is to the deciding player.
    pub fn at_moment(&self, d: &Decision, moment: &Moment) -> String {
        tr!(
            self.locale,
            decisions.whose,
            name = self.name(d.seat),
            what = self.moment(Some(d.seat), moment)
        )
    }

    /// What comes before or after `moment`, and whose it is to `decider` (to everyone alike
    /// when `None`): "Carla's turn is over: play a card before the next turn?".
    pub fn moment(&self, decider: Option<PlayerId>, moment: &Moment) -> String {
        match *moment {
            Moment::TurnOver { seat } if Some(seat) == decider => {
                tr!(self.locale, moments.own_turn_over)
            }
            Moment::TurnOver { seat } => {
                tr!(self.locale, moments.turn_over, player = self.name(seat))
            }
            Moment::PhaseStart(phase) => {
                tr!(self.locale, moments.phase_start, phase = self.phase(phase))
            }
            Moment::Income {
                gangster,
                position,
                controller,
            } => tr!(
                self.locale,
                moments.income,
                gangster = self.owned(decider, controller, self.placed(gangster, position))
            ),
            Moment::Action {
                gangster: Some(gangster),
                position,
                controller,
            } => tr!(
                self.locale,
                moments.action,
                gangster = self.owned(decider, controller, self.placed(gangster, position))
            ),
            Moment::Action {
                gangster: None,
                position,
                ..
            } => tr!(
                self.locale,
                moments.action_empty,
                position = self.position_numbered(position)
            ),
            Moment::Imprisoned { gangster } => tr!(
                self.locale,
                moments.imprisoned,
                gangster = self.gangster(gangster)
            ),
            Moment::Vacancy { position } => tr!(
                self.locale,
                moments.vacancy,
                position = self.position_numbered(position)
            ),
            Moment::Final => tr!(self.locale, moments.final_scoring),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::games::nothing_personal::model::Moment;
    use crate::i18n::Locale;
    use np_engine::{Decision, DecisionKind, GangsterId, Phase, PlayerId, WindowKind};

    /// A response window decided by Bruno.
    fn brunos_window(window: WindowKind) -> Decision {
        Decision {
            seat: PlayerId(1),
            kind: DecisionKind::Response { window },
        }
    }

    #[test]
    fn an_after_turn_window_says_whose_turn_is_over() {
        let names = names();
        let (en, ja) = (words(Locale::en, &names), words(Locale::ja, &names));
        let d = brunos_window(WindowKind::AfterTurn { seat: PlayerId(2) });
        let carla = Moment::TurnOver { seat: PlayerId(2) };
        assert_eq!(
            en.at_moment(&d, &carla),
            "Bruno: Carla's turn is over: play a card before the next turn?"
        );
        assert_eq!(
            ja.at_moment(&d, &carla),
            "Bruno：Carlaのターンが終わりました：次のターンの前にカードをプレイしますか？"
        );
        let own = Moment::TurnOver { seat: PlayerId(1) };
        assert_eq!(
            en.at_moment(&d, &own),
            "Bruno: your turn is over: play a card before the next turn?"
        );
    }

    #[test]
    fn an_income_or_action_window_names_the_gangster_its_place_and_whose_it_is() {
        let names = names();
        let en = words(Locale::en, &names);
        let g = GangsterId(3);
        let d = brunos_window(WindowKind::Income {
            position: 5,
            gangster: g,
        });
        let income = |controller| Moment::Income {
            gangster: g,
            position: 5,
            controller,
        };
        let vinnie = format!("{}, {}", en.gangster(g), en.position_numbered(5));
        assert_eq!(
            en.at_moment(&d, &income(Some(PlayerId(0)))),
            format!(
                "Bruno: Anna's {vinnie} is about to take its income: play a card before it does?"
            )
        );
        assert_eq!(
            en.at_moment(&d, &income(Some(PlayerId(1)))),
            format!(
                "Bruno: your {vinnie} is about to take its income: play a card before it does?"
            )
        );
        assert_eq!(
            en.at_moment(&d, &income(None)),
            format!("Bruno: {vinnie} is about to take its income: play a card before it does?")
        );
        let action = Moment::Action {
            gangster: Some(g),
            position: 5,
            controller: Some(PlayerId(3)),
        };
        assert_eq!(
            en.at_moment(&d, &action),
            format!("Bruno: Dario's {vinnie} is about to act: play a card before it does?")
        );
    }

    #[test]
    fn every_moment_reads_in_both_languages() {
        let names = names();
        let (en, ja) = (words(Locale::en, &names), words(Locale::ja, &names));
        let d = brunos_window(WindowKind::Final);
        let moments = [
            Moment::TurnOver { seat: PlayerId(0) },
            Moment::PhaseStart(Phase::Fence),
            Moment::Income {
                gangster: GangsterId(0),
                position: 1,
                controller: None,
            },
            Moment::Action {
                gangster: None,
                position: 2,
                controller: None,
            },
            Moment::Imprisoned {
                gangster: GangsterId(4),
            },
            Moment::Vacancy { position: 9 },
            Moment::Final,
        ];
        for m in &moments {
            let (a, b) = (en.at_moment(&d, m), ja.at_moment(&d, m));
            assert!(
                a.starts_with("Bruno: ") && b.starts_with("Bruno："),
                "{a} / {b}"
            );
            assert!(!a.contains("{{") && !b.contains("{{"), "{a} / {b}");
            assert!(a.ends_with('?') && b.ends_with('？'), "{a} / {b}");
        }
        assert_eq!(
            en.at_moment(&d, &Moment::PhaseStart(Phase::Fence)),
            "Bruno: the Fence phase begins: play a card before it does?"
        );
        assert_eq!(
            en.at_moment(&d, &Moment::Vacancy { position: 9 }),
            "Bruno: Capo (9) is vacant: play a card?"
        );
    }
}
