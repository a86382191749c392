//! Answers in words: whole answers for confirmation and the log, and each step of building one
//! (what a step asks and how each offered choice reads).

use np_engine::{
    position_effect, ActionKind, Answer, CrewChoice, DecisionKind, Effect, GangsterId, GroupTarget,
    MarkerRef, ModeKind, Params, Pick, Play, PlayMode, RerollKind, Response, Slot,
};

use super::Words;
use crate::games::nothing_personal::words::tr;

impl Words<'_> {
    /// A Crew action of `gangster` in words; `position` is where it acts from, if known.
    pub fn crew_choice(
        &self,
        gangster: GangsterId,
        position: Option<u8>,
        choice: &CrewChoice,
    ) -> String {
        match choice {
            CrewChoice::Position(params) => {
                self.effect_with(position.and_then(position_effect), params)
            }
            CrewChoice::Ability { index, params } => {
                self.effect_with(self.ability(gangster, *index), params)
            }
            CrewChoice::MakeMove { target } => tr!(
                self.locale,
                answers.make_move,
                target = self.position_numbered(*target)
            ),
        }
    }

    fn ability(&self, gangster: GangsterId, index: u8) -> Option<Effect> {
        self.cards
            .gangster(gangster)
            .abilities
            .get(usize::from(index))
            .map(|a| a.effect)
    }

    /// "the Red marker on Vinnie".
    pub fn marker(&self, m: &MarkerRef) -> String {
        let colour = self.colour(m.colour);
        let gangster = self.gangster(m.gangster);
        if m.on_coin {
            tr!(
                self.locale,
                answers.marker_on_coin,
                colour = colour,
                gangster = gangster
            )
        } else {
            tr!(
                self.locale,
                answers.marker,
                colour = colour,
                gangster = gangster
            )
        }
    }

    fn gangsters(&self, gs: &[GangsterId]) -> String {
        let names: Vec<String> = gs.iter().map(|g| self.gangster(*g)).collect();
        self.list(&names)
    }

    fn markers(&self, ms: &[MarkerRef]) -> String {
        let names: Vec<String> = ms.iter().map(|m| self.marker(m)).collect();
        self.list(&names)
    }

    /// The parameters alone, when the effect says nothing more.
    fn params(&self, params: &Params) -> String {
        match params {
            Params::None => String::new(),
            Params::Gangster(g) => self.gangster(*g),
            Params::Gangsters(gs) => self.gangsters(gs),
            Params::Player(p) => self.name(*p),
            Params::Markers(ms) => self.markers(ms),
            Params::Amount(n) => n.to_string(),
            Params::Players([a, b]) => self.list(&[self.name(*a), self.name(*b)]),
            Params::Jailbreak { prisoner, place } => tr!(
                self.locale,
                answers.jailbreak,
                gangster = self.gangster(*prisoner),
                place = self.place(*place)
            ),
            Params::RemoveColour {
                gangster,
                colour,
                count,
                with_coin,
            } => {
                let (gangster, colour) = (self.gangster(*gangster), self.colour(*colour));
                if *with_coin {
                    tr!(
                        self.locale,
                        answers.remove_colour_coin,
                        count = count,
                        colour = colour,
                        gangster = gangster
                    )
                } else {
                    tr!(
                        self.locale,
                        answers.remove_colour,
                        count = count,
                        colour = colour,
                        gangster = gangster
                    )
                }
            }
            Params::Position(q) => self.position_numbered(*q),
        }
    }

    /// An effect with its parameters: "whack Vinnie", "take $3 from Bruno".
    pub fn effect_with(&self, effect: Option<Effect>, params: &Params) -> String {
        let Some(effect) = effect else {
            return self.params(params);
        };
        match (effect, params) {
            (Effect::Whack { .. }, Params::Gangster(g)) => {
                tr!(self.locale, answers.whack, gangster = self.gangster(*g))
            }
            (Effect::PlaceOmerta, Params::Gangster(g)) => {
                tr!(self.locale, answers.omerta, gangster = self.gangster(*g))
            }
            (Effect::RemoveMarkers { .. }, Params::Markers(ms)) => {
                tr!(self.locale, answers.remove, markers = self.markers(ms))
            }
            (Effect::TakeMoney { amount }, Params::Player(p)) => tr!(
                self.locale,
                answers.take_money,
                amount = self.money(amount),
                name = self.name(*p)
            ),
            (Effect::RobRichest { amount }, Params::Player(p)) => tr!(
                self.locale,
                answers.take_money,
                amount = self.money(amount),
                name = self.name(*p)
            ),
            (Effect::SwapMarkers, Params::Markers(ms)) => {
                tr!(
                    self.locale,
                    answers.swap_markers,
                    markers = self.markers(ms)
                )
            }
            (Effect::PlaceOwn { count }, Params::Gangster(g)) => tr!(
                self.locale,
                answers.place_own,
                count = count,
                gangster = self.gangster(*g)
            ),
            (Effect::PlaceNeutral { .. }, Params::Gangsters(gs)) => {
                tr!(
                    self.locale,
                    answers.place_neutral,
                    gangsters = self.gangsters(gs)
                )
            }
            (Effect::DrawCards { count: 1 }, _) => tr!(self.locale, answers.draw_one),
            (Effect::DrawCards { count }, _) => tr!(self.locale, answers.draw, count = count),
            (Effect::SwapWithLowerRespect, Params::Gangster(g)) => {
                tr!(self.locale, answers.swap_with, gangster = self.gangster(*g))
            }
            (Effect::SwapArrowConnectedPair | Effect::SwapSameType, Params::Gangsters(gs)) => {
                tr!(
                    self.locale,
                    answers.swap_pair,
                    gangsters = self.gangsters(gs)
                )
            }
            (Effect::DrawTwoGiveOne, _) => tr!(self.locale, answers.draw_two_give_one),
            (Effect::SellRespect { rate, .. }, Params::Amount(k)) => tr!(
                self.locale,
                answers.sell_respect,
                respect = k,
                money = self.money(k * rate)
            ),
            (Effect::GangWars, Params::Gangsters(gs)) if gs.len() == 2 => tr!(
                self.locale,
                answers.gang_wars,
                first = self.gangster(gs[0]),
                second = self.gangster(gs[1])
            ),
            (Effect::ReplaceWithAssociate, Params::Gangsters(gs)) if gs.len() == 2 => tr!(
                self.locale,
                answers.replace_with_associate,
                first = self.gangster(gs[0]),
                second = self.gangster(gs[1])
            ),
            (Effect::ReplaceFromDeck, Params::Gangster(g)) => {
                tr!(
                    self.locale,
                    answers.replace_from_deck,
                    gangster = self.gangster(*g)
                )
            }
            (Effect::Snitch, Params::Gangster(g)) => {
                tr!(self.locale, answers.snitch, gangster = self.gangster(*g))
            }
            (Effect::Blackmail, Params::Gangster(g)) => {
                tr!(self.locale, answers.blackmail, gangster = self.gangster(*g))
            }
            (Effect::BankMoney { amount }, _) => {
                tr!(self.locale, answers.bank_money, amount = self.money(amount))
            }
            (Effect::SilenceIncome, Params::Gangster(g)) => {
                tr!(self.locale, answers.silence, gangster = self.gangster(*g))
            }
            (Effect::CancelWhack, _) => tr!(self.locale, answers.cancel_whack),
            (Effect::WhackInsurance { .. }, _) => tr!(self.locale, answers.insurance),
            (Effect::SwapWithConnected, Params::Gangster(g)) => {
                tr!(self.locale, answers.swap_with, gangster = self.gangster(*g))
            }
            (Effect::MoveToEmpty, Params::Position(q)) => {
                tr!(
                    self.locale,
                    answers.move_to_empty,
                    position = self.position_numbered(*q)
                )
            }
            (Effect::ArrestSelfRemove { count }, _) => {
                tr!(self.locale, answers.arrest_then_remove, count = count)
            }
            (Effect::DeathRoll { cost }, _) => {
                tr!(self.locale, answers.death_roll, amount = self.money(cost))
            }
            (Effect::ExchangeRandomCards, Params::Players([a, b])) => tr!(
                self.locale,
                answers.exchange_random,
                first = self.name(*a),
                second = self.name(*b)
            ),
            _ => self.params(params),
        }
    }

    /// "3 markers on Vinnie and 1 on Sal; one more on Vinnie for $5; ante $4".
    pub fn play(&self, play: &Play) -> String {
        let card = self.card(play.card);
        let how = match &play.mode {
            PlayMode::Placement {
                groups,
                extra,
                blackmail,
                grant,
            } => {
                let mut parts: Vec<String> = Vec::new();
                for g in groups {
                    let mut targets = g.targets.clone();
                    targets.dedup();
                    for t in targets {
                        let n = g.targets.iter().filter(|x| **x == t).count();
                        parts.push(tr!(
                            self.locale,
                            answers.markers_on,
                            count = n,
                            gangster = self.gangster(t)
                        ));
                    }
                }
                if let Some(g) = extra {
                    parts.push(tr!(
                        self.locale,
                        answers.extra_on,
                        gangster = self.gangster(*g)
                    ));
                }
                if let Some(g) = blackmail {
                    parts.push(tr!(
                        self.locale,
                        answers.blackmail_on,
                        gangster = self.gangster(*g)
                    ));
                }
                if let Some(p) = grant {
                    parts.push(tr!(self.locale, answers.grant_to, name = self.name(*p)));
                }
                parts.join(&tr!(self.locale, units.semicolon))
            }
            PlayMode::Ability(params) => {
                self.effect_with(self.cards.influence(play.card).or_ability, params)
            }
            PlayMode::Single(g) => tr!(self.locale, answers.single, gangster = self.gangster(*g)),
        };
        if play.ante > 0 {
            tr!(
                self.locale,
                answers.play_ante,
                card = card,
                how = how,
                ante = self.money(play.ante)
            )
        } else {
            tr!(self.locale, answers.play, card = card, how = how)
        }
    }

    /// The whole answer, as the player confirms it.
    pub fn answer(&self, answer: &Answer, kind: &DecisionKind, position: Option<u8>) -> String {
        let acting = match kind {
            DecisionKind::CrewAction { gangster, .. }
            | DecisionKind::BlackmailRequest { gangster, .. } => Some(*gangster),
            _ => None,
        };
        match answer {
            Answer::Place(g) => tr!(self.locale, answers.place, gangster = self.gangster(*g)),
            Answer::Decline => tr!(self.locale, choices.decline),
            Answer::Pass => tr!(self.locale, choices.pass),
            Answer::Refuse => tr!(self.locale, choices.refuse),
            Answer::Accept { cards } if cards.is_empty() => tr!(self.locale, choices.accept),
            Answer::Accept { cards } => {
                let names: Vec<String> = cards.iter().map(|c| self.card(*c)).collect();
                tr!(self.locale, answers.accept_with, cards = self.list(&names))
            }
            Answer::Play(play) | Answer::Respond(Response::Card(play)) => self.play(play),
            Answer::Respond(Response::LeoMoves) => tr!(self.locale, choices.leo_moves),
            Answer::Respond(Response::FrankCancels) => tr!(self.locale, choices.frank_cancels),
            Answer::Remove(m) => tr!(self.locale, answers.remove_one, marker = self.marker(m)),
            Answer::Crew(choice) => match acting {
                Some(g) => self.crew_choice(g, position, choice),
                None => String::new(),
            },
            Answer::Request { choice, offer } => tr!(
                self.locale,
                answers.request,
                action = acting
                    .map(|g| self.crew_choice(g, position, choice))
                    .unwrap_or_default(),
                offer = self.money(offer)
            ),
            Answer::Offer(n) => tr!(self.locale, answers.offer, amount = self.money(n)),
            Answer::Choose(p) => tr!(self.locale, answers.choose, name = self.name(*p)),
            Answer::Give { card, to } => tr!(
                self.locale,
                answers.give,
                card = self.card(*card),
                name = self.name(*to)
            ),
            Answer::ChoosePlace(place) => self.place(*place),
            Answer::Reroll(kind) => self.reroll(*kind),
            Answer::Buy(0) => tr!(self.locale, answers.buy_none),
            Answer::Buy(1) => tr!(self.locale, answers.buy_one, money = self.money(10)),
            Answer::Buy(k) => tr!(
                self.locale,
                answers.buy,
                count = k,
                money = self.money(k * 10)
            ),
            Answer::Appoint(g) => tr!(self.locale, answers.appoint, gangster = self.gangster(*g)),
        }
    }

    fn reroll(&self, kind: RerollKind) -> String {
        match kind {
            RerollKind::Paid => tr!(self.locale, choices.reroll_paid),
            RerollKind::FreeMarco => tr!(self.locale, choices.reroll_marco),
            RerollKind::FreeMorris => tr!(self.locale, choices.reroll_morris),
        }
    }

    /// What a step of building an answer asks.
    pub fn slot_prompt(
        &self,
        slot: Slot,
        effect: Option<Effect>,
        card: Option<np_engine::CardId>,
    ) -> String {
        match slot {
            Slot::Choice => tr!(self.locale, slots.choice),
            Slot::Card => tr!(self.locale, slots.card),
            Slot::Mode => tr!(self.locale, slots.mode),
            Slot::Group => tr!(self.locale, slots.group),
            Slot::GroupTargets { group } => {
                let grp = card.and_then(|c| {
                    self.cards
                        .influence(c)
                        .groups
                        .get(usize::from(group))
                        .copied()
                });
                match grp {
                    Some(grp) if grp.split => tr!(
                        self.locale,
                        slots.group_targets_split,
                        count = grp.count,
                        target = self.group_target(grp.target)
                    ),
                    Some(grp) if grp.count == 1 => tr!(
                        self.locale,
                        slots.group_targets_one,
                        target = self.group_target(grp.target)
                    ),
                    Some(grp) => tr!(
                        self.locale,
                        slots.group_targets,
                        count = grp.count,
                        target = self.group_target(grp.target)
                    ),
                    None => tr!(self.locale, slots.target),
                }
            }
            Slot::Extra => tr!(self.locale, slots.extra),
            Slot::Blackmail => tr!(self.locale, slots.blackmail),
            Slot::Grant => tr!(self.locale, slots.grant),
            Slot::Ante => tr!(self.locale, slots.ante),
            Slot::Action => tr!(self.locale, slots.action),
            Slot::Target => match effect {
                Some(Effect::Whack { .. }) => tr!(self.locale, slots.whack_target),
                _ => tr!(self.locale, slots.target),
            },
            Slot::Targets => tr!(self.locale, slots.targets),
            Slot::First => tr!(self.locale, slots.first),
            Slot::Second => tr!(self.locale, slots.second),
            Slot::Markers => tr!(self.locale, slots.markers),
            Slot::Marker => tr!(self.locale, slots.marker),
            Slot::Player => tr!(self.locale, slots.player),
            Slot::Players => tr!(self.locale, slots.players),
            Slot::Amount => tr!(self.locale, slots.amount),
            Slot::Offer => tr!(self.locale, slots.offer),
            Slot::Position => tr!(self.locale, slots.position),
            Slot::Prisoner => tr!(self.locale, slots.prisoner),
            Slot::Place => tr!(self.locale, slots.place),
            Slot::Colour => tr!(self.locale, slots.colour),
            Slot::Count => tr!(self.locale, slots.count),
            Slot::WithCoin => tr!(self.locale, slots.with_coin),
            Slot::Cards => tr!(self.locale, slots.cards),
        }
    }

    /// "3 × Thug", "1 × Capo".
    pub fn group_target(&self, target: GroupTarget) -> String {
        match target {
            GroupTarget::Type(t) => self.gangster_type(Some(t)),
            GroupTarget::Position(p) => self.position_numbered(p),
        }
    }

    /// How one offered choice reads on its button. `acting` is the gangster whose action is
    /// being chosen, `card` the card being played, if any.
    pub fn pick(
        &self,
        slot: Slot,
        pick: Pick,
        acting: Option<(GangsterId, u8)>,
        card: Option<np_engine::CardId>,
        money_amounts: bool,
    ) -> String {
        match pick {
            Pick::Pass => tr!(self.locale, choices.pass),
            Pick::Decline => tr!(self.locale, choices.decline),
            Pick::Accept => tr!(self.locale, choices.accept),
            Pick::Refuse => tr!(self.locale, choices.refuse),
            Pick::Reroll(kind) => self.reroll(kind),
            Pick::LeoMoves => tr!(self.locale, choices.leo_moves),
            Pick::FrankCancels => tr!(self.locale, choices.frank_cancels),
            Pick::Card(c) => self.card(c),
            Pick::Mode(ModeKind::Placement) => tr!(self.locale, choices.mode_placement),
            Pick::Mode(ModeKind::Ability) => tr!(self.locale, choices.mode_ability),
            Pick::Mode(ModeKind::Single) => tr!(self.locale, choices.mode_single),
            Pick::Group(i) => {
                match card.and_then(|c| self.cards.influence(c).groups.get(usize::from(i)).copied())
                {
                    Some(grp) => tr!(
                        self.locale,
                        choices.group,
                        n = usize::from(i) + 1,
                        count = grp.count,
                        target = self.group_target(grp.target)
                    ),
                    None => (usize::from(i) + 1).to_string(),
                }
            }
            Pick::Gangster(g) => self.gangster(g),
            Pick::Nobody if slot == Slot::Extra => tr!(self.locale, choices.no_extra),
            Pick::Nobody => tr!(self.locale, choices.no_blackmail),
            Pick::Player(p) => self.name(p),
            Pick::Amount(n) if money_amounts => self.money(n),
            Pick::Amount(n) => n.to_string(),
            Pick::Action(ActionKind::MakeMove) => tr!(self.locale, choices.make_move),
            Pick::Action(ActionKind::Position) => match acting {
                Some((_, p)) => tr!(
                    self.locale,
                    choices.position_action,
                    position = self.position(p),
                    action = self.position_action(p)
                ),
                None => tr!(self.locale, choices.position_action_plain),
            },
            Pick::Action(ActionKind::Ability(_)) => match acting {
                Some((g, _)) => tr!(self.locale, choices.ability, gangster = self.gangster(g)),
                None => tr!(self.locale, choices.mode_ability),
            },
            Pick::Position(q) => self.position_numbered(q),
            Pick::Place(place) => self.place(place),
            Pick::Marker(m) => self.marker(&m),
            Pick::Colour(c) => self.colour(c),
            Pick::Flag(true) => tr!(self.locale, choices.with_coin),
            Pick::Flag(false) => tr!(self.locale, choices.without_coin),
        }
    }

    /// The action of a position (R6.5), in a few words.
    pub fn position_action(&self, p: u8) -> String {
        match p {
            1 => tr!(self.locale, position_actions.p1),
            2 => tr!(self.locale, position_actions.p2),
            3 => tr!(self.locale, position_actions.p3),
            4 => tr!(self.locale, position_actions.p4),
            5 => tr!(self.locale, position_actions.p5),
            6 => tr!(self.locale, position_actions.p6),
            7 => tr!(self.locale, position_actions.p7),
            8 => tr!(self.locale, position_actions.p8),
            _ => tr!(self.locale, position_actions.p9),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{names, words};
    use crate::i18n::Locale;
    use np_engine::{answer_steps, base_cards, Action, DecisionKind, GameConfig, GameState};

    /// Every listed answer and every step of it reads as words in both languages.
    #[test]
    fn every_answer_and_every_step_is_put_into_words() {
        let names = names();
        let en = words(Locale::en, &names);
        let ja = words(Locale::ja, &names);
        let cards = base_cards().expect("card data");
        let mut slots = std::collections::BTreeSet::new();
        for seed in 0..6u64 {
            let mut game = GameState::new(GameConfig::new(3, seed)).expect("setup");
            let mut pick = seed as usize;
            while let Some(d) = game.pending().cloned() {
                let answers = game.legal_answers();
                let position = match d.kind {
                    DecisionKind::CrewAction { position, .. }
                    | DecisionKind::BlackmailRequest { position, .. } => Some(position),
                    _ => None,
                };
                for a in answers.iter().take(40) {
                    let (x, y) = (
                        en.answer(a, &d.kind, position),
                        ja.answer(a, &d.kind, position),
                    );
                    assert!(
                        !x.is_empty() && !x.contains("{{") && !y.contains("{{"),
                        "{a:?}: {x}"
                    );
                    for step in answer_steps(a, &d.kind, cards) {
                        slots.insert(format!("{:?}", step.slot));
                        assert!(!en.slot_prompt(step.slot, step.effect, None).is_empty());
                        for p in &step.picks {
                            assert!(!en.pick(step.slot, *p, None, None, true).is_empty());
                        }
                    }
                }
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let answer = answers[(pick >> 33) % answers.len()].clone();
                game.apply(d.seat, Action::Answer(answer)).expect("listed");
            }
        }
        assert!(slots.len() >= 12, "{slots:?}");
    }
}
