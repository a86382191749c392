//! The game state and its atomic effects (R0.8). Every mutation of the board goes through the
//! functions here, so the continuous checks (R5.6 ring check) run after each of them.

use serde::{Deserialize, Serialize};

use crate::board;
use crate::cards::{CardDb, CardSet, CardValue, Effect, GangsterCard, InfluenceCard};
use crate::decision::{Decision, Phase};
use crate::dice::Chance;
use crate::event::{DeckKind, Event, Zone};
use crate::few::Few;
use crate::flow::Task;
use crate::ids::{CardId, Colour, GangsterId, Markers, Place, PlayerId};
use crate::report::Report;
use crate::seats::Seats;

pub const MARKERS_PER_FAMILY: u8 = 25;
pub const NEUTRAL_MARKERS: u8 = 25;
pub const BLACKMAIL_COINS: u8 = 8;
pub const OMERTA_COINS: u8 = 2;
pub const START_MONEY: u32 = 5;
pub const ROUNDS: u8 = 5;

/// Board gangsters kept inline: at most one per board place (R1.10.1).
pub(crate) type BoardFew = Few<GangsterId, { Place::BOARD.len() }>;

/// What a host chooses before the game (R2, R14).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    pub players: usize,
    pub seed: u64,
    /// R14.1.
    #[serde(default)]
    pub random_setup: bool,
    /// The sets of the Young Turks expansion added to the base gangsters (R14.2.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sets: Vec<CardSet>,
    /// The seats asked in every response window in which they hold a card, whether or not
    /// they have an eligible play there (R12.9.2): people who share one device, so that being
    /// asked tells nobody what their hand holds (R12.13.2). Empty: only players with an
    /// eligible play are asked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asked_in_every_window: Vec<PlayerId>,
}

impl GameConfig {
    pub fn new(players: usize, seed: u64) -> GameConfig {
        GameConfig {
            players,
            seed,
            random_setup: false,
            sets: Vec::new(),
            asked_in_every_window: Vec::new(),
        }
    }

    /// The same game with the expansion's `sets` added (R14.2), kept in the order of
    /// [`CardSet::EXPANSIONS`] whatever the order they are named in.
    pub fn with_sets(mut self, sets: &[CardSet]) -> GameConfig {
        self.sets = sets.to_vec();
        self.sets.sort_unstable();
        self
    }
}

/// One player's holdings (R1.4, R2.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub money: u32,
    pub respect: u32,
    /// Markers of this family not on the board (R1.2.2).
    pub supply: u8,
    pub hand: Vec<CardId>,
    /// Money held for a sealed petition or a blackmail offer (R12.6.2, R12.7.2).
    pub escrow: u32,
    /// Passed in this Commission (R4.3.1 d).
    pub passed: bool,
}

/// The zone of a gangster card (R1.10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GZone {
    Deck,
    Board(Place),
    Prison,
    Fishes,
    SetAside,
}

/// Per-card state (R1.10.4, R1.10.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GangsterState {
    pub zone: GZone,
    pub markers: Markers,
    /// The colour of the marker on this gangster's blackmail coin, if it has one (R6.11).
    pub coin: Option<Colour>,
    pub omerta: bool,
    pub income_taken: bool,
    pub step_taken: bool,
    pub sideways: bool,
    pub promoted: bool,
    /// R11.4.5.
    pub last_place: Option<Place>,
}

impl GangsterState {
    pub(crate) fn new() -> GangsterState {
        GangsterState {
            zone: GZone::Deck,
            markers: [0; 6],
            coin: None,
            omerta: false,
            income_taken: false,
            step_taken: false,
            sideways: false,
            promoted: false,
            last_place: None,
        }
    }

    pub fn marker_count(&self) -> u32 {
        self.markers.iter().map(|m| u32::from(*m)).sum()
    }
}

