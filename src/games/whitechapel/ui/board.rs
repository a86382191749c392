//! The map of Whitechapel drawn as SVG from the map's coordinates (WC1.3.3): streets,
//! crossings and numbered circles, the red circles and yellow crossings marked, and the pieces
//! the side looking may see; with the detective's notebook, the circles where Jack can be
//! shaded. The circles and crossings the decision offers are buttons, named
//! by their number and what stands on them; the map is moved by dragging, the wheel, a pinch,
//! the arrow keys or its buttons.

use std::collections::BTreeMap;

use leptos::ev::{KeyboardEvent, PointerEvent, WheelEvent};
use leptos::prelude::*;
use wc_engine::{Circle, Node, Policeman, TokenSeen, View};

use super::legend::WcLegend;
use crate::games::whitechapel::lesson::MAP_MARK;
use crate::games::whitechapel::model::{drawing, marks, point, Camera, Mark, Point};
use crate::games::whitechapel::words::{t, t_string, WcWords};
use crate::shell::kit::coach_mark;
use crate::shell::language::use_i18n;

/// A circle's radius, in map units.
const CIRCLE: f64 = 9.0;
/// A crossing's radius.
const CROSSING: f64 = 3.5;

/// The pointers pressed on the map: where each was last, and whether the map was dragged
/// since the first went down (then a click is no pick).
#[derive(Clone, Debug, Default)]
struct Pointers {
    down: Vec<(i32, Point)>,
    dragged: bool,
}

