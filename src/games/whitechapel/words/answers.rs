//! Answers in words, as the panel confirms them: "walk to circle 23".

use wc_engine::{Answer, JackMove, PoliceAction, Policeman};

use super::WcWords;
use crate::games::whitechapel::words::tr;

impl WcWords<'_> {
    /// The answer in words; a policeman's move names `from`, his crossing, when he stays.
    pub fn answer(&self, answer: &Answer, from: Option<wc_engine::Crossing>) -> String {
        let l = self.locale;
        match answer {
            Answer::Hideout(c) => tr!(l, answers.hideout, circle = self.circle(*c)),
            Answer::Women { marked, unmarked } => tr!(
                l,
                answers.women,
                marked = self.circles(marked),
                unmarked = self.circles(unmarked)
            ),
            Answer::Patrols { policemen, fakes } => {
                let placed: Vec<String> = Policeman::ALL
                    .iter()
                    .map(|p| {
                        tr!(
                            l,
                            table.policeman_at,
                            policeman = self.colour(*p),
                            crossing = self.crossing(policemen[p.index()])
                        )
                    })
                    .collect();
                tr!(
                    l,
                    answers.patrols,
                    placed = self.list(&placed),
                    fakes = self.crossings(fakes)
                )
            }
            Answer::Kill(c) => tr!(l, answers.kill, circle = self.circle(*c)),
            Answer::DoubleKill(a, b) => tr!(
                l,
                answers.double,
                first = self.circle(*a),
                second = self.circle(*b)
            ),
            Answer::Wait => tr!(l, answers.wait),
            Answer::MoveWretched { from, to } => tr!(
                l,
                answers.wretched,
                from = self.circle(*from),
                to = self.circle(*to)
            ),
            Answer::Stay(c) => tr!(l, answers.stay, circle = self.circle(*c)),
            Answer::Reveal(x) => tr!(l, answers.reveal, crossing = self.crossing(*x)),
            Answer::Jack(JackMove::Walk { to, declare }) => {
                if *declare {
                    tr!(l, answers.escape, circle = self.circle(*to))
                } else {
                    tr!(l, answers.walk, circle = self.circle(*to))
                }
            }
            Answer::Jack(JackMove::Alley { to }) => {
                tr!(l, answers.alley, circle = self.circle(*to))
            }
            Answer::Jack(JackMove::Coach { first, second }) => tr!(
                l,
                answers.coach,
                first = self.circle(*first),
                second = self.circle(*second)
            ),
            Answer::MoveTo(x) if Some(*x) == from => {
                tr!(l, answers.stay_put, crossing = self.crossing(*x))
            }
            Answer::MoveTo(x) => tr!(l, answers.move_to, crossing = self.crossing(*x)),
            Answer::Police(PoliceAction::Search(c)) => {
                tr!(l, answers.search, circle = self.circle(*c))
            }
            Answer::Police(PoliceAction::Arrest(c)) => {
                tr!(l, answers.arrest, circle = self.circle(*c))
            }
            Answer::Police(PoliceAction::Pass) => tr!(l, answers.pass),
            Answer::Police(PoliceAction::Stop) => tr!(l, answers.stop),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::names;
    use super::super::WcWords;
    use crate::i18n::Locale;
    use wc_engine::{Answer, Circle, Crossing, JackMove};

    #[test]
    fn moves_read_as_a_player_says_them() {
        let names = names();
        let w = WcWords::new(Locale::en, &names);
        let coach = Answer::Jack(JackMove::Coach {
            first: Circle(21),
            second: Circle(20),
        });
        assert_eq!(
            w.answer(&coach, None),
            "coach through circle 21 to circle 20"
        );
        let escape = Answer::Jack(JackMove::Walk {
            to: Circle(3),
            declare: true,
        });
        assert_eq!(w.answer(&escape, None), "walk to circle 3 and escape");
        let stay = Answer::MoveTo(Crossing(44));
        assert_eq!(w.answer(&stay, Some(Crossing(44))), "stay on crossing 44");
        assert_eq!(w.answer(&stay, Some(Crossing(43))), "move to crossing 44");
        let ja = WcWords::new(Locale::ja, &names);
        assert_eq!(ja.answer(&coach, None), "馬車で21番の円を通って20番の円へ");
    }
}
