//! The save file's JSON (R12.1.5), written and read field by field. The text is the one the
//! save types' serde derives make (field names as in Rust, externally tagged enums, ids as
//! numbers), so saves written by either read with the other; a reader and writer spelled out
//! by hand are a fraction of the derived code's size in the web build.
//!
//! Reading ignores unknown fields; `config.random_setup` and the optional targets of a placement
//! play may be missing.

use serde_json::{Map, Value};

use crate::action::{
    Action, Answer, Bundle, CrewChoice, GroupPlacement, MarkerRef, Params, Play, PlayMode,
    RerollKind, Response, Trade,
};
use crate::ids::{CardId, Colour, GangsterId, Place, PlayerId};
use crate::save::SaveFile;
use crate::state::GameConfig;

/// A JSON text being written.
struct Out(String);

impl Out {
    fn raw(&mut self, s: &str) {
        self.0.push_str(s);
    }

    fn num(&mut self, n: impl Into<u64>) {
        self.0.push_str(&n.into().to_string());
    }

    fn flag(&mut self, b: bool) {
        self.raw(if b { "true" } else { "false" });
    }

    /// `"key":`, after a comma unless it opens the object.
    fn key(&mut self, key: &str, first: bool) {
        if !first {
            self.0.push(',');
        }
        self.0.push('"');
        self.0.push_str(key);
        self.raw("\":");
    }

    /// `{"Name":` of an enum variant with content; the caller writes the content and `}`.
    fn variant(&mut self, name: &str) {
        self.0.push('{');
        self.key(name, true);
    }

    /// `"Name"` of a unit variant.
    fn unit(&mut self, name: &str) {
        self.0.push('"');
        self.0.push_str(name);
        self.0.push('"');
    }

    fn list<T>(&mut self, items: &[T], mut item: impl FnMut(&mut Out, &T)) {
        self.0.push('[');
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            item(self, x);
        }
        self.0.push(']');
    }

    fn option<T: Copy>(&mut self, x: Option<T>, item: impl FnOnce(&mut Out, T)) {
        match x {
            Some(x) => item(self, x),
            None => self.raw("null"),
        }
    }
}

/// The save as JSON text.
pub(crate) fn write(save: &SaveFile) -> String {
    let mut o = Out(String::with_capacity(64 + 48 * save.actions.len()));
    o.raw("{");
    o.key("version", true);
    o.num(save.version);
    o.key("config", false);
    o.raw("{");
    o.key("players", true);
    o.num(save.config.players as u64);
    o.key("seed", false);
    o.num(save.config.seed);
    o.key("random_setup", false);
    o.flag(save.config.random_setup);
    o.raw("}");
    o.key("seed", false);
    o.num(save.seed);
    o.key("actions", false);
    o.list(&save.actions, |o, (seat, action)| {
        o.raw("[");
        o.num(seat.0);
        o.raw(",");
        write_action(o, action);
        o.raw("]");
    });
    o.raw("}");
    o.0
}

impl Action {
    /// The action as JSON, exactly as a save writes it.
    pub fn to_json(&self) -> String {
        let mut o = Out(String::new());
        write_action(&mut o, self);
        o.0
    }

    /// An action from JSON as a save writes it; `None` for anything of another shape.
    pub fn from_json(v: &Value) -> Option<Action> {
        read_action(v)
    }
}

fn gangster(o: &mut Out, g: GangsterId) {
    o.num(g.0);
}

fn card(o: &mut Out, c: CardId) {
    o.num(c.0);
}

fn player(o: &mut Out, p: PlayerId) {
    o.num(p.0);
}

fn write_action(o: &mut Out, action: &Action) {
    match action {
        Action::Answer(a) => {
            o.variant("Answer");
            write_answer(o, a);
        }
        Action::Shakedown(c) => {
            o.variant("Shakedown");
            card(o, *c);
        }
        Action::Gift { to, money, cards } => {
            o.variant("Gift");
            o.raw("{");
            o.key("to", true);
            player(o, *to);
            o.key("money", false);
            o.num(*money);
            o.key("cards", false);
            o.list(cards, |o, c| card(o, *c));
            o.raw("}");
        }
        Action::ProposeTrade(t) => {
            o.variant("ProposeTrade");
            write_trade(o, t);
        }
    }
    o.raw("}");
}

