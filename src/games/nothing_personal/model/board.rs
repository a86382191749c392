//! The board as the physical game lays it out (R1.11): nine positions in four rows, the three
//! Associate spaces, and what lies off the board.

use np_engine::{
    base_threshold, position_info, BoardGangster, CardValue, Colour, MarkerRef, Pick, Place, View,
    NEUTRAL_SLOT, ROWS,
};

use super::answered::{Concern, Concerned};
use super::{ChoiceModel, Offered};
use crate::games::nothing_personal::tone::{type_class, Tone};
use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

/// Markers of one colour on a gangster, not counting the one on its blackmail coin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkerModel {
    pub tone: Tone,
    pub letter: String,
    pub count: u8,
    /// "Red: 2".
    pub label: String,
    /// Set while a marker of this colour can be picked (removals, swaps).
    pub choice: Option<ChoiceModel>,
}

/// The blackmail coin and the marker on it (R6.11).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoinModel {
    pub tone: Tone,
    pub letter: String,
    pub label: String,
    pub choice: Option<ChoiceModel>,
}

/// A gangster card on a position or an Associate space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GangsterModel {
    pub id: np_engine::GangsterId,
    pub name: String,
    pub type_name: String,
    pub type_class: &'static str,
    /// "3 (+4)", or "rolled (+4)" (R13.2.3); Associates show the card value alone.
    pub respect: String,
    pub money: String,
    pub markers: Vec<MarkerModel>,
    pub total: u32,
    pub threshold: u32,
    pub coin: Option<CoinModel>,
    pub omerta: bool,
    pub sideways: bool,
    /// Set while this gangster can be picked.
    pub choice: Option<ChoiceModel>,
    /// The accessible name of its details button.
    pub details: String,
}

/// A position (1–9) or an Associate space (A1–A3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpaceModel {
    pub place: Place,
    /// "Capo (9)", "Associate 1".
    pub label: String,
    pub title: String,
    pub number: Option<u8>,
    /// "Respect +4 · Money +0" (R1.12.1).
    pub modifiers: Option<String>,
    pub gangster: Option<GangsterModel>,
    /// An empty space offered as the answer's next choice: where Carlos Gambino moves
    /// (R14.3.7), where a jailbreak returns its prisoner (R11.4.2).
    pub choice: Option<ChoiceModel>,
    /// How the decision being answered concerns this space or its gangster.
    pub concern: Option<Concern>,
}

/// A gangster off the board, in Prison or the Fishes.
pub type OffBoardGangster = (np_engine::GangsterId, String, Option<ChoiceModel>);

/// Prison, the Fishes, the decks, the discard pile and the common supplies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffBoardModel {
    pub prison: Vec<OffBoardGangster>,
    pub fishes: Vec<OffBoardGangster>,
    pub gangster_deck: usize,
    pub influence_deck: usize,
    /// Card names, oldest first.
    pub discard: Vec<(np_engine::CardId, String)>,
    pub neutral: u8,
    pub blackmail: u8,
    pub omerta: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModel {
    /// Rows top to bottom (R1.11.1): 9; 8 7; 6 5 4; 3 2 1.
    pub rows: Vec<Vec<SpaceModel>>,
    pub associates: Vec<SpaceModel>,
    pub off: OffBoardModel,
}

