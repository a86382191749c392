//! The pending decision in words (FB11.2): whose it is and what it asks, as the status line
//! says it. Another seat's counter window shows only that it is open (FB12.3.1), and which
//! seat of its sweep is taken through it (FB12.4).

use fb_engine::{DecisionKind, PendingView, Played, PlayerId, Target, View};

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
                        counter.prompt,
                        name = name,
                        player = player,
                        card = view
                            .resolving
                            .map(|p| self.card_aimed_at(p, d.seat))
                            .unwrap_or_default()
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
    /// The card being countered with its target, as `seat` is concerned: "a Contract on your
    /// Mick", "a Payoff against you", or as anyone names it.
    fn card_aimed_at(&self, played: Played, seat: PlayerId) -> String {
        let card = self.card(played.card);
        match played.target {
            Target::Mobster(m) if m.family == self.family_of(seat) => tr!(
                self.locale,
                counter.on_yours,
                card = card,
                mobster = self.mobster_name(m)
            ),
            Target::Player(p) if p == seat => {
                tr!(self.locale, counter.against_you, card = card)
            }
            target => self.card_with_target(played.card, target),
        }
    }

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
    use crate::games::family_business::model::{FamilyConcern, TableModel};
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

    /// FB4.5.4: the person asked hears who plays the card and on whose mobster; the table
    /// marks the family playing it and the mobster it targets.
    #[test]
    fn a_counter_prompt_says_who_plays_what_on_whose_mobster() {
        let game = fb_engine::GameState::load(include_str!(
            "../../../../tests/e2e/fixtures/family-business/counter.json"
        ))
        .expect("fixture loads");
        let names = names();
        let families = game.config().seat_families();
        let view = game.view(Some(PlayerId(0)));
        let played = view.resolving.expect("a card in the window");
        let Target::Mobster(target) = played.target else {
            panic!("not a mobster: {played:?}");
        };
        let en = words(Locale::en, &names, &families);
        assert_eq!(
            en.status(&view),
            format!(
                "{}: {} plays {} on your {}. Counter it?",
                en.name(PlayerId(0)),
                en.name(played.seat),
                en.card(Kind::Contract),
                en.mobster_name(target)
            )
        );
        let ja = words(Locale::ja, &names, &families);
        assert_eq!(
            ja.status(&view),
            format!(
                "{}：{}があなたの{}に{}をプレイ。対抗しますか？",
                ja.name(PlayerId(0)),
                ja.name(played.seat),
                ja.mobster_name(target),
                ja.card(Kind::Contract)
            )
        );
        // Another seat sees only that a window is open (FB12.3.1): no "your" there.
        let other = game.view(Some(PlayerId(1)));
        assert!(!en.status(&other).contains("your"), "{}", en.status(&other));

        let table = TableModel::new(&view, &en, &[]);
        let targeted: Vec<Mobster> = table
            .families
            .iter()
            .flat_map(|f| &f.mobsters)
            .filter(|m| m.targeted)
            .map(|m| m.mobster)
            .collect();
        assert_eq!(targeted, vec![target]);
        let concerns: Vec<(PlayerId, FamilyConcern)> = table
            .families
            .iter()
            .filter_map(|f| f.concern.map(|c| (f.seat, c)))
            .collect();
        assert_eq!(concerns, vec![(played.seat, FamilyConcern::Playing)]);
        // Once nobody is asked any more, nothing is marked.
        let mut settled = game.view(Some(played.seat));
        settled.pending = None;
        let quiet = TableModel::new(&settled, &en, &[]);
        assert!(quiet.families.iter().all(|f| f.concern.is_none()));
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
