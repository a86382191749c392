use np_engine::*;
#[test]
fn scratch() {
    let game = GameState::new(GameConfig::new(3, 1)).unwrap();
    let v = serde_json::to_value(&game).unwrap();
    for (k, x) in v.as_object().unwrap() {
        let s = x.to_string();
        println!("{k}: {}", &s[..s.len().min(150)]);
    }
}
