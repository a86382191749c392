//! The pending decision in words (FB11.2): whose it is and what it asks, as the status line
//! says it. Another seat's counter window shows only that it is open (FB12.3.1), and which
//! seat of its sweep is taken through it (FB12.4).

use fb_engine::{DecisionKind, PendingView, PlayerId, View};

use super::FbWords;
use crate::games::family_business::words::tr;

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
                tr!(self.locale, panel.window_open, player = player, card = card)
            }
            Some(PendingView::Decision(d)) => {
                let name = self.name(d.seat);
                match d.kind {
                    DecisionKind::TurnPlay => tr!(self.locale, panel.turn_play, name = name),
                    DecisionKind::CounterResponse => tr!(
                        self.locale,
                        panel.counter_response,
                        name = name,
                        player = player,
                        card = card
                    ),
                    DecisionKind::OwnMobster => tr!(self.locale, panel.own_mobster, name = name),
                    DecisionKind::ListPick => {
                        tr!(self.locale, panel.list_pick, name = name, card = card_only)
                    }
                    DecisionKind::IntriguePick => tr!(
                        self.locale,
                        panel.intrigue_pick,
                        name = name,
                        n = view.intrigue.len() + 1
                    ),
                    DecisionKind::TurncoatReturn => {
                        tr!(self.locale, panel.turncoat_return, name = name)
                    }
                    DecisionKind::Butcher => tr!(self.locale, panel.butcher, name = name),
                    DecisionKind::DrawSource => tr!(self.locale, panel.draw_source, name = name),
                    DecisionKind::ExtraPlay => tr!(self.locale, panel.extra_play, name = name),
                    DecisionKind::RevengeTarget => tr!(self.locale, panel.revenge, name = name),
                }
            }
        }
    }
}

impl FbWords<'_> {
    /// "Counter window open on Anna's Contract on Mick (The Kelly gang) — Bruno considers a
    /// counter…": a seat taken through the window's sweep (FB12.4).
    pub fn considering(&self, view: &View, seat: PlayerId) -> String {
        let (player, card) = view
            .resolving
            .map(|p| (self.name(p.seat), self.card_with_target(p.card, p.target)))
            .unwrap_or_default();
        tr!(
            self.locale,
            panel.considering,
            player = player,
            card = card,
            name = self.name(seat)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::i18n::Locale;
    use fb_engine::{Kind, Mobster, Played, PlayerId, Target};
    use table_sessions::family_business::test_games::played;

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

    /// FB12.4: every seat taken through a window is named the same way, with the card.
    #[test]
    fn a_seat_considering_a_counter_is_named_with_the_card_in_the_window() {
        let s = played(4, 3, 0);
        let names = names();
        let families = s.families();
        let mut view = s.game().view(None);
        let family = families[2];
        view.resolving = Some(Played {
            card: Kind::Contract,
            seat: PlayerId(0),
            target: Target::Mobster(Mobster { family, index: 1 }),
        });
        let w = words(Locale::en, &names, &families);
        let card = w.card_with_target(Kind::Contract, view.resolving.expect("set").target);
        assert_eq!(
            w.considering(&view, PlayerId(3)),
            format!(
                "Counter window open on {}'s {card} — {} considers a counter…",
                w.name(PlayerId(0)),
                w.name(PlayerId(3))
            )
        );
        let ja = words(Locale::ja, &names, &families);
        let card = ja.card_with_target(Kind::Contract, view.resolving.expect("set").target);
        assert_eq!(
            ja.considering(&view, PlayerId(1)),
            format!(
                "{}の{card}への対抗の機会 — {}が対抗を検討中…",
                ja.name(PlayerId(0)),
                ja.name(PlayerId(1))
            )
        );
    }
}
