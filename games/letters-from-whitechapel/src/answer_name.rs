//! The answers by their names, as the specification writes them (WC8.2): `Hideout(C19)`,
//! `Women([C3, C21, C27, C65, C84], [C147, C149, C158])`, `Patrols([X42, X44, X57, X143,
//! X156], [X138, X181])`, `Kill(C21)`, `Kill(C84, C65)`, `Wait`, `Move(C21, C20)`,
//! `Stay(C65)`, `Reveal(X181)`, `Walk(C20)`, `Walk(C21, declare)` (or `Walk(C28, no)`),
//! `Alley(C4)`, `Coach(C20, C40)`, `MoveTo(X22)`, `Search(C20)`, `Arrest(C40)`, `Pass` and
//! `Stop`. Read by scenario files; written for people to read.

use std::fmt;
use std::str::FromStr;

use crate::answer::Answer;
use crate::jack_move::JackMove;
use crate::node::{Circle, Crossing, Node};
use crate::police_action::PoliceAction;

/// The name of a node list: `[C3, C21]`.
fn list<T: fmt::Display>(items: &[T]) -> String {
    let names: Vec<String> = items.iter().map(ToString::to_string).collect();
    format!("[{}]", names.join(", "))
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Hideout(c) => write!(f, "Hideout({c})"),
            Answer::Women { marked, unmarked } => {
                write!(f, "Women({}, {})", list(marked), list(unmarked))
            }
            Answer::Patrols { policemen, fakes } => {
                write!(f, "Patrols({}, {})", list(policemen), list(fakes))
            }
            Answer::Kill(w) => write!(f, "Kill({w})"),
            Answer::DoubleKill(a, b) => write!(f, "Kill({a}, {b})"),
            Answer::Wait => write!(f, "Wait"),
            Answer::MoveWretched { from, to } => write!(f, "Move({from}, {to})"),
            Answer::Stay(w) => write!(f, "Stay({w})"),
            Answer::Reveal(x) => write!(f, "Reveal({x})"),
            Answer::Jack(JackMove::Walk { to, declare: true }) => {
                write!(f, "Walk({to}, declare)")
            }
            Answer::Jack(JackMove::Walk { to, .. }) => write!(f, "Walk({to})"),
            Answer::Jack(JackMove::Alley { to }) => write!(f, "Alley({to})"),
            Answer::Jack(JackMove::Coach { first, second }) => {
                write!(f, "Coach({first}, {second})")
            }
            Answer::MoveTo(x) => write!(f, "MoveTo({x})"),
            Answer::Police(PoliceAction::Search(c)) => write!(f, "Search({c})"),
            Answer::Police(PoliceAction::Arrest(c)) => write!(f, "Arrest({c})"),
            Answer::Police(PoliceAction::Pass) => write!(f, "Pass"),
            Answer::Police(PoliceAction::Stop) => write!(f, "Stop"),
        }
    }
}

/// A text that names no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadAnswerName;

/// One argument of a name: a node, a word, or a bracketed list of nodes.
enum Arg<'a> {
    Word(&'a str),
    List(Vec<&'a str>),
}

/// Splits `a, [b, c], d` at the commas outside brackets.
fn args(text: &str) -> Result<Vec<Arg<'_>>, BadAnswerName> {
    let mut out = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        if let Some(inner) = rest.strip_prefix('[') {
            let end = inner.find(']').ok_or(BadAnswerName)?;
            let items = inner[..end]
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect();
            out.push(Arg::List(items));
            rest = inner[end + 1..].trim_start();
        } else {
            let end = rest.find(',').unwrap_or(rest.len());
            let word = rest[..end].trim();
            if word.is_empty() || word.contains(['[', ']']) {
                return Err(BadAnswerName);
            }
            out.push(Arg::Word(word));
            rest = &rest[end..];
        }
        rest = match rest.strip_prefix(',') {
            Some(after) if !after.trim().is_empty() => after.trim_start(),
            Some(_) => return Err(BadAnswerName),
            None if rest.is_empty() => rest,
            None => return Err(BadAnswerName),
        };
    }
    Ok(out)
}

fn circle(arg: &Arg<'_>) -> Result<Circle, BadAnswerName> {
    match arg {
        Arg::Word(w) => circle_name(w),
        Arg::List(_) => Err(BadAnswerName),
    }
}

fn crossing(arg: &Arg<'_>) -> Result<Crossing, BadAnswerName> {
    match arg {
        Arg::Word(w) => crossing_name(w),
        Arg::List(_) => Err(BadAnswerName),
    }
}

/// A circle by its name, `C26`.
pub(crate) fn circle_name(text: &str) -> Result<Circle, BadAnswerName> {
    match Node::parse(text) {
        Some(Node::Circle(c)) => Ok(c),
        _ => Err(BadAnswerName),
    }
}

/// A crossing by its name, `X101`.
pub(crate) fn crossing_name(text: &str) -> Result<Crossing, BadAnswerName> {
    match Node::parse(text) {
        Some(Node::Crossing(x)) => Ok(x),
        _ => Err(BadAnswerName),
    }
}

