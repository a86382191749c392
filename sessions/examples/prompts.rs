//! How many prompts a person answers in a game of four against three bots (docs/performance.md,
//! "Prompts a person answers"): seat 0 a person who answers as the Heuristic bot would, seats
//! 1–3 Heuristic bots, seeds 1 to 10; the median over the seeds.
//!
//! "Shown" counts the decisions the page puts before the person: every decision of theirs when
//! each was shown, and those [`Session::to_answer`] leaves to them when a person alone has the
//! setup's standing preference and decisions without a choice are answered for them. Family
//! Business counts the decisions its engine asks of seat 0 (it answers forced ones itself, and a
//! person alone is swept through a counter window only when asked).
//!
//! With two people sharing the device (seats 0 and 2, each answering as the Heuristic bot
//! would, against two Heuristic bots): the response windows that asked a person at a table that
//! asks only players with an eligible play (each a hand-off that shows who holds one), against
//! the questions to the people together and the claims after them (docs/decisions.md, 66). A
//! person claims when the question comes at their own seat and they would play a card there.
//!
//! With one person against three Heuristic bots: the pauses in which the bots answer a response
//! window, before and after every bot holding a card is asked in every window
//! (docs/decisions.md, 67), and the size of the whole game's record and the time to resume it.
//!
//! `cargo run --profile native -p table-sessions --features test-games --example prompts`

use table_bots::family_business::arena::FbLevel;
use table_bots::nothing_personal::{Bot, Level};
use table_sessions::family_business;
use table_sessions::family_business::session::FbSession;
use table_sessions::nothing_personal::seats::{
    asked_in_every_window, with_default_preferences, Seat,
};
use table_sessions::nothing_personal::session::{Answerer, Session};
use table_sessions::nothing_personal::test_games::{seats_against, two_people_against};

const SEEDS: std::ops::RangeInclusive<u64> = 1..=10;

/// A game of `seats` dealt with `seed`, asking in every window the seats the page asks so
/// when `every_window` (docs/decisions.md, 66 and 67), and a Heuristic bot for each seat.
fn new_game(seats: Vec<Seat>, seed: u64, every_window: bool) -> (Session, Vec<Box<dyn Bot>>) {
    let config = np_engine::GameConfig {
        asked_in_every_window: if every_window {
            asked_in_every_window(&seats)
        } else {
            Vec::new()
        },
        ..np_engine::GameConfig::new(4, seed)
    };
    let bots = (0..4)
        .map(|i| Level::Heuristic.bot(seed * 10 + i))
        .collect();
    (Session::new(config, seats).expect("setup"), bots)
}

/// Plays `action` of `seat`, or the decision's default answer if the engine refuses it.
fn play(s: &mut Session, seat: np_engine::PlayerId, action: np_engine::Action) {
    if s.play(seat, action).is_err() {
        let default = s.game().default_answer().expect("a default");
        s.play(seat, np_engine::Action::Answer(default))
            .expect("the default is legal");
    }
}

/// Seat 0's decisions in a game of Nothing Personal: all of them, and those left to the person.
fn nothing_personal(seed: u64, preferences: bool) -> (usize, usize) {
    let seats = seats_against(4, Level::Heuristic);
    let seats = if preferences {
        with_default_preferences(seats)
    } else {
        seats
    };
    let (mut s, mut bots) = new_game(seats, seed, false);
    let (mut all, mut shown) = (0, 0);
    while let Some((seat, answerer)) = s.to_answer() {
        let action = match answerer {
            Answerer::Preference => np_engine::Action::Answer(np_engine::Answer::Decline),
            Answerer::NoChoice => {
                np_engine::Action::Answer(s.only_answer().expect("no choice").clone())
            }
            Answerer::Person | Answerer::Bot => bots[seat.index()].act(&s.game().knowledge(seat)),
            Answerer::Table | Answerer::NotClaimed | Answerer::BotWithoutAPlay => {
                unreachable!("a table that asks only eligible players")
            }
        };
        if seat.0 == 0 && s.game().pending().is_some_and(|d| d.seat == seat) {
            all += usize::from(matches!(action, np_engine::Action::Answer(_)));
            shown += usize::from(
                answerer == Answerer::Person && matches!(action, np_engine::Action::Answer(_)),
            );
        }
        play(&mut s, seat, action);
    }
    (all, shown)
}

