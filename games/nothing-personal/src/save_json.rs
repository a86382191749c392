//! The save file's JSON (R12.1.5), written and read field by field. The text is the one the
//! save types' serde derives make (field names as in Rust, externally tagged enums, ids as
//! numbers), so saves written by either read with the other; a reader and writer spelled out
//! by hand are a fraction of the derived code's size in the web build.
//!
//! Reading ignores unknown fields; `config.random_setup`, `config.sets` (the Young Turks
//! sets, written only when there are some), `config.asked_in_every_window` (written only when
//! some seat is) and the optional targets of a placement
//! play may be missing. A field not of the save's shape is reported with its path
//! ([`SchemaError`]).

use serde_json::{Map, Value};

use crate::action::{
    Action, Answer, Bundle, CrewChoice, GroupPlacement, MarkerRef, Params, Play, PlayMode,
    RerollKind, Response, Trade,
};
use crate::cards::CardSet;
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
    if !save.config.sets.is_empty() {
        o.key("sets", false);
        o.list(&save.config.sets, |o, set| o.unit(set.name()));
    }
    if !save.config.asked_in_every_window.is_empty() {
        o.key("asked_in_every_window", false);
        o.list(&save.config.asked_in_every_window, |o, p| o.num(p.0));
    }
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
        read_action(v).ok()
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
        Answer::Respond(Response::FrankCancels) => {
            o.variant("Respond");
            o.unit("FrankCancels");
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
        Answer::Remove(m) => {
            o.variant("Remove");
            write_marker(o, m);
        }
    }
    o.raw("}");
}

fn write_marker(o: &mut Out, m: &MarkerRef) {
    o.raw("{");
    o.key("gangster", true);
    gangster(o, m.gangster);
    o.key("colour", false);
    write_colour(o, m.colour);
    o.key("on_coin", false);
    o.flag(m.on_coin);
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
            o.list(ms, write_marker);
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
        Params::Players(v) => {
            o.variant("Players");
            o.list(v, |o, p| player(o, *p));
        }
    }
    o.raw("}");
}

/// The save in a parsed JSON value, or the first field not of the save's shape.
pub(crate) fn read(v: &Value) -> Result<SaveFile, SchemaError> {
    let o = object(v)?;
    let config = object(field(o, "config")?).map_err(|e| e.under("config"))?;
    let random_setup = match config.get("random_setup") {
        None => false,
        Some(b) => flag(b).map_err(|e| e.under("random_setup").under("config"))?,
    };
    Ok(SaveFile {
        version: number_at(o, "version")?,
        config: GameConfig {
            players: number_at(config, "players").map_err(|e| e.under("config"))?,
            seed: number_at(config, "seed").map_err(|e| e.under("config"))?,
            random_setup,
            sets: optional(config, "sets", |v| list(v, read_set))
                .map_err(|e| e.under("config"))?
                .unwrap_or_default(),
            asked_in_every_window: optional(config, "asked_in_every_window", |v| {
                list(v, read_player)
            })
            .map_err(|e| e.under("config"))?
            .unwrap_or_default(),
        },
        seed: number_at(o, "seed")?,
        actions: at(o, "actions", |v| {
            list(v, |v| match v.as_array().map(Vec::as_slice) {
                Some([seat, action]) => Ok((
                    read_player(seat).map_err(|e| e.under_index(0))?,
                    read_action(action).map_err(|e| e.under_index(1))?,
                )),
                _ => Err(SchemaError::new(SchemaProblem::NotAPair)),
            })
        })?,
    })
}

/// A set of the Young Turks expansion by its name (R14.2.1).
fn read_set(v: &Value) -> Read<CardSet> {
    v.as_str()
        .and_then(CardSet::from_name)
        .ok_or(SchemaError::new(SchemaProblem::UnknownKind))
}

/// What is wrong with a field of a save.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum SchemaProblem {
    Missing,
    NotAnObject,
    NotAList,
    NotANumber,
    /// A number too large for the field (a player over 255, money at or over 2^32, …).
    TooLarge,
    NotABoolean,
    /// A kind (an enum variant) the save format does not have.
    UnknownKind,
    /// An action is not a `[seat, action]` pair.
    NotAPair,
}

