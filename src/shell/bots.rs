//! The bots' Web Worker, both sides of it. In the worker, each request is answered by the bots
//! of the game it names ([`serve`], [`crate::shell::bot_envelope`]). In the page,
//! [`BotChannel`] starts the worker with the first bot move and passes requests and replies as
//! text. The page stays free while a bot thinks, and the bots' code is downloaded only with the
//! worker. The worker says [`READY`] once it listens; a request made before waits for that.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::bot_envelope::reply_to;
use super::game::BotCard;

/// The worker's first message: it listens for requests.
pub const READY: &str = "ready";
/// The worker's script: Trunk's loader of the `bot-worker` binary.
const SCRIPT: &str = "./bot-worker_loader.js";

/// Runs in the worker: answers every request by the bots of its game, after saying it is
/// ready.
pub fn serve(bots: &'static [BotCard]) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let _ = replies.post_message(&JsValue::from_str(&reply_to(bots, &request)));
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
    let source = format!("import {};", crate::shell::json_text::quote(&loader));
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
