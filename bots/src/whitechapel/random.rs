//! The random bot, for either side: uniform among the legal answers of its view.

use wc_engine::{Answer, View};

use super::WcBot;
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

impl WcBot for RandomBot {
    fn act(&mut self, view: &View) -> Answer {
        view.answers[self.pick.index(view.answers.len())].clone()
    }
}
