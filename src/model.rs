//! Render models: plain data built from a [`View`] by plain functions, so that what the page
//! shows is tested natively and the components only lay it out.

use np_engine::{
    position_info, BoardGangster, CardDb, CardValue, Colour, Phase, PlayerId, SeatView, View,
    NEUTRAL_SLOT, ROWS,
};

use crate::tone::{type_class, type_name, Tone};

/// One term of a `<dl>`: "Money" → "$5".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stat {
    pub term: &'static str,
    pub value: String,
}

impl Stat {
    pub fn new(term: &'static str, value: impl ToString) -> Stat {
        Stat {
            term,
            value: value.to_string(),
        }
    }
}

/// The markers of one colour on a gangster (R1.15.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MarkerModel {
    pub tone: Tone,
    pub count: u8,
}

impl MarkerModel {
    /// "Red 2", "Neutral 1".
    pub fn label(&self) -> String {
        format!("{} {}", self.tone.name(), self.count)
    }
}

/// A gangster card on a position or an Associate space.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GangsterModel {
    pub name: String,
    /// "Thug" … or "no type".
    pub type_name: &'static str,
    pub type_class: &'static str,
    /// Card Respect with the position modifier, e.g. "3 (+4)"; "rolled" for a rolled value.
    pub respect: String,
    pub money: String,
    /// The colours present, families in seat order, then neutral.
    pub markers: Vec<MarkerModel>,
    /// The colour of the marker on the blackmail coin (R6.11).
    pub coin: Option<Tone>,
    pub omerta: bool,
    pub sideways: bool,
}

/// A position (1–9) or an Associate space (1–3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SpaceModel {
    /// The accessible name: "Capo (position 9)", "Associate 1".
    pub label: String,
    /// The visible heading: "Capo", "Associate 1".
    pub title: String,
    /// The position number shown beside a position's heading.
    pub tag: Option<String>,
    /// The position's Respect and Money modifiers, e.g. "Respect +4 · Money +0" (R1.12.1).
    pub modifiers: Option<String>,
    pub gangster: Option<GangsterModel>,
}

/// The nine positions in their four rows, top to bottom (R1.11.1), and the Associates.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardModel {
    pub rows: Vec<Vec<SpaceModel>>,
    pub associates: Vec<SpaceModel>,
}

/// One player's public holdings (R12.13.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerBoardModel {
    /// The accessible name of the region: "Player 1 board".
    pub label: String,
    /// "Player 1".
    pub player: String,
    /// "Red family".
    pub family: String,
    pub tone: Tone,
    /// Money, Respect, Markers left, Cards in hand.
    pub stats: Vec<Stat>,
    pub ring: bool,
    pub to_act: bool,
    pub passed: bool,
}

/// Round, phase, ring holder and the common supplies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StatusModel {
    pub stats: Vec<Stat>,
}

impl BoardModel {
    pub fn new(view: &View, cards: &CardDb) -> BoardModel {
        let rows = ROWS
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&p| position_space(p, position_slot(view, p), cards))
                    .collect()
            })
            .collect();
        let associates = view
            .associates
            .iter()
            .enumerate()
            .map(|(i, slot)| associate_space(i + 1, slot.as_ref(), cards))
            .collect();
        BoardModel { rows, associates }
    }
}

impl PlayerBoardModel {
    /// One board per seat, in seat order.
    pub fn all(view: &View) -> Vec<PlayerBoardModel> {
        let to_act = view.pending.as_ref().map(|d| d.seat);
        view.seats
            .iter()
            .map(|s| PlayerBoardModel::new(s, view.ring == s.seat, to_act == Some(s.seat)))
            .collect()
    }

    fn new(seat: &SeatView, ring: bool, to_act: bool) -> PlayerBoardModel {
        let tone = Tone::of_seat(seat.seat);
        PlayerBoardModel {
            label: format!("{} board", player_name(seat.seat)),
            player: player_name(seat.seat),
            family: format!("{} family", tone.name()),
            tone,
            stats: vec![
                Stat::new("Money", format!("${}", seat.money)),
                Stat::new("Respect", seat.respect),
                Stat::new("Markers left", seat.supply),
                Stat::new("Cards in hand", seat.hand_size),
            ],
            ring,
            to_act,
            passed: seat.passed,
        }
    }
}

impl StatusModel {
    pub fn new(view: &View) -> StatusModel {
        let mut stats = vec![
            Stat::new("Round", view.round),
            Stat::new("Phase", phase_name(view.phase)),
            Stat::new("Ring holder", seat_with_family(view.ring)),
        ];
        if let Some(d) = &view.pending {
            stats.push(Stat::new("To act", seat_with_family(d.seat)));
        }
        stats.extend([
            Stat::new("Gangster deck", view.gangster_deck),
            Stat::new("Influence deck", view.influence_deck),
            Stat::new("Neutral markers", view.neutral_supply),
            Stat::new("In prison", view.prison.len()),
        ]);
        StatusModel { stats }
    }
}