/// The first field of a save not of the save's shape: its path (`actions[12][1].Answer.Play.card`)
/// and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SchemaError {
    pub path: String,
    pub problem: SchemaProblem,
}

impl SchemaError {
    fn new(problem: SchemaProblem) -> SchemaError {
        SchemaError {
            path: String::new(),
            problem,
        }
    }

    /// The error, inside field `name`.
    fn under(mut self, name: &str) -> SchemaError {
        self.path = if self.path.is_empty() || self.path.starts_with('[') {
            format!("{name}{}", self.path)
        } else {
            format!("{name}.{}", self.path)
        };
        self
    }

    /// The error, inside item `i` of a list.
    fn under_index(self, i: usize) -> SchemaError {
        self.under(&format!("[{i}]"))
    }
}

type Read<T> = Result<T, SchemaError>;

fn object(v: &Value) -> Read<&Map<String, Value>> {
    v.as_object()
        .ok_or(SchemaError::new(SchemaProblem::NotAnObject))
}

fn field<'a>(o: &'a Map<String, Value>, name: &str) -> Read<&'a Value> {
    o.get(name)
        .ok_or_else(|| SchemaError::new(SchemaProblem::Missing).under(name))
}

/// Field `name` of `o`, read by `item`; an error inside it says so.
fn at<T>(o: &Map<String, Value>, name: &str, item: impl FnOnce(&Value) -> Read<T>) -> Read<T> {
    item(field(o, name)?).map_err(|e| e.under(name))
}

fn number<T: TryFrom<u64>>(v: &Value) -> Read<T> {
    let n = v
        .as_u64()
        .ok_or(SchemaError::new(SchemaProblem::NotANumber))?;
    T::try_from(n).map_err(|_| SchemaError::new(SchemaProblem::TooLarge))
}

fn number_at<T: TryFrom<u64>>(o: &Map<String, Value>, name: &str) -> Read<T> {
    at(o, name, number)
}

fn flag(v: &Value) -> Read<bool> {
    v.as_bool()
        .ok_or(SchemaError::new(SchemaProblem::NotABoolean))
}

fn list<T>(v: &Value, mut item: impl FnMut(&Value) -> Read<T>) -> Read<Vec<T>> {
    let items = v
        .as_array()
        .ok_or(SchemaError::new(SchemaProblem::NotAList))?;
    items
        .iter()
        .enumerate()
        .map(|(i, v)| item(v).map_err(|e| e.under_index(i)))
        .collect()
}

/// An optional field: missing or `null` is `None`.
fn optional<T>(
    o: &Map<String, Value>,
    name: &str,
    item: impl FnOnce(&Value) -> Read<T>,
) -> Read<Option<T>> {
    match o.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => item(v).map(Some).map_err(|e| e.under(name)),
    }
}

/// An enum variant: `"Name"` (no content) or `{"Name": content}`.
fn variant(v: &Value) -> Read<(&str, Option<&Value>)> {
    match v {
        Value::String(name) => Ok((name, None)),
        Value::Object(o) if o.len() == 1 => o
            .iter()
            .next()
            .map(|(k, v)| (k.as_str(), Some(v)))
            .ok_or(SchemaError::new(SchemaProblem::UnknownKind)),
        _ => Err(SchemaError::new(SchemaProblem::UnknownKind)),
    }
}

/// The content of variant `name`: missing content is an unknown kind; an error inside it is
/// under the variant's name.
fn content<T>(name: &str, c: Option<&Value>, item: impl FnOnce(&Value) -> Read<T>) -> Read<T> {
    let c = c.ok_or(SchemaError::new(SchemaProblem::UnknownKind))?;
    item(c).map_err(|e| e.under(name))
}

fn unknown<T>() -> Read<T> {
    Err(SchemaError::new(SchemaProblem::UnknownKind))
}

fn read_gangster(v: &Value) -> Read<GangsterId> {
    number(v).map(GangsterId)
}

fn read_card(v: &Value) -> Read<CardId> {
    number(v).map(CardId)
}

