// Writes the game's service worker into a built dist directory: it precaches every file of the
// build (the bots' worker too) in a cache named after the hash of their contents, serves from
// that cache first, deletes the caches of older builds when it takes over, and takes over only
// when the page asks (after the players chose to reload). Part of the post-build hook
// (post-build.mjs); docs/decisions.md explains the update.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const WORKER_FILE = 'service-worker.js';
const PREFIX = 'nothing-personal-';

/** Every file under `dir`, as paths relative to it with "/" separators, sorted. */
function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.filter((f) => f !== WORKER_FILE).sort();
}

/** Writes `dir`/service-worker.js for the files now in `dir`; returns its cache's name. */
export function writeServiceWorker(dir) {
  const files = filesUnder(dir);
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update('\0').update(readFileSync(join(dir, f)));
  const cache = PREFIX + hash.digest('hex').slice(0, 16);
  const source = `// Made by scripts/service-worker.mjs for this build.
const CACHE = ${JSON.stringify(cache)};
const FILES = ${JSON.stringify(['./', ...files])};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(${JSON.stringify(PREFIX)}) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// A new build waits until the page asks it to take over: a game is never cut short by it.
self.addEventListener('message', (event) => {
  if (event.data === 'np:update') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: request.mode === 'navigate' });
      if (hit) return hit;
      if (request.mode === 'navigate') {
        const page = await cache.match('./');
        if (page) return page;
      }
      return fetch(request);
    }),
  );
});
`;
  writeFileSync(join(dir, WORKER_FILE), source);
  return cache;
}
