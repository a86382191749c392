//! The random bot: uniform among the listed legal answers.

use fb_engine::{Answer, View};

use super::FbBot;
use crate::uniform::Uniform;

#[derive(Clone, Debug)]
pub struct RandomBot {
    pick: Uniform,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            pick: Uniform::new(seed),
        }
    }
}

impl FbBot for RandomBot {
    fn act(&mut self, view: &View) -> Answer {
        view.legal[self.pick.index(view.legal.len())]
    }
}
