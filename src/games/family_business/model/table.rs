//! The table as everyone sees it (FB12.1.1): each family's nine mobsters, in the row, on the
//! Hit List or in the graveyard; the Hit List in order, the wall first; the graveyard; the Mob
//! War and its fire; the piles; every seat's hand size and whether it is still in the game;
//! the ability cards under mobsters (FB13.2.3). Mobsters the current step offers are marked
//! with their pick.

use fb_engine::{Card, DecisionKind, Mobster, PendingView, PlayerId, View, MOBSTERS};

use super::cards::AbilityModel;
use super::countered::{countered, family_concern, targets_mobster, FamilyConcern};
use super::narrowing::Pick;
use super::panel::FbChoice;
use crate::games::family_business::words::tr;
use crate::games::family_business::words::FbWords;

/// Where a mobster is (FB1.2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    Row,
    /// On the Hit List at this position, 1 against the wall.
    Listed(usize),
    Dead,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MobsterModel {
    pub mobster: Mobster,
    /// "Sal".
    pub name: String,
    /// "Sal (The Moretti family)", "… with the Celebrity".
    pub full_name: String,
    pub zone: Zone,
    /// The ability card under it (FB13.2.3).
    pub ability: Option<AbilityModel>,
    /// The pick this mobster makes now, shown where it stands.
    pub choice: Option<FbChoice>,
    /// The card in the open counter window targets it (FB4.5).
    pub targeted: bool,
}

/// One family at the table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FamilyModel {
    pub seat: PlayerId,
    pub family: u8,
    /// The seat's name.
    pub name: String,
    pub family_name: String,
    /// "Anna, The Moretti family".
    pub label: String,
    /// All nine, by index: where each one is.
    pub mobsters: Vec<MobsterModel>,
    /// Mobsters in play: in the row and on the Hit List (FB1.6.1).
    pub in_play: usize,
    pub hand_size: usize,
    /// Out of the game (FB10.1).
    pub out: bool,
    /// Whose turn it is.
    pub active: bool,
    /// How the card in the open counter window concerns this family.
    pub concern: Option<FamilyConcern>,
}

