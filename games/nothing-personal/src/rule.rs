//! A rule of the specification by its id (`R12.10.1`), carried by a refusal so that a player
//! reads which rule stands in the way.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A rule id: section, rule and item (`R4.3.3` is `[4, 3, 3]`; `R12.10` is `[12, 10, 0]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleId(pub [u8; 3]);

impl RuleId {
    /// R4.3.3: a play needs a placeable group, a legal resolution of its ability or a marker
    /// in supply.
    pub const PLAY_REQUIREMENTS: RuleId = RuleId([4, 3, 3]);
    /// R12.10.1: which classes of cards each window lets in.
    pub const WINDOW_CLASSES: RuleId = RuleId([12, 10, 1]);
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [section, rule, item] = self.0;
        write!(f, "R{section}.{rule}")?;
        if item != 0 {
            write!(f, ".{item}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for RuleId {
    type Err = ();

    fn from_str(s: &str) -> Result<RuleId, ()> {
        let mut parts = s.strip_prefix('R').ok_or(())?.split('.');
        let mut number = |required: bool| match parts.next() {
            Some(p) => p.parse::<u8>().map_err(|_| ()),
            None if required => Err(()),
            None => Ok(0),
        };
        let id = RuleId([number(true)?, number(true)?, number(false)?]);
        if parts.next().is_some() || id.0[2] == 0 && s.ends_with(".0") {
            return Err(());
        }
        Ok(id)
    }
}

impl Serialize for RuleId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for RuleId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RuleId, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse()
            .map_err(|()| serde::de::Error::custom(format!("not a rule id: {text}")))
    }
}

#[cfg(test)]
mod tests {
    use super::RuleId;

    #[test]
    fn a_rule_id_reads_as_it_is_written() {
        for text in ["R4.3.3", "R12.10", "R13.1.11"] {
            let id: RuleId = text.parse().unwrap();
            assert_eq!(id.to_string(), text);
        }
        for bad in ["4.3.3", "R4", "R4.x", "R4.3.3.1", "R4.3.0", "R4.300"] {
            assert!(bad.parse::<RuleId>().is_err(), "{bad}");
        }
    }
}