fn write_trade(o: &mut Out, t: &Trade) {
    o.raw("{");
    o.key("to", true);
    player(o, t.to);
    o.key("give", false);
    write_bundle(o, &t.give);
    o.key("ask", false);
    write_bundle(o, &t.ask);
    o.raw("}");
}

fn write_bundle(o: &mut Out, b: &Bundle) {
    o.raw("{");
    o.key("money", true);
    o.num(b.money);
    o.key("cards", false);
    o.list(&b.cards, |o, c| card(o, *c));
    o.key("card_count", false);
    o.num(b.card_count);
    o.key("coins", false);
    o.list(&b.coins, |o, g| gangster(o, *g));
    o.raw("}");
}

fn write_answer(o: &mut Out, a: &Answer) {
    match a {
        Answer::Decline => return o.unit("Decline"),
        Answer::Pass => return o.unit("Pass"),
        Answer::Refuse => return o.unit("Refuse"),
        Answer::Place(g) => {
            o.variant("Place");
            gangster(o, *g);
        }
        Answer::Play(p) => {
            o.variant("Play");
            write_play(o, p);
        }
        Answer::Crew(c) => {
            o.variant("Crew");
            write_crew(o, c);
        }
        Answer::Request { choice, offer } => {
            o.variant("Request");
            o.raw("{");
            o.key("choice", true);
            write_crew(o, choice);
            o.key("offer", false);
            o.num(*offer);
            o.raw("}");
        }
        Answer::Accept { cards } => {
            o.variant("Accept");
            o.raw("{");
            o.key("cards", true);
            o.list(cards, |o, c| card(o, *c));
            o.raw("}");
        }
        Answer::Offer(x) => {
            o.variant("Offer");
            o.num(*x);
        }
        Answer::Choose(p) => {
            o.variant("Choose");
            player(o, *p);
        }
        Answer::Give { card: c, to } => {
            o.variant("Give");
            o.raw("{");
            o.key("card", true);
            card(o, *c);
            o.key("to", false);
            player(o, *to);
            o.raw("}");
        }
        Answer::ChoosePlace(place) => {
            o.variant("ChoosePlace");
            write_place(o, *place);
        }
        Answer::Reroll(kind) => {
            o.variant("Reroll");
            o.unit(match kind {
                RerollKind::Paid => "Paid",
                RerollKind::FreeMarco => "FreeMarco",
                RerollKind::FreeMorris => "FreeMorris",
            });
        }
        Answer::Respond(Response::LeoMoves) => {
            o.variant("Respond");
            o.unit("LeoMoves");
        }
        Answer::Respond(Response::Card(p)) => {
            o.variant("Respond");
            o.variant("Card");
            write_play(o, p);
            o.raw("}");
        }
        Answer::Buy(x) => {
            o.variant("Buy");
            o.num(*x);
        }
        Answer::Appoint(g) => {
            o.variant("Appoint");
            gangster(o, *g);
        }
    }
    o.raw("}");
}

fn write_place(o: &mut Out, place: Place) {
    let (name, n) = match place {
        Place::Position(n) => ("Position", n),
        Place::Associate(n) => ("Associate", n),
    };
    o.variant(name);
    o.num(n);
    o.raw("}");
}

fn write_colour(o: &mut Out, colour: Colour) {
    match colour {
        Colour::Neutral => o.unit("Neutral"),
        Colour::Family(p) => {
            o.variant("Family");
            player(o, p);
            o.raw("}");
        }
    }
}

