//! Reading the card data file (R1.7.2, R1.8, R1.9) from its JSON, field by field. A reader
//! written out by hand is a fraction of the size of derived deserializers in the web build,
//! and it names the faulty field.
//!
//! The shapes are those the card types serialize to: camelCase fields, `"rolled"` or a number
//! for a card value, an ability's effect flattened into it under `"effect"`, keywords as strings
//! or `{"REACTION": trigger}`. Unknown fields are ignored; optional fields may be missing.

use serde_json::{Map, Value};

use crate::cards::{
    Ability, AbilityKind, AfterEffect, CardData, CardDataError, CardSet, CardValue, Effect,
    GangsterCard, GangsterType, Group, GroupTarget, InfluenceCard, Keyword, Rolled, Text, Trigger,
    MAX_GROUPS,
};

/// The path of a field, for errors: `gangsters[4].type`.
#[derive(Clone)]
struct Path(String);

impl Path {
    fn field(&self, name: &str) -> Path {
        if self.0.is_empty() {
            Path(name.to_string())
        } else {
            Path(format!("{}.{name}", self.0))
        }
    }

    fn index(&self, i: usize) -> Path {
        Path(format!("{}[{i}]", self.0))
    }

    fn error(&self) -> CardDataError {
        CardDataError::Field {
            path: self.0.clone(),
        }
    }
}

type Read<T> = Result<T, CardDataError>;

/// Parses the card data file.
///
/// # Errors
/// [`CardDataError::Schema`] with the line and column of a JSON syntax error, or
/// [`CardDataError::Field`] with the path of a field of the wrong shape.
pub(crate) fn read(json: &str) -> Read<CardData> {
    let root: Value = serde_json::from_str(json).map_err(|e| CardDataError::Schema {
        line: e.line(),
        column: e.column(),
    })?;
    let path = Path(String::new());
    let root = object(&root, &path)?;
    Ok(CardData {
        gangsters: list(root, &path, "gangsters", gangster)?,
        influence: list(root, &path, "influence", influence)?,
    })
}

fn object<'a>(v: &'a Value, path: &Path) -> Read<&'a Map<String, Value>> {
    v.as_object().ok_or_else(|| path.error())
}

fn required<'a>(o: &'a Map<String, Value>, path: &Path, name: &str) -> Read<&'a Value> {
    o.get(name).ok_or_else(|| path.field(name).error())
}

/// A field that may be missing or null.
fn optional<'a>(o: &'a Map<String, Value>, name: &str) -> Option<&'a Value> {
    o.get(name).filter(|v| !v.is_null())
}

fn string(o: &Map<String, Value>, path: &Path, name: &str) -> Read<String> {
    required(o, path, name)?
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| path.field(name).error())
}

fn number(v: &Value, path: &Path) -> Read<u32> {
    v.as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| path.error())
}

fn field_number(o: &Map<String, Value>, path: &Path, name: &str) -> Read<u32> {
    number(required(o, path, name)?, &path.field(name))
}

fn flag(o: &Map<String, Value>, path: &Path, name: &str) -> Read<bool> {
    match optional(o, name) {
        None => Ok(false),
        Some(v) => v.as_bool().ok_or_else(|| path.field(name).error()),
    }
}

/// A list field, each element read by `item`; a missing list is empty.
fn list<T>(
    o: &Map<String, Value>,
    path: &Path,
    name: &str,
    item: fn(&Value, &Path) -> Read<T>,
) -> Read<Vec<T>> {
    let path = path.field(name);
    match optional(o, name) {
        None => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| item(v, &path.index(i)))
            .collect(),
        Some(_) => Err(path.error()),
    }
}

/// A string naming one of `names`, as the value at the same index of `values`.
fn one_of<T: Copy>(v: &Value, path: &Path, names: &[&str], values: &[T]) -> Read<T> {
    v.as_str()
        .and_then(|s| names.iter().position(|n| *n == s))
        .and_then(|i| values.get(i).copied())
        .ok_or_else(|| path.error())
}

fn text(v: &Value, path: &Path) -> Read<Text> {
    let o = object(v, path)?;
    Ok(Text {
        en: string(o, path, "en")?,
        ja: string(o, path, "ja")?,
    })
}

fn set(v: &Value, path: &Path) -> Read<CardSet> {
    v.as_str()
        .and_then(CardSet::from_name)
        .ok_or_else(|| path.error())
}

