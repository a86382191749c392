//! The address of a game's How to play in the page's fragment: `#how-to-play/<game>` for its
//! beginning, `#how-to-play/<game>/<section>` for one of its sections.

/// What starts the fragment of a How to play address.
pub const GUIDE_PREFIX: &str = "#how-to-play/";

/// Where the How to play is open: which game's, at which section (`None`: at its beginning).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuideAt {
    pub game: String,
    pub section: Option<String>,
}

impl GuideAt {
    /// The place a fragment names, if it is a How to play address. Only lowercase letters,
    /// digits and hyphens make up a game's or a section's id.
    pub fn from_fragment(fragment: &str) -> Option<GuideAt> {
        let rest = fragment.strip_prefix(GUIDE_PREFIX)?;
        let mut parts = rest.split('/');
        let game = parts.next().filter(|p| is_id(p))?;
        let section = match parts.next() {
            None | Some("") => None,
            Some(s) if is_id(s) => Some(s.to_string()),
            Some(_) => return None,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(GuideAt {
            game: game.to_string(),
            section,
        })
    }

    /// The fragment of this place.
    pub fn fragment(&self) -> String {
        guide_address(&self.game, self.section.as_deref())
    }
}

/// The fragment of game `game`'s How to play, at `section` if one is named.
pub fn guide_address(game: &str, section: Option<&str>) -> String {
    match section {
        Some(section) => format!("{GUIDE_PREFIX}{game}/{section}"),
        None => format!("{GUIDE_PREFIX}{game}"),
    }
}

fn is_id(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(game: &str, section: Option<&str>) -> Option<GuideAt> {
        Some(GuideAt {
            game: game.into(),
            section: section.map(String::from),
        })
    }

    #[test]
    fn an_address_names_a_game_and_maybe_a_section() {
        assert_eq!(GuideAt::from_fragment("#how-to-play/np"), at("np", None));
        assert_eq!(GuideAt::from_fragment("#how-to-play/np/"), at("np", None));
        assert_eq!(
            GuideAt::from_fragment("#how-to-play/fb/mob-war"),
            at("fb", Some("mob-war"))
        );
        for place in [at("np", None), at("fb", Some("hit-list"))] {
            let place = place.expect("a place");
            assert_eq!(GuideAt::from_fragment(&place.fragment()), Some(place));
        }
    }

    #[test]
    fn other_fragments_are_not_how_to_play_addresses() {
        for fragment in [
            "",
            "#replay=TWFu",
            "#how-to-play/",
            "#how-to-play//goal",
            "#how-to-play/np/Goal",
            "#how-to-play/np/goal/more",
            "#how-to-play/np/<img>",
            "#how-to-play-np",
        ] {
            assert_eq!(GuideAt::from_fragment(fragment), None, "{fragment}");
        }
    }
}