fn write_play(o: &mut Out, p: &Play) {
    o.raw("{");
    o.key("card", true);
    card(o, p.card);
    o.key("mode", false);
    match &p.mode {
        PlayMode::Placement {
            groups,
            extra,
            blackmail,
            grant,
        } => {
            o.variant("Placement");
            o.raw("{");
            o.key("groups", true);
            o.list(groups, |o, g| {
                o.raw("{");
                o.key("group", true);
                o.num(g.group);
                o.key("targets", false);
                o.list(&g.targets, |o, t| gangster(o, *t));
                o.raw("}");
            });
            o.key("extra", false);
            o.option(*extra, gangster);
            o.key("blackmail", false);
            o.option(*blackmail, gangster);
            o.key("grant", false);
            o.option(*grant, player);
            o.raw("}");
        }
        PlayMode::Ability(params) => {
            o.variant("Ability");
            write_params(o, params);
        }
        PlayMode::Single(g) => {
            o.variant("Single");
            gangster(o, *g);
        }
    }
    o.raw("}");
    o.key("ante", false);
    o.num(p.ante);
    o.raw("}");
}

fn write_crew(o: &mut Out, c: &CrewChoice) {
    match c {
        CrewChoice::Position(params) => {
            o.variant("Position");
            write_params(o, params);
        }
        CrewChoice::Ability { index, params } => {
            o.variant("Ability");
            o.raw("{");
            o.key("index", true);
            o.num(*index);
            o.key("params", false);
            write_params(o, params);
            o.raw("}");
        }
        CrewChoice::MakeMove { target } => {
            o.variant("MakeMove");
            o.raw("{");
            o.key("target", true);
            o.num(*target);
            o.raw("}");
        }
    }
    o.raw("}");
}

fn write_params(o: &mut Out, params: &Params) {
    match params {
        Params::None => return o.unit("None"),
        Params::Gangster(g) => {
            o.variant("Gangster");
            gangster(o, *g);
        }
        Params::Gangsters(gs) => {
            o.variant("Gangsters");
            o.list(gs, |o, g| gangster(o, *g));
        }
        Params::Player(p) => {
            o.variant("Player");
            player(o, *p);
        }
        Params::Markers(ms) => {
            o.variant("Markers");
            o.list(ms, |o, m| {
                o.raw("{");
                o.key("gangster", true);
                gangster(o, m.gangster);
                o.key("colour", false);
                write_colour(o, m.colour);
                o.key("on_coin", false);
                o.flag(m.on_coin);
                o.raw("}");
            });
        }
        Params::Amount(x) => {
            o.variant("Amount");
            o.num(*x);
        }
        Params::Jailbreak { prisoner, place } => {
            o.variant("Jailbreak");
            o.raw("{");
            o.key("prisoner", true);
            gangster(o, *prisoner);
            o.key("place", false);
            write_place(o, *place);
            o.raw("}");
        }
        Params::RemoveColour {
            gangster: g,
            colour,
            count,
            with_coin,
        } => {
            o.variant("RemoveColour");
            o.raw("{");
            o.key("gangster", true);
            gangster(o, *g);
            o.key("colour", false);
            write_colour(o, *colour);
            o.key("count", false);
            o.num(*count);
            o.key("with_coin", false);
            o.flag(*with_coin);
            o.raw("}");
        }
        Params::Position(n) => {
            o.variant("Position");
            o.num(*n);
        }
    }
    o.raw("}");
}

/// The save in a parsed JSON value; `None` if anything is not of the save's shape.
pub(crate) fn read(v: &Value) -> Option<SaveFile> {
    let o = v.as_object()?;
    let config = field(o, "config")?.as_object()?;
    let random_setup = match config.get("random_setup") {
        None => false,
        Some(b) => b.as_bool()?,
    };
    Some(SaveFile {
        version: number(field(o, "version")?)?,
        config: GameConfig {
            players: number(field(config, "players")?)?,
            seed: field(config, "seed")?.as_u64()?,
            random_setup,
        },
        seed: field(o, "seed")?.as_u64()?,
        actions: list(field(o, "actions")?, |v| match v.as_array()?.as_slice() {
            [seat, action] => Some((read_player(seat)?, read_action(action)?)),
            _ => None,
        })?,
    })
}

