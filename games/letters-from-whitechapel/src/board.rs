//! The board (WC1.3, WC1.4): the map file read and validated at load, each failed check a typed
//! error, and the relations the rules are played on, computed from the streets alone.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::OnceLock;

use crate::geometry::{canonical_cycle, faces, segments_cross, signed_area, Point};
use crate::map_error::{Graph, MapError};
use crate::map_file::MapFile;
use crate::node::{Circle, Crossing, Node};
use crate::pinned;
use crate::sets::{CircleSet, CrossingSet};

/// The numbered circles are exactly these (WC1.1.4).
const CIRCLES: u8 = 195;

/// The board: its streets, its red circles and yellow crossings, its blocks, and the relations
/// of WC1.4 that do not depend on where the policemen stand.
#[derive(Clone, Debug)]
pub struct Board {
    crossings: u8,
    /// Each node's position in the drawing, by index (circles first, then crossings).
    points: Vec<Point>,
    /// Each node's street neighbours, by index.
    streets: Vec<Vec<usize>>,
    red: CircleSet,
    yellow: CrossingSet,
    /// The circles of each block, in the file's order.
    blocks: Vec<CircleSet>,
    /// Jack's normal moves from each circle with nothing blocked (WC1.4.2).
    moves: Vec<CircleSet>,
    /// The crossings next to each circle.
    crossings_of: Vec<CrossingSet>,
    /// The circles next to each crossing (WC1.4.3).
    circles_of: Vec<CircleSet>,
    /// The police steps from each crossing (WC1.4.4).
    steps: Vec<CrossingSet>,
    /// Each circle's alley partners (WC1.4.6).
    alleys: Vec<CircleSet>,
}

/// The board of the map file this engine ships with, read once.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        Board::load(include_str!("../data/whitechapel-map.json"))
            .unwrap_or_else(|e| panic!("the shipped map is refused: {e}"))
    })
}

impl Board {
    /// Reads and validates a map file (WC1.3.4).
    ///
    /// # Errors
    /// The first check the map fails, as a [`MapError`].
    pub fn load(text: &str) -> Result<Board, MapError> {
        let file: MapFile = serde_json::from_str(text).map_err(|e| MapError::Unreadable {
            reason: e.to_string(),
        })?;
        if file.format != "whitechapel-map" || file.version != 1 {
            return Err(MapError::Format {
                format: file.format,
                version: file.version,
            });
        }
        let numbers: BTreeSet<u8> = file.circles.iter().map(|c| c.number).collect();
        if numbers.len() != file.circles.len() || numbers != (1..=CIRCLES).collect() {
            return Err(MapError::CircleNumbers);
        }
        let ids: BTreeSet<u8> = file.crossings.iter().map(|x| x.id).collect();
        let crossings = u8::try_from(file.crossings.len()).map_err(|_| MapError::CrossingIds)?;
        if ids.len() != file.crossings.len() || ids != (1..=crossings).collect() {
            return Err(MapError::CrossingIds);
        }
        let mut board = Board {
            crossings,
            points: vec![(0.0, 0.0); usize::from(CIRCLES) + usize::from(crossings)],
            streets: vec![Vec::new(); usize::from(CIRCLES) + usize::from(crossings)],
            red: CircleSet::EMPTY,
            yellow: CrossingSet::EMPTY,
            blocks: Vec::new(),
            moves: Vec::new(),
            crossings_of: Vec::new(),
            circles_of: Vec::new(),
            steps: Vec::new(),
            alleys: Vec::new(),
        };
        let records = file
            .circles
            .iter()
            .map(|c| (Node::Circle(Circle(c.number)), (c.x, c.y), &c.streets))
            .chain(
                file.crossings
                    .iter()
                    .map(|x| (Node::Crossing(Crossing(x.id)), (x.x, x.y), &x.streets)),
            );
        let (width, height) = file.coordinates.r#box;
        for (node, point, streets) in records {
            if !(0.0..=width).contains(&point.0) || !(0.0..=height).contains(&point.1) {
                return Err(MapError::OutsideBox { node });
            }
            let me = board.index(node);
            board.points[me] = point;
            for reference in streets {
                let to = Node::parse(reference).ok_or_else(|| MapError::MalformedStreet {
                    node,
                    reference: reference.clone(),
                })?;
                if !board.has(to) {
                    return Err(MapError::UnknownStreet { node, to });
                }
                if to == node {
                    return Err(MapError::StreetToItself { node });
                }
                let other = board.index(to);
                if board.streets[me].contains(&other) {
                    return Err(MapError::DuplicateStreet { node, to });
                }
                board.streets[me].push(other);
            }
        }
        for (a, around) in board.streets.iter().enumerate() {
            if let Some(b) = around.iter().find(|b| !board.streets[**b].contains(&a)) {
                return Err(MapError::OneWayStreet {
                    from: board.node(a),
                    to: board.node(*b),
                });
            }
        }
        board.colours(&file)?;
        board.derive();
        board.check_connected()?;
        board.check_drawing()?;
        board.read_blocks(&file)?;
        board.check_pinned()?;
        board.check_counts(&file.counts)?;
        Ok(board)
    }

