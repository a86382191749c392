//! The two sides: what each sees, the five policemen shared among the police players, and the
//! hand-offs when both sides share one device (WC7, WC9.2, WC9.4).

use wc_engine::Policeman;

use super::blocks::Block;
use crate::games::whitechapel::words::{tr, WcWords};

pub fn blocks(words: &WcWords) -> Vec<Block> {
    let l = words.locale;
    let colours: Vec<String> = Policeman::ALL.iter().map(|p| words.colour(*p)).collect();
    let (to_jack, to_police) = (tr!(l, handoff.to_jack), tr!(l, handoff.to_police));
    vec![
        // WC9.2.1, WC9.3.6: Jack alone sees his hideout, his path and the women's marks.
        Block::Paragraph(tr!(l, guide.sides_p1)),
        // WC9.1, WC9.2.2, WC5.1.2: the police see the board and the kind of each move; they
        // alone know the patrol tokens.
        Block::Paragraph(tr!(l, guide.sides_p2)),
        // WC7.1, WC7.2, WC7.4: five policemen shared out among one team.
        Block::Paragraph(tr!(l, guide.sides_p3, colours = words.list(&colours))),
        Block::Heading(tr!(l, guide.sides_device)),
        // WC9.4.1, WC9.4.2: the hand-off screen between the sides.
        Block::Paragraph(tr!(
            l,
            guide.sides_p4,
            to_jack = to_jack,
            to_police = to_police
        )),
        // WC9.4.4: one side of people against bots sees no hand-off.
        Block::Paragraph(tr!(l, guide.sides_p5)),
    ]
}
