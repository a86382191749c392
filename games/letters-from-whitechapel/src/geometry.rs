//! The straight-line drawing of the street graph (WC1.3.3, WC1.4.6): whether two segments cross,
//! and the faces of the drawing, whose bounded ones are the blocks.

/// A point of the drawing: x to the right, y downwards.
pub(crate) type Point = (f64, f64);

/// Whether the segments p1–p2 and p3–p4 cross at a point inside both.
pub(crate) fn segments_cross(p1: Point, p2: Point, p3: Point, p4: Point) -> bool {
    let orient =
        |a: Point, b: Point, c: Point| (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    let (d1, d2) = (orient(p3, p4, p1), orient(p3, p4, p2));
    let (d3, d4) = (orient(p1, p2, p3), orient(p1, p2, p4));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

/// The faces of the plane drawing of `streets` (each node's neighbours, by index) at
/// `points`: each the cycle of nodes along its boundary.
pub(crate) fn faces(streets: &[Vec<usize>], points: &[Point]) -> Vec<Vec<usize>> {
    // Each node's neighbours in the order of their angle around it.
    let rings: Vec<Vec<usize>> = streets
        .iter()
        .enumerate()
        .map(|(v, around)| {
            let mut ring = around.clone();
            let angle = |u: usize| (points[u].1 - points[v].1).atan2(points[u].0 - points[v].0);
            ring.sort_by(|a, b| angle(*a).total_cmp(&angle(*b)));
            ring
        })
        .collect();
    let mut used = std::collections::HashSet::new();
    let mut result = Vec::new();
    for (a, around) in streets.iter().enumerate() {
        for &b in around {
            if used.contains(&(a, b)) {
                continue;
            }
            let mut cycle = Vec::new();
            let (mut u, mut v) = (a, b);
            while used.insert((u, v)) {
                cycle.push(u);
                let ring = &rings[v];
                let at = ring.iter().position(|w| *w == u).unwrap_or(0);
                let w = ring[(at + ring.len() - 1) % ring.len()];
                (u, v) = (v, w);
            }
            result.push(cycle);
        }
    }
    result
}

/// The signed area of the polygon through `cycle`.
pub(crate) fn signed_area(cycle: &[usize], points: &[Point]) -> f64 {
    let n = cycle.len();
    (0..n)
        .map(|i| {
            let (x1, y1) = points[cycle[i]];
            let (x2, y2) = points[cycle[(i + 1) % n]];
            x1 * y2 - x2 * y1
        })
        .sum::<f64>()
        / 2.0
}

/// A cycle written from its least node, its direction kept: the same for every rotation.
pub(crate) fn canonical_cycle(cycle: &[usize]) -> Vec<usize> {
    (0..cycle.len())
        .map(|i| [&cycle[i..], &cycle[..i]].concat())
        .min()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_with_a_diagonal_has_two_triangles_and_the_outside() {
        let points = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)];
        let streets = vec![vec![1, 3, 2], vec![0, 2], vec![1, 3, 0], vec![2, 0]];
        let faces = faces(&streets, &points);
        assert_eq!(faces.len(), 3, "{faces:?}");
        let mut areas: Vec<f64> = faces
            .iter()
            .map(|f| signed_area(f, &points).abs())
            .collect();
        areas.sort_by(f64::total_cmp);
        assert_eq!(areas, [0.5, 0.5, 1.0]);
        assert!(segments_cross(
            (0.0, 0.0),
            (1.0, 1.0),
            (1.0, 0.0),
            (0.0, 1.0)
        ));
        assert!(!segments_cross(
            (0.0, 0.0),
            (1.0, 0.0),
            (1.0, 0.0),
            (1.0, 1.0)
        ));
        assert_eq!(canonical_cycle(&[3, 1, 2]), [1, 2, 3]);
    }
}
