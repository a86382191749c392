//! The value of a game to each seat, read from public information only (R12.13.1): Respect
//! now, what money and cards will be worth at the end (R10.2.3–R10.2.4), and what each
//! controlled gangster is likely to bring until the game ends (income R6.2, final scoring
//! R10.2.2), discounted by how easily it is lost (a thin lead, a tie, an arrest in the Feds).
//! The terms and weights are documented in docs/bots.md.

use np_engine::{
    money_mod, respect_mod, Colour, Control, GameState, GangsterId, Phase, PlayerId, CARD_SALE,
};

/// Respect per dollar at the end (R10.2.4).
pub const MONEY: f64 = 0.1;
/// A card in hand: sold for $8 at the end (R10.2.3), and a play before that.
pub const CARD: f64 = CARD_SALE as f64 * MONEY + 0.4;
/// A blackmail coin of one's own colour on a gangster (R6.11): a cut of its actions.
pub const COIN: f64 = 0.6;
/// Holding the ring: the tie-breaks (R5.4).
pub const RING: f64 = 0.5;
/// A card value that is rolled (Dombino, R13.2.3): the mean of a d6.
const ROLLED: f64 = 3.5;
/// How much of a gangster's worth a lead of 1, 2 or 3+ markers keeps.
const LEAD_KEEPS: [f64; 3] = [0.65, 0.85, 1.0];
/// How much a tied leader keeps of its share.
const TIE_KEEPS: f64 = 0.6;
/// What a gangster at or over its prison threshold before the Feds keeps (R8.2).
const ARREST_KEEPS: f64 = 0.1;

/// The value of the game to every seat, in Respect.
pub fn values(game: &GameState) -> Vec<f64> {
    let n = game.player_count();
    let mut v: Vec<f64> = game
        .players()
        .iter()
        .map(|p| {
            f64::from(p.respect)
                + f64::from(p.money + p.escrow) * MONEY
                + p.hand.len() as f64 * CARD
        })
        .collect();
    if let Some(slot) = v.get_mut(game.ring_holder().index()) {
        *slot += RING;
    }
    if game.is_over() {
        return v;
    }
    let paydays = paydays_left(game);
    for position in 1..=9u8 {
        let Some(g) = game.at(position) else {
            continue;
        };
        let worth = gangster_worth(game, g, position, paydays);
        for (p, share) in shares(game, g, n) {
            v[p.index()] += worth * share;
        }
        if let Some(Colour::Family(p)) = game.gangster(g).coin {
            v[p.index()] += COIN;
        }
    }
    v
}

/// Crew phases with income still to come (R3.1: five rounds; R6.2).
fn paydays_left(game: &GameState) -> f64 {
    let before_crew = matches!(game.phase(), Phase::Setup | Phase::Commission | Phase::Crew);
    let later_rounds = 5u8.saturating_sub(game.round());
    f64::from(later_rounds) + if before_crew { 1.0 } else { 0.0 }
}

/// What controlling `g` at `position` is worth: its Respect and money at every payday left,
/// its Respect at the final scoring; little if the Feds will arrest it this round.
fn gangster_worth(game: &GameState, g: GangsterId, position: u8, paydays: f64) -> f64 {
    let respect =
        game.fixed_card_respect(g).map_or(ROLLED, f64::from) + f64::from(respect_mod(position));
    let money = game.fixed_card_money(g).map_or(ROLLED, f64::from) + f64::from(money_mod(position));
    let mut worth = paydays * (respect + money * MONEY) + respect;
    let before_feds = matches!(
        game.phase(),
        Phase::Setup | Phase::Commission | Phase::Crew | Phase::Fence
    );
    if before_feds && game.gangster(g).marker_count() >= game.threshold(g) {
        worth *= ARREST_KEEPS;
    }
    worth
}

/// Each leader's share of a gangster: a sole controller's by its lead, tied leaders' split.
fn shares(game: &GameState, g: GangsterId, n: usize) -> Vec<(PlayerId, f64)> {
    let markers = game.gangster(g).markers;
    match game.control(g) {
        Control::Uncontrolled => Vec::new(),
        Control::Sole(p) => {
            let mine = markers[p.index()];
            let next = (0..n)
                .filter(|i| *i != p.index())
                .map(|i| markers[i])
                .chain(std::iter::once(markers[5]))
                .max()
                .unwrap_or(0);
            let lead = usize::from(mine.saturating_sub(next)).clamp(1, 3);
            vec![(p, LEAD_KEEPS[lead - 1])]
        }
        Control::Tie(leaders) => {
            let share = TIE_KEEPS / leaders.len() as f64;
            leaders.into_iter().map(|p| (p, share)).collect()
        }
    }
}

/// How a seat stands: its value less the best value of another seat.
pub fn standing(values: &[f64], seat: PlayerId) -> f64 {
    let best_other = values
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != seat.index())
        .map(|(_, v)| *v)
        .fold(f64::NEG_INFINITY, f64::max);
    values[seat.index()] - best_other
}
