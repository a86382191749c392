//! The colours of the guide's drawings: the page's family, neutral, type, coin and die colours
//! (as in `style/main.css`), on a paper-coloured sheet with dark ink.

pub const PAPER: &str = "#f6f1e6";
pub const INK: &str = "#1d1c1a";
pub const INK_SOFT: &str = "#5d574c";
pub const CARD: &str = "#fffdf7";

pub const RED: &str = "#d7263d";
pub const ORANGE: &str = "#f47c20";
pub const WHITE: &str = "#ffffff";
pub const NEUTRAL: &str = "#9a9a9a";

pub const THUG: &str = "#7b3fb8";
pub const HITMAN: &str = "#2563c9";
pub const GAMBLER: &str = "#1f8a4c";
pub const CONMAN: &str = "#e7b416";

pub const GOLD: &str = "#d4a017";
pub const SILVER: &str = "#c3c8cf";
pub const MOVE_DIE: &str = "#26272b";
pub const WHACK_DIE: &str = "#b3202c";
pub const NUMBER_DIE: &str = "#ffffff";
pub const MONEY: &str = "#2f7d32";
