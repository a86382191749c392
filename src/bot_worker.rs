//! The bots' Web Worker, both sides of it. In the worker, each request of Nothing Personal has
//! its game replayed and a bot of the requested level acts on what its seat knows; a bot of
//! Family Business acts on the seat's view it is sent ([`reply_to`]). In the page,
//! [`BotChannel`] starts the worker with the first bot move and passes requests and replies as
//! text. The page stays free while a bot thinks, and the bots' code is downloaded only with the
//! worker. The worker says [`READY`] once it listens; a request made before waits for that.

use std::cell::RefCell;
use std::rc::Rc;

use np_engine::Action;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

use crate::bot_request::{BotReply, BotRequest, FbBotReply, FbBotRequest};

/// The worker's first message: it listens for requests.
pub const READY: &str = "ready";
/// The worker's script: Trunk's loader of the `bot-worker` binary.
const SCRIPT: &str = "./bot-worker_loader.js";

/// The reply to a request's text; a request that cannot be read gets token 0 and no action.
pub fn reply_to(request: &str) -> String {
    if let Some(r) = FbBotRequest::from_json(request) {
        return FbBotReply {
            token: r.token,
            answer: decide_family_business(&r),
        }
        .to_json();
    }
    let reply = match BotRequest::from_json(request) {
        Some(r) => BotReply {
            token: r.token,
            action: decide(&r),
        },
        None => BotReply {
            token: 0,
            action: None,
        },
    };
    reply.to_json()
}

/// The bot's action for the request's seat, if the game replays and waits for that seat.
fn decide(request: &BotRequest) -> Option<Action> {
    let game = request.game.replay().ok()?;
    if game.pending()?.seat != request.seat {
        return None;
    }
    let mut bot = request.level.bot(request.seed);
    Some(bot.act(&game.knowledge(request.seat)))
}

/// The answer of a bot of Family Business, if the view is the seat's and lists answers.
fn decide_family_business(request: &FbBotRequest) -> Option<fb_engine::Answer> {
    if request.view.seat != Some(request.seat) || request.view.legal.is_empty() {
        return None;
    }
    let mut bot = request.level.bot(request.seed, &request.config);
    Some(bot.act(&request.view))
}

/// Runs in the worker: answers every request, after saying it is ready.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let _ = replies.post_message(&JsValue::from_str(&reply_to(&request)));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(READY));
}

/// Whether the worker listens yet.
enum Readiness {
    /// Loading; the last request made waits here.
    Starting {
        queued: Option<String>,
    },
    Ready,
}

/// The page's side: the running worker, and whether it listens yet.
pub struct BotChannel {
    worker: Worker,
    readiness: Rc<RefCell<Readiness>>,
    _on_message: Closure<dyn Fn(MessageEvent)>,
}

/// A worker started from a script the page writes into a `data:` address, which imports the
/// loader from the game's address: a page in a sandboxed frame has no origin of its own, so the
/// browser refuses to start a worker from the game's address directly (nor from a `blob:` one).
fn worker_of_own_script(options: &WorkerOptions) -> Result<Worker, JsValue> {
    let page = web_sys::window()
        .ok_or_else(|| JsValue::from_str("no window"))?
        .location()
        .href()?;
    let loader = web_sys::Url::new_with_base(SCRIPT, &page)?.href();
    let source = format!("import {};", crate::json_text::quote(&loader));
    let address = format!(
        "data:text/javascript,{}",
        String::from(js_sys::encode_uri_component(&source))
    );
    Worker::new_with_options(&address, options)
}

