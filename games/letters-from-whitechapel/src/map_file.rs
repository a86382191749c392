//! The map file as written (format `whitechapel-map`, version 1; WC1.3.1): read field by field
//! before any check. The documentation fields are not read.

use std::collections::BTreeMap;

use serde::Deserialize;

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct MapFile {
    pub format: String,
    pub version: u32,
    pub coordinates: Coordinates,
    pub counts: BTreeMap<String, usize>,
    pub red_circles: Vec<u8>,
    pub yellow_crossings: Vec<u8>,
    pub circles: Vec<CircleRecord>,
    pub crossings: Vec<CrossingRecord>,
    pub blocks: Vec<BlockRecord>,
    pub alleys: Vec<(u8, u8)>,
}

#[derive(Deserialize)]
pub(crate) struct Coordinates {
    pub r#box: (f64, f64),
}

#[derive(Deserialize)]
pub(crate) struct CircleRecord {
    pub number: u8,
    pub x: f64,
    pub y: f64,
    pub red: bool,
    pub streets: Vec<String>,
}

#[derive(Deserialize)]
pub(crate) struct CrossingRecord {
    pub id: u8,
    pub x: f64,
    pub y: f64,
    pub yellow: bool,
    pub streets: Vec<String>,
}

#[derive(Deserialize)]
pub(crate) struct BlockRecord {
    pub id: u32,
    pub circles: Vec<u8>,
    pub boundary: Vec<String>,
}
