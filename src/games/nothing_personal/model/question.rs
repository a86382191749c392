//! The question a response window asks the people sharing the device before any of them
//! (docs/decisions.md, 66): the moment as everyone reads it, with the chances of a die that
//! decides, and a button for each person asked.

use np_engine::{GameState, PlayerId};

use super::panel::section_of;
use super::{Answered, Moment};
use crate::games::nothing_personal::session::Session;
use crate::games::nothing_personal::words::{tr, Words};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuestionModel {
    /// "Bruno's Thug whacks Carla's Capo: play a card before it happens?", to nobody in
    /// particular.
    pub status: String,
    /// The chances of the die in question, if one decides.
    pub odds: Option<String>,
    /// Each person asked, with the label of their button: "Anna plays a card".
    pub people: Vec<(PlayerId, String)>,
    /// The How to play section of a window, which "What is this?" opens.
    pub section: &'static str,
}

/// The moment of the window open in `game` as everyone reads it, naming nobody as deciding
/// ("Bruno's Thug whacks Carla's Capo: play a card before it happens?"), with the chances of a
/// die that decides there, if one does.
pub fn window_for_everyone(game: &GameState, words: &Words) -> Option<(String, Option<String>)> {
    let d = game.pending()?;
    let answered = Answered::find(game);
    let status = match (&answered, Moment::find(game)) {
        (Some(a), _) => words.answering_what(None, d, a),
        (None, Some(m)) => words.moment(None, &m),
        (None, None) => tr!(words.locale, question.any),
    };
    let odds = answered.and_then(|a| words.answering_odds(d, &a));
    Some((capitalised(&status), odds))
}

impl QuestionModel {
    /// The question of the window open in `session`, while it waits for the table.
    pub fn new(session: &Session, words: &Words) -> Option<QuestionModel> {
        let people = session.asked_together()?;
        let game = session.game();
        let d = game.pending()?;
        let (status, odds) = window_for_everyone(game, words)?;
        Some(QuestionModel {
            status,
            odds,
            people: people
                .into_iter()
                .map(|p| (p, tr!(words.locale, question.claim, name = words.name(p))))
                .collect(),
            section: section_of(&d.kind),
        })
    }
}

/// A sentence that begins with a capital letter ("The Fence phase begins…").
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::session::Answerer;
    use crate::games::nothing_personal::words::tests::words;
    use crate::i18n::Locale;
    use np_engine::Action;
    use table_bots::nothing_personal::Level;
    use table_sessions::nothing_personal::test_games::{as_the_page_starts, two_people_against};

    /// A game of two people and two bots, played on with the default answers to the first
    /// time a window asks the people together.
    fn at_a_question() -> Session {
        let mut seats = two_people_against(Level::Random);
        for (seat, name) in seats.iter_mut().zip(["Anna", "Bruno", "Carla", "Dario"]) {
            seat.name = name.to_string();
        }
        let mut s = as_the_page_starts(seats, 3);
        while let Some((seat, answerer)) = s.to_answer() {
            if answerer == Answerer::Table {
                return s;
            }
            let answer = s.game().default_answer().expect("a default");
            s.play(seat, Action::Answer(answer)).expect("legal");
        }
        panic!("no window asked the people together");
    }

    #[test]
    fn the_question_names_the_moment_to_everyone_alike_and_each_person_asked() {
        let s = at_a_question();
        let names = s.names();
        for locale in [Locale::en, Locale::ja] {
            let q = QuestionModel::new(&s, &words(locale, &names)).expect("a question");
            let labels: Vec<&str> = q.people.iter().map(|(_, l)| l.as_str()).collect();
            match locale {
                Locale::en => {
                    assert_eq!(labels, ["Anna plays a card", "Carla plays a card"]);
                    assert!(!q.status.contains("your"), "{}", q.status);
                    assert!(q.status.starts_with(char::is_uppercase), "{}", q.status);
                    assert!(q.status.ends_with('?'), "{}", q.status);
                }
                Locale::ja => {
                    assert_eq!(
                        labels,
                        ["Annaがカードをプレイする", "Carlaがカードをプレイする"]
                    );
                    assert!(!q.status.contains("あなた"), "{}", q.status);
                    assert!(q.status.ends_with('？'), "{}", q.status);
                }
            }
        }
        let mut answered = s.clone();
        answered.answer_the_table(None);
        assert_eq!(
            QuestionModel::new(&answered, &words(Locale::en, &names)),
            None
        );
    }

    #[test]
    fn a_sentence_begins_with_a_capital() {
        assert_eq!(
            capitalised("the Fence phase begins"),
            "The Fence phase begins"
        );
        assert_eq!(capitalised("フェイズ"), "フェイズ");
        assert_eq!(capitalised(""), "");
    }
}
