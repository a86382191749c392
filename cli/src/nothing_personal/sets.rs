//! The Young Turks sets (R14.2) on the command line.

use np_engine::CardSet;

/// The Young Turks sets named after option `name`, comma-separated: `historical`, `designers`,
/// `young-turks` (R14.2.1), in the order of [`CardSet::EXPANSIONS`].
///
/// # Errors
/// A message when the list is missing, names an unknown set or names one twice.
pub fn sets(rest: &mut std::slice::Iter<'_, String>, name: &str) -> Result<Vec<CardSet>, String> {
    let list = rest
        .next()
        .ok_or_else(|| format!("{name} needs a list such as historical,designers,young-turks"))?;
    let mut sets = Vec::new();
    for word in list.split(',') {
        let set = CardSet::EXPANSIONS
            .into_iter()
            .find(|s| set_name(*s) == word)
            .ok_or_else(|| format!("{name}: unknown set {word:?}"))?;
        if sets.contains(&set) {
            return Err(format!("{name}: {word} named twice"));
        }
        sets.push(set);
    }
    sets.sort();
    Ok(sets)
}

/// The name of a Young Turks set on the command line.
pub fn set_name(set: CardSet) -> &'static str {
    match set {
        CardSet::YtHistorical => "historical",
        CardSet::YtDesigner => "designers",
        CardSet::YtYoungturks => "young-turks",
        CardSet::Base => "base",
    }
}
