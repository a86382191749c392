//! A game of Letters from Whitechapel watched again: its record, the game as it stood after
//! each answer, and where each night and round began. A finished game shows everything at
//! every step (WC9.7.2); an unfinished one only what the side of its one person may see, or
//! what a spectator may (WC9.7.3).

use wc_engine::{Event, Recorded, SaveError, View, Viewer};

use super::record::{WcRecord, WcRecordError};
use super::screen::viewer;
use super::seats::human_sides;
use super::session::WcSession;
use crate::shell::kit::replay_cursor::ReplayCursor;

/// Where a night or a round began: at the replay's point `at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WcReplayMark {
    pub night: u8,
    /// 0 for the night's start, before the hunt.
    pub round: u8,
    pub at: usize,
}

#[derive(Clone, Debug)]
pub struct WcReplay {
    record: WcRecord,
    /// The game before its first answer.
    opening: WcSession,
    answers: Vec<Recorded>,
    /// The game at point `cursor.at()`: after that many answers.
    shown: WcSession,
    marks: Vec<WcReplayMark>,
    cursor: ReplayCursor,
    /// Whose view an unfinished game is shown in.
    viewer: Viewer,
}

impl WcReplay {
    /// The replay of `record` from its first answer; `its_person`: an unfinished game is shown
    /// as its people's side sees it, if they all play one side (else as a spectator sees it).
    ///
    /// # Errors
    /// The [`WcRecordError`] of a record that does not replay.
    pub fn new(record: WcRecord, its_person: bool) -> Result<WcReplay, WcRecordError> {
        let whole = WcSession::resume(&record)?;
        let finished = whole.game().is_over();
        let answers = whole.game().recorded().to_vec();
        let opening = WcSession::new(whole.game().config().clone(), record.seats.clone())
            .map_err(|e| WcRecordError::Save(SaveError::Setup(e)))?;
        let sides = human_sides(whole.game(), whole.seats());
        let viewer = match sides.as_slice() {
            [only] if its_person => viewer(*only),
            _ => Viewer::Spectator,
        };
        let mut marks: Vec<WcReplayMark> = Vec::new();
        let mut replaying = opening.clone();
        for (at, recorded) in answers.iter().enumerate() {
            let (night, round) = (replaying.game().night(), replaying.game().round());
            if marks
                .last()
                .is_none_or(|m| (m.night, m.round) != (night, round))
            {
                marks.push(WcReplayMark { night, round, at });
            }
            if replaying
                .play(recorded.seat, recorded.answer.clone())
                .is_err()
            {
                break;
            }
        }
        let cursor = ReplayCursor::new(
            answers.len(),
            marks.iter().map(|m| m.at).collect(),
            finished,
            record.seats.len(),
            None,
        );
        Ok(WcReplay {
            record,
            shown: opening.clone(),
            opening,
            answers,
            marks,
            cursor,
            viewer,
        })
    }

    /// The game as it stood at the point shown.
    pub fn shown(&self) -> &WcSession {
        &self.shown
    }

    pub fn record(&self) -> &WcRecord {
        &self.record
    }

    pub fn cursor(&self) -> &ReplayCursor {
        &self.cursor
    }

    /// The side whose view is shown; a finished game's replay shows everything.
    pub fn viewer(&self) -> Option<Viewer> {
        (!self.cursor.finished()).then_some(self.viewer)
    }

    /// The view shown: a finished game's holds everything — Jack's secrets and the patrol
    /// tokens' identities (WC9.7.2) — and is a spectator's, who plays neither side.
    pub fn view(&self) -> View {
        let game = self.shown.game();
        match self.viewer() {
            Some(v) => game.view(v, None),
            None => View {
                viewer: Viewer::Spectator,
                patrols: game.view(Viewer::Police, None).patrols,
                ..game.view(Viewer::Jack, None)
            },
        }
    }

    /// The log shown, each event in the form the replay may show: whole once the game is
    /// over.
    pub fn events(&self) -> Vec<Event> {
        self.shown
            .log()
            .iter()
            .map(|e| match self.viewer() {
                Some(v) => e.event.seen_by(v),
                None => e.event.clone(),
            })
            .collect()
    }