    /// The red circles and yellow crossings, each in its list once and as flagged (WC1.5).
    fn colours(&mut self, file: &MapFile) -> Result<(), MapError> {
        let flagged: BTreeSet<u8> = file
            .circles
            .iter()
            .filter(|c| c.red)
            .map(|c| c.number)
            .collect();
        let listed: BTreeSet<u8> = file.red_circles.iter().copied().collect();
        if listed.len() != file.red_circles.len() || listed != flagged {
            return Err(MapError::RedCircles);
        }
        let flagged: BTreeSet<u8> = file
            .crossings
            .iter()
            .filter(|x| x.yellow)
            .map(|x| x.id)
            .collect();
        let listed: BTreeSet<u8> = file.yellow_crossings.iter().copied().collect();
        if listed.len() != file.yellow_crossings.len() || listed != flagged {
            return Err(MapError::YellowCrossings);
        }
        self.red = file.red_circles.iter().map(|n| Circle(*n)).collect();
        self.yellow = file.yellow_crossings.iter().map(|i| Crossing(*i)).collect();
        Ok(())
    }

    /// The relations of WC1.4 that do not depend on blocking.
    fn derive(&mut self) {
        self.moves = self
            .circles()
            .map(|c| self.normal_moves_past(c, &CrossingSet::EMPTY))
            .collect();
        self.crossings_of = self
            .circles()
            .map(|c| {
                self.neighbours(Node::Circle(c))
                    .filter_map(crossing)
                    .collect()
            })
            .collect();
        self.circles_of = self
            .crossings()
            .map(|x| {
                self.neighbours(Node::Crossing(x))
                    .filter_map(circle)
                    .collect()
            })
            .collect();
        self.steps = self
            .crossings()
            .map(|x| self.police_steps_from(x))
            .collect();
    }

    /// The street graph, Jack's normal moves and the police steps each hold together; every
    /// circle can be left and searched (WC1.3.4).
    fn check_connected(&self) -> Result<(), MapError> {
        let nodes: Vec<usize> = (0..self.points.len()).collect();
        if !connected(&nodes, |v| self.streets[v].clone()) {
            return Err(MapError::NotConnected {
                graph: Graph::Streets,
            });
        }
        for c in self.circles() {
            if self.normal_moves(c, &CrossingSet::EMPTY).is_empty() {
                return Err(MapError::NoNormalMove { circle: c });
            }
            if self.crossings_next_to(c).is_empty() {
                return Err(MapError::NoAdjacentCrossing { circle: c });
            }
        }
        let circles: Vec<usize> = (0..usize::from(CIRCLES)).collect();
        if !connected(&circles, |v| {
            self.moves[v]
                .members()
                .map(|c| usize::from(c.0) - 1)
                .collect()
        }) {
            return Err(MapError::NotConnected {
                graph: Graph::NormalMoves,
            });
        }
        let crossings: Vec<usize> = (0..usize::from(self.crossings)).collect();
        if !connected(&crossings, |v| {
            self.steps[v]
                .members()
                .map(|x| usize::from(x.0) - 1)
                .collect()
        }) {
            return Err(MapError::NotConnected {
                graph: Graph::PoliceSteps,
            });
        }
        Ok(())
    }