/// The Mob War (FB9.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum War {
    Off,
    Fire(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TableModel {
    pub turn: u32,
    /// "Anna's turn".
    pub active: String,
    pub war: War,
    pub war_text: String,
    pub draw_pile: usize,
    pub discard_count: usize,
    /// The top card of the discard pile, if any.
    pub discard_top: Option<String>,
    /// The wall first.
    pub hit_list: Vec<MobsterModel>,
    pub families: Vec<FamilyModel>,
    /// In order of arrival.
    pub graveyard: Vec<MobsterModel>,
    /// An Intrigue's new order so far (FB6.4.2), while it is being picked.
    pub intrigue: Option<String>,
    /// The ability cards under mobsters in play, in order of attachment, each with its
    /// mobster's name (FB13.2.3).
    pub abilities: Vec<(String, AbilityModel)>,
}

impl TableModel {
    /// The table of `view`; `offered` are the picks of the viewer's step, if any.
    pub fn new(view: &View, w: &FbWords, offered: &[FbChoice]) -> TableModel {
        let choice = |m: Mobster| offered.iter().find(|c| c.pick == Pick::Mobster(m)).cloned();
        let ability = |m: Mobster| {
            view.attached
                .iter()
                .find(|(carrier, _)| *carrier == m)
                .map(|(_, a)| AbilityModel::new(w, *a))
        };
        let countered = countered(view);
        let model = |m: Mobster, zone: Zone| MobsterModel {
            mobster: m,
            name: w.mobster_name(m),
            full_name: w.mobster_carrying(m, &view.attached),
            zone,
            ability: ability(m),
            choice: choice(m),
            targeted: countered.is_some_and(|p| targets_mobster(&p, m)),
        };
        let zone = |m: Mobster| {
            if let Some(i) = view.hit_list.iter().position(|l| *l == m) {
                Zone::Listed(i + 1)
            } else if view.graveyard.contains(&m) {
                Zone::Dead
            } else {
                Zone::Row
            }
        };
        let families = view
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let seat = PlayerId(i as u8);
                let mobsters: Vec<MobsterModel> = (1..=MOBSTERS as u8)
                    .map(|index| {
                        let m = Mobster {
                            family: s.family,
                            index,
                        };
                        let zone = zone(m);
                        MobsterModel {
                            // Only a mobster in the row is picked in the row.
                            choice: if zone == Zone::Row { choice(m) } else { None },
                            ..model(m, zone)
                        }
                    })
                    .collect();
                FamilyModel {
                    seat,
                    family: s.family,
                    name: w.name(seat),
                    family_name: w.family(s.family),
                    label: tr!(
                        w.locale,
                        table.family_label,
                        name = w.name(seat),
                        family = w.family(s.family)
                    ),
                    in_play: mobsters.iter().filter(|m| m.zone != Zone::Dead).count(),
                    mobsters,
                    hand_size: s.hand_size,
                    out: s.eliminated.is_some(),
                    active: seat == view.active,
                    concern: countered.and_then(|p| family_concern(&p, seat)),
                }
            })
            .collect();
        TableModel {
            turn: view.turn,
            active: tr!(w.locale, table.active, name = w.name(view.active)),
            war: view.war.map_or(War::Off, War::Fire),
            war_text: match view.war {
                None => tr!(w.locale, table.war_off),
                Some(1) => tr!(w.locale, table.war_fire_1),
                Some(_) => tr!(w.locale, table.war_fire_2),
            },
            draw_pile: view.draw_pile,
            discard_count: view.discard.len(),
            discard_top: view.discard.last().map(|c: &Card| w.card_of(*c)),
            hit_list: view
                .hit_list
                .iter()
                .enumerate()
                .map(|(i, m)| model(*m, Zone::Listed(i + 1)))
                .collect(),
            families,
            graveyard: view
                .graveyard
                .iter()
                .map(|m| model(*m, Zone::Dead))
                .collect(),
            intrigue: matches!(
                view.pending,
                Some(PendingView::Decision(d)) if d.kind == DecisionKind::IntriguePick
            )
            .then(|| {
                let picked: Vec<String> = view.intrigue.iter().map(|m| w.mobster(*m)).collect();
                tr!(w.locale, table.intrigue_so_far, list = w.list(&picked))
            })
            .filter(|_| !view.intrigue.is_empty()),
            abilities: view
                .attached
                .iter()
                .map(|(m, a)| (w.mobster(*m), AbilityModel::new(w, *a)))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::family_business::model::narrowing::Narrowing;
    use crate::games::family_business::model::panel::offered;
    use crate::games::family_business::words::tests::{names, words};
    use crate::i18n::Locale;
    use table_sessions::family_business::test_games::played;

    #[test]
    fn every_mobster_is_shown_where_it_is() {
        let s = played(4, 5, 40);
        let view = s.game().view(None);
        let names = names();
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        let table = TableModel::new(&view, &w, &[]);
        assert_eq!(table.families.len(), 4);
        for f in &table.families {
            assert_eq!(f.mobsters.len(), 9);
            let in_row = f.mobsters.iter().filter(|m| m.zone == Zone::Row).count();
            assert_eq!(in_row, view.seats[f.seat.index()].row.len());
        }
        let listed: usize = table
            .families
            .iter()
            .flat_map(|f| &f.mobsters)
            .filter(|m| matches!(m.zone, Zone::Listed(_)))
            .count();
        assert_eq!(listed, view.hit_list.len());
        assert_eq!(table.hit_list.len(), view.hit_list.len());
        assert_eq!(table.graveyard.len(), view.graveyard.len());
        assert_eq!(table.draw_pile, view.draw_pile);
    }

    #[test]
    fn targets_are_picked_where_they_stand() {
        let s = played(3, 8, 0);
        let seat = s.game().pending().expect("pending").seat;
        let view = s.game().view(Some(seat));
        let names = names();
        let families = s.families();
        let w = words(Locale::en, &names, &families);
        let owner = |f: u8| w.owner(f);
        let mut n = Narrowing::new(&view.legal, &owner);
        let targeted = n.options().into_iter().find(|p| {
            let mut m = n.clone();
            m.choose(*p) && m.options().iter().any(|o| matches!(o, Pick::Mobster(_)))
        });
        let Some(card) = targeted else { return };
        assert!(n.choose(card));
        let offered = offered(&w, &view, &n);
        let table = TableModel::new(&view, &w, &offered);
        let clickable: Vec<&MobsterModel> = table
            .families
            .iter()
            .flat_map(|f| &f.mobsters)
            .chain(&table.hit_list)
            .filter(|m| m.choice.is_some())
            .collect();
        let mobster_picks = offered
            .iter()
            .filter(|c| matches!(c.pick, Pick::Mobster(_)))
            .count();
        assert_eq!(clickable.len(), mobster_picks);
    }

    /// FB13.2.3: an ability card lies under its mobster, public, in the row and in the list of
    /// abilities in play; a button on that mobster names it.
    #[test]
    fn a_mobster_shows_its_ability_card() {
        let scenario = fb_engine::Scenario::parse(
            r#"{"rule": "FB13.2.3", "players": 3, "advanced": true, "active": "A",
                "list": ["B1", "C1"], "attached": {"B1": "celebrity", "C2": "librarian"},
                "hands": {"A": ["lam", "truce"]}}"#,
        )
        .expect("scenario");
        let game = scenario.run().expect("runs");
        let view = game.view(Some(PlayerId(0)));
        let names = names();
        let w = words(Locale::en, &names, &[0, 1, 2]);
        let owner = |f: u8| w.owner(f);
        let mut n = Narrowing::new(&view.legal, &owner);
        assert!(n.choose(Pick::Card(Card::Action(fb_engine::Kind::Lam))));
        let table = TableModel::new(&view, &w, &offered(&w, &view, &n));
        let mick = &table.hit_list[0];
        let ability = mick.ability.as_ref().expect("the Celebrity");
        assert_eq!(ability.name, "Celebrity");
        assert!(ability.provisional, "FB13.2.1");
        assert_eq!(mick.full_name, "Mick (The Kelly gang) with the Celebrity");
        assert_eq!(
            mick.choice.as_ref().map(|c| c.label.as_str()),
            Some("Take It on the Lam on Mick (The Kelly gang) with the Celebrity")
        );
        let abe = &table.families[2].mobsters[1];
        assert_eq!(abe.ability.as_ref().map(|a| a.provisional), Some(false));
        assert_eq!(table.abilities.len(), 2);
        assert!(table
            .abilities
            .iter()
            .any(|(m, a)| m == "Mick (The Kelly gang)" && a.name == "Celebrity"));
    }
}
