//! Where the events of an action go (R12.4.1, R12.13): kept for a caller that shows or checks
//! them, or passed over for one that only plays on, a search trying thousands of moves.

use crate::event::Event;

pub(crate) struct Report {
    events: Vec<Event>,
    keeping: bool,
}

impl Report {
    /// A report that keeps every event, after those already in `events`.
    pub fn keeping(events: Vec<Event>) -> Report {
        Report {
            events,
            keeping: true,
        }
    }

    /// A report that keeps nothing.
    pub fn passing() -> Report {
        Report {
            events: Vec::new(),
            keeping: false,
        }
    }

    #[inline(always)]
    pub fn push(&mut self, event: Event) {
        if self.keeping {
            self.events.push(event);
        }
    }

    /// Reports the event `make` builds, building it only when it is kept.
    #[inline(always)]
    pub fn push_with(&mut self, make: impl FnOnce() -> Event) {
        if self.keeping {
            self.events.push(make());
        }
    }

    pub fn into_events(self) -> Vec<Event> {
        self.events
    }
}