/// A person against three bots, as the page sets the game up: the pauses in which the bots
/// answer a response window, and how many of those windows a bot could play in. Before
/// (`every_window` off) the engine asks a bot only when it has an eligible play, and each ask
/// is a pause that names it; now it asks every bot holding a card, and the page pauses once
/// for each window, naming nobody (docs/decisions.md, 67).
fn bot_windows(seed: u64, every_window: bool) -> (usize, usize) {
    let (pauses, eligible, _) = bot_windows_game(seed, every_window);
    (pauses, eligible)
}

/// [`bot_windows`], with the game played.
fn bot_windows_game(seed: u64, every_window: bool) -> (usize, usize, Session) {
    let seats = with_default_preferences(seats_against(4, Level::Heuristic));
    let (mut s, mut bots) = new_game(seats, seed, every_window);
    let (mut pauses, mut eligible) = (0, 0);
    let mut last_pause = None;
    while let Some((seat, answerer)) = s.to_answer() {
        let in_window = s
            .game()
            .pending()
            .is_some_and(|d| matches!(d.kind, np_engine::DecisionKind::Response { .. }));
        if every_window && s.bot_in_window() {
            // One pause a window, and again after a card played in it (the store's).
            if last_pause != Some(s.log().len()) {
                last_pause = Some(s.log().len());
                pauses += 1;
            }
        } else if in_window && answerer == Answerer::Bot {
            pauses += 1;
        }
        eligible += usize::from(in_window && answerer == Answerer::Bot);
        let action = match answerer {
            Answerer::Preference | Answerer::BotWithoutAPlay => {
                np_engine::Action::Answer(np_engine::Answer::Decline)
            }
            Answerer::NoChoice => {
                np_engine::Action::Answer(s.only_answer().expect("no choice").clone())
            }
            Answerer::Person | Answerer::Bot => bots[seat.index()].act(&s.game().knowledge(seat)),
            Answerer::Table | Answerer::NotClaimed => unreachable!("one person"),
        };
        play(&mut s, seat, action);
    }
    (pauses, eligible, s)
}

/// The record of a whole game of one person against three bots, with the windows asking the
/// bots only when eligible or every bot holding a card: its actions, its length in bytes, and
/// the median time to resume it (what the bots' worker does at every move), over 20 runs.
fn record_size(seed: u64, every_window: bool) -> (usize, usize, f64) {
    let (_, _, s) = bot_windows_game(seed, every_window);
    let text = s.to_json();
    let mut times: Vec<f64> = (0..20)
        .map(|_| {
            let start = std::time::Instant::now();
            let back = Session::from_json(&text).expect("resumes");
            let took = start.elapsed().as_secs_f64() * 1000.0;
            assert_eq!(back.actions(), s.actions());
            took
        })
        .collect();
    times.sort_by(f64::total_cmp);
    (s.actions(), text.len(), times[times.len() / 2])
}

/// Two people and two bots: the windows that asked a person one by one (`together` off), or
/// the questions to the people and the claims after them (`together` on).
fn hot_seat(seed: u64, together: bool) -> (usize, usize) {
    let seats = two_people_against(Level::Heuristic);
    let (mut s, mut bots) = new_game(seats, seed, together);
    let (mut asked, mut claims) = (0, 0);
    while let Some((seat, answerer)) = s.to_answer() {
        let in_window = s
            .game()
            .pending()
            .is_some_and(|d| matches!(d.kind, np_engine::DecisionKind::Response { .. }));
        let action = match answerer {
            Answerer::Table => {
                asked += 1;
                let chosen = bots[seat.index()].act(&s.game().knowledge(seat));
                let plays = chosen != np_engine::Action::Answer(np_engine::Answer::Decline);
                claims += usize::from(plays);
                s.answer_the_table(plays.then_some(seat));
                continue;
            }
            Answerer::Preference | Answerer::NotClaimed | Answerer::BotWithoutAPlay => {
                np_engine::Action::Answer(np_engine::Answer::Decline)
            }
            Answerer::NoChoice => {
                np_engine::Action::Answer(s.only_answer().expect("no choice").clone())
            }
            Answerer::Person | Answerer::Bot => {
                asked += usize::from(!together && in_window && answerer == Answerer::Person);
                bots[seat.index()].act(&s.game().knowledge(seat))
            }
        };
        play(&mut s, seat, action);
    }
    (asked, claims)
}

