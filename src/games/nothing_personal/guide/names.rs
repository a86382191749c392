//! The gangsters the worked examples name, as their cards name them in the page's language.

use np_engine::base_cards;

use crate::i18n::Locale;

pub const MAC_PHEETO: &str = "killer-mac-pheeto";
pub const JIM_REDIO: &str = "eager-jim-redio";
pub const MIKEY_RUDMANILLI: &str = "mikey-jaws-rudmanilli";
pub const GUSTINO_BRAVO: &str = "gustino-backstretch-bravo";
pub const BILL_EBERLE: &str = "bill-the-tiebreaker-eberle";

/// The name on the card whose data id is `id`; the id itself should the card data lack it.
pub fn gangster(locale: Locale, id: &str) -> String {
    base_cards()
        .ok()
        .and_then(|cards| {
            let card = cards.gangster(cards.gangster_by_id(id)?);
            Some(if locale == Locale::ja {
                card.name.ja.clone()
            } else {
                card.name.en.clone()
            })
        })
        .unwrap_or_else(|| id.to_string())
}