fn read_player(v: &Value) -> Read<PlayerId> {
    number(v).map(PlayerId)
}

fn read_cards(v: &Value) -> Read<Vec<CardId>> {
    list(v, read_card)
}

fn read_action(v: &Value) -> Read<Action> {
    let (name, c) = variant(v)?;
    match name {
        "Answer" => content(name, c, |c| read_answer(c).map(Action::Answer)),
        "Shakedown" => content(name, c, |c| read_card(c).map(Action::Shakedown)),
        "Gift" => content(name, c, |c| {
            let o = object(c)?;
            Ok(Action::Gift {
                to: at(o, "to", read_player)?,
                money: number_at(o, "money")?,
                cards: at(o, "cards", read_cards)?,
            })
        }),
        "ProposeTrade" => content(name, c, |c| {
            let o = object(c)?;
            Ok(Action::ProposeTrade(Trade {
                to: at(o, "to", read_player)?,
                give: at(o, "give", read_bundle)?,
                ask: at(o, "ask", read_bundle)?,
            }))
        }),
        _ => unknown(),
    }
}

fn read_bundle(v: &Value) -> Read<Bundle> {
    let o = object(v)?;
    Ok(Bundle {
        money: number_at(o, "money")?,
        cards: at(o, "cards", read_cards)?,
        card_count: number_at(o, "card_count")?,
        coins: at(o, "coins", |v| list(v, read_gangster))?,
    })
}

fn read_answer(v: &Value) -> Read<Answer> {
    let (name, c) = variant(v)?;
    match (name, c) {
        ("Decline", None) => Ok(Answer::Decline),
        ("Pass", None) => Ok(Answer::Pass),
        ("Refuse", None) => Ok(Answer::Refuse),
        ("Place", _) => content(name, c, |c| read_gangster(c).map(Answer::Place)),
        ("Play", _) => content(name, c, |c| read_play(c).map(Answer::Play)),
        ("Crew", _) => content(name, c, |c| read_crew(c).map(Answer::Crew)),
        ("Request", _) => content(name, c, |c| {
            let o = object(c)?;
            Ok(Answer::Request {
                choice: at(o, "choice", read_crew)?,
                offer: number_at(o, "offer")?,
            })
        }),
        ("Accept", _) => content(name, c, |c| {
            Ok(Answer::Accept {
                cards: at(object(c)?, "cards", read_cards)?,
            })
        }),
        ("Offer", _) => content(name, c, |c| number(c).map(Answer::Offer)),
        ("Choose", _) => content(name, c, |c| read_player(c).map(Answer::Choose)),
        ("Give", _) => content(name, c, |c| {
            let o = object(c)?;
            Ok(Answer::Give {
                card: at(o, "card", read_card)?,
                to: at(o, "to", read_player)?,
            })
        }),
        ("ChoosePlace", _) => content(name, c, |c| read_place(c).map(Answer::ChoosePlace)),
        ("Reroll", _) => content(name, c, |c| {
            Ok(Answer::Reroll(match c.as_str() {
                Some("Paid") => RerollKind::Paid,
                Some("FreeMarco") => RerollKind::FreeMarco,
                Some("FreeMorris") => RerollKind::FreeMorris,
                _ => return unknown(),
            }))
        }),
        ("Respond", _) => content(name, c, |c| {
            Ok(Answer::Respond(match variant(c)? {
                ("LeoMoves", None) => Response::LeoMoves,
                ("FrankCancels", None) => Response::FrankCancels,
                ("Card", play) => Response::Card(content("Card", play, read_play)?),
                _ => return unknown(),
            }))
        }),
        ("Buy", _) => content(name, c, |c| number(c).map(Answer::Buy)),
        ("Appoint", _) => content(name, c, |c| read_gangster(c).map(Answer::Appoint)),
        ("Remove", _) => content(name, c, |c| read_marker(c).map(Answer::Remove)),
        _ => unknown(),
    }
}

fn read_place(v: &Value) -> Read<Place> {
    match variant(v)? {
        (name @ "Position", n) => content(name, n, |n| number(n).map(Place::Position)),
        (name @ "Associate", n) => content(name, n, |n| number(n).map(Place::Associate)),
        _ => unknown(),
    }
}

