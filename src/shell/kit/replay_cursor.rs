//! Where a replay of either game stands: the point shown among its points, the jump list's
//! entry it is in, and whose hidden cards it shows — one seat's (or nobody's) while the game is
//! unfinished, any seat's, chosen by the viewer, once it is over.

/// Where a replay stands, as its bar shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReplayPosition {
    /// The point shown, from 0.
    pub at: usize,
    /// The last point.
    pub len: usize,
    /// The entry of the jump list the point shown is in.
    pub mark: Option<usize>,
    /// The game is over: any seat's hand may be shown.
    pub finished: bool,
    /// The index of the seat whose hand is shown.
    pub seat: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayCursor {
    at: usize,
    last: usize,
    /// The point at which each entry of the jump list begins, in order.
    marks: Vec<usize>,
    finished: bool,
    seats: usize,
    /// The index of the seat whose hidden cards are shown.
    seat: Option<usize>,
}

impl ReplayCursor {
    /// A replay at its first point, with `last` its last point, its jump list's entries
    /// beginning at `marks`, a game of `seats` seats, finished or not, showing `seat`'s cards.
    pub fn new(
        last: usize,
        marks: Vec<usize>,
        finished: bool,
        seats: usize,
        seat: Option<usize>,
    ) -> ReplayCursor {
        ReplayCursor {
            at: 0,
            last,
            marks,
            finished,
            seats,
            seat,
        }
    }

    /// The point shown, from 0.
    pub fn at(&self) -> usize {
        self.at
    }

    pub fn last(&self) -> usize {
        self.last
    }

    /// The point shown is now `at` (at most the last).
    pub fn set_at(&mut self, at: usize) {
        self.at = at.min(self.last);
    }

    /// The entry of the jump list the point shown is in.
    pub fn current_mark(&self) -> Option<usize> {
        self.marks.iter().rposition(|m| *m <= self.at)
    }

    /// Whether the whole game is over (then every hidden card may be shown).
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The index of the seat whose hand and private events are shown; `None`: a spectator's.
    pub fn seat(&self) -> Option<usize> {
        self.seat
    }

    /// Shows another seat's hand: only once the game is over.
    pub fn show_seat(&mut self, seat: usize) {
        if self.finished && seat < self.seats {
            self.seat = Some(seat);
        }
    }

    /// Where the replay stands, for its bar.
    pub fn position(&self) -> ReplayPosition {
        ReplayPosition {
            at: self.at,
            len: self.last,
            mark: self.current_mark(),
            finished: self.finished,
            seat: self.seat,
        }
    }
}
