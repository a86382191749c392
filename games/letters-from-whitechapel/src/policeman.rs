//! The five policemen `D1 … D5` (WC0.3) and the order they act in (WC5.2.1).

use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Policeman(pub u8);

impl Policeman {
    pub const ALL: [Policeman; 5] = [
        Policeman(0),
        Policeman(1),
        Policeman(2),
        Policeman(3),
        Policeman(4),
    ];

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The acting order of a night whose chief is `chief`: the chief, then the colour cycle
    /// D1 → D2 → … → D5 → D1 (WC5.2.1).
    pub fn acting_order(chief: Policeman) -> [Policeman; 5] {
        std::array::from_fn(|i| Policeman((chief.0 + i as u8) % 5))
    }
}

impl fmt::Display for Policeman {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "D{}", self.0 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wc5_2_5_the_chief_acts_first_then_the_colour_cycle() {
        let order = Policeman::acting_order(Policeman(2));
        let names: Vec<String> = order.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["D3", "D4", "D5", "D1", "D2"]);
    }
}
