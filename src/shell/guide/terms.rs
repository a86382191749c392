//! Finding a glossary's terms in a line of text, so that each can explain itself where it is
//! read: case-insensitive, whole words in scripts that space their words ("ante", not the
//! "ante" in "antelope"; "whacks" is "whack"), anywhere in scripts that do not ("アンティ").

use super::Term;

/// A part of a line: plain text, or a term's occurrence with the index of its term.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Term { text: String, term: usize },
}

/// `text` cut into plain parts and the first occurrence of each of `terms` (the longest term
/// wins where two start at the same place: "Make a Move" before "Move").
pub fn find_terms(text: &str, terms: &[Term]) -> Vec<Piece> {
    let mut order: Vec<usize> = (0..terms.len())
        .filter(|&i| !terms[i].word.trim().is_empty())
        .collect();
    order.sort_by_key(|&i| std::cmp::Reverse(terms[i].word.chars().count()));
    let mut used = vec![false; terms.len()];
    let mut pieces = Vec::new();
    let mut plain_from = 0;
    let mut at = 0;
    while at < text.len() {
        let found = order
            .iter()
            .filter(|&&i| !used[i])
            .find_map(|&i| occurrence(text, at, &terms[i].word).map(|len| (i, len)));
        match found {
            Some((term, len)) => {
                if plain_from < at {
                    pieces.push(Piece::Text(text[plain_from..at].to_string()));
                }
                pieces.push(Piece::Term {
                    text: text[at..at + len].to_string(),
                    term,
                });
                used[term] = true;
                at += len;
                plain_from = at;
            }
            None => at += text[at..].chars().next().map_or(1, char::len_utf8),
        }
    }
    if plain_from < text.len() {
        pieces.push(Piece::Text(text[plain_from..].to_string()));
    }
    pieces
}

/// A letter or digit of a script that spaces its words (Latin, Greek, Cyrillic…), where a term
/// must stand as a whole word.
fn spaced(c: char) -> bool {
    c.is_alphanumeric() && u32::from(c) < 0x2E80
}

/// The length in bytes of `word` found in `text` at byte `at`, if it is there as a term.
fn occurrence(text: &str, at: usize, word: &str) -> Option<usize> {
    let rest = &text[at..];
    let first = word.chars().next()?;
    let last = word.chars().next_back()?;
    if spaced(first) && text[..at].chars().next_back().is_some_and(spaced) {
        return None;
    }
    let mut len = 0;
    let mut chars = rest.chars();
    for w in word.chars() {
        let c = chars.next()?;
        if !same_letter(c, w) {
            return None;
        }
        len += c.len_utf8();
    }
    if !spaced(last) {
        return Some(len);
    }
    // A plural or a verb's third person keeps the word: "antes", "whacks", "witnesses".
    for ending in ["", "s", "es"] {
        let end = len + ending.len();
        let fits = rest
            .get(len..end)
            .is_some_and(|e| e.eq_ignore_ascii_case(ending));
        if fits && !rest[end..].chars().next().is_some_and(spaced) {
            return Some(end);
        }
    }
    None
}

fn same_letter(a: char, b: char) -> bool {
    a == b || a.to_lowercase().eq(b.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn term(word: &str) -> Term {
        Term {
            word: word.into(),
            meaning: format!("what {word} means"),
            section: None,
        }
    }

    fn text(t: &str) -> Piece {
        Piece::Text(t.into())
    }

    fn found(t: &str, term: usize) -> Piece {
        Piece::Term {
            text: t.into(),
            term,
        }
    }

    #[test]
    fn terms_are_found_whole_and_in_any_case() {
        let terms = [term("ante"), term("Capo")];
        assert_eq!(
            find_terms("Pay the Ante to place on the capo.", &terms),
            vec![
                text("Pay the "),
                found("Ante", 0),
                text(" to place on the "),
                found("capo", 1),
                text("."),
            ]
        );
        // Inside another word it is no term.
        assert_eq!(
            find_terms("An antelope and a capon", &terms),
            vec![text("An antelope and a capon")]
        );
        assert_eq!(find_terms("", &terms), vec![]);
    }

    #[test]
    fn a_plural_or_a_verb_keeps_its_term() {
        let terms = [term("whack"), term("witness")];
        assert_eq!(
            find_terms("Bruno whacks two witnesses", &terms),
            vec![
                text("Bruno "),
                found("whacks", 0),
                text(" two "),
                found("witnesses", 1),
            ]
        );
        assert_eq!(
            find_terms("whackers", &terms),
            vec![text("whackers")],
            "another word"
        );
    }

    #[test]
    fn the_longest_term_wins_and_each_is_explained_once() {
        let terms = [term("Move"), term("Make a Move")];
        assert_eq!(
            find_terms("Make a Move, then Move and move again", &terms),
            vec![
                found("Make a Move", 1),
                text(", then "),
                found("Move", 0),
                text(" and move again"),
            ]
        );
    }

    #[test]
    fn japanese_terms_are_found_without_spaces() {
        let terms = [term("アンティ"), term("ヒットリスト"), term("Capo")];
        assert_eq!(
            find_terms("アンティ$4を払ってカポに置く。ヒットリストの先頭", &terms),
            vec![
                found("アンティ", 0),
                text("$4を払ってカポに置く。"),
                found("ヒットリスト", 1),
                text("の先頭"),
            ]
        );
        // A Latin term beside Japanese letters stands on its own.
        assert_eq!(
            find_terms("Capoの支配者", &terms),
            vec![found("Capo", 2), text("の支配者")]
        );
    }

    #[test]
    fn letters_that_change_length_in_lower_case_are_compared_whole() {
        let terms = [term("İstanbul"), term("Straße")];
        let pieces = find_terms("From İSTANBUL to the STRAßE", &terms);
        assert_eq!(
            pieces,
            vec![
                text("From "),
                found("İSTANBUL", 0),
                text(" to the "),
                found("STRAßE", 1),
            ]
        );
    }
}