/// "Player 1" for seat 0.
pub fn player_name(seat: PlayerId) -> String {
    format!("Player {}", seat.index() + 1)
}

/// "Player 3 (Black)".
fn seat_with_family(seat: PlayerId) -> String {
    format!("{} ({})", player_name(seat), Tone::of_seat(seat).name())
}

pub fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => "Setup",
        Phase::Commission => "Commission",
        Phase::Crew => "Crew",
        Phase::Fence => "Fence",
        Phase::Feds => "Feds",
        Phase::Family => "Family",
        Phase::Bookkeeping => "Bookkeeping",
        Phase::FinalScoring => "Final scoring",
        Phase::GameOver => "Game over",
    }
}

/// `View::positions` is indexed by position number − 1.
fn position_slot(view: &View, p: u8) -> Option<&BoardGangster> {
    view.positions
        .get(usize::from(p).wrapping_sub(1))
        .and_then(Option::as_ref)
}

fn position_space(p: u8, slot: Option<&BoardGangster>, cards: &CardDb) -> SpaceModel {
    let info = position_info(p);
    let name = info.map_or("Position", |i| i.name_en);
    let (respect_mod, money_mod) = info.map_or((0, 0), |i| (i.respect_mod, i.money_mod));
    SpaceModel {
        label: format!("{name} (position {p})"),
        title: name.to_string(),
        tag: Some(p.to_string()),
        modifiers: Some(format!("Respect {respect_mod:+} · Money {money_mod:+}")),
        gangster: slot.map(|g| gangster(g, cards, Some((respect_mod, money_mod)))),
    }
}

fn associate_space(a: usize, slot: Option<&BoardGangster>, cards: &CardDb) -> SpaceModel {
    SpaceModel {
        label: format!("Associate {a}"),
        title: format!("Associate {a}"),
        tag: None,
        modifiers: None,
        gangster: slot.map(|g| gangster(g, cards, None)),
    }
}

/// `mods` are the position's (Respect, Money) modifiers; Associates have none.
fn gangster(g: &BoardGangster, cards: &CardDb, mods: Option<(i32, i32)>) -> GangsterModel {
    let card = cards.gangster(g.id);
    GangsterModel {
        name: card.name.en.clone(),
        type_name: type_name(card.gtype),
        type_class: type_class(card.gtype),
        respect: value_label(card.card_respect, mods.map(|m| m.0)),
        money: value_label(card.card_money, mods.map(|m| m.1)),
        markers: (0..=NEUTRAL_SLOT)
            .filter(|&slot| g.markers[slot] > 0)
            .map(|slot| MarkerModel {
                tone: Tone::of(Colour::from_slot(slot)),
                count: g.markers[slot],
            })
            .collect(),
        coin: g.coin.map(Tone::of),
        omerta: g.omerta,
        sideways: g.sideways,
    }
}