/// The map: `view` the side's view, `targets` the nodes offered (each picks itself through
/// `pick`), `picked` the nodes picked so far, `path` circles to draw a path through, `shaded`
/// the circles the detective's notebook shades.
#[component]
pub fn WcBoard(
    #[prop(into)] view: Signal<Option<View>>,
    #[prop(into)] targets: Signal<Vec<Node>>,
    #[prop(into)] picked: Signal<Vec<Node>>,
    #[prop(into)] path: Signal<Vec<Node>>,
    #[prop(into)] shaded: Signal<Vec<Circle>>,
    #[prop(into)] pick: Callback<Node>,
) -> impl IntoView {
    let i18n = use_i18n();
    let camera = RwSignal::new(Camera::default());
    let pointers = StoredValue::new(Pointers::default());
    let svg = NodeRef::<leptos::svg::Svg>::new();

    // The fraction of the map's box under a pointer, and the box's size in pixels.
    let fraction = move |x: f64, y: f64| -> Option<(Point, Point)> {
        let rect = svg.get_untracked()?.get_bounding_client_rect();
        (rect.width() > 0.0 && rect.height() > 0.0).then(|| {
            (
                (
                    (x - rect.left()) / rect.width(),
                    (y - rect.top()) / rect.height(),
                ),
                (rect.width(), rect.height()),
            )
        })
    };
    let on_wheel = move |ev: WheelEvent| {
        ev.prevent_default();
        if let Some((at, _)) = fraction(f64::from(ev.client_x()), f64::from(ev.client_y())) {
            let factor = (-ev.delta_y() * 0.002).exp();
            camera.update(|c| *c = c.zoom_at(factor, at));
        }
    };
    let on_down = move |ev: PointerEvent| {
        let id = ev.pointer_id();
        let at = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        pointers.update_value(|p| {
            // A pointer released outside the map was never seen going up.
            p.down.retain(|(d, _)| *d != id);
            if p.down.is_empty() {
                p.dragged = false;
            }
            p.down.push((id, at));
        });
    };
    let on_move = move |ev: PointerEvent| {
        let id = ev.pointer_id();
        if ev.buttons() == 0 {
            // Back over the map after going up outside it: no longer pressed.
            pointers.update_value(|p| p.down.retain(|(d, _)| *d != id));
            return;
        }
        let now = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let Some((_, size)) = fraction(now.0, now.1) else {
            return;
        };
        pointers.update_value(|p| {
            let Some(i) = p.down.iter().position(|(d, _)| *d == id) else {
                return;
            };
            let before = p.down[i].1;
            match p.down.len() {
                1 => {
                    let (dx, dy) = (now.0 - before.0, now.1 - before.1);
                    if p.dragged || dx.hypot(dy) > 4.0 {
                        p.dragged = true;
                        p.down[i].1 = now;
                        camera.update(|c| *c = c.pan((-dx / size.0, -dy / size.1)));
                    }
                }
                _ => {
                    let other = p.down[1 - i.min(1)].1;
                    let apart = |a: Point| (a.0 - other.0).hypot(a.1 - other.1);
                    let (was, is) = (apart(before), apart(now));
                    p.down[i].1 = now;
                    p.dragged = true;
                    if was > 0.0 {
                        let mid = ((now.0 + other.0) / 2.0, (now.1 + other.1) / 2.0);
                        if let Some((at, _)) = fraction(mid.0, mid.1) {
                            camera.update(|c| *c = c.zoom_at(is / was, at));
                        }
                    }
                }
            }
        });
    };
    let on_up = move |ev: PointerEvent| {
        let id = ev.pointer_id();
        pointers.update_value(|p| p.down.retain(|(d, _)| *d != id));
    };
    let on_key = move |ev: KeyboardEvent| {
        let moved = match ev.key().as_str() {
            "ArrowLeft" => camera.get_untracked().step(-1.0, 0.0),
            "ArrowRight" => camera.get_untracked().step(1.0, 0.0),
            "ArrowUp" => camera.get_untracked().step(0.0, -1.0),
            "ArrowDown" => camera.get_untracked().step(0.0, 1.0),
            "+" | "=" => camera.get_untracked().zoom_at(1.5, (0.5, 0.5)),
            "-" | "_" => camera.get_untracked().zoom_at(1.0 / 1.5, (0.5, 0.5)),
            "0" => Camera::default(),
            _ => return,
        };
        ev.prevent_default();
        camera.set(moved);
    };
    let choose = move |node: Node| {
        if !pointers.with_value(|p| p.dragged) {
            pick.run(node);
        }
    };

    let map = drawing();
    let streets = map
        .streets
        .iter()
        .map(|(a, b)| {
            view! { <line x1=a.0 y1=a.1 x2=b.0 y2=b.1 /> }
        })
        .collect_view();
    let crossings = map
        .crossings
        .iter()
        .map(|s| {
            view! { <circle class:yellow=s.marked cx=s.at.0 cy=s.at.1 r=CROSSING /> }
        })
        .collect_view();
    let circles = map
        .circles
        .iter()
        .map(|s| {
            let number = match s.node {
                Node::Circle(c) => c.0,
                Node::Crossing(_) => 0,
            };
            view! {
                <g class="spot" class:red=s.marked>
                    <circle cx=s.at.0 cy=s.at.1 r=CIRCLE />
                    <text x=s.at.0 y=s.at.1 + 3.2>{number}</text>
                </g>
            }
        })
        .collect_view();

    let notebook = move || {
        shaded
            .get()
            .into_iter()
            .filter_map(|c| point(Node::Circle(c)))
            .map(|(x, y)| view! { <circle class="maybe" cx=x cy=y r=CIRCLE + 4.5 /> })
            .collect_view()
    };
    let pieces = move || {
        let locale = i18n.get_locale();
        let words = WcWords::new(locale, &[]);
        view.with(|v| v.as_ref().map(marks))
            .unwrap_or_default()
            .into_iter()
            .filter_map(|(node, marks)| Some(draw_marks(point(node)?, &marks, &words)))
            .collect_view()
    };
    let path_line = move || {
        let points: Vec<String> = path
            .get()
            .into_iter()
            .filter_map(point)
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        (points.len() > 1).then(|| view! { <polyline class="path" points=points.join(" ") /> })
    };
    let buttons = move || {
        let locale = i18n.get_locale();
        let words = WcWords::new(locale, &[]);
        let marks_at: BTreeMap<Node, Vec<Mark>> =
            view.with(|v| v.as_ref().map(marks)).unwrap_or_default();
        let chosen = picked.get();
        let maybe = shaded.get();
        let mut nodes = targets.get();
        nodes.extend(
            chosen
                .iter()
                .filter(|n| !nodes.contains(n))
                .copied()
                .collect::<Vec<_>>(),
        );
        nodes
            .into_iter()
            .filter_map(|node| {
                let (x, y) = point(node)?;
                let is_picked = chosen.contains(&node);
                let offered = !is_picked;
                let label = node_label(
                    &words,
                    node,
                    marks_at.get(&node).map_or(&[][..], Vec::as_slice),
                    is_picked,
                    matches!(node, Node::Circle(c) if maybe.contains(&c)),
                );
                let r = match node {
                    Node::Circle(_) => CIRCLE + 3.0,
                    Node::Crossing(_) => CROSSING + 5.0,
                };
                Some(view! {
                    <circle
                        class="target"
                        class:picked=is_picked
                        cx=x
                        cy=y
                        r=r
                        role=offered.then_some("button")
                        tabindex=offered.then_some("0")
                        aria-label=label
                        on:click=move |_| {
                            if offered {
                                choose(node);
                            }
                        }
                        on:keydown=move |ev: KeyboardEvent| {
                            if offered && (ev.key() == "Enter" || ev.key() == " ") {
                                ev.prevent_default();
                                ev.stop_propagation();
                                pick.run(node);
                            }
                        }
                    />
                })
            })
            .collect_view()
    };

    let zoom = move |factor: f64| camera.update(|c| *c = c.zoom_at(factor, (0.5, 0.5)));
    view! {
        <section
            class="wc-map"
            aria-label=move || t_string!(i18n, table.board)
            data-coach=coach_mark(MAP_MARK.into())
        >
            <div class="wc-map-tools" role="group" aria-label=move || t_string!(i18n, table.zoom)>
                <button type="button" on:click=move |_| zoom(1.5)>{t!(i18n, table.zoom_in)}</button>
                <button type="button" on:click=move |_| zoom(1.0 / 1.5)>{t!(i18n, table.zoom_out)}</button>
                <button type="button" on:click=move |_| camera.set(Camera::default())>
                    {t!(i18n, table.whole_map)}
                </button>
            </div>
            <svg
                node_ref=svg
                class="wc-map-drawing"
                role="group"
                tabindex="0"
                aria-label=move || t_string!(i18n, table.drawing)
                aria-describedby="wc-map-help"
                viewBox=move || camera.get().view_box()
                on:wheel=on_wheel
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_up
                on:keydown=on_key
            >
                <g class="streets" aria-hidden="true">{streets}</g>
                <g class="crossings" aria-hidden="true">{crossings}</g>
                <g class="notebook" aria-hidden="true">{notebook}</g>
                <g class="circles" aria-hidden="true">{circles}</g>
                <g class="paths" aria-hidden="true">{path_line}</g>
                <g class="pieces" aria-hidden="true">{pieces}</g>
                <g class="targets">{buttons}</g>
            </svg>
            <p id="wc-map-help" class="wc-map-help">{t!(i18n, table.map_help)}</p>
            <WcLegend notebook=Signal::derive(move || !shaded.with(Vec::is_empty)) />
        </section>
    }
}

