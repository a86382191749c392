//! How the game ends: an arrest, a trapped Jack, Jack out of time, or four escapes (WC6).

use super::blocks::{figure, Block};
use super::drawings::trapped;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    vec![
        Block::Paragraph(tr!(l, guide.win_police)),
        // WC6.3: WC5.3.3 arrest, WC5.1.7 trapped, WC5.1.8 out of time.
        Block::Steps(vec![
            tr!(l, guide.win_arrest),
            tr!(l, guide.win_trapped),
            tr!(l, guide.win_out_of_time),
        ]),
        figure(
            trapped(words),
            tr!(l, guide.win_fig_label),
            tr!(l, guide.win_fig),
        ),
        // WC6.3: four escapes.
        Block::Paragraph(tr!(l, guide.win_jack)),
        // WC6.4: everything shown at the end.
        Block::Paragraph(tr!(l, guide.win_end)),
    ]
}
