//! A scene drawn on its piece of the map: the streets as dotted lines, the crossings as small
//! squares (yellow-framed ones framed), the numbered circles (red ones in red), then the
//! policemen, tokens, pieces and moves of the scene, all at the board's own coordinates.

use leptos::prelude::*;
use wc_engine::{Circle, Node};

use super::scene::{Piece, Post, Scene, Stroke};
use super::{arrow, Drawing, POLICEMEN};
use crate::games::whitechapel::model::{drawing, point, Point};
use crate::games::whitechapel::words::WcWords;

/// The part of the map the scenes show, in the map's units: x, y, width, height.
pub const AREA: (f64, f64, f64, f64) = (738.0, 36.0, 256.0, 146.0);
/// Drawing units per map unit.
const SCALE: f64 = 1.2;
const RADIUS: f64 = 9.0;
const PAPER: &str = "#f4efe6";
const INK: &str = "#1d1c1a";
const RED: &str = "#c0392b";
const YELLOW: &str = "#e8c33a";

/// Where a map point is in the drawing.
fn place((x, y): Point) -> (f64, f64) {
    ((x - AREA.0) * SCALE, (y - AREA.1) * SCALE)
}

/// Whether a map point lies in the area.
pub fn inside((x, y): Point) -> bool {
    let (ax, ay, w, h) = AREA;
    x > ax && x < ax + w && y > ay && y < ay + h
}

fn at(node: Node) -> (f64, f64) {
    place(point(node).unwrap_or_default())
}

fn circle_at(c: Circle) -> (f64, f64) {
    at(Node::Circle(c))
}

/// The map's streets, crossings and circles in the area.
fn map_ground() -> impl IntoView {
    let map = drawing();
    let streets = map
        .streets
        .iter()
        .filter(|(a, b)| inside(*a) || inside(*b))
        .map(|(a, b)| {
            let ((x1, y1), (x2, y2)) = (place(*a), place(*b));
            view! {
                <line
                    x1=x1
                    y1=y1
                    x2=x2
                    y2=y2
                    stroke="currentColor"
                    stroke-width="1.2"
                    stroke-dasharray="2 2"
                    opacity="0.7"
                />
            }
        })
        .collect_view();
    let crossings = map
        .crossings
        .iter()
        .filter(|s| inside(s.at))
        .map(|s| {
            let (x, y) = place(s.at);
            let frame = if s.marked { YELLOW } else { "none" };
            view! {
                <rect
                    x=x - 3.5
                    y=y - 3.5
                    width="7"
                    height="7"
                    fill="currentColor"
                    stroke=frame
                    stroke-width="2"
                />
            }
        })
        .collect_view();
    let circles = map
        .circles
        .iter()
        .filter(|s| inside(s.at))
        .map(|s| {
            let (x, y) = place(s.at);
            let ink = if s.marked { RED } else { INK };
            let number = match s.node {
                Node::Circle(c) => c.0.to_string(),
                Node::Crossing(_) => String::new(),
            };
            view! {
                <circle cx=x cy=y r=RADIUS fill=PAPER stroke=ink stroke-width="1.2" />
                <text x=x y=y + 3.0 text-anchor="middle" font-size="8" font-weight="bold" fill=ink>
                    {number}
                </text>
            }
        })
        .collect_view();
    view! {
        {streets}
        {crossings}
        {circles}
    }
}

/// A piece on a circle, drawn over its number's ring.
fn piece(c: Circle, piece: Piece) -> AnyView {
    let (x, y) = circle_at(c);
    match piece {
        Piece::Jack => view! {
            <circle cx=x cy=y r=RADIUS + 2.0 fill="none" stroke=INK stroke-width="2.5" />
            <circle cx=x + 8.0 cy=y - 8.0 r="4.5" fill=INK />
        }
        .into_any(),
        Piece::Wretched => view! {
            <circle cx=x cy=y r=RADIUS + 2.0 fill="none" stroke="#b0457a" stroke-width="2.5" />
        }
        .into_any(),
        Piece::CrimeScene => view! {
            <path
                d=format!("M{} {} l12 12 m0 -12 l-12 12", x - 6.0, y - 6.0)
                stroke=RED
                stroke-width="2.5"
                stroke-linecap="round"
            />
        }
        .into_any(),
        Piece::Clue => view! {
            <circle cx=x - 8.0 cy=y - 8.0 r="4.5" fill="#2e8b57" stroke=PAPER stroke-width="1" />
        }
        .into_any(),
        Piece::Hideout => view! {
            <path
                d=format!("M{} {} l7 -7 l7 7 v7 h-14 Z", x - 7.0, y - 14.0)
                fill="#8a55c9"
                stroke=PAPER
                stroke-width="1"
            />
        }
        .into_any(),
    }
}

/// A cross beside a circle a piece may not reach this time.
fn barred(c: Circle) -> impl IntoView {
    let (x, y) = circle_at(c);
    view! {
        <path
            d=format!("M{} {} l7 7 m0 -7 l-7 7", x + 6.0, y + 4.0)
            stroke=RED
            stroke-width="2"
            stroke-linecap="round"
        />
    }
}

/// A mark on a crossing: a face-down patrol token, or its distance in police steps on a dark
/// square, unlike a circle's number.
fn post(node: Node, post: Post) -> AnyView {
    let (x, y) = at(node);
    match post {
        Post::Patrol => view! {
            <rect x=x - 6.0 y=y - 6.0 width="12" height="12" rx="2" fill="#6b6258" stroke=PAPER stroke-width="1" />
        }
        .into_any(),
        Post::Steps(n) => view! {
            <rect x=x - 6.5 y=y - 6.5 width="13" height="13" rx="2" fill=INK stroke=PAPER stroke-width="1" />
            <text x=x y=y + 3.0 text-anchor="middle" font-size="8" font-weight="bold" fill=PAPER>
                {n}
            </text>
        }
        .into_any(),
    }
}

/// A move between two circles, drawn from ring to ring.
fn step(from: Circle, to: Circle, stroke: Stroke) -> impl IntoView {
    let ((x1, y1), (x2, y2)) = (circle_at(from), circle_at(to));
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let gap = RADIUS + 3.0;
    let start = (x1 + ux * gap, y1 + uy * gap);
    let end = (x2 - ux * gap, y2 - uy * gap);
    arrow(start, end, stroke == Stroke::Special)
}

/// A scene on the map.
pub fn map_scene(words: &WcWords, scene: Scene) -> Drawing {
    let (_, _, w, h) = AREA;
    let size = ((w * SCALE).round() as u32, (h * SCALE).round() as u32);
    let policemen = scene
        .policemen
        .iter()
        .map(|(p, x)| {
            let (cx, cy) = at(Node::Crossing(*x));
            let (fill, ink) = POLICEMEN[p.index() % POLICEMEN.len()];
            view! {
                <circle cx=cx cy=cy r="8" fill=fill stroke=INK stroke-width="1.2" />
                <text x=cx y=cy + 3.0 text-anchor="middle" font-size="8" font-weight="bold" fill=ink>
                    {words.letter(*p)}
                </text>
            }
        })
        .collect_view();
    let shapes = view! {
        {map_ground()}
        {scene.posts.into_iter().map(|(x, p)| post(Node::Crossing(x), p)).collect_view()}
        {scene.moves.into_iter().map(|(a, b, s)| step(a, b, s)).collect_view()}
        {scene.barred.into_iter().map(barred).collect_view()}
        {scene.pieces.into_iter().map(|(c, p)| piece(c, p)).collect_view()}
        {policemen}
    };
    Drawing::new(size, shapes)
}
