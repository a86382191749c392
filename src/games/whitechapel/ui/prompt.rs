//! What the panel asks for at each step of a decision (WC8.2), in words.

use wc_engine::{night_row, DecisionKind, Policeman, View};

use crate::games::whitechapel::model::{Narrowing, Pick};
use crate::games::whitechapel::words::{tr, WcWords};

/// The sentence that asks for the next step of `kind`, with `narrowing` as far as it is.
pub fn prompt(words: &WcWords, view: &View, kind: DecisionKind, narrowing: &Narrowing) -> String {
    let l = words.locale;
    let picks = narrowing.picks();
    let made = picks.len();
    let offers = narrowing.options();
    let offers_place = offers.iter().any(|p| matches!(p, Pick::At(_)));
    match kind {
        DecisionKind::JackHideout => tr!(l, panel.jack_hideout),
        DecisionKind::WomenPlace => {
            let row = night_row(view.night);
            let marked = row.marked;
            if made < marked {
                tr!(l, panel.women_marked, count = marked - made)
            } else {
                tr!(
                    l,
                    panel.women_unmarked,
                    count = row.women.saturating_sub(made)
                )
            }
        }
        DecisionKind::PatrolPlace => match Policeman::ALL.get(made) {
            Some(p) => tr!(l, panel.patrol_policeman, colour = words.colour(*p)),
            None => tr!(l, panel.patrol_fakes, count = 7usize.saturating_sub(made)),
        },
        DecisionKind::KillOrWait if view.night == 3 => {
            if made == 0 {
                tr!(l, panel.double_first)
            } else {
                tr!(l, panel.double_second)
            }
        }
        DecisionKind::KillOrWait if offers.contains(&Pick::Wait) => tr!(l, panel.kill_or_wait),
        DecisionKind::KillOrWait => tr!(l, panel.kill_only),
        DecisionKind::WretchedMove if made == 0 => tr!(l, panel.wretched_pick),
        DecisionKind::WretchedMove => tr!(l, panel.wretched_to),
        DecisionKind::PatrolReveal => tr!(l, panel.patrol_reveal),
        DecisionKind::JackMove if picks.contains(&Pick::Coach) => tr!(l, panel.coach_first),
        DecisionKind::JackMove if made == 0 => tr!(l, panel.jack_move),
        DecisionKind::JackMove => tr!(l, panel.jack_kind),
        DecisionKind::PoliceMove { policeman } => {
            tr!(l, panel.police_move, colour = words.colour(policeman))
        }
        DecisionKind::PoliceAction { policeman } if picks.contains(&Pick::Pass) => {
            tr!(l, panel.pass, colour = words.colour(policeman))
        }
        DecisionKind::PoliceAction { policeman } if offers_place || made == 0 => {
            tr!(l, panel.police_action, colour = words.colour(policeman))
        }
        DecisionKind::PoliceAction { .. } => tr!(l, panel.police_kind),
        DecisionKind::SearchMore { policeman } => {
            tr!(l, panel.search_more, colour = words.colour(policeman))
        }
    }
}

/// A word pick's button label.
pub fn pick_label(words: &WcWords, pick: Pick) -> Option<String> {
    let l = words.locale;
    Some(match pick {
        Pick::At(_) => return None,
        Pick::Walk => tr!(l, panel.walk),
        Pick::Escape => tr!(l, panel.escape),
        Pick::Alley => tr!(l, panel.alley),
        Pick::Coach => tr!(l, panel.coach),
        Pick::Search => tr!(l, panel.search),
        Pick::Arrest => tr!(l, panel.arrest),
        Pick::Pass => tr!(l, panel.pass_button),
        Pick::Stop => tr!(l, panel.stop),
        Pick::Wait => tr!(l, panel.wait),
        Pick::Stay => tr!(l, panel.stay),
    })
}
