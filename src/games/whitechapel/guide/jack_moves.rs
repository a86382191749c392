//! Jack's moves: the walk, the alley, the coach, the move track and the escape (WC5.1, WC1.6).

use super::blocks::{example, figure, Block};
use super::drawings::{alley_out, blocked_walk, move_track};
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        // WC5.1.1, WC5.1.2, WC5.1.9: one move a round, its kind public, its circles secret.
        Block::Paragraph(tr!(l, guide.jack_p1)),
        Block::Heading(tr!(l, guide.jack_walk_h)),
        // WC1.4.2: a walk stops at the first circle; a policeman closes his crossing.
        Block::Paragraph(tr!(l, guide.jack_walk)),
        figure(
            blocked_walk(words),
            tr!(l, guide.jack_walk_fig_label),
            tr!(l, guide.jack_walk_fig),
        ),
        Block::Heading(tr!(l, guide.jack_alley)),
        // WC1.4.6, WC5.1.1, WC1.2.
        Block::Paragraph(tr!(l, guide.jack_alley_p)),
        figure(
            alley_out(words),
            tr!(l, guide.jack_alley_fig_label),
            tr!(l, guide.jack_alley_fig),
        ),
        Block::Heading(tr!(l, guide.jack_coach)),
        // WC5.1.1, WC1.4.5, WC1.2, WC1.2.1.
        Block::Paragraph(tr!(l, guide.jack_coach_p)),
        Block::Heading(tr!(l, guide.jack_track)),
        // WC1.6.1–WC1.6.4.
        Block::Paragraph(tr!(l, guide.jack_track_p)),
        figure(
            move_track(words),
            tr!(l, guide.jack_track_fig_label),
            tr!(l, guide.jack_track_fig),
        ),
        Block::Heading(tr!(l, guide.jack_escape)),
        // WC5.1.5: only a walk onto the hideout, declared, ends the night.
        Block::Paragraph(tr!(l, guide.jack_escape_p)),
        example(
            tr!(l, guide.jack_ex_title),
            vec![tr!(l, guide.jack_ex_p1), tr!(l, guide.jack_ex_p2)],
        ),
    ]
}