fn field<'a>(o: &'a Map<String, Value>, name: &str) -> Option<&'a Value> {
    o.get(name)
}

fn number<T: TryFrom<u64>>(v: &Value) -> Option<T> {
    T::try_from(v.as_u64()?).ok()
}

fn list<T>(v: &Value, item: impl FnMut(&Value) -> Option<T>) -> Option<Vec<T>> {
    v.as_array()?.iter().map(item).collect()
}

/// An optional field: missing or `null` is `None`.
fn optional<T>(v: Option<&Value>, item: impl FnOnce(&Value) -> Option<T>) -> Option<Option<T>> {
    match v {
        None | Some(Value::Null) => Some(None),
        Some(v) => item(v).map(Some),
    }
}

/// An enum variant: `"Name"` (no content) or `{"Name": content}`.
fn variant(v: &Value) -> Option<(&str, Option<&Value>)> {
    match v {
        Value::String(name) => Some((name, None)),
        Value::Object(o) if o.len() == 1 => o.iter().next().map(|(k, v)| (k.as_str(), Some(v))),
        _ => None,
    }
}

fn read_gangster(v: &Value) -> Option<GangsterId> {
    number(v).map(GangsterId)
}

fn read_card(v: &Value) -> Option<CardId> {
    number(v).map(CardId)
}

fn read_player(v: &Value) -> Option<PlayerId> {
    number(v).map(PlayerId)
}

fn read_cards(v: &Value) -> Option<Vec<CardId>> {
    list(v, read_card)
}

fn read_action(v: &Value) -> Option<Action> {
    let (name, content) = variant(v)?;
    let c = content?;
    Some(match name {
        "Answer" => Action::Answer(read_answer(c)?),
        "Shakedown" => Action::Shakedown(read_card(c)?),
        "Gift" => {
            let o = c.as_object()?;
            Action::Gift {
                to: read_player(field(o, "to")?)?,
                money: number(field(o, "money")?)?,
                cards: read_cards(field(o, "cards")?)?,
            }
        }
        "ProposeTrade" => {
            let o = c.as_object()?;
            Action::ProposeTrade(Trade {
                to: read_player(field(o, "to")?)?,
                give: read_bundle(field(o, "give")?)?,
                ask: read_bundle(field(o, "ask")?)?,
            })
        }
        _ => return None,
    })
}

fn read_bundle(v: &Value) -> Option<Bundle> {
    let o = v.as_object()?;
    Some(Bundle {
        money: number(field(o, "money")?)?,
        cards: read_cards(field(o, "cards")?)?,
        card_count: number(field(o, "card_count")?)?,
        coins: list(field(o, "coins")?, read_gangster)?,
    })
}

fn read_answer(v: &Value) -> Option<Answer> {
    let (name, content) = variant(v)?;
    let Some(c) = content else {
        return match name {
            "Decline" => Some(Answer::Decline),
            "Pass" => Some(Answer::Pass),
            "Refuse" => Some(Answer::Refuse),
            _ => None,
        };
    };
    Some(match name {
        "Place" => Answer::Place(read_gangster(c)?),
        "Play" => Answer::Play(read_play(c)?),
        "Crew" => Answer::Crew(read_crew(c)?),
        "Request" => {
            let o = c.as_object()?;
            Answer::Request {
                choice: read_crew(field(o, "choice")?)?,
                offer: number(field(o, "offer")?)?,
            }
        }
        "Accept" => Answer::Accept {
            cards: read_cards(field(c.as_object()?, "cards")?)?,
        },
        "Offer" => Answer::Offer(number(c)?),
        "Choose" => Answer::Choose(read_player(c)?),
        "Give" => {
            let o = c.as_object()?;
            Answer::Give {
                card: read_card(field(o, "card")?)?,
                to: read_player(field(o, "to")?)?,
            }
        }
        "ChoosePlace" => Answer::ChoosePlace(read_place(c)?),
        "Reroll" => Answer::Reroll(match c.as_str()? {
            "Paid" => RerollKind::Paid,
            "FreeMarco" => RerollKind::FreeMarco,
            "FreeMorris" => RerollKind::FreeMorris,
            _ => return None,
        }),
        "Respond" => Answer::Respond(match variant(c)? {
            ("LeoMoves", None) => Response::LeoMoves,
            ("Card", Some(play)) => Response::Card(read_play(play)?),
            _ => return None,
        }),
        "Buy" => Answer::Buy(number(c)?),
        "Appoint" => Answer::Appoint(read_gangster(c)?),
        _ => return None,
    })
}

