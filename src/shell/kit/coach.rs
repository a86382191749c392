//! The coach of a guided first game ("Learn to play"): a card at the top of the decision panel
//! that says what the decision is, why it matters and what a sensible choice is, before it is
//! made; it marks the parts of the table it speaks of, and it can be left at any moment. The
//! shell keeps which game's lesson runs and shows the card; each game says what its coach says,
//! from what its person's seat sees (`Coach::speak`).

use std::cell::OnceCell;

use leptos::prelude::*;

use crate::shell::game::GameId;
use crate::shell::language::*;
use crate::shell::store::Shell;

/// What the coach says now.
#[derive(Clone, Debug, PartialEq)]
pub enum Guidance {
    /// The person's decision, explained before it is made.
    Step(CoachStep),
    /// Others play meanwhile: what this part of the game is.
    Meanwhile { title: String, text: String },
    /// The guided part is over: the game goes on without the coach.
    Done,
}

/// One decision, explained.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachStep {
    pub title: String,
    /// What the decision is.
    pub what: String,
    /// Why it matters.
    pub why: String,
    /// A sensible choice here.
    pub advice: String,
    /// The parts of the table marked, in words ("Killer Mac Pheeto, the Capo").
    pub look: Option<String>,
    /// The marks of those parts, as the game's components name them.
    pub marks: Vec<String>,
}

#[cfg(test)]
impl CoachStep {
    /// The parts of the step a person would find empty or with a word not filled in (a `{{`
    /// left of the translation's placeholders): none when the step says all it should.
    pub fn missing(&self) -> Vec<&'static str> {
        [
            ("title", &self.title),
            ("what", &self.what),
            ("why", &self.why),
            ("advice", &self.advice),
        ]
        .into_iter()
        .filter(|(_, text)| text.trim().is_empty() || text.contains("{{"))
        .map(|(part, _)| part)
        .collect()
    }
}

/// The lesson running: its game and the seed of its deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lesson {
    game: GameId,
    seed: u64,
}

/// The shell's state of the coach.
#[derive(Clone, Copy)]
pub struct Coach {
    lesson: RwSignal<Option<Lesson>>,
    /// What the game at the table has its coach say.
    said: RwSignal<Option<Memo<Option<Guidance>>>>,
}

thread_local! {
    static COACH: OnceCell<Coach> = const { OnceCell::new() };
}

impl Coach {
    pub fn get() -> Coach {
        COACH.with(|c| {
            *c.get_or_init(|| {
                Shell::make_store(|| Coach {
                    lesson: RwSignal::new(None),
                    said: RwSignal::new(None),
                })
            })
        })
    }

    /// A guided game of `game`, dealt from `seed`, has started.
    pub fn begin(self, game: GameId, seed: u64) {
        self.lesson.set(Some(Lesson { game, seed }));
    }

    /// Whether the lesson of `game` dealt from `seed` runs (tracked).
    pub fn runs(self, game: GameId, seed: u64) -> bool {
        self.lesson.get() == Some(Lesson { game, seed })
    }

    /// The lesson is left: the coach is silent and marks nothing.
    pub fn end(self) {
        self.lesson.set(None);
    }

    /// The game at the table has its coach say `guidance` (`None`: nothing) while the calling
    /// component is mounted.
    pub fn speak(self, guidance: Memo<Option<Guidance>>) {
        self.said.set(Some(guidance));
        on_cleanup(move || self.said.set(None));
    }

    /// What the coach says now (tracked).
    fn says(self) -> Option<Guidance> {
        self.said.get().and_then(|g| g.get())
    }

    /// Whether the coach marks the part of the table named `mark` (tracked).
    pub fn marked(self, mark: &str) -> bool {
        self.said.get().is_some_and(|g| {
            g.with(
                |g| matches!(g, Some(Guidance::Step(step)) if step.marks.iter().any(|m| m == mark)),
            )
        })
    }
}

/// The value of `data-coach` on a part of the table the coach marks (tracked).
pub fn coach_mark(mark: String) -> impl Fn() -> Option<&'static str> + Send + Sync + 'static {
    move || Coach::get().marked(&mark).then_some("marked")
}