fn read_colour(v: &Value) -> Read<Colour> {
    match variant(v)? {
        ("Neutral", None) => Ok(Colour::Neutral),
        (name @ "Family", p) => content(name, p, |p| read_player(p).map(Colour::Family)),
        _ => unknown(),
    }
}

fn read_play(v: &Value) -> Read<Play> {
    let o = object(v)?;
    let mode = at(o, "mode", |m| match variant(m)? {
        (name @ "Placement", m) => content(name, m, |m| {
            let m = object(m)?;
            Ok(PlayMode::Placement {
                groups: at(m, "groups", |v| {
                    list(v, |g| {
                        let g = object(g)?;
                        Ok(GroupPlacement {
                            group: number_at(g, "group")?,
                            targets: at(g, "targets", |v| list(v, read_gangster))?,
                        })
                    })
                })?,
                extra: optional(m, "extra", read_gangster)?,
                blackmail: optional(m, "blackmail", read_gangster)?,
                grant: optional(m, "grant", read_player)?,
            })
        }),
        (name @ "Ability", p) => content(name, p, |p| read_params(p).map(PlayMode::Ability)),
        (name @ "Single", g) => content(name, g, |g| read_gangster(g).map(PlayMode::Single)),
        _ => unknown(),
    })?;
    Ok(Play {
        card: at(o, "card", read_card)?,
        mode,
        ante: number_at(o, "ante")?,
    })
}

fn read_crew(v: &Value) -> Read<CrewChoice> {
    let (name, c) = variant(v)?;
    match name {
        "Position" => content(name, c, |c| read_params(c).map(CrewChoice::Position)),
        "Ability" => content(name, c, |c| {
            let o = object(c)?;
            Ok(CrewChoice::Ability {
                index: number_at(o, "index")?,
                params: at(o, "params", read_params)?,
            })
        }),
        "MakeMove" => content(name, c, |c| {
            Ok(CrewChoice::MakeMove {
                target: number_at(object(c)?, "target")?,
            })
        }),
        _ => unknown(),
    }
}

fn read_marker(v: &Value) -> Read<MarkerRef> {
    let m = object(v)?;
    Ok(MarkerRef {
        gangster: at(m, "gangster", read_gangster)?,
        colour: at(m, "colour", read_colour)?,
        on_coin: at(m, "on_coin", flag)?,
    })
}

fn read_params(v: &Value) -> Read<Params> {
    let (name, c) = variant(v)?;
    match (name, c) {
        ("None", None) => Ok(Params::None),
        ("Gangster", _) => content(name, c, |c| read_gangster(c).map(Params::Gangster)),
        ("Gangsters", _) => content(name, c, |c| list(c, read_gangster).map(Params::Gangsters)),
        ("Player", _) => content(name, c, |c| read_player(c).map(Params::Player)),
        ("Markers", _) => content(name, c, |c| list(c, read_marker).map(Params::Markers)),
        ("Amount", _) => content(name, c, |c| number(c).map(Params::Amount)),
        ("Jailbreak", _) => content(name, c, |c| {
            let o = object(c)?;
            Ok(Params::Jailbreak {
                prisoner: at(o, "prisoner", read_gangster)?,
                place: at(o, "place", read_place)?,
            })
        }),
        ("RemoveColour", _) => content(name, c, |c| {
            let o = object(c)?;
            Ok(Params::RemoveColour {
                gangster: at(o, "gangster", read_gangster)?,
                colour: at(o, "colour", read_colour)?,
                count: number_at(o, "count")?,
                with_coin: at(o, "with_coin", flag)?,
            })
        }),
        ("Position", _) => content(name, c, |c| number(c).map(Params::Position)),
        ("Players", _) => content(name, c, |c| match list(c, read_player)?.as_slice() {
            [a, b] => Ok(Params::Players([*a, *b])),
            _ => Err(SchemaError::new(SchemaProblem::NotAPair)),
        }),
        _ => unknown(),
    }
}