fn gangster_type(v: &Value, path: &Path) -> Read<GangsterType> {
    one_of(
        v,
        path,
        &["Thug", "Hitman", "Gambler", "Conman"],
        &GangsterType::ALL,
    )
}

fn card_value(v: &Value, path: &Path) -> Read<CardValue> {
    match v {
        Value::String(s) if s == "rolled" => Ok(CardValue::Rolled(Rolled::Rolled)),
        Value::Number(n) => n
            .as_i64()
            .and_then(|n| i32::try_from(n).ok())
            .map(CardValue::Fixed)
            .ok_or_else(|| path.error()),
        _ => Err(path.error()),
    }
}

/// An effect: `{"effect": "whack", "cost": 10, …}` (the object may hold other fields too).
fn effect(o: &Map<String, Value>, path: &Path) -> Read<Effect> {
    let name = required(o, path, "effect")?;
    let n = |field: &str| field_number(o, path, field);
    Ok(match name.as_str() {
        Some("whack") => Effect::Whack {
            cost: n("cost")?,
            gain: n("gain")?,
            loss: n("loss")?,
            bounty: match optional(o, "bounty") {
                None => 0,
                Some(v) => number(v, &path.field("bounty"))?,
            },
        },
        Some("swapWithLowerRespect") => Effect::SwapWithLowerRespect,
        Some("swapArrowConnectedPair") => Effect::SwapArrowConnectedPair,
        Some("robRichest") => Effect::RobRichest {
            amount: n("amount")?,
        },
        Some("drawTwoGiveOne") => Effect::DrawTwoGiveOne,
        Some("sellRespect") => Effect::SellRespect {
            max: n("max")?,
            rate: n("rate")?,
        },
        Some("freeRerollPerRound") => Effect::FreeRerollPerRound,
        Some("ownWhackFreeReroll") => Effect::OwnWhackFreeReroll,
        Some("moveIntoVacancy") => Effect::MoveIntoVacancy,
        Some("shieldsController") => Effect::ShieldsController,
        Some("gangWars") => Effect::GangWars,
        Some("replaceWithAssociate") => Effect::ReplaceWithAssociate,
        Some("replaceFromDeck") => Effect::ReplaceFromDeck,
        Some("swapSameType") => Effect::SwapSameType,
        Some("removeColour") => Effect::RemoveColour { max: n("max")? },
        Some("snitch") => Effect::Snitch,
        Some("jailbreak") => Effect::Jailbreak {
            place_marker: required(o, path, "placeMarker")?
                .as_bool()
                .ok_or_else(|| path.field("placeMarker").error())?,
        },
        Some("silenceIncome") => Effect::SilenceIncome,
        Some("cancelWhack") => Effect::CancelWhack,
        Some("whackInsurance") => Effect::WhackInsurance {
            per_marker: n("perMarker")?,
        },
        Some("blackmail") => Effect::Blackmail,
        Some("placeNeutral") => Effect::PlaceNeutral { count: n("count")? },
        Some("removeMarkers") => Effect::RemoveMarkers { count: n("count")? },
        Some("takeMoney") => Effect::TakeMoney {
            amount: n("amount")?,
        },
        Some("placeOwn") => Effect::PlaceOwn { count: n("count")? },
        Some("swapMarkers") => Effect::SwapMarkers,
        Some("drawCards") => Effect::DrawCards { count: n("count")? },
        Some("bankMoney") => Effect::BankMoney {
            amount: n("amount")?,
        },
        Some("placeOmerta") => Effect::PlaceOmerta,
        Some("payToCancelWhack") => Effect::PayToCancelWhack { cost: n("cost")? },
        Some("arrestSelfRemove") => Effect::ArrestSelfRemove { count: n("count")? },
        Some("respectWithPartner") => Effect::RespectWithPartner { bonus: n("bonus")? },
        Some("moneyWithPartner") => Effect::MoneyWithPartner { bonus: n("bonus")? },
        Some("swapWithConnected") => Effect::SwapWithConnected,
        Some("moveToEmpty") => Effect::MoveToEmpty,
        Some("deathRoll") => Effect::DeathRoll { cost: n("cost")? },
        Some("tiebreaker") => Effect::Tiebreaker,
        Some("exchangeRandomCards") => Effect::ExchangeRandomCards,
        Some("arrestAtMarkers") => Effect::ArrestAtMarkers {
            markers: n("markers")?,
        },
        _ => return Err(path.field("effect").error()),
    })
}