    /// No two street segments cross in the drawing (WC1.3.4).
    fn check_drawing(&self) -> Result<(), MapError> {
        let segments = self.segments();
        for (i, &(a, b)) in segments.iter().enumerate() {
            for &(c, d) in &segments[i + 1..] {
                if a == c || a == d || b == c || b == d {
                    continue;
                }
                let p = |v: usize| self.points[v];
                if segments_cross(p(a), p(b), p(c), p(d)) {
                    return Err(MapError::StreetsCross {
                        first: (self.node(a), self.node(b)),
                        second: (self.node(c), self.node(d)),
                    });
                }
            }
        }
        Ok(())
    }

    /// The blocks are the bounded faces of the drawing, and the alleys their circle pairs
    /// (WC1.4.6).
    fn read_blocks(&mut self, file: &MapFile) -> Result<(), MapError> {
        let faces = faces(&self.streets, &self.points);
        let euler = self.points.len() as i64 - self.segments().len() as i64 + faces.len() as i64;
        if euler != 2 {
            return Err(MapError::Euler { value: euler });
        }
        let outside = (0..faces.len())
            .max_by(|a, b| {
                let area = |i: usize| signed_area(&faces[i], &self.points).abs();
                area(*a).total_cmp(&area(*b))
            })
            .unwrap_or(0);
        let inner: Vec<&Vec<usize>> = faces
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != outside)
            .map(|(_, f)| f)
            .collect();
        let derived: HashSet<Vec<usize>> = inner.iter().map(|f| canonical_cycle(f)).collect();
        let mut ids = HashSet::new();
        let mut stored = HashSet::new();
        for block in &file.blocks {
            if !ids.insert(block.id) {
                return Err(MapError::BlockIds);
            }
            let boundary: Option<Vec<usize>> = block
                .boundary
                .iter()
                .map(|r| {
                    Node::parse(r)
                        .filter(|n| self.has(*n))
                        .map(|n| self.index(n))
                })
                .collect();
            let boundary = boundary.ok_or(MapError::Block { id: block.id })?;
            let on_boundary: BTreeSet<u8> = boundary
                .iter()
                .filter_map(|v| circle(self.node(*v)))
                .map(|c| c.0)
                .collect();
            let listed: BTreeSet<u8> = block.circles.iter().copied().collect();
            if on_boundary != listed || listed.len() != block.circles.len() {
                return Err(MapError::Block { id: block.id });
            }
            stored.insert(canonical_cycle(&boundary));
            self.blocks
                .push(listed.iter().map(|n| Circle(*n)).collect());
        }
        if stored != derived {
            return Err(MapError::BlocksDiffer {
                stored_only: stored.difference(&derived).count(),
                derived_only: derived.difference(&stored).count(),
            });
        }
        let mut pairs = BTreeSet::new();
        for block in &self.blocks {
            let circles: Vec<Circle> = block.members().collect();
            for (i, a) in circles.iter().enumerate() {
                for b in &circles[i + 1..] {
                    pairs.insert((a.0, b.0));
                }
            }
        }
        let mut listed = BTreeSet::new();
        for &(a, b) in &file.alleys {
            let known = |n: u8| (1..=CIRCLES).contains(&n);
            if a == b || !known(a) || !known(b) || !listed.insert((a.min(b), a.max(b))) {
                return Err(MapError::AlleyPair { pair: (a, b) });
            }
        }
        if listed != pairs {
            return Err(MapError::AlleysDiffer {
                stored_only: listed.difference(&pairs).count(),
                derived_only: pairs.difference(&listed).count(),
            });
        }
        self.alleys = vec![CircleSet::EMPTY; usize::from(CIRCLES)];
        for (a, b) in listed {
            self.alleys[usize::from(a) - 1].insert(Circle(b));
            self.alleys[usize::from(b) - 1].insert(Circle(a));
        }
        Ok(())
    }

    /// The facts of WC1.3.6.
    fn check_pinned(&self) -> Result<(), MapError> {
        for (a, b, exists) in pinned::WALKS {
            if self
                .normal_moves(Circle(a), &CrossingSet::EMPTY)
                .contains(Circle(b))
                != exists
            {
                return Err(MapError::Pinned {
                    fact: "a normal move of D1–D2",
                });
            }
        }
        for (a, b, exists) in pinned::STREETS {
            let street = Node::parse(a)
                .zip(Node::parse(b))
                .is_some_and(|(a, b)| self.streets[self.index(a)].contains(&self.index(b)));
            if street != exists {
                return Err(MapError::Pinned {
                    fact: "a street of D4–D5",
                });
            }
        }
        for (a, b) in pinned::NO_ALLEY {
            if self.alley_partners(Circle(a)).contains(Circle(b)) {
                return Err(MapError::Pinned {
                    fact: "the alley of D3",
                });
            }
        }
        Ok(())
    }

    /// Every count the file states holds (WC1.3.4).
    fn check_counts(&self, counts: &BTreeMap<String, usize>) -> Result<(), MapError> {
        let segments = self.segments();
        let kinds = |circles: usize| {
            segments
                .iter()
                .filter(|(a, b)| {
                    usize::from(*a < usize::from(CIRCLES)) + usize::from(*b < usize::from(CIRCLES))
                        == circles
                })
                .count()
        };
        let walk_pairs: usize = self.moves.iter().map(CircleSet::len).sum::<usize>() / 2;
        let alley_pairs: usize = self.alleys.iter().map(CircleSet::len).sum::<usize>() / 2;
        for (name, stated) in counts {
            let found = match name.as_str() {
                "circles" => Some(usize::from(CIRCLES)),
                "crossings" => Some(usize::from(self.crossings)),
                "streets" => Some(segments.len()),
                "streetsCircleCrossing" => Some(kinds(1)),
                "streetsCrossingCrossing" => Some(kinds(0)),
                "streetsCircleCircle" => Some(kinds(2)),
                "red" => Some(self.red.len()),
                "yellow" => Some(self.yellow.len()),
                "blocks" => Some(self.blocks.len()),
                "alleyPairs" => Some(alley_pairs),
                "walkPairs" => Some(walk_pairs),
                _ => None,
            };
            if found != Some(*stated) {
                return Err(MapError::Count {
                    name: name.clone(),
                    stated: *stated,
                    found,
                });
            }
        }
        Ok(())
    }

    fn index(&self, node: Node) -> usize {
        match node {
            Node::Circle(c) => usize::from(c.0) - 1,
            Node::Crossing(x) => usize::from(CIRCLES) + usize::from(x.0) - 1,
        }
    }

    fn node(&self, index: usize) -> Node {
        match u8::try_from(index + 1) {
            Ok(n) if n <= CIRCLES => Node::Circle(Circle(n)),
            _ => Node::Crossing(Crossing((index + 1 - usize::from(CIRCLES)) as u8)),
        }
    }

    /// Whether the board has this node.
    pub fn has(&self, node: Node) -> bool {
        match node {
            Node::Circle(c) => (1..=CIRCLES).contains(&c.0),
            Node::Crossing(x) => (1..=self.crossings).contains(&x.0),
        }
    }

    /// Every numbered circle, in order.
    pub fn circles(&self) -> impl Iterator<Item = Circle> {
        (1..=CIRCLES).map(Circle)
    }

    /// Every crossing, in order.
    pub fn crossings(&self) -> impl Iterator<Item = Crossing> {
        (1..=self.crossings).map(Crossing)
    }

    /// A node's street neighbours.
    pub fn neighbours(&self, node: Node) -> impl Iterator<Item = Node> + '_ {
        let around = if self.has(node) {
            self.streets[self.index(node)].as_slice()
        } else {
            &[]
        };
        around.iter().map(|v| self.node(*v))
    }

    /// Every street segment once, by index, the lower end first.
    fn segments(&self) -> Vec<(usize, usize)> {
        self.streets
            .iter()
            .enumerate()
            .flat_map(|(a, around)| around.iter().filter(move |b| a < **b).map(move |b| (a, *b)))
            .collect()
    }

    /// Where a node is drawn: x to the right and y downwards, on a box 1000 wide (WC1.3.3).
    pub fn position(&self, node: Node) -> Option<(f64, f64)> {
        self.has(node).then(|| self.points[self.index(node)])
    }

    /// The red circles, where the women tokens go (WC1.5).
    pub fn red_circles(&self) -> CircleSet {
        self.red
    }

    /// The yellow crossings, the first night's patrol spaces (WC1.5).
    pub fn yellow_crossings(&self) -> CrossingSet {
        self.yellow
    }

    /// The circles of each block, in the map file's order (WC1.4.6).
    pub fn blocks(&self) -> &[CircleSet] {
        &self.blocks
    }

    /// WC1.4.2: the circles Jack reaches from `from` by one normal move while the crossings of
    /// `blocked` hold policemen: along streets through unblocked crossings, stopping at the
    /// first circle; a direct street between circles is never blocked.
    pub fn normal_moves(&self, from: Circle, blocked: &CrossingSet) -> CircleSet {
        if !self.has(Node::Circle(from)) {
            return CircleSet::EMPTY;
        }
        if blocked.is_empty() && !self.moves.is_empty() {
            return self.moves[usize::from(from.0) - 1];
        }
        self.normal_moves_past(from, blocked)
    }

    fn normal_moves_past(&self, from: Circle, blocked: &CrossingSet) -> CircleSet {
        let mut reached = CircleSet::EMPTY;
        self.walk(Node::Circle(from), |node| match node {
            Node::Circle(c) => {
                reached.insert(c);
                false
            }
            Node::Crossing(x) => !blocked.contains(x),
        });
        reached
    }

    /// Walks the streets from `from`, each node once: `visit` is told every node reached and
    /// says whether the walk goes on through it.
    fn walk(&self, from: Node, mut visit: impl FnMut(Node) -> bool) {
        let start = self.index(from);
        let mut seen = vec![false; self.points.len()];
        seen[start] = true;
        let mut stack = vec![start];
        while let Some(v) = stack.pop() {
            for &w in &self.streets[v] {
                if !std::mem::replace(&mut seen[w], true) && visit(self.node(w)) {
                    stack.push(w);
                }
            }
        }
    }

    /// WC1.4.3: the circles joined to crossing `x` by one segment.
    pub fn circles_next_to(&self, x: Crossing) -> CircleSet {
        if !self.has(Node::Crossing(x)) {
            return CircleSet::EMPTY;
        }
        self.circles_of[usize::from(x.0) - 1]
    }

    /// The crossings joined to circle `c` by one segment.
    pub fn crossings_next_to(&self, c: Circle) -> CrossingSet {
        if !self.has(Node::Circle(c)) {
            return CrossingSet::EMPTY;
        }
        self.crossings_of[usize::from(c.0) - 1]
    }

    /// WC1.4.4: the crossings one police step from `x`, passing numbered circles only.
    pub fn police_steps(&self, x: Crossing) -> CrossingSet {
        if !self.has(Node::Crossing(x)) {
            return CrossingSet::EMPTY;
        }
        self.steps[usize::from(x.0) - 1]
    }

    fn police_steps_from(&self, x: Crossing) -> CrossingSet {
        let mut reached = CrossingSet::EMPTY;
        self.walk(Node::Crossing(x), |node| match node {
            Node::Crossing(y) => {
                reached.insert(y);
                false
            }
            Node::Circle(_) => true,
        });
        reached
    }

    /// WC1.4.5: the coach moves from `from`, as the pairs (first circle, second circle) of two
    /// unblocked normal moves that do not end where they began, in order.
    pub fn coach_pairs(&self, from: Circle) -> Vec<(Circle, Circle)> {
        let empty = CrossingSet::EMPTY;
        self.normal_moves(from, &empty)
            .members()
            .flat_map(|first| {
                self.normal_moves(first, &empty)
                    .members()
                    .filter(move |second| *second != from)
                    .map(move |second| (first, second))
            })
            .collect()
    }

    /// WC1.4.6: the circles that share a block with `c`.
    pub fn alley_partners(&self, c: Circle) -> CircleSet {
        if !self.has(Node::Circle(c)) || self.alleys.is_empty() {
            return CircleSet::EMPTY;
        }
        self.alleys[usize::from(c.0) - 1]
    }
}

fn circle(node: Node) -> Option<Circle> {
    match node {
        Node::Circle(c) => Some(c),
        Node::Crossing(_) => None,
    }
}

fn crossing(node: Node) -> Option<Crossing> {
    match node {
        Node::Crossing(x) => Some(x),
        Node::Circle(_) => None,
    }
}

/// Whether `nodes` (indices from 0) hold together by `next`.
fn connected(nodes: &[usize], next: impl Fn(usize) -> Vec<usize>) -> bool {
    let Some(&first) = nodes.first() else {
        return true;
    };
    let mut seen = vec![false; nodes.len()];
    seen[first] = true;
    let mut stack = vec![first];
    let mut count = 1;
    while let Some(v) = stack.pop() {
        for w in next(v) {
            if w < seen.len() && !std::mem::replace(&mut seen[w], true) {
                count += 1;
                stack.push(w);
            }
        }
    }
    count == nodes.len()
}