impl BoardModel {
    pub fn new(view: &View, words: &Words, offered: &Offered) -> BoardModel {
        let threshold = base_threshold(view.seats.len());
        let rows = ROWS
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&p| {
                        let slot = view
                            .positions
                            .get(usize::from(p) - 1)
                            .and_then(Option::as_ref);
                        space(Place::Position(p), slot, words, offered, threshold)
                    })
                    .collect()
            })
            .collect();
        let associates = view
            .associates
            .iter()
            .enumerate()
            .map(|(i, slot)| {
                space(
                    Place::Associate(i as u8 + 1),
                    slot.as_ref(),
                    words,
                    offered,
                    threshold,
                )
            })
            .collect();
        let off_gangster =
            |g: &np_engine::GangsterId| (*g, words.gangster(*g), offered.find(Pick::Gangster(*g)));
        BoardModel {
            rows,
            associates,
            off: OffBoardModel {
                prison: view.prison.iter().map(off_gangster).collect(),
                fishes: view.fishes.iter().map(off_gangster).collect(),
                gangster_deck: view.gangster_deck,
                influence_deck: view.influence_deck,
                discard: view.discard.iter().map(|c| (*c, words.card(*c))).collect(),
                neutral: view.neutral_supply,
                blackmail: view.blackmail_supply,
                omerta: view.omerta_supply,
            },
        }
    }

    /// The board with the spaces the decision being answered concerns marked: the position,
    /// or the gangster standing in it.
    pub fn concerning(mut self, marks: &[Concerned]) -> BoardModel {
        for space in self.rows.iter_mut().flatten().chain(&mut self.associates) {
            let here = space.gangster.as_ref().map(|g| g.id);
            space.concern = marks.iter().find_map(|m| match *m {
                Concerned::Gangster(g, c) if Some(g) == here => Some(c),
                Concerned::Position(p, c) if space.place == Place::Position(p) => Some(c),
                _ => None,
            });
        }
        self
    }

    /// Every gangster on the board, top row first.
    pub fn gangsters(&self) -> impl Iterator<Item = &GangsterModel> {
        self.rows
            .iter()
            .flatten()
            .chain(&self.associates)
            .filter_map(|s| s.gangster.as_ref())
    }
}

fn space(
    place: Place,
    slot: Option<&BoardGangster>,
    words: &Words,
    offered: &Offered,
    threshold: u32,
) -> SpaceModel {
    let (number, title, modifiers, mods) = match place {
        Place::Position(p) => {
            let info = position_info(p);
            let (r, m) = info.map_or((0, 0), |i| (i.respect_mod, i.money_mod));
            (
                Some(p),
                words.position(p),
                Some(tr!(
                    words.locale,
                    board.modifiers,
                    respect = format!("{r:+}"),
                    money = format!("{m:+}")
                )),
                Some((r, m)),
            )
        }
        Place::Associate(_) => (None, words.place(place), None, None),
    };
    let choice = match (slot, place) {
        (Some(_), _) => None,
        (None, Place::Position(p)) => offered
            .find(Pick::Position(p))
            .or_else(|| offered.find(Pick::Place(place))),
        (None, Place::Associate(_)) => offered.find(Pick::Place(place)),
    };
    SpaceModel {
        place,
        label: words.place(place),
        title,
        number,
        modifiers,
        gangster: slot.map(|g| gangster(g, words, offered, mods, threshold)),
        choice,
        concern: None,
    }
}

fn gangster(
    g: &BoardGangster,
    words: &Words,
    offered: &Offered,
    mods: Option<(i32, i32)>,
    threshold: u32,
) -> GangsterModel {
    let card = words.cards.gangster(g.id);
    let name = words.gangster(g.id);
    let markers = (0..=NEUTRAL_SLOT)
        .filter_map(|slot| {
            let colour = Colour::from_slot(slot);
            let on_coin = u8::from(g.coin == Some(colour));
            let count = g.markers[slot].saturating_sub(on_coin);
            (count > 0).then(|| {
                let tone = Tone::of(colour);
                MarkerModel {
                    tone,
                    letter: words.letter(tone),
                    count,
                    label: tr!(
                        words.locale,
                        board.marker_chip,
                        colour = words.tone(tone),
                        count = count
                    ),
                    choice: offered.find(Pick::Marker(MarkerRef {
                        gangster: g.id,
                        colour,
                        on_coin: false,
                    })),
                }
            })
        })
        .collect();
    let coin = g.coin.map(|colour| {
        let tone = Tone::of(colour);
        CoinModel {
            tone,
            letter: words.letter(tone),
            label: tr!(
                words.locale,
                board.blackmail_coin,
                colour = words.tone(tone)
            ),
            choice: offered.find(Pick::Marker(MarkerRef {
                gangster: g.id,
                colour,
                on_coin: true,
            })),
        }
    });
    let position = match g.place {
        Place::Position(p) => Some(p),
        Place::Associate(_) => None,
    };
    GangsterModel {
        id: g.id,
        name: name.clone(),
        type_name: words.gangster_type(card.gtype),
        type_class: type_class(card.gtype),
        respect: value(words, card.card_respect, g.card_bonus.0, mods.map(|m| m.0)),
        money: value(words, card.card_money, g.card_bonus.1, mods.map(|m| m.1)),
        markers,
        total: g.markers.iter().map(|m| u32::from(*m)).sum(),
        threshold: card.prison_threshold.unwrap_or(threshold),
        coin,
        omerta: g.omerta,
        sideways: g.sideways,
        choice: offered
            .find(Pick::Gangster(g.id))
            .or_else(|| position.and_then(|p| offered.find(Pick::Position(p)))),
        details: tr!(words.locale, board.details, name = name),
    }
}