fn ability(v: &Value, path: &Path) -> Read<Ability> {
    let o = object(v, path)?;
    Ok(Ability {
        kind: one_of(
            required(o, path, "kind")?,
            &path.field("kind"),
            &["action", "passive", "reaction"],
            &[
                AbilityKind::Action,
                AbilityKind::Passive,
                AbilityKind::Reaction,
            ],
        )?,
        effect: effect(o, path)?,
        works_as_associate: flag(o, path, "worksAsAssociate")?,
    })
}

fn gangster(v: &Value, path: &Path) -> Read<GangsterCard> {
    let o = object(v, path)?;
    Ok(GangsterCard {
        id: string(o, path, "id")?,
        name: text(required(o, path, "name")?, &path.field("name"))?,
        text: text(required(o, path, "text")?, &path.field("text"))?,
        set: set(required(o, path, "set")?, &path.field("set"))?,
        gtype: optional(o, "type")
            .map(|t| gangster_type(t, &path.field("type")))
            .transpose()?,
        card_respect: card_value(
            required(o, path, "cardRespect")?,
            &path.field("cardRespect"),
        )?,
        card_money: card_value(required(o, path, "cardMoney")?, &path.field("cardMoney"))?,
        abilities: list(o, path, "abilities", ability)?,
        prison_threshold: optional(o, "prisonThreshold")
            .map(|t| number(t, &path.field("prisonThreshold")))
            .transpose()?,
    })
}

fn group(v: &Value, path: &Path) -> Read<Group> {
    let o = object(v, path)?;
    let target_path = path.field("target");
    let target = object(required(o, path, "target")?, &target_path)?;
    let target = match (target.get("type"), target.get("position")) {
        (Some(t), None) => GroupTarget::Type(gangster_type(t, &target_path.field("type"))?),
        (None, Some(p)) => {
            let p = number(p, &target_path.field("position"))?;
            GroupTarget::Position(u8::try_from(p).map_err(|_| target_path.error())?)
        }
        _ => return Err(target_path.error()),
    };
    Ok(Group {
        target,
        count: field_number(o, path, "count")?,
        split: flag(o, path, "split")?,
    })
}

fn keyword(v: &Value, path: &Path) -> Read<Keyword> {
    if let Some(o) = v.as_object() {
        let trigger = o.get("REACTION").ok_or_else(|| path.error())?;
        let trigger = one_of(
            trigger,
            &path.field("REACTION"),
            &["income", "whack-declared", "whack-success"],
            &[
                Trigger::Income,
                Trigger::WhackDeclared,
                Trigger::WhackSuccess,
            ],
        )?;
        return Ok(Keyword::Reaction(trigger));
    }
    one_of(
        v,
        path,
        &[
            "OR",
            "PLAY_DURING_CREW",
            "PLAY_ANY_TIME",
            "SNITCH",
            "JAILBREAK",
        ],
        &[
            Keyword::Or,
            Keyword::PlayDuringCrew,
            Keyword::PlayAnyTime,
            Keyword::Snitch,
            Keyword::Jailbreak,
        ],
    )
}

/// The placement groups of a card, at most [`MAX_GROUPS`].
fn groups(o: &Map<String, Value>, path: &Path) -> Read<Vec<Group>> {
    let groups = list(o, path, "groups", group)?;
    if groups.len() > MAX_GROUPS {
        return Err(path.field("groups").error());
    }
    Ok(groups)
}

fn influence(v: &Value, path: &Path) -> Read<InfluenceCard> {
    let o = object(v, path)?;
    Ok(InfluenceCard {
        id: string(o, path, "id")?,
        name: text(required(o, path, "name")?, &path.field("name"))?,
        text: text(required(o, path, "text")?, &path.field("text"))?,
        set: set(required(o, path, "set")?, &path.field("set"))?,
        groups: groups(o, path)?,
        keywords: list(o, path, "keywords", keyword)?,
        after_effect: optional(o, "afterEffect")
            .map(|a| {
                one_of(
                    a,
                    &path.field("afterEffect"),
                    &["grantPlacement", "drawTwoGiveOne"],
                    &[AfterEffect::GrantPlacement, AfterEffect::DrawTwoGiveOne],
                )
            })
            .transpose()?,
        or_ability: optional(o, "orAbility")
            .map(|a| {
                let path = path.field("orAbility");
                effect(object(a, &path)?, &path)
            })
            .transpose()?,
        blackmail: flag(o, path, "blackmail")?,
        extra_marker_for5: flag(o, path, "extraMarkerFor5")?,
    })
}