fn read_place(v: &Value) -> Option<Place> {
    match variant(v)? {
        ("Position", Some(n)) => Some(Place::Position(number(n)?)),
        ("Associate", Some(n)) => Some(Place::Associate(number(n)?)),
        _ => None,
    }
}

fn read_colour(v: &Value) -> Option<Colour> {
    match variant(v)? {
        ("Neutral", None) => Some(Colour::Neutral),
        ("Family", Some(p)) => Some(Colour::Family(read_player(p)?)),
        _ => None,
    }
}

fn read_play(v: &Value) -> Option<Play> {
    let o = v.as_object()?;
    let mode = match variant(field(o, "mode")?)? {
        ("Placement", Some(m)) => {
            let m = m.as_object()?;
            PlayMode::Placement {
                groups: list(field(m, "groups")?, |g| {
                    let g = g.as_object()?;
                    Some(GroupPlacement {
                        group: number(field(g, "group")?)?,
                        targets: list(field(g, "targets")?, read_gangster)?,
                    })
                })?,
                extra: optional(m.get("extra"), read_gangster)?,
                blackmail: optional(m.get("blackmail"), read_gangster)?,
                grant: optional(m.get("grant"), read_player)?,
            }
        }
        ("Ability", Some(p)) => PlayMode::Ability(read_params(p)?),
        ("Single", Some(g)) => PlayMode::Single(read_gangster(g)?),
        _ => return None,
    };
    Some(Play {
        card: read_card(field(o, "card")?)?,
        mode,
        ante: number(field(o, "ante")?)?,
    })
}

fn read_crew(v: &Value) -> Option<CrewChoice> {
    let (name, c) = variant(v)?;
    let c = c?;
    Some(match name {
        "Position" => CrewChoice::Position(read_params(c)?),
        "Ability" => {
            let o = c.as_object()?;
            CrewChoice::Ability {
                index: number(field(o, "index")?)?,
                params: read_params(field(o, "params")?)?,
            }
        }
        "MakeMove" => CrewChoice::MakeMove {
            target: number(field(c.as_object()?, "target")?)?,
        },
        _ => return None,
    })
}

fn read_params(v: &Value) -> Option<Params> {
    let (name, content) = variant(v)?;
    let Some(c) = content else {
        return (name == "None").then_some(Params::None);
    };
    Some(match name {
        "Gangster" => Params::Gangster(read_gangster(c)?),
        "Gangsters" => Params::Gangsters(list(c, read_gangster)?),
        "Player" => Params::Player(read_player(c)?),
        "Markers" => Params::Markers(list(c, |m| {
            let m = m.as_object()?;
            Some(MarkerRef {
                gangster: read_gangster(field(m, "gangster")?)?,
                colour: read_colour(field(m, "colour")?)?,
                on_coin: field(m, "on_coin")?.as_bool()?,
            })
        })?),
        "Amount" => Params::Amount(number(c)?),
        "Jailbreak" => {
            let o = c.as_object()?;
            Params::Jailbreak {
                prisoner: read_gangster(field(o, "prisoner")?)?,
                place: read_place(field(o, "place")?)?,
            }
        }
        "RemoveColour" => {
            let o = c.as_object()?;
            Params::RemoveColour {
                gangster: read_gangster(field(o, "gangster")?)?,
                colour: read_colour(field(o, "colour")?)?,
                count: number(field(o, "count")?)?,
                with_coin: field(o, "with_coin")?.as_bool()?,
            }
        }
        "Position" => Params::Position(number(c)?),
        _ => return None,
    })
}
