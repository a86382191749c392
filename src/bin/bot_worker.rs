//! The bots' Web Worker, started by the page with the first bot move of a game.

fn main() {
    console_error_panic_hook::set_once();
    table_page::shell::bots::serve(table_page::games::BOTS);
}
