//! A finished game of either game shared as a link: its record compressed (raw DEFLATE, by the
//! browser's CompressionStream) and written URL-safe into the address's fragment, `#replay=…`,
//! which the browser never sends to a server. Opening the link shows the replay.

use js_sys::{Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, ReadableStream, ReadableWritablePair, Response, WritableStream};

use crate::shell::store::SaveProblem;

/// The compression of a link: DEFLATE without a header (RFC 1951).
const FORMAT: &str = "deflate-raw";

/// What starts the fragment of a replay link.
pub const FRAGMENT_PREFIX: &str = "#replay=";

/// Why a replay link could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment is not a compressed record: cut short or changed.
    Damaged,
    /// The record in it does not replay.
    Record(SaveProblem),
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in the URL-safe base64 alphabet, without padding (RFC 4648 §5).
pub fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The bytes of URL-safe base64 text without padding; `None` for any other text.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let digits: Vec<u32> = text
        .bytes()
        .map(|c| ALPHABET.iter().position(|a| *a == c).map(|d| d as u32))
        .collect::<Option<_>>()?;
    if digits.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, d)| n | d << (18 - 6 * i));
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

/// The fragment of a link to the replay of the game whose record is `record`.
pub async fn fragment_of(record: &str) -> Result<String, JsValue> {
    let parts = Array::of1(&JsValue::from_str(record));
    let blob = Blob::new_with_str_sequence(&parts)?;
    let deflate = Codec::deflater(FORMAT)?;
    let packed = through(&blob, deflate)?.array_buffer()?;
    let bytes = Uint8Array::new(&JsFuture::from(packed).await?).to_vec();
    Ok(format!("{FRAGMENT_PREFIX}{}", to_base64url(&bytes)))
}

/// The text of the record in a replay link's fragment (`#replay=…`).
///
/// # Errors
/// [`LinkError::Damaged`] for a fragment that does not unpack.
pub async fn record_of(fragment: &str) -> Result<String, LinkError> {
    let bytes = fragment
        .strip_prefix(FRAGMENT_PREFIX)
        .and_then(from_base64url)
        .ok_or(LinkError::Damaged)?;
    unpacked(&bytes).await.ok_or(LinkError::Damaged)
}

async fn unpacked(bytes: &[u8]) -> Option<String> {
    let parts = Array::of1(&Uint8Array::from(bytes));
    let blob = Blob::new_with_u8_array_sequence(&parts).ok()?;
    let inflate = Codec::inflater(FORMAT).ok()?;
    let text = through(&blob, inflate).ok()?.text().ok()?;
    JsFuture::from(text).await.ok()?.as_string()
}

#[wasm_bindgen]
extern "C" {
    /// The browser's CompressionStream or DecompressionStream: bytes in, bytes out.
    type Codec;
    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn deflater(format: &str) -> Result<Codec, JsValue>;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn inflater(format: &str) -> Result<Codec, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &Codec) -> ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &Codec) -> WritableStream;
}

/// The blob's bytes passed through `transform`, as a response to read whole.
fn through(blob: &Blob, transform: Codec) -> Result<Response, JsValue> {
    let pair = ReadableWritablePair::new(&transform.readable(), &transform.writable());
    let stream = blob.stream().pipe_through(&pair);
    Response::new_with_opt_readable_stream(Some(&stream))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length_and_byte() {
        let bytes: Vec<u8> = (0..=255u8).chain((0..=255u8).rev()).collect();
        for len in 0..40 {
            let text = to_base64url(&bytes[..len]);
            assert!(text.bytes().all(|c| ALPHABET.contains(&c)), "{text}");
            assert_eq!(from_base64url(&text).as_deref(), Some(&bytes[..len]));
        }
        assert_eq!(from_base64url(&to_base64url(&bytes)), Some(bytes));
    }

    #[test]
    fn base64url_is_the_standard_alphabet_made_url_safe() {
        assert_eq!(to_base64url(b"Man"), "TWFu");
        assert_eq!(to_base64url(b"Ma"), "TWE");
        assert_eq!(to_base64url(&[0xfb, 0xff]), "-_8");
        assert_eq!(from_base64url("-_8"), Some(vec![0xfb, 0xff]));
    }

    #[test]
    fn text_that_is_not_base64url_is_refused() {
        assert_eq!(from_base64url("TWF+"), None);
        assert_eq!(from_base64url("TWF="), None);
        assert_eq!(from_base64url("TWFuT"), None);
        assert_eq!(from_base64url("<img>"), None);
    }
}
