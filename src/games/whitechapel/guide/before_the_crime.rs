//! Before the crime: the women, the patrols, the wretched revealed, kill or wait, and the
//! double event of night 3 (WC4).

use super::blocks::{example, figure, Block};
use super::drawings::wretched_moves;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        // WC1.2, WC4.1: the night's women on the free red circles, some marked.
        Block::Paragraph(tr!(l, guide.before_women)),
        // WC4.2.3, WC4.2.4: the seven patrol tokens.
        Block::Paragraph(tr!(l, guide.before_patrols)),
        // WC4.3: the wretched revealed, the time of the crime on I.
        Block::Paragraph(tr!(l, guide.before_reveal)),
        Block::Heading(tr!(l, guide.before_kill_or_wait)),
        // WC4.4.1, WC4.4.2: a wait.
        Block::Paragraph(tr!(l, guide.before_wait)),
        // WC4.4.3: where a wretched woman may go.
        Block::Paragraph(tr!(l, guide.before_wretched)),
        figure(
            wretched_moves(words),
            tr!(l, guide.before_fig_label),
            tr!(l, guide.before_fig),
        ),
        // WC4.5, WC4.7: the kill and the policemen revealed.
        Block::Paragraph(tr!(l, guide.before_kill)),
        Block::Heading(tr!(l, guide.before_double)),
        // WC4.6: two victims on night 3, the order private, the police first.
        Block::Paragraph(tr!(l, guide.before_double_p)),
        // WC4.4.2, WC4.4.6, WC1.6.4.
        example(
            tr!(l, guide.before_ex_title),
            vec![tr!(l, guide.before_ex_p1), tr!(l, guide.before_ex_p2)],
        ),
    ]
}