    /// Shows the game after `at` answers (at most all).
    pub fn go(&mut self, at: usize) {
        let at = at.min(self.cursor.last());
        if at < self.shown.answers() {
            self.shown = self.opening.clone();
        }
        let from = self.shown.answers();
        for recorded in &self.answers[from..at] {
            // The record replayed whole when the replay was made: every answer is accepted.
            if self
                .shown
                .play(recorded.seat, recorded.answer.clone())
                .is_err()
            {
                return;
            }
        }
        self.cursor.set_at(at);
    }

    /// Where each night and round began, in the order played.
    pub fn marks(&self) -> &[WcReplayMark] {
        &self.marks
    }

    /// The index in the shown log of the first event since the point before.
    pub fn fresh_from(&self) -> usize {
        let log = self.shown.log();
        let before = self.cursor.at().checked_sub(1);
        log.iter()
            .position(|e| before.is_some_and(|b| e.answers > b))
            .unwrap_or(log.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use table_sessions::whitechapel::test_games::{played_with, seats};
    use wc_engine::{GameConfig, TokenSeen};

    fn finished(seed: u64) -> WcSession {
        let mut s = WcSession::new(GameConfig::new(3, seed), seats(3, &[1])).expect("setup");
        while let Some(d) = s.game().pending() {
            let answer = s.game().legal_answers()[0].clone();
            s.play(d.seat, answer).expect("listed");
        }
        s
    }

    #[test]
    fn every_point_of_a_replay_is_the_game_as_it_stood_then() {
        let s = finished(4);
        let mut replay = WcReplay::new(s.record(), true).expect("replays");
        assert!(replay.cursor().finished());
        assert_eq!(replay.cursor().last(), s.answers());
        replay.go(usize::MAX);
        assert_eq!(replay.shown().game().save(), s.game().save());
        replay.go(3);
        assert_eq!(replay.shown().answers(), 3);
        assert_eq!(replay.viewer(), None);
        let view = replay.view();
        assert_eq!(
            view.viewer,
            Viewer::Spectator,
            "whoever watches plays no side"
        );
        assert!(view.hideout.is_some(), "a finished game shows the hideout");
        assert!(view.sheet.is_some(), "and Jack's sheet");
        assert!(view.patrols.iter().all(|(_, t)| *t != TokenSeen::FaceDown));
        assert_eq!(replay.marks()[0].at, 0);
        assert!(replay.marks().windows(2).all(|w| w[0].at < w[1].at));
    }

    /// WC9.7.2: a finished game's replay shows everything at every point — Jack's hideout,
    /// sheet and marked women, the patrol tokens' identities — to whoever watches it, who
    /// plays no side.
    #[test]
    fn a_finished_game_is_watched_with_everything_shown() {
        let s = finished(5);
        let mut replay = WcReplay::new(s.record(), true).expect("replays");
        assert!(replay.cursor().last() > 3);
        for at in 0..=replay.cursor().last() {
            replay.go(at);
            let jack = replay.shown().game().view(Viewer::Jack, None);
            let view = replay.view();
            assert_eq!(view.viewer, Viewer::Spectator, "at {at}");
            assert_eq!(view.hideout, jack.hideout, "at {at}");
            assert_eq!(view.sheet, jack.sheet, "at {at}");
            assert!(view.sheet.is_some(), "at {at}");
            assert_eq!(view.women, jack.women, "at {at}");
            assert!(view.patrols.iter().all(|(_, t)| *t != TokenSeen::FaceDown));
            assert!(replay
                .events()
                .iter()
                .all(|e| !matches!(e, Event::PatrolsPlaced { tokens: None, .. })));
        }
        assert!(replay.view().hideout.is_some());
    }

    /// WC9.7.3: an unfinished game never shows what its person's side may not see.
    #[test]
    fn an_unfinished_game_is_shown_as_its_person_sees_it() {
        let s = played_with(3, 2, 40, |step, _| step);
        assert!(!s.game().is_over());
        let mut replay = WcReplay::new(s.record(), true).expect("replays");
        assert_eq!(replay.viewer(), Some(Viewer::Jack));
        for at in 0..=replay.cursor().last() {
            replay.go(at);
            assert!(replay
                .view()
                .patrols
                .iter()
                .all(|(_, t)| !matches!(t, TokenSeen::Fake)));
            assert!(replay.events().iter().all(|e| !matches!(
                e,
                Event::PatrolsPlaced {
                    tokens: Some(_),
                    ..
                }
            )));
        }
        let link = WcReplay::new(s.record(), false).expect("replays");
        assert_eq!(link.viewer(), Some(Viewer::Spectator));
        assert_eq!(link.view().hideout, None);
    }
}
