//! The page: the shell, mounted with the games it plays. Each game's code is a module of its
//! own, fetched when the game is first needed (its split point is in its folder).

fn main() {
    console_error_panic_hook::set_once();
    table_page::shell::mount(table_page::games::GAMES);
}
