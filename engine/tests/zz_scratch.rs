use np_engine::*;
#[test]
fn scratch() {
    let mut game = GameState::new(GameConfig::new(4, 2024)).unwrap();
    let db = base_cards().unwrap();
    println!("ring {:?}", game.ring_holder());
    println!(
        "hand0 {:?}",
        game.player(PlayerId(0))
            .hand
            .iter()
            .map(|c| db.influence(*c).id.clone())
            .collect::<Vec<_>>()
    );
    println!(
        "board {:?}",
        (1..=9)
            .map(|p| game.at(p).map(|g| db.gangster(g).id.clone()))
            .collect::<Vec<_>>()
    );
    let mut dice = Vec::new();
    while dice.len() < 5 {
        let Some(d) = game.pending().cloned() else {
            break;
        };
        let legal = game.legal_answers();
        let a = legal[game.decisions_answered() as usize % legal.len()].clone();
        for e in game.apply(d.seat, Action::Answer(a)).unwrap() {
            if let Event::DieRolled { die, face, purpose } = e {
                dice.push((die, face, purpose));
            }
        }
    }
    println!("dice {dice:?} after {}", game.decisions_answered());
}