/// Seat 0's decisions in a game of Family Business.
fn family_business(seed: u64) -> usize {
    let config = fb_engine::GameConfig::new(4, seed);
    let seats = family_business::test_games::seats_against(4, &[], FbLevel::Heuristic);
    let mut s = FbSession::new(config.clone(), seats).expect("setup");
    let mut bots: Vec<_> = (0..4)
        .map(|i| FbLevel::Heuristic.bot(seed * 10 + i, &config))
        .collect();
    let mut asked = 0;
    while let Some(d) = s.game().pending() {
        let view = s.game().view(Some(d.seat));
        asked += usize::from(d.seat.0 == 0);
        let answer = bots[d.seat.index()].act(&view);
        s.play(d.seat, answer).expect("a bot's answer is legal");
    }
    asked
}

fn median(mut v: Vec<usize>) -> f64 {
    v.sort_unstable();
    let n = v.len();
    if n.is_multiple_of(2) {
        (v[n / 2 - 1] + v[n / 2]) as f64 / 2.0
    } else {
        v[n / 2] as f64
    }
}

fn main() {
    let before: Vec<usize> = SEEDS.map(|seed| nothing_personal(seed, false).0).collect();
    let after: Vec<usize> = SEEDS.map(|seed| nothing_personal(seed, true).1).collect();
    let without_preference: Vec<usize> =
        SEEDS.map(|seed| nothing_personal(seed, false).1).collect();
    let fb: Vec<usize> = SEEDS.map(family_business).collect();
    println!(
        "Nothing Personal, every decision shown:        {before:?} median {}",
        median(before.clone())
    );
    println!(
        "Nothing Personal, no-choice answered, pref off: {without_preference:?} median {}",
        median(without_preference.clone())
    );
    println!(
        "Nothing Personal, as set up for one person:     {after:?} median {}",
        median(after.clone())
    );
    println!(
        "Family Business, decisions asked of seat 0:     {fb:?} median {}",
        median(fb.clone())
    );
    let (named, named_eligible): (Vec<usize>, Vec<usize>) =
        SEEDS.map(|seed| bot_windows(seed, false)).unzip();
    let (beats, beats_eligible): (Vec<usize>, Vec<usize>) =
        SEEDS.map(|seed| bot_windows(seed, true)).unzip();
    assert_eq!(named, named_eligible, "before, a pause for each bot asked");
    assert_eq!(named_eligible, beats_eligible, "the same games");
    println!(
        "One person, pauses naming a bot in a window:    {named:?} median {}",
        median(named.clone())
    );
    println!(
        "One person, window pauses naming nobody:        {beats:?} median {}",
        median(beats.clone())
    );
    for every_window in [false, true] {
        let records: Vec<(usize, usize, f64)> =
            SEEDS.map(|seed| record_size(seed, every_window)).collect();
        let actions = median(records.iter().map(|r| r.0).collect());
        let bytes = median(records.iter().map(|r| r.1).collect());
        let mut ms: Vec<f64> = records.iter().map(|r| r.2).collect();
        ms.sort_by(f64::total_cmp);
        println!(
            "One person, whole record, every bot asked {every_window}: median {actions} actions, \
             {bytes} bytes, resumed in {:.2} ms",
            (ms[4] + ms[5]) / 2.0
        );
    }
    let one_by_one: Vec<usize> = SEEDS.map(|seed| hot_seat(seed, false).0).collect();
    let (questions, claims): (Vec<usize>, Vec<usize>) =
        SEEDS.map(|seed| hot_seat(seed, true)).unzip();
    println!(
        "Two people, windows that asked one of them:     {one_by_one:?} median {}",
        median(one_by_one.clone())
    );
    println!(
        "Two people, questions to them together:         {questions:?} median {}",
        median(questions.clone())
    );
    println!(
        "Two people, claims after a question:            {claims:?} median {}",
        median(claims.clone())
    );
}
