//! The six families and their mobsters' names (FB1.2, FB1.3.6): display data only.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::text::Text;

/// Families in the box, and mobsters in a family (FB1.2.1).
pub const FAMILIES: usize = 6;
pub const MOBSTERS: usize = 9;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Family {
    pub names: Text,
    pub mobsters: Vec<Text>,
}

#[derive(Deserialize)]
struct FamiliesFile {
    families: Vec<Family>,
}

/// What is wrong with the family data file (FB1.3.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum FamiliesError {
    Schema {
        line: usize,
        column: usize,
    },
    /// Not six families.
    FamilyCount {
        found: usize,
    },
    /// A family without nine mobster names.
    MobsterCount {
        family: usize,
        found: usize,
    },
    /// A name missing in a language.
    EmptyName {
        family: usize,
    },
}

/// Reads and validates the family data.
///
/// # Errors
/// The first [`FamiliesError`] found.
pub fn parse_families(json: &str) -> Result<Vec<Family>, FamiliesError> {
    let file: FamiliesFile = serde_json::from_str(json).map_err(|e| FamiliesError::Schema {
        line: e.line(),
        column: e.column(),
    })?;
    if file.families.len() != FAMILIES {
        return Err(FamiliesError::FamilyCount {
            found: file.families.len(),
        });
    }
    for (i, f) in file.families.iter().enumerate() {
        if f.mobsters.len() != MOBSTERS {
            return Err(FamiliesError::MobsterCount {
                family: i,
                found: f.mobsters.len(),
            });
        }
        if f.names.is_empty() || f.mobsters.iter().any(Text::is_empty) {
            return Err(FamiliesError::EmptyName { family: i });
        }
    }
    Ok(file.families)
}

static DATA: OnceLock<Result<Vec<Family>, FamiliesError>> = OnceLock::new();

/// The edition's families, read and validated once.
///
/// # Errors
/// The [`FamiliesError`] of the embedded file, should it be invalid.
pub fn families() -> Result<&'static [Family], FamiliesError> {
    DATA.get_or_init(|| parse_families(include_str!("../data/families.json")))
        .as_ref()
        .map(Vec::as_slice)
        .map_err(Clone::clone)
}