/// The coach's card, in the decision panel: what the coach says now, if a lesson runs at the
/// table.
#[component]
pub fn CoachCard() -> impl IntoView {
    let coach = Coach::get();
    let i18n = use_i18n();
    let leaving = RwSignal::new(false);
    let hidden = RwSignal::new(false);
    let guidance = Memo::new(move |_| coach.says());
    let title = move || match guidance.get() {
        Some(Guidance::Step(step)) => step.title,
        Some(Guidance::Meanwhile { title, .. }) => title,
        Some(Guidance::Done) => t_string!(i18n, coach.done_title).to_string(),
        None => String::new(),
    };
    let body = move || match guidance.get() {
        Some(Guidance::Step(step)) => view! {
            <dl class="coach-points">
                <div>
                    <dt>{t!(i18n, coach.what)}</dt>
                    <dd>{step.what}</dd>
                </div>
                <div>
                    <dt>{t!(i18n, coach.why)}</dt>
                    <dd>{step.why}</dd>
                </div>
                <div class="coach-advice">
                    <dt>{t!(i18n, coach.advice)}</dt>
                    <dd>{step.advice}</dd>
                </div>
            </dl>
            {step.look.map(|look| view! {
                <p class="coach-look">
                    <span class="coach-arrow" aria-hidden="true">"➜"</span>
                    {move || t_string!(i18n, coach.look, parts = look.clone()).to_string()}
                </p>
            })}
        }
        .into_any(),
        Some(Guidance::Meanwhile { text, .. }) => view! {
            <p class="coach-meanwhile">
                <span class="coach-kind">{t!(i18n, coach.meanwhile)}</span>
                " "
                {text}
            </p>
        }
        .into_any(),
        Some(Guidance::Done) => view! {
            <p>{t!(i18n, coach.done_text)}</p>
            <button type="button" class="primary" on:click=move |_| coach.end()>
                {t!(i18n, coach.play_on)}
            </button>
        }
        .into_any(),
        None => ().into_any(),
    };
    let leave = move || {
        view! {
            <div class="coach-leave" role="group" aria-label=move || t_string!(i18n, coach.leave_question)>
                <p>{t!(i18n, coach.leave_question)}</p>
                <button type="button" on:click=move |_| coach.end()>
                    {t!(i18n, coach.keep_playing)}
                </button>
                <button
                    type="button"
                    on:click=move |_| {
                        coach.end();
                        Shell::get().show_start();
                    }
                >
                    {t!(i18n, coach.to_start)}
                </button>
                <button type="button" on:click=move |_| leaving.set(false)>
                    {t!(i18n, coach.stay)}
                </button>
            </div>
        }
    };
    view! {
        <Show when=move || guidance.with(Option::is_some)>
            <section
                class="coach"
                class:hidden=move || hidden.get()
                aria-label=move || t_string!(i18n, coach.region)
            >
                <header class="coach-head">
                    <p class="coach-kicker">{t!(i18n, coach.kicker)}</p>
                    <h2>{title}</h2>
                    <button
                        type="button"
                        class="coach-fold"
                        aria-expanded=move || (!hidden.get()).to_string()
                        on:click=move |_| hidden.update(|h| *h = !*h)
                    >
                        {move || {
                            if hidden.get() {
                                t_string!(i18n, coach.show).to_string()
                            } else {
                                t_string!(i18n, coach.hide).to_string()
                            }
                        }}
                    </button>
                </header>
                <Show when=move || !hidden.get()>
                    <div class="coach-body">
                        {body}
                        <Show when=move || !guidance.with(|g| matches!(g, Some(Guidance::Done)))>
                        <Show
                            when=move || leaving.get()
                            fallback=move || {
                                view! {
                                    <button type="button" class="link coach-leave-open" on:click=move |_| leaving.set(true)>
                                        {t!(i18n, coach.leave)}
                                    </button>
                                }
                            }
                        >
                            {leave}
                        </Show>
                        </Show>
                    </div>
                </Show>
            </section>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(title: &str, what: &str, why: &str, advice: &str) -> CoachStep {
        CoachStep {
            title: title.to_string(),
            what: what.to_string(),
            why: why.to_string(),
            advice: advice.to_string(),
            look: None,
            marks: Vec::new(),
        }
    }

    #[test]
    fn a_step_with_every_part_said_misses_nothing() {
        let full = step("Place a marker", "Where to", "It counts", "On the Capo");
        assert_eq!(full.missing(), Vec::<&str>::new());
    }

    #[test]
    fn a_step_names_its_empty_parts_and_its_unfilled_placeholders() {
        let partial = step("Place a marker", " ", "It counts", "On {{gangster}}");
        assert_eq!(partial.missing(), ["what", "advice"]);
        assert_eq!(
            step("", "", "", "").missing(),
            ["title", "what", "why", "advice"]
        );
    }
}
