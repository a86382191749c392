//! A game of Letters from Whitechapel in words, in the chosen language: the board's circles
//! and crossings, the policemen's colours (edition data with no rule effect, WC1.1.3), the
//! move track's spaces (WC1.6.1), and the page's sentences from
//! `locales/<language>/whitechapel.json`. Plain functions of a [`WcWords`] context, tested
//! natively.

mod answers;
mod errors;
mod events;
mod namespace;

use wc_engine::{Circle, Crossing, Node, Policeman, Seat};

use crate::i18n::Locale;

pub(crate) use namespace::{t, t_string, tr};

/// Everything needed to put a game into words.
#[derive(Clone, Copy)]
pub struct WcWords<'a> {
    pub locale: Locale,
    /// Seat names, by seat.
    pub names: &'a [String],
}

impl<'a> WcWords<'a> {
    pub fn new(locale: Locale, names: &'a [String]) -> WcWords<'a> {
        WcWords { locale, names }
    }

    /// A seat's name, as typed by the players.
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(usize::from(seat.0))
            .cloned()
            .unwrap_or_else(|| (seat.0 + 1).to_string())
    }

    /// "circle 21".
    pub fn circle(&self, c: Circle) -> String {
        tr!(self.locale, words.circle, n = c.0)
    }

    /// "crossing 42".
    pub fn crossing(&self, x: Crossing) -> String {
        tr!(self.locale, words.crossing, n = x.0)
    }

    /// "Circle 21", "Crossing 42": a node's name as a label begins.
    pub fn node_title(&self, node: Node) -> String {
        match node {
            Node::Circle(c) => tr!(self.locale, words.circle_title, n = c.0),
            Node::Crossing(x) => tr!(self.locale, words.crossing_title, n = x.0),
        }
    }

    /// A policeman's colour: "Blue".
    pub fn colour(&self, p: Policeman) -> String {
        match p.0 {
            0 => tr!(self.locale, words.policeman_0),
            1 => tr!(self.locale, words.policeman_1),
            2 => tr!(self.locale, words.policeman_2),
            3 => tr!(self.locale, words.policeman_3),
            _ => tr!(self.locale, words.policeman_4),
        }
    }

    /// The letter on a policeman's pawn: "B".
    pub fn letter(&self, p: Policeman) -> String {
        match p.0 {
            0 => tr!(self.locale, words.letter_0),
            1 => tr!(self.locale, words.letter_1),
            2 => tr!(self.locale, words.letter_2),
            3 => tr!(self.locale, words.letter_3),
            _ => tr!(self.locale, words.letter_4),
        }
    }

    /// "the Blue policeman".
    pub fn policeman(&self, p: Policeman) -> String {
        tr!(self.locale, words.policeman, colour = self.colour(p))
    }

    /// A move-track space as the track labels it (WC1.6.1): V to I, then 1 to 15.
    pub fn space(&self, space: u8) -> String {
        match space {
            1 => tr!(self.locale, words.roman_1),
            2 => tr!(self.locale, words.roman_2),
            3 => tr!(self.locale, words.roman_3),
            4 => tr!(self.locale, words.roman_4),
            5 => tr!(self.locale, words.roman_5),
            s => (s - 5).to_string(),
        }
    }

    /// A list in the language's way: "circle 3, circle 21, circle 27".
    pub fn list(&self, items: &[String]) -> String {
        items.join(&tr!(self.locale, shell.list.separator))
    }

    pub fn circles(&self, circles: &[Circle]) -> String {
        let names: Vec<String> = circles.iter().map(|c| self.circle(*c)).collect();
        self.list(&names)
    }

    pub fn crossings(&self, crossings: &[Crossing]) -> String {
        let names: Vec<String> = crossings.iter().map(|x| self.crossing(*x)).collect();
        self.list(&names)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub fn names() -> Vec<String> {
        ["Anna", "Bruno", "Carla"].map(String::from).to_vec()
    }

    #[test]
    fn the_board_and_the_track_in_both_languages() {
        let names = names();
        let en = WcWords::new(Locale::en, &names);
        let ja = WcWords::new(Locale::ja, &names);
        assert_eq!(en.circle(Circle(21)), "circle 21");
        assert_eq!(ja.crossing(Crossing(42)), "交差点42");
        assert_eq!(en.policeman(Policeman(1)), "the Blue policeman");
        assert_eq!(ja.policeman(Policeman(1)), "青の警官");
        assert_eq!(
            [1, 5, 6, 20].map(|s| en.space(s)),
            ["V", "I", "1", "15"].map(String::from)
        );
        let colours: Vec<String> = Policeman::ALL.iter().map(|p| en.colour(*p)).collect();
        let letters: Vec<String> = Policeman::ALL.iter().map(|p| en.letter(*p)).collect();
        for (i, c) in colours.iter().enumerate() {
            assert!(!colours[..i].contains(c));
            assert!(!letters[..i].contains(&letters[i]));
            assert!(c.starts_with(&letters[i]));
        }
        assert_eq!(en.circles(&[Circle(3), Circle(21)]), "circle 3, circle 21");
        assert_eq!(en.name(Seat(1)), "Bruno");
    }
}
