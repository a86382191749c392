//! The games the page plays, each in a folder of its own.

pub mod family_business;
pub mod nothing_personal;