/// Commission bookkeeping (R4.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commission {
    pub order: Vec<PlayerId>,
    /// Index in `order` of the player whose turn is next.
    pub next: usize,
    /// Players who have had their first turn (R4.1.3).
    pub had_turn: Vec<bool>,
}

/// The whack being resolved, for its windows (R6.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhackCtx {
    pub actor: PlayerId,
    pub whacker: GangsterId,
    pub target: GangsterId,
    pub gain: u32,
    pub loss: u32,
    pub cancelled: bool,
    pub morris: bool,
    pub morris_used: bool,
    /// Marker counts on the victim just before removal (R6.8.5, R13.1.11).
    pub victim_markers: Markers,
    /// Players who have played "Whacky" Insurance on this whack (R12.11.3).
    pub insured: Vec<PlayerId>,
}

/// Values handed from one flow step to the next.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registers {
    pub faces: Vec<crate::dice::Face>,
    pub controllers: Vec<Option<PlayerId>>,
}

/// A game of Nothing Personal. Only [`GameState::new`], a replayed save and a checked scenario
/// make one; its fields are private, so no caller can set the phase by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    pub(crate) config: GameConfig,
    pub(crate) chance: Chance,
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    pub(crate) players: Vec<Player>,
    pub(crate) ring: PlayerId,
    pub(crate) ante: u32,
    pub(crate) positions: [Option<GangsterId>; 9],
    pub(crate) associates: [Option<GangsterId>; 3],
    pub(crate) gangsters: Vec<GangsterState>,
    pub(crate) gangster_deck: Vec<GangsterId>,
    pub(crate) influence_deck: Vec<CardId>,
    pub(crate) discard: Vec<CardId>,
    pub(crate) prison: Vec<GangsterId>,
    pub(crate) fishes: Vec<GangsterId>,
    pub(crate) set_aside: Vec<GangsterId>,
    pub(crate) neutral_supply: u8,
    pub(crate) blackmail_supply: u8,
    pub(crate) omerta_supply: u8,
    pub(crate) marco_used: bool,
    pub(crate) commission: Commission,
    pub(crate) whack: Option<WhackCtx>,
    /// The Crew action declared last (R6.3.6).
    pub(crate) declared: Option<crate::declared::DeclaredAction>,
    /// Gangsters silenced this Crew, with who silenced them (R13.1.9, R12.11.3).
    pub(crate) silenced: Vec<(GangsterId, PlayerId)>,
    /// Cards being resolved (R15.5).
    pub(crate) resolving: Vec<CardId>,
    pub(crate) stack: Vec<Task>,
    pub(crate) pending: Option<Decision>,
    /// Decisions interrupted by a trade proposal (R12.8.1).
    pub(crate) suspended: Vec<Decision>,
    pub(crate) proposals: u8,
    pub(crate) reg: Registers,
    pub(crate) ranking: Vec<PlayerId>,
    /// Hand sizes recorded for R10.4.5.
    pub(crate) final_hands: Vec<u32>,
    pub(crate) decisions: u64,
    /// An invariant found broken at the moment the rules name (R15.17, R15.24).
    pub(crate) breach: Option<crate::invariants::Invariant>,
    /// The chance outcomes and deals of setup (R12.4.1), for the game log.
    pub(crate) setup_log: std::sync::Arc<[Event]>,
    /// The legal answers of the pending decision, listed once per state.
    pub(crate) legal: LegalCache,
}

/// The legal answers of the pending decision, worked out once per state (a copy keeps what was
/// worked out). It is derived data: it takes no part in equality or serialisation.
#[derive(Clone, Default)]
pub(crate) struct LegalCache(pub std::cell::OnceCell<crate::space::LegalSet>);

impl PartialEq for LegalCache {
    fn eq(&self, _: &LegalCache) -> bool {
        true
    }
}

impl Eq for LegalCache {}

impl std::fmt::Debug for LegalCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LegalCache")
    }
}

