//! The round and phase track (R3.1) with the ante (R4.4) and the ring holder.

use np_engine::{Phase, View};

use crate::games::nothing_personal::words::tr;
use crate::games::nothing_personal::words::Words;

/// One phase of the six on the track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseStep {
    pub name: String,
    pub current: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackModel {
    /// "Round 2 of 5".
    pub round: String,
    pub phases: Vec<PhaseStep>,
    /// "Ante $4" during a Commission's second orbit, otherwise nothing.
    pub ante: Option<String>,
    /// The phase in words when it is not one of the six (setup, final scoring, game over).
    pub special: Option<String>,
}

const SIX: [Phase; 6] = [
    Phase::Commission,
    Phase::Crew,
    Phase::Fence,
    Phase::Feds,
    Phase::Family,
    Phase::Bookkeeping,
];

impl TrackModel {
    pub fn new(view: &View, words: &Words) -> TrackModel {
        TrackModel {
            round: tr!(words.locale, track.round, round = view.round),
            phases: SIX
                .iter()
                .map(|p| PhaseStep {
                    name: words.phase(*p),
                    current: view.phase == *p,
                })
                .collect(),
            ante: (view.phase == Phase::Commission && view.ante > 0)
                .then(|| tr!(words.locale, track.ante, ante = words.money(view.ante))),
            special: (!SIX.contains(&view.phase)).then(|| words.phase(view.phase)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::nothing_personal::model::tests::{new_game, view_of};
    use crate::games::nothing_personal::words::tests::words;
    use crate::i18n::Locale;

    #[test]
    fn the_track_shows_the_round_and_marks_the_current_phase() {
        let mut game = new_game(3, 9);
        let names: Vec<String> = vec!["A".into(), "B".into(), "C".into()];
        let words = words(Locale::en, &names);
        let t = TrackModel::new(&view_of(&game), &words);
        assert_eq!(t.round, "Round 1 of 5");
        assert_eq!(t.special.as_deref(), Some("Setup"));
        assert_eq!(t.phases.len(), 6);
        while game.phase() == Phase::Setup {
            let d = game.pending().cloned().expect("pending");
            let a = game.legal_answers()[0].clone();
            game.apply(d.seat, np_engine::Action::Answer(a))
                .expect("listed");
        }
        let t = TrackModel::new(&view_of(&game), &words);
        let current: Vec<&str> = t
            .phases
            .iter()
            .filter(|p| p.current)
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(current, vec!["Commission"]);
        assert_eq!(t.ante, None, "no ante in the first orbit (R4.4.1)");
    }
}
