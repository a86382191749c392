//! The bots' levels as a person calls them — Easy, Normal, Hard — each with one line on how it
//! plays, shown where a seat's player is chosen; and the level chosen last, which the next new
//! game's bot seats start with (Normal for a new player).

use leptos::prelude::*;

use crate::shell::language::*;
use crate::shell::storage::BOT_LEVEL_KEY;
use crate::shell::store::Shell;
use crate::shell::words::tr;

/// How hard a bot is to beat, as the seats offer it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

    /// As the choice is stored.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The seat's option: "Normal bot".
    pub fn label(self, locale: Locale) -> String {
        match self {
            Difficulty::Easy => tr!(locale, opponents.easy),
            Difficulty::Normal => tr!(locale, opponents.normal),
            Difficulty::Hard => tr!(locale, opponents.hard),
        }
    }

    /// How it plays, in one line.
    pub fn how_it_plays(self, locale: Locale) -> String {
        match self {
            Difficulty::Easy => tr!(locale, opponents.easy_line),
            Difficulty::Normal => tr!(locale, opponents.normal_line),
            Difficulty::Hard => tr!(locale, opponents.hard_line),
        }
    }
}

/// A bot level of a game's ladder, as a seat's "Played by" list offers it.
pub trait BotLevel: Copy + PartialEq + Send + Sync + 'static {
    /// The ladder, weakest first.
    const LADDER: &'static [Self];
    /// The option's value, as the game names the level.
    fn name(self) -> &'static str;
    /// How a person calls the level.
    fn difficulty(self) -> Difficulty;

    /// How a person calls each level of the ladder, weakest first.
    fn difficulties() -> Vec<Difficulty> {
        Self::LADDER.iter().map(|l| l.difficulty()).collect()
    }
}

/// The level of the game's ladder a person calls `difficulty`.
fn level_of<L: BotLevel>(difficulty: Difficulty) -> Option<L> {
    L::LADDER
        .iter()
        .copied()
        .find(|l| l.difficulty() == difficulty)
}

/// The level a new game's bot seats start with: the one chosen last, Normal before any.
pub fn remembered_level<L: BotLevel>() -> L {
    let chosen = Shell::get()
        .storage()
        .read_string(BOT_LEVEL_KEY)
        .and_then(|name| Difficulty::from_name(&name));
    chosen
        .and_then(level_of)
        .or_else(|| level_of(Difficulty::Normal))
        .unwrap_or(L::LADDER[L::LADDER.len() - 1])
}

/// Keeps `level` for the next new game (nothing without storage).
pub fn remember_level<L: BotLevel>(level: L) {
    let _ = Shell::get()
        .storage()
        .write_string(BOT_LEVEL_KEY, level.difficulty().name());
}

/// Each of the game's `levels`, its name and how it plays (id `bot-levels`, which the seats'
/// lists point to).
#[component]
pub fn BotLevels(levels: Vec<Difficulty>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <div class="bot-levels" id="bot-levels">
            <p class="bot-levels-heading">{t!(i18n, opponents.heading)}</p>
            <dl>
                {levels
                    .into_iter()
                    .map(|d| {
                        view! {
                            <div>
                                <dt>{move || d.label(i18n.get_locale())}</dt>
                                <dd>{move || d.how_it_plays(i18n.get_locale())}</dd>
                            </div>
                        }
                    })
                    .collect_view()}
            </dl>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum TwoLevels {
        Weak,
        Strong,
    }

    impl BotLevel for TwoLevels {
        const LADDER: &'static [TwoLevels] = &[TwoLevels::Weak, TwoLevels::Strong];

        fn name(self) -> &'static str {
            match self {
                TwoLevels::Weak => "weak",
                TwoLevels::Strong => "strong",
            }
        }

        fn difficulty(self) -> Difficulty {
            match self {
                TwoLevels::Weak => Difficulty::Easy,
                TwoLevels::Strong => Difficulty::Hard,
            }
        }
    }

    #[test]
    fn a_difficulty_is_stored_by_its_name_and_found_in_a_ladder() {
        for d in Difficulty::ALL {
            assert_eq!(Difficulty::from_name(d.name()), Some(d));
        }
        assert_eq!(Difficulty::from_name("strong"), None);
        assert_eq!(
            level_of::<TwoLevels>(Difficulty::Hard),
            Some(TwoLevels::Strong)
        );
        assert_eq!(level_of::<TwoLevels>(Difficulty::Normal), None);
        assert_eq!(
            TwoLevels::difficulties(),
            [Difficulty::Easy, Difficulty::Hard]
        );
    }

    #[test]
    fn every_level_is_named_and_explained_in_both_languages() {
        for locale in [Locale::en, Locale::ja] {
            for d in Difficulty::ALL {
                assert!(!d.label(locale).is_empty());
                assert!(!d.how_it_plays(locale).is_empty());
            }
        }
        assert_eq!(Difficulty::Normal.label(Locale::en), "Normal bot");
    }
}
