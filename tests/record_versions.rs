//! Every version of the page's game record ever written still loads and replays
//! (docs/formats.md): one fixture per version in `tests/fixtures`, never rewritten.

use nothing_personal::record::{RecordError, RECORD_VERSION};
use nothing_personal::seats::SeatKind;
use nothing_personal::session::Session;
use np_bots::Level;

#[test]
fn a_version_1_record_loads_and_replays_to_its_decision() {
    let text = include_str!("fixtures/record-v1.json");
    let session = Session::from_json(text).expect("a version 1 record loads");
    assert_eq!(session.actions(), 182);
    assert_eq!(session.game().round(), 5);
    let pending = session.game().pending().expect("a decision pending");
    assert_eq!(pending.kind.name(), "COMMISSION_TURN");
    assert_eq!(session.names(), ["Anna", "Bruno", "Carla"]);
    let kinds: Vec<SeatKind> = session.seats().iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            SeatKind::Human,
            SeatKind::Bot(Level::Strong),
            SeatKind::Bot(Level::Random)
        ]
    );
}

#[test]
fn a_record_of_a_version_to_come_is_refused_by_its_number() {
    let text = include_str!("fixtures/record-v1.json").replacen(
        "{\"version\":1,",
        &format!("{{\"version\":{},", RECORD_VERSION + 1),
        1,
    );
    assert_eq!(
        Session::from_json(&text).err(),
        Some(RecordError::UnknownVersion {
            version: RECORD_VERSION + 1
        })
    );
}