/// "3 (+4)", "-1", "rolled (+0)".
fn value_label(value: CardValue, modifier: Option<i32>) -> String {
    let base = match value {
        CardValue::Fixed(v) => v.to_string(),
        CardValue::Rolled(_) => "rolled".to_string(),
    };
    match modifier {
        Some(m) => format!("{base} ({m:+})"),
        None => base,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{base_cards, GameConfig, GameState, Rolled};

    fn new_view(players: usize, seed: u64) -> View {
        let game = GameState::new(GameConfig::new(players, seed)).expect("setup");
        game.view(PlayerId(0))
    }

    fn cards() -> &'static CardDb {
        base_cards().expect("card data")
    }

    #[test]
    fn board_has_the_four_rows_of_r1_11_1_and_three_associates() {
        let board = BoardModel::new(&new_view(4, 7), cards());
        let tags: Vec<Vec<&str>> = board
            .rows
            .iter()
            .map(|r| r.iter().map(|s| s.tag.as_deref().unwrap()).collect())
            .collect();
        assert_eq!(
            tags,
            [
                vec!["9"],
                vec!["8", "7"],
                vec!["6", "5", "4"],
                vec!["3", "2", "1"]
            ]
        );
        assert_eq!(board.rows[0][0].label, "Capo (position 9)");
        assert_eq!(board.rows[3][2].label, "Third Guy (position 1)");
        let labels: Vec<&str> = board.associates.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(labels, ["Associate 1", "Associate 2", "Associate 3"]);
    }

    #[test]
    fn new_game_fills_every_space_and_mac_pheeto_is_capo() {
        // R2.4–R2.7: nine positions and three Associates are dealt.
        let board = BoardModel::new(&new_view(4, 11), cards());
        let spaces = board.rows.iter().flatten().chain(&board.associates);
        for space in spaces {
            let g = space.gangster.as_ref().expect(&space.label);
            assert!(!g.name.is_empty());
        }
        let capo = board.rows[0][0].gangster.as_ref().unwrap();
        assert!(capo.name.contains("Mac Pheeto"), "{}", capo.name);
    }

    #[test]
    fn positions_8_to_5_show_four_types() {
        // R2.6: positions 8–5 show the four types once each.
        let board = BoardModel::new(&new_view(4, 3), cards());
        let mut types: Vec<&str> = board
            .rows
            .iter()
            .flatten()
            .filter(|s| ["8", "7", "6", "5"].contains(&s.tag.as_deref().unwrap()))
            .map(|s| s.gangster.as_ref().unwrap().type_name)
            .collect();
        types.sort_unstable();
        assert_eq!(types, ["Conman", "Gambler", "Hitman", "Thug"]);
    }

    #[test]
    fn values_carry_the_position_modifier() {
        // R1.12.1: the Capo adds +4 Respect, the Bean Counter +3 Money.
        assert_eq!(value_label(CardValue::Fixed(3), Some(4)), "3 (+4)");
        assert_eq!(value_label(CardValue::Fixed(-2), Some(0)), "-2 (+0)");
        assert_eq!(value_label(CardValue::Fixed(1), Some(-1)), "1 (-1)");
        assert_eq!(value_label(CardValue::Fixed(2), None), "2");
        assert_eq!(
            value_label(CardValue::Rolled(Rolled::Rolled), Some(2)),
            "rolled (+2)"
        );
        let board = BoardModel::new(&new_view(4, 5), cards());
        let capo = &board.rows[0][0];
        assert_eq!(capo.modifiers.as_deref(), Some("Respect +4 · Money +0"));
        assert!(capo.gangster.as_ref().unwrap().respect.ends_with(" (+4)"));
        let bean_counter = &board.rows[2][2];
        assert_eq!(bean_counter.title, "Bean Counter");
        assert!(bean_counter
            .gangster
            .as_ref()
            .unwrap()
            .money
            .ends_with(" (+3)"));
        let associate = board.associates[0].gangster.as_ref().unwrap();
        assert!(!associate.respect.contains('('));
    }

    #[test]
    fn markers_are_listed_per_colour_neutral_last() {
        let mut view = new_view(4, 9);
        let g = view.positions[8].as_mut().unwrap();
        g.markers = [2, 0, 0, 1, 0, 3];
        g.coin = Some(Colour::Family(PlayerId(3)));
        let board = BoardModel::new(&view, cards());
        let capo = board.rows[0][0].gangster.as_ref().unwrap();
        let labels: Vec<String> = capo.markers.iter().map(MarkerModel::label).collect();
        assert_eq!(labels, ["Red 2", "White 1", "Neutral 3"]);
        assert_eq!(capo.coin, Some(Tone::Family(3)));
    }

    #[test]
    fn player_boards_start_as_r2_2_says() {
        // R2.2 and R2.9: $5, Respect 0, 25 markers, 4 cards.
        let view = new_view(4, 1);
        let boards = PlayerBoardModel::all(&view);
        assert_eq!(boards.len(), 4);
        for (i, b) in boards.iter().enumerate() {
            assert_eq!(b.label, format!("Player {} board", i + 1));
            let stats: Vec<(&str, &str)> =
                b.stats.iter().map(|s| (s.term, s.value.as_str())).collect();
            assert_eq!(
                stats,
                [
                    ("Money", "$5"),
                    ("Respect", "0"),
                    ("Markers left", "25"),
                    ("Cards in hand", "4")
                ]
            );
        }
        assert_eq!(boards[2].family, "Black family");
        assert_eq!(boards.iter().filter(|b| b.ring).count(), 1);
        let ring = boards.iter().position(|b| b.ring).unwrap();
        assert_eq!(ring, view.ring.index());
    }

    #[test]
    fn status_names_round_phase_and_ring_holder() {
        let view = new_view(5, 2);
        let status = StatusModel::new(&view);
        let get = |term: &str| {
            status
                .stats
                .iter()
                .find(|s| s.term == term)
                .map(|s| s.value.clone())
        };
        assert_eq!(get("Phase").as_deref(), Some("Setup"));
        assert_eq!(get("Round"), Some(view.round.to_string()));
        let ring = get("Ring holder").unwrap();
        assert!(ring.starts_with(&player_name(view.ring)), "{ring}");
        assert_eq!(get("Neutral markers").as_deref(), Some("25"));
    }
}