fn circles(arg: &Arg<'_>) -> Result<Vec<Circle>, BadAnswerName> {
    match arg {
        Arg::List(items) => items.iter().map(|w| circle_name(w)).collect(),
        Arg::Word(_) => Err(BadAnswerName),
    }
}

fn crossings<const N: usize>(arg: &Arg<'_>) -> Result<[Crossing; N], BadAnswerName> {
    match arg {
        Arg::List(items) => items
            .iter()
            .map(|w| crossing_name(w))
            .collect::<Result<Vec<_>, _>>()?
            .try_into()
            .map_err(|_| BadAnswerName),
        Arg::Word(_) => Err(BadAnswerName),
    }
}

impl FromStr for Answer {
    type Err = BadAnswerName;

    fn from_str(text: &str) -> Result<Answer, BadAnswerName> {
        let text = text.trim();
        let (name, inner) = match text.split_once('(') {
            Some((name, rest)) => (name.trim(), rest.strip_suffix(')').ok_or(BadAnswerName)?),
            None => (text, ""),
        };
        let a = args(inner)?;
        let answer = match (name, a.as_slice()) {
            ("Wait", []) => Answer::Wait,
            ("Pass", []) => Answer::Police(PoliceAction::Pass),
            ("Stop", []) => Answer::Police(PoliceAction::Stop),
            ("Hideout", [c]) => Answer::Hideout(circle(c)?),
            ("Women", [marked, unmarked]) => Answer::Women {
                marked: circles(marked)?,
                unmarked: circles(unmarked)?,
            },
            ("Patrols", [policemen, fakes]) => Answer::Patrols {
                policemen: crossings(policemen)?,
                fakes: crossings(fakes)?,
            },
            ("Kill", [w]) => Answer::Kill(circle(w)?),
            ("Kill", [a, b]) => Answer::DoubleKill(circle(a)?, circle(b)?),
            ("Move", [w, d]) => Answer::MoveWretched {
                from: circle(w)?,
                to: circle(d)?,
            },
            ("Stay", [w]) => Answer::Stay(circle(w)?),
            ("Reveal", [x]) => Answer::Reveal(crossing(x)?),
            ("Walk", [d]) => Answer::Jack(JackMove::Walk {
                to: circle(d)?,
                declare: false,
            }),
            ("Walk", [d, Arg::Word(word)]) => Answer::Jack(JackMove::Walk {
                to: circle(d)?,
                declare: match *word {
                    "declare" => true,
                    "no" => false,
                    _ => return Err(BadAnswerName),
                },
            }),
            ("Alley", [d]) => Answer::Jack(JackMove::Alley { to: circle(d)? }),
            ("Coach", [a, b]) => Answer::Jack(JackMove::Coach {
                first: circle(a)?,
                second: circle(b)?,
            }),
            ("MoveTo", [x]) => Answer::MoveTo(crossing(x)?),
            ("Search", [c]) => Answer::Police(PoliceAction::Search(circle(c)?)),
            ("Arrest", [c]) => Answer::Police(PoliceAction::Arrest(circle(c)?)),
            _ => return Err(BadAnswerName),
        };
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wc8_2_every_answer_reads_back_from_its_name() {
        let names = [
            "Hideout(C19)",
            "Women([C3, C21, C27, C65, C84], [C147, C149, C158])",
            "Patrols([X42, X44, X57, X143, X156], [X138, X181])",
            "Kill(C21)",
            "Kill(C84, C65)",
            "Wait",
            "Move(C21, C20)",
            "Stay(C65)",
            "Reveal(X181)",
            "Walk(C20)",
            "Walk(C21, declare)",
            "Alley(C4)",
            "Coach(C20, C40)",
            "MoveTo(X22)",
            "Search(C20)",
            "Arrest(C40)",
            "Pass",
            "Stop",
        ];
        for name in names {
            let answer: Answer = name.parse().expect(name);
            assert_eq!(answer.to_string(), name);
        }
        assert_eq!(
            "Walk(C28, no)".parse::<Answer>().map(|a| a.to_string()),
            Ok("Walk(C28)".to_string())
        );
        assert_eq!(
            " Kill( C21 ) ".parse::<Answer>(),
            Ok(Answer::Kill(Circle(21)))
        );
    }

    #[test]
    fn a_malformed_name_is_refused() {
        for bad in [
            "",
            "Kill",
            "Kill()",
            "Kill(C21",
            "Kill(X21)",
            "Kill(C21,)",
            "Kill(C21, C22, C23)",
            "Walk(C21, maybe)",
            "Patrols([X1, X2], [X3, X4])",
            "Women(C3, C21)",
            "Women([C3], [C4]",
            "Reveal([X1])",
            "Wait(C1)",
            "Jump(C1)",
            "Kill(C999)",
            "Kill([C1)",
        ] {
            assert_eq!(bad.parse::<Answer>(), Err(BadAnswerName), "{bad:?}");
        }
    }
}
