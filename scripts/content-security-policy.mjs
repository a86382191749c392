// Writes the page's Content Security Policy into a built index.html as its first <meta>,
// allowing by hash exactly the page's inline scripts (its start script, page-build.mjs). No
// 'unsafe-inline', no 'unsafe-eval'. Part of the post-build hook (post-build.mjs);
// docs/decisions.md explains the policy.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Puts the policy into `dir`/index.html. */
export function writePolicy(dir) {
  const file = join(dir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (html.includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(`${file} has a policy already`);
  }
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
    "style-src 'self'",
    // data: for the bots' worker of a page in a sandboxed frame (docs/decisions.md).
    "worker-src 'self' data:",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const withPolicy = html.replace(/<head>/, `<head>${meta}`);
  if (withPolicy === html) throw new Error(`no <head> in ${file}`);
  writeFileSync(file, withPolicy);
}
