//! Every version of the page's game record ever written still loads and replays
//! (docs/formats.md): one fixture per version in `tests/fixtures`, never rewritten.

use table_bots::nothing_personal::Level;
use table_page::games::nothing_personal::record::{RecordError, RECORD_VERSION};
use table_page::games::nothing_personal::seats::SeatKind;
use table_page::games::nothing_personal::session::Session;

#[test]
fn a_version_1_record_loads_and_replays_to_its_decision() {
    let text = include_str!("fixtures/record-v1.json");
    assert_eq!(
        table_page::games::GAMES.of_record(text).map(|card| card.id),
        Ok("nothing-personal"),
        "a record that names no game is Nothing Personal's"
    );
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

/// A record of a game of Family Business, version 1: its save names its game (FB12.6.1).
#[test]
fn a_family_business_record_of_version_1_loads_and_replays_to_its_decision() {
    use table_bots::family_business::arena::FbLevel;
    use table_page::games::family_business::record::FbRecordError;
    use table_page::games::family_business::seats::FbSeatKind;
    use table_page::games::family_business::session::FbSession;
    use table_page::games::GAMES;

    let text = include_str!("fixtures/family-business-record-v1.json");
    assert_eq!(
        GAMES.of_record(text).map(|card| card.id),
        Ok("family-business")
    );
    let session = FbSession::from_json(text).expect("a version 1 record loads");
    assert_eq!(session.answers(), 70);
    assert_eq!(session.game().turn(), 39);
    let pending = session.game().pending().expect("a decision pending");
    assert_eq!(pending.seat, fb_engine::PlayerId(1));
    assert_eq!(session.names(), ["Anna", "Bruno", "カルラ", "Dario \"D\""]);
    assert_eq!(session.families(), [5, 1, 2, 0]);
    let kinds: Vec<FbSeatKind> = session.seats().iter().map(|s| s.kind).collect();
    assert_eq!(
        kinds,
        [
            FbSeatKind::Human,
            FbSeatKind::Bot(FbLevel::Heuristic),
            FbSeatKind::Bot(FbLevel::Random),
            FbSeatKind::Human
        ]
    );
    assert_eq!(session.to_json(), text, "written back as it was read");
    let later = text.replacen("{\"version\":1,", "{\"version\":2,", 1);
    assert_eq!(
        FbSession::from_json(&later).err(),
        Some(FbRecordError::UnknownVersion { version: 2 })
    );
}
