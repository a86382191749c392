// Writes into a built index.html the origins whose pages may command the embedded game
// (docs/embedding.md), from NP_COMMAND_ORIGINS at build time: space-separated origins such as
// "https://fans.example https://reviews.example"; none when it is unset. Part of the post-build
// hook (post-build.mjs).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Puts `origins` (a space-separated list) into `dir`/index.html. */
export function writeCommandOrigins(dir, origins = '') {
  const list = origins.split(/\s+/).filter(Boolean);
  for (const origin of list) {
    let parsed;
    try {
      parsed = new URL(origin).origin;
    } catch {
      parsed = null;
    }
    if (parsed !== origin) throw new Error(`NP_COMMAND_ORIGINS: "${origin}" is not an origin`);
  }
  const file = join(dir, 'index.html');
  const html = readFileSync(file, 'utf8');
  const meta = `<meta name="np-command-origins" content="${list.join(' ')}">`;
  writeFileSync(file, html.replace(/<\/title>/, `</title>${meta}`));
}
