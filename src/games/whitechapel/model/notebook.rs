//! The detective's notebook, an option of the police's screens: the circles where Jack can be
//! now, worked out from tonight's public record alone by the police tracker the bots use
//! (WC11.1). It shows nothing the record does not already prove, so it never tells the police
//! more than careful players could note on paper.

use wc_engine::{board, Circle, Tracker, View, Viewer, DEFAULT_CAP};

/// The circles where Jack can be, in ascending order: for the police's view from the kill
/// until the night ends; `None` before the kill, once the game is over, and for any other
/// view.
pub fn jack_may_be(view: &View) -> Option<Vec<Circle>> {
    if view.viewer != Viewer::Police || view.result.is_some() || view.tonight.is_empty() {
        return None;
    }
    let tracker = Tracker::follow(board(), &view.tonight, DEFAULT_CAP);
    Some(tracker.positions().members().collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use wc_engine::{GameConfig, GameState};

    /// Plays the listed answer at `pick(step, count)` of each decision until `stop` holds.
    fn play_until(game: &mut GameState, mut stop: impl FnMut(&GameState) -> bool) {
        for step in 0..2000 {
            if stop(game) {
                return;
            }
            let d = game.pending().expect("pending");
            let answers = game.legal_answers();
            let answer = answers[(step * 7 + 3) % answers.len()].clone();
            game.apply(d.seat, answer).expect("listed");
        }
        panic!("never reached");
    }

    /// WC11.1: Jack is always on a shaded circle, however he went; WC9.3: the shading is the
    /// police's only.
    #[test]
    fn jack_stands_on_a_circle_the_notebook_shades() {
        for seed in 1..=6 {
            let (mut game, _) = GameState::new(GameConfig::new(3, seed)).expect("setup");
            let mut shaded = 0;
            for _ in 0..40 {
                play_until(&mut game, |g| g.is_over() || g.jack_position().is_some());
                if game.is_over() {
                    break;
                }
                let police = game.view(Viewer::Police, None);
                let circles = jack_may_be(&police).expect("shaded in the hunt");
                let jack = game.jack_position().expect("in the hunt");
                assert!(
                    circles.contains(&jack),
                    "seed {seed}: {jack:?} in {circles:?}"
                );
                assert!(circles.windows(2).all(|w| w[0] < w[1]));
                assert_eq!(jack_may_be(&game.view(Viewer::Jack, None)), None);
                assert_eq!(jack_may_be(&game.view(Viewer::Spectator, None)), None);
                shaded += 1;
                let d = game.pending().expect("pending");
                let answer = game.legal_answers()[0].clone();
                game.apply(d.seat, answer).expect("listed");
            }
            assert!(shaded > 0, "seed {seed}");
        }
    }

    /// WC11.1.2: the record begins with the kill.
    #[test]
    fn nothing_is_shaded_before_the_kill() {
        let (mut game, _) = GameState::new(GameConfig::new(2, 4)).expect("setup");
        for _ in 0..3 {
            assert_eq!(jack_may_be(&game.view(Viewer::Police, None)), None);
            let d = game.pending().expect("pending");
            let answer = game.legal_answers()[0].clone();
            game.apply(d.seat, answer).expect("listed");
        }
    }
}