/// A node's accessible name: its number, what stands on it, and whether the detective's
/// notebook shades it.
fn node_label(words: &WcWords, node: Node, marks: &[Mark], picked: bool, maybe: bool) -> String {
    let mut parts = vec![words.node_title(node)];
    parts.extend(marks.iter().map(|m| mark_name(words, *m)));
    if maybe {
        parts.push(crate::games::whitechapel::words::tr!(
            words.locale,
            pieces.maybe_jack
        ));
    }
    if picked {
        parts.push(crate::games::whitechapel::words::tr!(
            words.locale,
            pieces.picked
        ));
    }
    words.list(&parts)
}

/// What a piece is, in words.
pub fn mark_name(words: &WcWords, mark: Mark) -> String {
    use crate::games::whitechapel::words::tr;
    let l = words.locale;
    match mark {
        Mark::Policeman(p) => words.policeman(p),
        Mark::Patrol(TokenSeen::FaceDown) => tr!(l, pieces.patrol_down),
        Mark::Patrol(TokenSeen::Fake) => tr!(l, pieces.patrol_fake),
        Mark::Patrol(TokenSeen::Policeman(p)) => tr!(l, pieces.patrol_of, colour = words.colour(p)),
        Mark::Woman(None) => tr!(l, pieces.woman),
        Mark::Woman(Some(true)) => tr!(l, pieces.woman_marked),
        Mark::Woman(Some(false)) => tr!(l, pieces.woman_unmarked),
        Mark::Wretched => tr!(l, pieces.wretched),
        Mark::CrimeScene => tr!(l, pieces.scene),
        Mark::Clue => tr!(l, pieces.clue),
        Mark::Hideout => tr!(l, pieces.hideout),
        Mark::Jack => tr!(l, pieces.jack),
    }
}