impl BotChannel {
    /// Starts the worker; `on_reply` gets the text of each reply. `None` if the browser
    /// refuses to start it.
    pub fn spawn(on_reply: impl Fn(String) + 'static) -> Option<BotChannel> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(SCRIPT, &options)
            .or_else(|_| worker_of_own_script(&options))
            .ok()?;
        let readiness = Rc::new(RefCell::new(Readiness::Starting { queued: None }));
        let (state, sender) = (readiness.clone(), worker.clone());
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            if text == READY {
                let was = std::mem::replace(&mut *state.borrow_mut(), Readiness::Ready);
                if let Readiness::Starting {
                    queued: Some(request),
                } = was
                {
                    let _ = sender.post_message(&JsValue::from_str(&request));
                }
            } else {
                on_reply(text);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        Some(BotChannel {
            worker,
            readiness,
            _on_message: on_message,
        })
    }

    /// Sends a request now, or as soon as the worker is ready.
    pub fn send(&self, request: String) {
        match &mut *self.readiness.borrow_mut() {
            Readiness::Starting { queued } => *queued = Some(request),
            Readiness::Ready => {
                let _ = self.worker.post_message(&JsValue::from_str(&request));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use np_engine::{GameConfig, GameState, PlayerId, SaveFile};
    use table_bots::nothing_personal::Level;

    /// Every level answers a real game's decisions through the worker's messages with legal
    /// actions, the same action for the same seed.
    #[test]
    fn the_worker_answers_each_level_with_a_legal_action() {
        let mut game = GameState::new(GameConfig::new(4, 5)).expect("setup");
        let mut save = SaveFile::new(GameConfig::new(4, 5));
        for step in 0..120u64 {
            let Some(seat) = game.pending().map(|d| d.seat) else {
                break;
            };
            let level = Level::ALL[(step % 2) as usize];
            let request = BotRequest {
                token: step + 1,
                seat,
                level,
                seed: step,
                game: save.clone(),
            };
            let text = reply_to(&request.to_json());
            assert_eq!(text, reply_to(&request.to_json()), "step {step}");
            let reply = BotReply::from_json(&text).expect("a reply");
            assert_eq!(reply.token, step + 1);
            let action = reply.action.expect("an action");
            if game.apply(seat, action.clone()).is_ok() {
                save.actions.push((seat, action));
            } else {
                assert!(
                    !matches!(action, Action::Answer(_)),
                    "step {step}: a refused answer"
                );
            }
        }
        assert!(save.actions.len() > 60);
        let other = BotRequest {
            token: 7,
            seat: PlayerId((game.pending().map_or(0, |d| d.seat.0) + 1) % 4),
            level: Level::Random,
            seed: 1,
            game: save,
        };
        let reply = BotReply::from_json(&reply_to(&other.to_json())).expect("a reply");
        assert_eq!(
            reply,
            BotReply {
                token: 7,
                action: None
            }
        );
        assert_eq!(reply_to("not json"), "{\"token\":0,\"action\":null}");
    }

    /// Every level of the Family Business ladder answers through the worker's messages with a
    /// listed answer, the same for the same seed, and only for the seat whose view it is.
    #[test]
    fn the_worker_answers_family_business_with_a_listed_answer() {
        use fb_engine::{GameConfig as FbConfig, GameState as FbGame};
        use table_bots::family_business::arena::FbLevel;
        let config = FbConfig::new(4, 8);
        let mut game = FbGame::new(config.clone()).expect("setup");
        for step in 0..150u64 {
            let Some(seat) = game.pending().map(|d| d.seat) else {
                break;
            };
            let request = FbBotRequest {
                token: step + 1,
                seat,
                level: FbLevel::ALL[(step as usize) % FbLevel::ALL.len()],
                seed: step,
                config: config.clone(),
                view: game.view(Some(seat)),
            };
            let text = reply_to(&request.to_json());
            assert_eq!(text, reply_to(&request.to_json()), "step {step}");
            let reply = FbBotReply::from_json(&text).expect("a reply");
            assert_eq!(reply.token, step + 1);
            let answer = reply.answer.expect("an answer");
            assert!(game.legal_answers().contains(&answer), "step {step}");
            game.apply(seat, answer).expect("applies");
        }
        let seat = game.pending().map_or(fb_engine::PlayerId(0), |d| d.seat);
        let other = fb_engine::PlayerId((seat.0 + 1) % 4);
        let request = FbBotRequest {
            token: 5,
            seat: other,
            level: FbLevel::Random,
            seed: 1,
            config,
            view: game.view(Some(other)),
        };
        let reply = FbBotReply::from_json(&reply_to(&request.to_json())).expect("a reply");
        assert_eq!(reply.answer, None);
    }
}