pub(crate) fn db() -> &'static CardDb {
    // A GameState exists only after `base_cards()` succeeded (see `GameState::new`).
    match crate::cards::base_cards_read() {
        Some(db) => db,
        None => unreachable!("card data was validated before any game existed"),
    }
}

impl GameState {
    pub(crate) fn blank(config: GameConfig) -> GameState {
        let db = db();
        let n = config.players;
        GameState {
            chance: Chance::new(config.seed),
            round: 1,
            phase: Phase::Setup,
            players: (0..n)
                .map(|_| Player {
                    money: START_MONEY,
                    respect: 0,
                    supply: MARKERS_PER_FAMILY,
                    hand: Vec::new(),
                    escrow: 0,
                    passed: false,
                })
                .collect(),
            ring: PlayerId(0),
            ante: 0,
            positions: [None; 9],
            associates: [None; 3],
            gangsters: (0..db.gangster_count())
                .map(|_| GangsterState::new())
                .collect(),
            gangster_deck: Vec::new(),
            influence_deck: Vec::new(),
            discard: Vec::new(),
            prison: Vec::new(),
            fishes: Vec::new(),
            set_aside: Vec::new(),
            neutral_supply: NEUTRAL_MARKERS,
            blackmail_supply: BLACKMAIL_COINS,
            omerta_supply: OMERTA_COINS,
            marco_used: false,
            commission: Commission::default(),
            whack: None,
            declared: None,
            silenced: Vec::new(),
            resolving: Vec::new(),
            stack: Vec::new(),
            pending: None,
            suspended: Vec::new(),
            proposals: 0,
            reg: Registers::default(),
            ranking: Vec::new(),
            final_hands: Vec::new(),
            decisions: 0,
            breach: None,
            setup_log: std::sync::Arc::new([]),
            legal: LegalCache::default(),
            config,
        }
    }

