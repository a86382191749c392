//! `table scenario FILE`: a scenario run, its resulting state or first error printed.

use std::process::ExitCode;

use crate::args::read;

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let text = read(args)?;
    let out = np_engine::run_scenario(&text);
    let failed = out.get("error").is_some();
    println!("{out}");
    Ok(if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
