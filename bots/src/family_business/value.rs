//! How well a seat stands in Family Business, for the bots: its mobsters in play less the
//! danger its listed mobsters are in — the nearer the wall, the greater, and greater still
//! while a war is on — with a little for the cards in its own hand that protect it.

use fb_engine::{Card, GameState, Kind, Outcome, PlayerId};

/// What a won (or lost) game is worth against a standing counted in mobsters.
const DECIDED: f64 = 100.0;
/// The danger of the wall mobster with and without a war on, and how it falls off behind.
const WAR_DANGER: f64 = 1.0;
const PEACE_DANGER: f64 = 0.35;
const WAR_FALLOFF: f64 = 0.8;
const PEACE_FALLOFF: f64 = 0.85;

/// The standing of `p`: mobsters in play less their danger.
pub fn strength(game: &GameState, p: PlayerId) -> f64 {
    match game.outcome() {
        Some(Outcome::Win(w)) => return if *w == p { DECIDED } else { -DECIDED },
        Some(Outcome::Draw(ps)) => return if ps.contains(&p) { 0.0 } else { -DECIDED },
        None => {}
    }
    if !game.in_game(p) {
        return -DECIDED;
    }
    let family = game.player(p).family;
    let (danger, falloff) = match game.war() {
        Some(fire) => (WAR_DANGER * f64::from(fire).sqrt(), WAR_FALLOFF),
        None => (PEACE_DANGER, PEACE_FALLOFF),
    };
    let at_risk: f64 = game
        .hit_list()
        .iter()
        .enumerate()
        .filter(|(_, m)| m.family == family)
        .map(|(i, _)| danger * falloff.powi(i as i32))
        .sum();
    game.in_play(p) as f64 - at_risk
}

/// What `p`'s own hand is worth: counters most, rescues when a mobster of `p` is listed.
pub fn hand_worth(game: &GameState, p: PlayerId) -> f64 {
    let listed = game.listed(p) > 0;
    game.player(p)
        .hand
        .iter()
        .map(|card| match card {
            Card::Action(Kind::FamilyInfluence | Kind::MobPower) => 0.45,
            Card::Action(Kind::Finger | Kind::SafeHouse) => 0.2,
            Card::Action(Kind::Lam | Kind::PoliceProtection | Kind::Payoff) if listed => 0.35,
            _ => 0.1,
        })
        .sum()
}

/// `p`'s standing against the strongest other player still in the game — attacking the
/// leader raises it most — with `p`'s own hand.
pub fn standing(game: &GameState, p: PlayerId) -> f64 {
    let best_other = game
        .seats()
        .filter(|q| *q != p && game.in_game(*q))
        .map(|q| strength(game, q))
        .fold(f64::NEG_INFINITY, f64::max);
    let best_other = if best_other.is_finite() {
        best_other
    } else {
        0.0
    };
    strength(game, p) - best_other + hand_worth(game, p)
}