    // ----- read access -----

    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn player_count(&self) -> usize {
        self.players.len()
    }
    pub fn player(&self, p: PlayerId) -> &Player {
        &self.players[p.index()]
    }
    pub fn players(&self) -> &[Player] {
        &self.players
    }
    pub fn ring_holder(&self) -> PlayerId {
        self.ring
    }
    pub fn ante(&self) -> u32 {
        self.ante
    }
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    /// The final ranking, best first (R10.3), once the game is over.
    pub fn ranking(&self) -> &[PlayerId] {
        &self.ranking
    }
    /// What happened during setup, up to the first decision (R12.4.1).
    pub fn setup_log(&self) -> &[Event] {
        &self.setup_log
    }
    /// Decisions answered so far.
    pub fn decisions_answered(&self) -> u64 {
        self.decisions
    }
    /// The gangster in position `p` (1–9).
    pub fn at(&self, p: u8) -> Option<GangsterId> {
        self.positions
            .get(usize::from(p).wrapping_sub(1))
            .copied()
            .flatten()
    }
    /// The gangster in Associate space `a` (1–3).
    pub fn associate(&self, a: u8) -> Option<GangsterId> {
        self.associates
            .get(usize::from(a).wrapping_sub(1))
            .copied()
            .flatten()
    }
    pub fn at_place(&self, place: Place) -> Option<GangsterId> {
        match place {
            Place::Position(p) => self.at(p),
            Place::Associate(a) => self.associate(a),
        }
    }
    pub fn gangster(&self, g: GangsterId) -> &GangsterState {
        &self.gangsters[usize::from(g.0)]
    }
    pub fn gangster_deck(&self) -> &[GangsterId] {
        &self.gangster_deck
    }
    pub fn influence_deck(&self) -> &[CardId] {
        &self.influence_deck
    }
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }
    pub fn prison(&self) -> &[GangsterId] {
        &self.prison
    }
    pub fn fishes(&self) -> &[GangsterId] {
        &self.fishes
    }
    pub fn neutral_supply(&self) -> u8 {
        self.neutral_supply
    }
    pub fn blackmail_supply(&self) -> u8 {
        self.blackmail_supply
    }
    pub fn omerta_supply(&self) -> u8 {
        self.omerta_supply
    }

    pub(crate) fn n(&self) -> usize {
        self.players.len()
    }

    pub(crate) fn card(&self, g: GangsterId) -> &'static GangsterCard {
        db().gangster(g)
    }

    pub(crate) fn icard(&self, c: CardId) -> &'static InfluenceCard {
        db().influence(c)
    }

    pub(crate) fn gs(&mut self, g: GangsterId) -> &mut GangsterState {
        &mut self.gangsters[usize::from(g.0)]
    }

    pub(crate) fn pl(&mut self, p: PlayerId) -> &mut Player {
        &mut self.players[p.index()]
    }

    /// The place of a board gangster.
    pub fn place_of(&self, g: GangsterId) -> Option<Place> {
        match self.gangster(g).zone {
            GZone::Board(p) => Some(p),
            _ => None,
        }
    }

    /// The position 1–9 of an active gangster (R1.10.2).
    pub fn position_of(&self, g: GangsterId) -> Option<u8> {
        match self.gangster(g).zone {
            GZone::Board(Place::Position(p)) => Some(p),
            _ => None,
        }
    }

    pub fn is_active(&self, g: GangsterId) -> bool {
        self.position_of(g).is_some()
    }

    /// Board gangsters: positions 9 down to 1, then A1–A3 (the R8.2 order).
    pub fn board_gangsters(&self) -> Vec<GangsterId> {
        self.board_iter().collect()
    }

    /// The board gangsters in the same order, without collecting them.
    pub(crate) fn board_iter(&self) -> impl Iterator<Item = GangsterId> + Clone + '_ {
        self.positions
            .iter()
            .rev()
            .chain(self.associates.iter())
            .flatten()
            .copied()
    }

    /// Active gangsters, position 9 down to 1.
    pub fn active_gangsters(&self) -> Vec<GangsterId> {
        self.positions.iter().rev().flatten().copied().collect()
    }

    /// Turn order from `first` (R0.4).
    pub fn order_from(&self, first: PlayerId) -> Vec<PlayerId> {
        let n = self.n();
        (0..n)
            .map(|i| PlayerId(((first.index() + i) % n) as u8))
            .collect()
    }

    pub fn turn_order(&self) -> Vec<PlayerId> {
        self.order_from(self.ring)
    }

    /// The prison threshold of a gangster (R1.14.1).
    pub fn threshold(&self, g: GangsterId) -> u32 {
        self.card(g)
            .prison_threshold
            .unwrap_or_else(|| board::base_threshold(self.n()))
    }

    /// The printed card Respect after card-level modifiers, if it is not rolled (R1.15.3):
    /// Bonnie Parker's +2 while Clyde Barrow is on the board (R14.3.4).
    pub fn fixed_card_respect(&self, g: GangsterId) -> Option<i32> {
        match self.card(g).card_respect {
            CardValue::Fixed(v) => Some(v + self.partner_bonus(g, true)),
            CardValue::Rolled(_) => None,
        }
    }

    /// The printed card Money after card-level modifiers (R1.15.3): Clyde Barrow's +2 while
    /// Bonnie Parker is on the board (R14.3.5).
    pub fn fixed_card_money(&self, g: GangsterId) -> Option<i32> {
        match self.card(g).card_money {
            CardValue::Fixed(v) => Some(v + self.partner_bonus(g, false)),
            CardValue::Rolled(_) => None,
        }
    }

    /// The bonus of a Bonnie-and-Clyde card property (R14.3.4, R14.3.5): the Respect one of
    /// `g` if `respect`, else the Money one, while the card with the other property is a board
    /// gangster; an Associate's property works too.
    pub(crate) fn partner_bonus(&self, g: GangsterId, respect: bool) -> i32 {
        let own = self
            .card(g)
            .abilities
            .iter()
            .find_map(|a| match (a.effect, respect) {
                (Effect::RespectWithPartner { bonus }, true)
                | (Effect::MoneyWithPartner { bonus }, false) => Some(bonus),
                _ => None,
            });
        let Some(bonus) = own else { return 0 };
        let partner_on_board = db().ability_holders().iter().any(|(e, h, _)| {
            let partner = match e {
                Effect::MoneyWithPartner { .. } => respect,
                Effect::RespectWithPartner { .. } => !respect,
                _ => false,
            };
            partner && *h != g && matches!(self.gangster(*h).zone, GZone::Board(_))
        });
        if partner_on_board {
            bonus as i32
        } else {
            0
        }
    }

    /// Hand affordability used by windows: money plus $8 per card that could be shaken down
    /// (R12.5.2, R12.11.1), not counting `keep` cards that must stay in hand.
    pub(crate) fn could_raise(&self, p: PlayerId, keep: usize) -> u32 {
        let pl = self.player(p);
        pl.money + 8 * (pl.hand.len().saturating_sub(keep) as u32)
    }

    /// An active gangster's ability of this effect, exercisable by its sole controller
    /// (R6.6.2.1). Returns the gangster.
    /// The first such gangster in board order (positions 9 down to 1, then the Associates).
    pub(crate) fn exercisable(&self, effect: Effect, by: PlayerId) -> Option<GangsterId> {
        db().ability_holders()
            .iter()
            .filter(|(e, _, _)| *e == effect)
            .filter_map(|(_, g, as_associate)| {
                let rank = match self.gangster(*g).zone {
                    GZone::Board(Place::Position(p)) => 9 - p,
                    GZone::Board(Place::Associate(a)) if *as_associate => 8 + a,
                    _ => return None,
                };
                (self.sole_controller(*g) == Some(by)).then_some((rank, *g))
            })
            .min()
            .map(|(_, g)| g)
    }

    // ----- atomic effects (R0.8) -----

    pub(crate) fn gain_respect(&mut self, p: PlayerId, amount: i32, ev: &mut Report) {
        if amount == 0 {
            return;
        }
        let pl = self.pl(p);
        let old = pl.respect;
        // R1.4.2: never below 0.
        let new = u32::try_from((i64::from(old) + i64::from(amount)).max(0)).unwrap_or(u32::MAX);
        pl.respect = new;
        ev.push(Event::Respect {
            seat: p,
            delta: i64::from(new) - i64::from(old),
            total: new,
        });
    }

    /// A compulsory money change: a loss takes all they have and no more (R1.4.3).
    pub(crate) fn change_money(&mut self, p: PlayerId, amount: i64, ev: &mut Report) {
        if amount == 0 {
            return;
        }
        let pl = self.pl(p);
        let old = pl.money;
        let new = u32::try_from((i64::from(old) + amount).max(0)).unwrap_or(u32::MAX);
        pl.money = new;
        // The actual change: a loss stops at $0 (R1.4.3).
        ev.push(Event::Money {
            seat: p,
            delta: i64::from(new) - i64::from(old),
            total: new,
        });
    }

    /// A payment that was checked affordable (R1.4.3).
    pub(crate) fn pay(&mut self, p: PlayerId, amount: u32, ev: &mut Report) {
        self.change_money(p, -i64::from(amount), ev);
    }

    /// Takes up to `amount` from `from` and gives it to `to` (R6.5.4).
    pub(crate) fn transfer(&mut self, from: PlayerId, to: PlayerId, amount: u32, ev: &mut Report) {
        let amount = amount.min(self.player(from).money);
        if amount == 0 {
            return;
        }
        self.pl(from).money -= amount;
        self.pl(to).money += amount;
        ev.push(Event::Transfer { from, to, amount });
    }

    /// Places one marker of `colour` from its supply (R4.5.1). Returns false if none is left,
    /// or if `g` has left the board during the play (Geraldo's arrest, R14.3.13).
    pub(crate) fn place_marker(&mut self, g: GangsterId, colour: Colour, ev: &mut Report) -> bool {
        if self.place_of(g).is_none() || !self.take_from_supply(colour) {
            return false;
        }
        let before = self.leader_bits(g);
        self.gs(g).markers[colour.slot()] += 1;
        ev.push(Event::MarkerPlaced {
            gangster: g,
            colour,
            on_coin: false,
        });
        self.note_control(g, before, ev);
        self.after_board_change(ev);
        true
    }

    fn take_from_supply(&mut self, colour: Colour) -> bool {
        let slot = match colour {
            Colour::Neutral => &mut self.neutral_supply,
            Colour::Family(p) => &mut self.players[p.index()].supply,
        };
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    fn return_to_supply(&mut self, colour: Colour, count: u8) {
        match colour {
            Colour::Neutral => self.neutral_supply += count,
            Colour::Family(p) => self.players[p.index()].supply += count,
        }
    }

    /// Removes one marker of `colour`; `on_coin` picks the coin's marker, which takes the coin
    /// back to the supply (R6.5.3, R6.11.4).
    pub(crate) fn remove_marker(
        &mut self,
        g: GangsterId,
        colour: Colour,
        on_coin: bool,
        ev: &mut Report,
    ) {
        let before = self.leader_bits(g);
        let st = self.gs(g);
        if st.markers[colour.slot()] == 0 {
            return;
        }
        st.markers[colour.slot()] -= 1;
        let coin_back = on_coin && st.coin == Some(colour);
        if coin_back {
            st.coin = None;
        }
        self.return_to_supply(colour, 1);
        ev.push(Event::MarkerRemoved {
            gangster: g,
            colour,
            on_coin: coin_back,
        });
        if coin_back {
            self.blackmail_supply += 1;
            ev.push(Event::CoinReturned {
                gangster: g,
                blackmail: true,
            });
        }
        self.note_control(g, before, ev);
        self.after_board_change(ev);
    }

    /// Whether a marker of this colour that is not on the coin exists on g.
    pub(crate) fn has_loose(&self, g: GangsterId, colour: Colour) -> bool {
        let st = self.gangster(g);
        let on_coin = u8::from(st.coin == Some(colour));
        st.markers[colour.slot()] > on_coin
    }

    /// Exchanges two markers (R6.5.5). A marker that lands on a coin makes its family the owner.
    pub(crate) fn swap_markers(
        &mut self,
        a: crate::action::MarkerRef,
        b: crate::action::MarkerRef,
        ev: &mut Report,
    ) {
        let before_a = self.leader_bits(a.gangster);
        let before_b = self.leader_bits(b.gangster);
        {
            let sa = self.gs(a.gangster);
            sa.markers[a.colour.slot()] -= 1;
            sa.markers[b.colour.slot()] += 1;
            if a.on_coin {
                sa.coin = Some(b.colour);
            }
        }
        {
            let sb = self.gs(b.gangster);
            sb.markers[b.colour.slot()] -= 1;
            sb.markers[a.colour.slot()] += 1;
            if b.on_coin {
                sb.coin = Some(a.colour);
            }
        }
        ev.push(Event::MarkersSwapped {
            a: (a.gangster, a.colour),
            b: (b.gangster, b.colour),
        });
        if a.on_coin {
            ev.push(Event::CoinOwner {
                gangster: a.gangster,
                colour: b.colour,
            });
        }
        if b.on_coin {
            ev.push(Event::CoinOwner {
                gangster: b.gangster,
                colour: a.colour,
            });
        }
        self.note_control(a.gangster, before_a, ev);
        if b.gangster != a.gangster {
            self.note_control(b.gangster, before_b, ev);
        }
        self.after_board_change(ev);
    }

    /// Puts a blackmail coin with one of `p`'s markers on it (R4.10.1).
    pub(crate) fn place_blackmail(&mut self, g: GangsterId, p: PlayerId, ev: &mut Report) {
        // A gangster arrested during the play takes no coin (R14.3.13).
        if self.place_of(g).is_none()
            || self.blackmail_supply == 0
            || !self.take_from_supply(Colour::Family(p))
        {
            return;
        }
        self.blackmail_supply -= 1;
        let before = self.leader_bits(g);
        let st = self.gs(g);
        st.coin = Some(Colour::Family(p));
        st.markers[p.index()] += 1;
        ev.push(Event::CoinPlaced {
            gangster: g,
            blackmail: true,
        });
        ev.push(Event::MarkerPlaced {
            gangster: g,
            colour: Colour::Family(p),
            on_coin: true,
        });
        self.note_control(g, before, ev);
        self.after_board_change(ev);
    }

    pub(crate) fn place_omerta(&mut self, g: GangsterId, ev: &mut Report) {
        if self.omerta_supply == 0 || self.gangster(g).omerta {
            return;
        }
        self.omerta_supply -= 1;
        self.gs(g).omerta = true;
        ev.push(Event::CoinPlaced {
            gangster: g,
            blackmail: false,
        });
    }

    pub(crate) fn return_omerta(&mut self, g: GangsterId, ev: &mut Report) {
        if self.gangster(g).omerta {
            self.gs(g).omerta = false;
            self.omerta_supply += 1;
            ev.push(Event::CoinReturned {
                gangster: g,
                blackmail: false,
            });
        }
    }

    /// Puts a gangster card on a free place (deal, promotion, jailbreak).
    pub(crate) fn put_on(&mut self, g: GangsterId, place: Place, from: Zone, ev: &mut Report) {
        self.set_place(place, Some(g));
        self.gs(g).zone = GZone::Board(place);
        ev.push(Event::GangsterMoved {
            gangster: g,
            from,
            to: Zone::Board(place),
        });
        self.after_board_change(ev);
    }

    pub(crate) fn set_place(&mut self, place: Place, g: Option<GangsterId>) {
        match place {
            Place::Position(p) => self.positions[usize::from(p) - 1] = g,
            Place::Associate(a) => self.associates[usize::from(a) - 1] = g,
        }
    }

    /// Moves a board gangster to an empty place; everything on it moves with it (R1.10.4).
    pub(crate) fn move_to(&mut self, g: GangsterId, to: Place, ev: &mut Report) {
        let Some(from) = self.place_of(g) else { return };
        self.set_place(from, None);
        self.set_place(to, Some(g));
        self.gs(g).zone = GZone::Board(to);
        ev.push(Event::GangsterMoved {
            gangster: g,
            from: Zone::Board(from),
            to: Zone::Board(to),
        });
        self.after_board_change(ev);
    }

    /// Two board gangsters exchange places (Make a Move, swap abilities).
    pub(crate) fn exchange(&mut self, a: GangsterId, b: GangsterId, ev: &mut Report) {
        let (Some(pa), Some(pb)) = (self.place_of(a), self.place_of(b)) else {
            return;
        };
        self.set_place(pa, Some(b));
        self.set_place(pb, Some(a));
        self.gs(a).zone = GZone::Board(pb);
        self.gs(b).zone = GZone::Board(pa);
        ev.push(Event::GangsterMoved {
            gangster: a,
            from: Zone::Board(pa),
            to: Zone::Board(pb),
        });
        ev.push(Event::GangsterMoved {
            gangster: b,
            from: Zone::Board(pb),
            to: Zone::Board(pa),
        });
        self.after_board_change(ev);
    }

    /// Removes a board gangster to Prison or the Fishes (R6.10.1).
    pub(crate) fn remove_from_board(&mut self, g: GangsterId, to_prison: bool, ev: &mut Report) {
        let Some(place) = self.place_of(g) else {
            return;
        };
        let st = self.gangster(g).clone();
        for slot in 0..6 {
            if st.markers[slot] > 0 {
                self.return_to_supply(Colour::from_slot(slot), st.markers[slot]);
            }
        }
        if st.coin.is_some() {
            self.blackmail_supply += 1;
        }
        if st.omerta {
            self.omerta_supply += 1;
        }
        self.set_place(place, None);
        let s = self.gs(g);
        *s = GangsterState::new();
        s.last_place = Some(place);
        // The income and action steps already had this Crew stay had (R15.14, R6.3.7), should
        // the card come back to the board in the same phase (docs/decisions.md).
        s.income_taken = st.income_taken;
        s.step_taken = st.step_taken;
        if to_prison {
            s.zone = GZone::Prison;
            self.prison.push(g);
            ev.push(Event::Arrested { gangster: g });
        } else {
            s.zone = GZone::Fishes;
            s.last_place = None;
            self.fishes.push(g);
            ev.push(Event::Died { gangster: g });
        }
        ev.push(Event::GangsterMoved {
            gangster: g,
            from: Zone::Board(place),
            to: if to_prison {
                Zone::Prison
            } else {
                Zone::Fishes
            },
        });
        self.after_board_change(ev);
    }

    /// Draws one influence card, reshuffling the discard pile if needed (R7.4).
    pub(crate) fn draw(&mut self, p: PlayerId, ev: &mut Report) -> Option<CardId> {
        if self.influence_deck.is_empty() {
            if self.discard.is_empty() {
                ev.push(Event::DrawLost { seat: p });
                return None;
            }
            self.influence_deck = std::mem::take(&mut self.discard);
            let mut deck = std::mem::take(&mut self.influence_deck);
            self.chance.shuffle(&mut deck);
            self.influence_deck = deck;
            ev.push(Event::Shuffled {
                deck: DeckKind::Influence,
            });
        }
        let c = self.influence_deck.pop()?;
        self.pl(p).hand.push(c);
        ev.push(Event::CardDrawn {
            seat: p,
            card: Some(c),
        });
        Some(c)
    }

    pub(crate) fn take_from_hand(&mut self, p: PlayerId, c: CardId) -> bool {
        let hand = &mut self.pl(p).hand;
        match hand.iter().position(|x| *x == c) {
            Some(i) => {
                hand.remove(i);
                true
            }
            None => false,
        }
    }

    /// Reports a change of leaders on g (R5.1).
    pub(crate) fn note_control(&mut self, g: GangsterId, before: u8, ev: &mut Report) {
        let after = self.leader_bits(g);
        if after != before {
            let n = self.n();
            ev.push_with(|| Event::ControlChanged {
                gangster: g,
                leaders: Seats::from_bits(after).to_vec(n),
            });
        }
    }

    /// After every atomic effect on the board: the ring check (R5.6.1) and Geraldo's arrest
    /// (R14.3.13).
    pub(crate) fn after_board_change(&mut self, ev: &mut Report) {
        self.ring_check(ev);
        if let Some(geraldo) = self.over_marker_arrest() {
            self.imprison(geraldo, ev);
        }
    }

    /// A board gangster whose card sends him to Prison at his count of markers and who carries
    /// that many (R14.3.13).
    pub(crate) fn over_marker_arrest(&self) -> Option<GangsterId> {
        db().ability_holders().iter().find_map(|(e, g, _)| match e {
            Effect::ArrestAtMarkers { markers }
                if self.place_of(*g).is_some() && self.gangster(*g).marker_count() >= *markers =>
            {
                Some(*g)
            }
            _ => None,
        })
    }

    /// R5.6.1–R5.6.2: the sole controller of the Capo takes the ring.
    pub(crate) fn ring_check(&mut self, ev: &mut Report) {
        if let Some(capo) = self.at(9) {
            if let Some(c) = self.sole_controller(capo) {
                self.give_ring(c, ev);
            }
        }
    }

    pub(crate) fn give_ring(&mut self, to: PlayerId, ev: &mut Report) {
        if self.ring != to {
            ev.push(Event::RingMoved {
                from: self.ring,
                to,
            });
            self.ring = to;
        }
    }
}
