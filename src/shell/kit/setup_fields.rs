//! Fields both games' setups ask beside the seats: how many play, an option on or off, and
//! the seed.

use std::num::ParseIntError;
use std::ops::RangeInclusive;

use leptos::prelude::*;

use crate::shell::language::*;

/// The number of players: a radio button (group `name`) for each of `counts`.
#[component]
pub fn PlayerCount(
    name: &'static str,
    counts: RangeInclusive<usize>,
    count: RwSignal<usize>,
) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <fieldset class="count">
            <legend>{t!(i18n, start.players)}</legend>
            {counts
                .map(|n| {
                    view! {
                        <label class="radio">
                            <input
                                type="radio"
                                name=name
                                value=n.to_string()
                                prop:checked=move || count.get() == n
                                on:change=move |_| count.set(n)
                            />
                            <span>{move || t_string!(i18n, start.player_count, n = n).to_string()}</span>
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}

/// An option of the game, on or off: a checkbox labelled by `children`, described by the
/// element `described_by` if given.
#[component]
pub fn OptionCheck(
    checked: RwSignal<bool>,
    #[prop(optional)] described_by: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                aria-describedby=described_by
                prop:checked=move || checked.get()
                on:change=move |ev| checked.set(event_target_checked(&ev))
            />
            <span>{children()}</span>
        </label>
    }
}

/// The seed typed: `None` when the field is empty (a fresh seed is drawn).
///
/// # Errors
/// When the text is not a whole number from 0 to 2^64 - 1.
pub fn typed_seed(text: &str) -> Result<Option<u64>, ParseIntError> {
    let text = text.trim();
    if text.is_empty() {
        Ok(None)
    } else {
        text.parse().map(Some)
    }
}

/// The seed field (id `id`, its error `{id}-error`), its error shown once a start was tried.
#[component]
pub fn SeedField(
    id: &'static str,
    text: RwSignal<String>,
    #[prop(into)] attempted: Signal<bool>,
) -> impl IntoView {
    let i18n = use_i18n();
    let error_id = format!("{id}-error");
    let invalid = move || attempted.get() && typed_seed(&text.get()).is_err();
    view! {
        <label for=id>{t!(i18n, start.seed)}</label>
        <input
            id=id
            type="text"
            inputmode="numeric"
            autocomplete="off"
            prop:value=move || text.get()
            aria-invalid=move || invalid().to_string()
            aria-describedby=error_id.clone()
            on:input=move |ev| text.set(event_target_value(&ev))
        />
        <p class="field-error" id=error_id aria-live="polite">
            {move || if invalid() { t_string!(i18n, start.seed_invalid).to_string() } else { String::new() }}
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::typed_seed;

    #[test]
    fn an_empty_seed_draws_a_fresh_one_and_only_whole_numbers_are_taken() {
        assert_eq!(typed_seed("  "), Ok(None));
        assert_eq!(typed_seed(" 42 "), Ok(Some(42)));
        assert_eq!(typed_seed("18446744073709551615"), Ok(Some(u64::MAX)));
        assert!(typed_seed("18446744073709551616").is_err());
        assert!(typed_seed("-1").is_err());
        assert!(typed_seed("4.2").is_err());
    }
}