/// The class of a policeman's colour.
pub fn policeman_class(p: Policeman) -> &'static str {
    ["wc-p0", "wc-p1", "wc-p2", "wc-p3", "wc-p4"][p.index().min(4)]
}

/// The pieces on one node, drawn around it.
fn draw_marks(at: Point, marks: &[Mark], words: &WcWords) -> impl IntoView {
    let (x, y) = at;
    marks
        .iter()
        .map(|mark| match *mark {
            Mark::CrimeScene => view! {
                <g class="scene">
                    <line x1=x - 8.0 y1=y - 8.0 x2=x + 8.0 y2=y + 8.0 />
                    <line x1=x - 8.0 y1=y + 8.0 x2=x + 8.0 y2=y - 8.0 />
                </g>
            }
            .into_any(),
            Mark::Clue => view! { <circle class="clue" cx=x cy=y r=CIRCLE + 2.5 /> }.into_any(),
            Mark::Woman(marked) => view! {
                <g class="woman" class:marked=marked == Some(true)>
                    <circle cx=x + 7.0 cy=y - 7.0 r=4.5 />
                </g>
            }
            .into_any(),
            Mark::Wretched => view! {
                <rect class="wretched" x=x - 10.0 y=y - 13.0 width=7.0 height=7.0 />
            }
            .into_any(),
            Mark::Hideout => view! {
                <path class="hideout" d=format!("M{} {} l6 -6 l6 6 v6 h-12 z", x - 6.0, y + 6.0) />
            }
            .into_any(),
            Mark::Jack => view! {
                <g class="jack">
                    <circle cx=x cy=y r=CIRCLE - 1.0 />
                    <text x=x y=y + 3.2>"J"</text>
                </g>
            }
            .into_any(),
            Mark::Patrol(seen) => {
                let (class, letter) = match seen {
                    TokenSeen::FaceDown => ("down", "?".to_string()),
                    TokenSeen::Fake => ("fake", "×".to_string()),
                    TokenSeen::Policeman(p) => (policeman_class(p), words.letter(p)),
                };
                view! {
                    <g class=format!("patrol {class}")>
                        <rect x=x - 6.0 y=y - 6.0 width=12.0 height=12.0 rx=2.0 />
                        <text x=x y=y + 3.0>{letter}</text>
                    </g>
                }
                .into_any()
            }
            Mark::Policeman(p) => view! {
                <g class=format!("policeman {}", policeman_class(p))>
                    <circle cx=x cy=y r=8.0 />
                    <text x=x y=y + 3.2>{words.letter(p)}</text>
                </g>
            }
            .into_any(),
        })
        .collect_view()
}
