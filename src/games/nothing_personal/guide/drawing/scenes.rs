//! Small scenes of single moments: a card's groups going onto gangsters, the ante rising,
//! sealed offers, the ring changing hands, a coin on a gangster, an arrest, a promotion.

use leptos::prelude::*;

use super::palette::{
    CARD, CONMAN, GAMBLER, GOLD, HITMAN, INK, INK_SOFT, MONEY, NEUTRAL, ORANGE, RED, SILVER, THUG,
    WHITE,
};
use super::shapes::{arrow, coin, gangster, label, marker, ring, stack, vacancy, CARD_H};

/// A face-down influence card with its top left corner at (x, y).
fn small_card(x: f64, y: f64) -> impl IntoView {
    view! { <rect x=x y=y width="22" height="30" rx="3" fill=CARD stroke=INK stroke-width="1.2" /> }
}

/// Markers for one family and one gangster's worth of Respect: a card with Red 3 and Orange 1,
/// and Respect flowing to Red.
pub fn goal(respect: String) -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 20.0, String::new(), HITMAN)}
            {stack(72.0, 64.0, &[RED, RED, RED])}
            {stack(84.0, 64.0, &[ORANGE])}
            {arrow(100.0, 45.0, 160.0, 45.0, INK)}
            {marker(180.0, 45.0, RED)}
            {label(220.0, 50.0, 14, format!("+ {respect}"))}
        </g>
    }
}

/// The Capo and the four positions under it, each of a different type.
pub fn setup() -> impl IntoView {
    view! {
        <g>
            {gangster(130.0, 12.0, "9".to_string(), HITMAN)}
            {gangster(40.0, 80.0, "8".to_string(), THUG)}
            {gangster(100.0, 80.0, "7".to_string(), HITMAN)}
            {gangster(160.0, 80.0, "6".to_string(), GAMBLER)}
            {gangster(220.0, 80.0, "5".to_string(), CONMAN)}
        </g>
    }
}

/// An influence card with a Thug group of 3 and a Gambler group of 1, each going onto one
/// gangster of its type.
pub fn groups() -> impl IntoView {
    view! {
        <g>
            <rect x="20" y="20" width="76" height="104" rx="6" fill=CARD stroke=INK stroke-width="1.5" />
            <rect x="32" y="36" width="22" height="22" rx="3" fill=THUG />
            {label(74.0, 53.0, 16, "3".to_string())}
            <rect x="32" y="78" width="22" height="22" rx="3" fill=GAMBLER />
            {label(74.0, 95.0, 16, "1".to_string())}
            {arrow(100.0, 47.0, 168.0, 40.0, INK)}
            {arrow(100.0, 89.0, 168.0, 104.0, INK)}
            {gangster(174.0, 14.0, String::new(), THUG)}
            {stack(226.0, 58.0, &[RED, RED, RED])}
            {gangster(174.0, 80.0, String::new(), GAMBLER)}
            {stack(226.0, 124.0, &[RED])}
        </g>
    }
}

/// The ante as three steps: $0, $4 paid by Red, $6 paid by Orange.
pub fn ante() -> impl IntoView {
    let step = |x: f64, amount: u32, payer: Option<&'static str>| {
        let height = 10.0 + 12.0 * f64::from(amount);
        view! {
            <g>
                <rect x=x y=110.0 - height width="46" height=height rx="3" fill=MONEY />
                {label(x + 23.0, 100.0 - height, 15, format!("${amount}"))}
                {payer.map(|colour| marker(x + 23.0, 124.0, colour))}
            </g>
        }
    };
    view! {
        <g>
            {step(30.0, 0, None)}
            {arrow(82.0, 80.0, 110.0, 80.0, INK_SOFT)}
            {step(116.0, 4, Some(RED))}
            {arrow(168.0, 70.0, 196.0, 70.0, INK_SOFT)}
            {step(202.0, 6, Some(ORANGE))}
        </g>
    }
}

/// A sealed offer: an envelope in the family's colour with the amount on it.
fn envelope(x: f64, y: f64, colour: &'static str, amount: u32) -> impl IntoView {
    view! {
        <g>
            <rect x=x y=y width="64" height="40" rx="3" fill=WHITE stroke=colour stroke-width="3" />
            <polyline
                points=format!("{},{} {},{} {},{}", x, y, x + 32.0, y + 20.0, x + 64.0, y)
                fill="none"
                stroke=colour
                stroke-width="2"
            />
            {label(x + 32.0, y + 36.0, 13, format!("${amount}"))}
        </g>
    }
}

/// Two sealed offers going to the ring holder, who chooses one.
pub fn offers() -> impl IntoView {
    view! {
        <g>
            {envelope(20.0, 16.0, RED, 3)}
            {envelope(20.0, 76.0, ORANGE, 5)}
            {arrow(90.0, 36.0, 170.0, 60.0, INK)}
            {arrow(90.0, 96.0, 170.0, 72.0, INK)}
            {ring(200.0, 66.0)}
            {marker(230.0, 66.0, WHITE)}
        </g>
    }
}

/// The Capo with Orange 3 and Red 2; the ring moving from Red to Orange.
pub fn ring_passes() -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 30.0, "9".to_string(), HITMAN)}
            {stack(72.0, 74.0, &[ORANGE, ORANGE, ORANGE])}
            {stack(84.0, 74.0, &[RED, RED])}
            {marker(130.0, 90.0, RED)}
            {ring(130.0, 62.0)}
            {arrow(148.0, 62.0, 208.0, 62.0, INK)}
            {marker(230.0, 90.0, ORANGE)}
            {ring(230.0, 62.0)}
        </g>
    }
}

