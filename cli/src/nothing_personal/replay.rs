//! `table replay FILE`: a save replayed, its final state printed.

use std::process::ExitCode;

use crate::args::read;

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let text = read(args)?;
    match np_engine::SaveFile::load(&text) {
        Ok(state) => {
            println!("{}", state.to_json());
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            println!("{}", serde_json::json!({ "error": e }));
            Ok(ExitCode::from(1))
        }
    }
}
