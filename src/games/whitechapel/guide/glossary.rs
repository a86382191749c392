//! The glossary: every term the game's screens use, written as they write it, with what it
//! means and the section that tells more; and the few names the guide gives to things the
//! screens show without naming them (the streets, the move track, running out of time).

use crate::games::whitechapel::words::tr;
use crate::i18n::Locale;
use crate::shell::guide::Term;

fn term(word: String, meaning: String, section: &'static str) -> Term {
    Term {
        word,
        meaning,
        section: Some(section),
    }
}

/// Every term, in the order of the sections that tell about them.
pub fn terms(l: Locale) -> Vec<Term> {
    vec![
        term(
            tr!(l, glossary.jack),
            tr!(l, glossary.jack_meaning),
            "sides",
        ),
        term(
            tr!(l, glossary.police),
            tr!(l, glossary.police_meaning),
            "sides",
        ),
        term(
            tr!(l, glossary.policeman),
            tr!(l, glossary.policeman_meaning),
            "sides",
        ),
        term(
            tr!(l, glossary.hideout),
            tr!(l, glossary.hideout_meaning),
            "goal",
        ),
        term(
            tr!(l, glossary.circle),
            tr!(l, glossary.circle_meaning),
            "the-map",
        ),
        term(
            tr!(l, glossary.red_circle),
            tr!(l, glossary.red_circle_meaning),
            "the-map",
        ),
        term(
            tr!(l, glossary.crossing),
            tr!(l, glossary.crossing_meaning),
            "the-map",
        ),
        term(
            tr!(l, glossary.yellow_crossing),
            tr!(l, glossary.yellow_crossing_meaning),
            "the-map",
        ),
        term(
            tr!(l, glossary.street),
            tr!(l, glossary.street_meaning),
            "the-map",
        ),
        term(
            tr!(l, glossary.night),
            tr!(l, glossary.night_meaning),
            "a-night",
        ),
        term(
            tr!(l, glossary.before_the_crime),
            tr!(l, glossary.before_the_crime_meaning),
            "a-night",
        ),
        term(
            tr!(l, glossary.round),
            tr!(l, glossary.round_meaning),
            "a-night",
        ),
        term(
            tr!(l, glossary.head),
            tr!(l, glossary.head_meaning),
            "a-night",
        ),
        term(
            tr!(l, glossary.woman_token),
            tr!(l, glossary.woman_token_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.marked),
            tr!(l, glossary.marked_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.wretched),
            tr!(l, glossary.wretched_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.patrol_token),
            tr!(l, glossary.patrol_token_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.fake),
            tr!(l, glossary.fake_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.time_of_the_crime),
            tr!(l, glossary.time_of_the_crime_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.wait),
            tr!(l, glossary.wait_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.kill),
            tr!(l, glossary.kill_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.crime_scene),
            tr!(l, glossary.crime_scene_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.double_event),
            tr!(l, glossary.double_event_meaning),
            "before-the-crime",
        ),
        term(
            tr!(l, glossary.walk),
            tr!(l, glossary.walk_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.alley),
            tr!(l, glossary.alley_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.coach),
            tr!(l, glossary.coach_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.move_track),
            tr!(l, glossary.move_track_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.space),
            tr!(l, glossary.space_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.sheet),
            tr!(l, glossary.sheet_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.escape),
            tr!(l, glossary.escape_meaning),
            "jack-moves",
        ),
        term(
            tr!(l, glossary.search),
            tr!(l, glossary.search_meaning),
            "searches-and-arrests",
        ),
        term(
            tr!(l, glossary.clue),
            tr!(l, glossary.clue_meaning),
            "searches-and-arrests",
        ),
        term(
            tr!(l, glossary.arrest),
            tr!(l, glossary.arrest_meaning),
            "searches-and-arrests",
        ),
        term(
            tr!(l, glossary.pass),
            tr!(l, glossary.pass_meaning),
            "searches-and-arrests",
        ),
        term(
            tr!(l, glossary.trapped),
            tr!(l, glossary.trapped_meaning),
            "winning",
        ),
        term(
            tr!(l, glossary.out_of_time),
            tr!(l, glossary.out_of_time_meaning),
            "winning",
        ),
    ]
}
