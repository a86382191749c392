//! Games moved between browsers as files: a game record downloaded as a `.json` file, and the
//! text of a file a person picked, read for importing.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Whether the page may offer a download. A page in a sandboxed frame has no origin of its own
/// ("null"), and such a frame is usually refused downloads too: the page shows the text to copy
/// instead.
pub fn downloads_allowed() -> bool {
    web_sys::window().is_some_and(|w| w.origin() != "null")
}

/// Offers `text` to the person as a download named `file_name`.
///
/// # Errors
/// What the browser threw, if it would not make the file.
pub fn download(file_name: &str, text: &str) -> Result<(), JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    // The browser has taken the file once the click is handled; the address is let go later.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

/// The text of the first file picked in `input`, if one was picked and could be read.
pub async fn picked_text(input: &web_sys::HtmlInputElement) -> Option<String> {
    let file = input.files()?.get(0)?;
    JsFuture::from(file.text()).await.ok()?.as_string()
}
