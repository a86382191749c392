//! The bots' speed, in the top bar's More menu at either game's table, in the page's language.

use leptos::prelude::*;

use crate::shell::language::*;
use crate::shell::store::{Shell, Speed};

#[component]
pub fn SpeedSelect() -> impl IntoView {
    let shell = Shell::get();
    let i18n = use_i18n();
    view! {
        <label class="speed">
            <span class="speed-label">{t!(i18n, app.speed)}</span>
            <select on:change=move |ev| {
                let speed = match event_target_value(&ev).as_str() {
                    "slow" => Speed::Slow,
                    "instant" => Speed::Instant,
                    _ => Speed::Normal,
                };
                shell.speed.set(speed);
            }>
                {Speed::ALL
                    .into_iter()
                    .map(|s| {
                        let value = match s {
                            Speed::Slow => "slow",
                            Speed::Normal => "normal",
                            Speed::Instant => "instant",
                        };
                        let label = move || match s {
                            Speed::Slow => t_string!(i18n, app.speed_slow),
                            Speed::Normal => t_string!(i18n, app.speed_normal),
                            Speed::Instant => t_string!(i18n, app.speed_instant),
                        };
                        view! {
                            <option value=value selected=move || shell.speed.get() == s>
                                {label}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