/// A gangster with two Orange markers and a blackmail coin carrying one Red marker.
pub fn blackmail() -> impl IntoView {
    view! {
        <g>
            {gangster(40.0, 20.0, "1".to_string(), THUG)}
            {stack(92.0, 64.0, &[ORANGE, ORANGE])}
            {coin(130.0, 52.0, GOLD)}
            {marker(130.0, 52.0, RED)}
        </g>
    }
}

/// The Underboss carrying an Omertà coin, its action paused.
pub fn omerta() -> impl IntoView {
    view! {
        <g>
            {gangster(40.0, 20.0, "8".to_string(), THUG)}
            {coin(104.0, 45.0, SILVER)}
            <rect x="140" y="30" width="8" height="30" fill=INK_SOFT />
            <rect x="156" y="30" width="8" height="30" fill=INK_SOFT />
        </g>
    }
}

/// An influence card: a Thug group of 3 and a red position icon 5 with 1 marker.
pub fn influence_card() -> impl IntoView {
    view! {
        <g>
            <rect x="60" y="12" width="100" height="110" rx="6" fill=CARD stroke=INK stroke-width="1.5" />
            <rect x="76" y="30" width="26" height="26" rx="3" fill=THUG />
            {label(130.0, 50.0, 18, "3".to_string())}
            <circle cx="89" cy="87" r="13" fill=RED />
            <text x="89" y="93" text-anchor="middle" font-size="15" font-weight="bold" fill=WHITE>
                "5"
            </text>
            {label(130.0, 93.0, 18, "1".to_string())}
        </g>
    }
}

/// A card shaken down: into the discard pile, $8 from the bank.
pub fn shakedown() -> impl IntoView {
    view! {
        <g>
            {small_card(30.0, 30.0)}
            {arrow(60.0, 45.0, 110.0, 45.0, INK)}
            <circle cx="140" cy="45" r="22" fill=MONEY stroke=INK stroke-width="1.5" />
            <text x="140" y="51" text-anchor="middle" font-size="16" font-weight="bold" fill=WHITE>
                "$8"
            </text>
        </g>
    }
}

/// The Fence draw: 0, 1 and 2 gangsters controlled alone against 4, 3 and 2 cards.
pub fn fence() -> impl IntoView {
    (0..3u8)
        .map(|controlled| {
            let x = 16.0 + 96.0 * f64::from(controlled);
            let cards = 4 - controlled;
            view! {
                <g>
                    {(0..controlled)
                        .map(|i| marker(x + 10.0 + 14.0 * f64::from(i), 24.0, RED))
                        .collect_view()}
                    {(controlled == 0)
                        .then(|| view! { <line x1=x + 4.0 y1="24" x2=x + 24.0 y2="24" stroke=INK stroke-width="3" /> })}
                    {arrow(x + 20.0, 36.0, x + 20.0, 62.0, INK_SOFT)}
                    {(0..cards).map(|i| small_card(x + 14.0 * f64::from(i), 70.0)).collect_view()}
                    {label(x + 34.0, 124.0, 15, cards.to_string())}
                </g>
            }
        })
        .collect_view()
}

/// A gangster with 10 markers going behind bars.
pub fn arrest() -> impl IntoView {
    view! {
        <g>
            {gangster(20.0, 30.0, "6".to_string(), GAMBLER)}
            {stack(72.0, 110.0, &[RED, RED, RED, RED, RED])}
            {stack(84.0, 110.0, &[ORANGE, ORANGE, ORANGE, ORANGE, NEUTRAL])}
            {arrow(100.0, 60.0, 150.0, 60.0, INK)}
            <rect x="160" y="24" width="70" height="76" rx="3" fill="none" stroke=INK stroke-width="2.5" />
            {(0..4)
                .map(|i| {
                    let x = 174.0 + 14.0 * f64::from(i);
                    view! { <line x1=x y1="24" x2=x y2="100" stroke=INK stroke-width="3" /> }
                })
                .collect_view()}
            {label(195.0, 122.0, 15, "10".to_string())}
        </g>
    }
}

/// The Racketeer (5) climbing the arrow into the empty Underboss (8).
pub fn promotion() -> impl IntoView {
    view! {
        <g>
            {vacancy(60.0, 12.0, "8".to_string())}
            {gangster(120.0, 12.0, "7".to_string(), GAMBLER)}
            {gangster(30.0, 100.0, "6".to_string(), THUG)}
            {gangster(90.0, 100.0, "5".to_string(), CONMAN)}
            {gangster(150.0, 100.0, "4".to_string(), HITMAN)}
            {arrow(110.0, 100.0, 84.0, 12.0 + CARD_H + 2.0, RED)}
        </g>
    }
}

/// The end: three cards sold at $8, plus $7, make $31: 3 Respect and $1 left.
pub fn final_money(respect: String) -> impl IntoView {
    view! {
        <g>
            {small_card(16.0, 30.0)}
            {small_card(28.0, 34.0)}
            {small_card(40.0, 38.0)}
            {label(52.0, 90.0, 13, "3 × $8".to_string())}
            {arrow(72.0, 50.0, 104.0, 50.0, INK)}
            {label(140.0, 46.0, 14, "$24 + $7".to_string())}
            {label(140.0, 66.0, 16, "$31".to_string())}
            {arrow(176.0, 50.0, 208.0, 50.0, INK)}
            {label(252.0, 46.0, 14, format!("+3 {respect}"))}
            {label(252.0, 66.0, 14, "$1".to_string())}
        </g>
    }
}
