//! The pending decision in words (FB11.2): whose it is and what it asks, as the status line
//! says it. Another seat's counter window shows only that it is open (FB12.3.1).

use fb_engine::{DecisionKind, PendingView, View};

use super::FbWords;
use crate::words::tr;

impl FbWords<'_> {
    /// "Anna: play a card"; the outcome once the game is over.
    pub fn status(&self, view: &View) -> String {
        if let Some(outcome) = &view.outcome {
            return self.outcome(outcome);
        }
        let (player, card) = view
            .resolving
            .map(|p| (self.name(p.seat), self.card_with_target(p.card, p.target)))
            .unwrap_or_default();
        let card_only = view
            .resolving
            .map(|p| self.card(p.card))
            .unwrap_or_default();
        match view.pending {
            None => String::new(),
            Some(PendingView::CounterWindow { .. }) => {
                tr!(self, fb_panel.window_open, player = player, card = card)
            }
            Some(PendingView::Decision(d)) => {
                let name = self.name(d.seat);
                match d.kind {
                    DecisionKind::TurnPlay => tr!(self, fb_panel.turn_play, name = name),
                    DecisionKind::CounterResponse => tr!(
                        self,
                        fb_panel.counter_response,
                        name = name,
                        player = player,
                        card = card
                    ),
                    DecisionKind::OwnMobster => tr!(self, fb_panel.own_mobster, name = name),
                    DecisionKind::ListPick => {
                        tr!(self, fb_panel.list_pick, name = name, card = card_only)
                    }
                    DecisionKind::IntriguePick => tr!(
                        self,
                        fb_panel.intrigue_pick,
                        name = name,
                        n = view.intrigue.len() + 1
                    ),
                    DecisionKind::TurncoatReturn => {
                        tr!(self, fb_panel.turncoat_return, name = name)
                    }
                    DecisionKind::Butcher => tr!(self, fb_panel.butcher, name = name),
                    DecisionKind::DrawSource => tr!(self, fb_panel.draw_source, name = name),
                    DecisionKind::ExtraPlay => tr!(self, fb_panel.extra_play, name = name),
                    DecisionKind::RevengeTarget => tr!(self, fb_panel.revenge, name = name),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::family_business::session::tests::played;
    use crate::i18n::Locale;
    use fb_engine::PlayerId;

    #[test]
    fn the_status_says_who_decides_what() {
        let s = played(4, 3, 0);
        let seat = s.game().pending().expect("pending").seat;
        let names = names();
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        let view = s.game().view(Some(seat));
        assert_eq!(w.status(&view), format!("{}: play a card", w.name(seat)));
        let other = s.game().view(Some(PlayerId((seat.0 + 1) % 4)));
        assert_eq!(w.status(&other), w.status(&view));
        let ja = words(Locale::ja, &names, &families);
        assert_eq!(
            ja.status(&view),
            format!("{}：カードを1枚プレイする", w.name(seat))
        );
    }
}
