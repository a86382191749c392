//! A little strategy for each side (WC11.2, WC11.3).

use super::blocks::Block;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Heading(tr!(l, guide.tips_jack)),
        Block::Steps(vec![
            tr!(l, guide.tips_jack_1),
            tr!(l, guide.tips_jack_2),
            tr!(l, guide.tips_jack_3),
            tr!(l, guide.tips_jack_4),
        ]),
        Block::Heading(tr!(l, guide.tips_police)),
        Block::Steps(vec![
            tr!(l, guide.tips_police_1),
            tr!(l, guide.tips_police_2),
            tr!(l, guide.tips_police_3),
            tr!(l, guide.tips_police_4),
        ]),
    ]
}
