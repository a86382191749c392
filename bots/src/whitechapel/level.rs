//! The ladder of Letters from Whitechapel's bots: a level names a bot for either side.

use wc_engine::Side;

use super::{
    HeuristicJack, HeuristicPolice, RandomBot, StrongJack, StrongPolice, WcBot,
    WC_STRONG_ITERATIONS, WC_STRONG_JACK_CHOICES,
};

/// How strongly a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WcLevel {
    Random,
    Heuristic,
    Strong,
}

impl WcLevel {
    /// The ladder, weakest first.
    pub const ALL: [WcLevel; 3] = [WcLevel::Random, WcLevel::Heuristic, WcLevel::Strong];

    pub fn name(self) -> &'static str {
        match self {
            WcLevel::Random => "random",
            WcLevel::Heuristic => "heuristic",
            WcLevel::Strong => "strong",
        }
    }

    pub fn from_name(name: &str) -> Option<WcLevel> {
        WcLevel::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The bot of this level for `side`, seeded from `seed`.
    pub fn bot(self, seed: u64, side: Side) -> Box<dyn WcBot> {
        match (self, side) {
            (WcLevel::Random, _) => Box::new(RandomBot::new(seed)),
            (WcLevel::Heuristic, Side::Jack) => Box::new(HeuristicJack::new(seed)),
            (WcLevel::Heuristic, Side::Police) => Box::new(HeuristicPolice::new()),
            (WcLevel::Strong, Side::Jack) => {
                Box::new(StrongJack::new(seed, WC_STRONG_JACK_CHOICES))
            }
            (WcLevel::Strong, Side::Police) => {
                Box::new(StrongPolice::new(seed, WC_STRONG_ITERATIONS))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_found_by_its_name() {
        for level in WcLevel::ALL {
            assert_eq!(WcLevel::from_name(level.name()), Some(level));
        }
        assert_eq!(WcLevel::from_name("genius"), None);
    }
}