/// "3 (+4)", "-1", "rolled (+0)": the card value with what card properties add (R1.15.3),
/// and the position's modifier.
fn value(words: &Words, value: CardValue, bonus: i32, modifier: Option<i32>) -> String {
    let base = match value {
        CardValue::Fixed(v) => (v + bonus).to_string(),
        CardValue::Rolled(_) => tr!(words.locale, board.rolled),
    };
    match modifier {
        Some(m) => format!("{base} ({m:+})"),
        None => base,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::model::tests::{cards, new_game, view_of};
    use crate::i18n::Locale;

    fn words(names: &[String]) -> Words<'_> {
        Words {
            locale: Locale::en,
            names,
            cards: cards(),
        }
    }

    #[test]
    fn the_board_has_the_four_rows_of_r1_11_1_and_three_associates() {
        let game = new_game(4, 7);
        let names: Vec<String> = vec!["A".into(), "B".into(), "C".into(), "D".into()];
        let board = BoardModel::new(&view_of(&game), &words(&names), &Offered::default());
        let numbers: Vec<Vec<u8>> = board
            .rows
            .iter()
            .map(|r| r.iter().filter_map(|s| s.number).collect())
            .collect();
        assert_eq!(
            numbers,
            vec![vec![9], vec![8, 7], vec![6, 5, 4], vec![3, 2, 1]]
        );
        assert_eq!(board.associates.len(), 3);
        assert_eq!(board.rows[0][0].label, "Capo (9)");
        assert_eq!(
            board.rows[0][0].modifiers.as_deref(),
            Some("Respect +4 · Money +0")
        );
        // R2.4: Mac Pheeto starts as the Capo.
        assert_eq!(
            board.rows[0][0].gangster.as_ref().map(|g| g.name.as_str()),
            Some("\"Killer\" Mac Pheeto")
        );
        // R1.14.1: with four players a gangster goes to Prison at 10 markers.
        assert!(board.gangsters().any(|g| g.threshold == 10));
        assert_eq!(board.off.gangster_deck + board.gangsters().count(), 50);
    }

    /// R1.15.3, R14.3.4–R14.3.5: the board shows Bonnie's card Respect and Clyde's card Money
    /// with the partner's bonus while the other is on the board, the printed value otherwise.
    #[test]
    fn bonnie_and_clyde_show_their_bonus_while_both_are_on_the_board() {
        let scenario = |clyde: &str| {
            format!(
                r#"{{"version":1,"sets":["yt-historical"],"position":{{"round":1,"ring":0,
                "positions":{{"5":{{"id":"bonnie-elizabeth-parker","markers":[1,0,0]}}{clyde}}},
                "players":[{{"money":0,"respect":0,"hand":[]}},{{"money":0,"respect":0,"hand":[]}},
                {{"money":0,"respect":0,"hand":[]}}],"start":{{"phase":"crewAction","position":5}}}}}}"#
            )
        };
        let names: Vec<String> = vec!["A".into(), "B".into(), "C".into()];
        let shown = |text: String| {
            let scenario: np_engine::Scenario = serde_json::from_str(&text).expect("scenario");
            let game = scenario.start().expect("the scenario starts");
            let board = BoardModel::new(&view_of(&game), &words(&names), &Offered::default());
            board
                .gangsters()
                .map(|g| (g.name.clone(), g.respect.clone(), g.money.clone()))
                .collect::<Vec<_>>()
        };
        let together = shown(scenario(
            r#","4":{"id":"clyde-chestnut-barrow","markers":[0,1,0]}"#,
        ));
        assert!(
            together.contains(&(
                "Bonnie Elizabeth Parker".into(),
                "3 (+2)".into(),
                "1 (+1)".into()
            )),
            "{together:?}"
        );
        assert!(
            together.contains(&(
                "Clyde Chestnut Barrow".into(),
                "1 (+0)".into(),
                "3 (+3)".into()
            )),
            "{together:?}"
        );
        let alone = shown(scenario(""));
        assert_eq!(
            alone,
            [(
                "Bonnie Elizabeth Parker".into(),
                "1 (+2)".into(),
                "1 (+1)".into()
            )]
        );
    }

    #[test]
    fn offered_gangsters_and_markers_become_choices() {
        use np_engine::{Pick, Slot};
        let mut game = new_game(3, 3);
        // Setup placements put markers on the board.
        while matches!(game.phase(), np_engine::Phase::Setup) {
            let d = game.pending().cloned().expect("pending");
            let a = game.legal_answers()[0].clone();
            game.apply(d.seat, np_engine::Action::Answer(a))
                .expect("listed");
        }
        let view = view_of(&game);
        let names: Vec<String> = vec!["A".into(), "B".into(), "C".into()];
        let capo = view.positions[8].as_ref().expect("capo");
        let offered = Offered {
            choices: vec![ChoiceModel {
                slot: Slot::Target,
                pick: Pick::Gangster(capo.id),
                label: "x".into(),
            }],
        };
        let board = BoardModel::new(&view, &words(&names), &offered);
        let chosen: Vec<&str> = board
            .gangsters()
            .filter(|g| g.choice.is_some())
            .map(|g| g.name.as_str())
            .collect();
        assert_eq!(chosen.len(), 1);
        let total_markers: u32 = board.gangsters().map(|g| g.total).sum();
        assert_eq!(total_markers, 9, "three setup markers per player (R2.11)");
    }

    /// An empty position offered as a pick (Carlos Gambino's move, R14.3.7) becomes a choice
    /// of its space; an occupied position's pick stays with its gangster.
    #[test]
    fn an_offered_empty_position_becomes_a_choice_of_its_space() {
        use np_engine::{Pick, Slot};
        let mut view = view_of(&new_game(3, 3));
        // The Third Guy's place emptied, as a whack or an arrest leaves it.
        view.positions[0] = None;
        let names: Vec<String> = vec!["A".into(), "B".into(), "C".into()];
        let empty = [1u8];
        let offered = Offered {
            choices: [empty[0], 9]
                .iter()
                .map(|p| ChoiceModel {
                    slot: Slot::Position,
                    pick: Pick::Position(*p),
                    label: format!("position {p}"),
                })
                .collect(),
        };
        let board = BoardModel::new(&view, &words(&names), &offered);
        let spaces: Vec<&SpaceModel> = board.rows.iter().flatten().collect();
        let chosen: Vec<Option<u8>> = spaces
            .iter()
            .filter(|s| s.choice.is_some())
            .map(|s| s.number)
            .collect();
        assert_eq!(chosen, [Some(empty[0])]);
        let capo = spaces
            .iter()
            .find(|s| s.number == Some(9))
            .expect("the Capo");
        assert!(capo.gangster.as_ref().is_some_and(|g| g.choice.is_some()));
    }
}
