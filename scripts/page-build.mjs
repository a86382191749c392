// Builds the page's WebAssembly in parts: the start screen's module first, and each game's code
// (from its split point in src/games/<game>/mod.rs) split off into modules of its own that the
// page fetches when that game is first needed. Part of the post-build hook (post-build.mjs):
//
//   cargo          -> the page's .wasm, linked with its relocations (build.rs), which the splitter reads
//   wasm-split-cli -> the start module, the split-off modules and __wasm_split.js that loads them
//   wasm-bindgen   -> the start module's JavaScript
//   wasm-opt -Oz   -> every module (release builds)
//
// The files go into a directory named after their contents (`game-<hash>/`), so a browser's
// cache never mixes two builds, and the page's link in index.html becomes the script that
// starts the page.

import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = 'table-page';
const TARGET = 'wasm32-unknown-unknown';

/** Runs a command, its output on stderr; throws when it fails. */
function run(command, args) {
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Builds the page's .wasm with cargo; returns its path. */
function cargoBuild(release) {
  // build.rs links the page with its relocations.
  const args = ['build', '--offline', '--bin', BIN, '--target', TARGET, '--message-format=json-render-diagnostics'];
  if (release) args.push('--release');
  const out = execFileSync('cargo', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 });
  for (const line of out.split('\n').reverse()) {
    if (!line.startsWith('{')) continue;
    const message = JSON.parse(line);
    if (message.reason === 'compiler-artifact' && message.target?.name === BIN) {
      const wasm = message.filenames.find((f) => f.endsWith('.wasm'));
      if (wasm) return wasm;
    }
  }
  throw new Error(`cargo built no ${BIN}.wasm`);
}

/** wasm-opt -Oz on every module of `dir`, in parallel. */
async function optimise(dir) {
  const modules = readdirSync(dir).filter((f) => f.endsWith('.wasm'));
  await Promise.all(
    modules.map(
      (f) =>
        new Promise((resolve, reject) => {
          const path = join(dir, f);
          const child = spawn('wasm-opt', ['-Oz', '--enable-bulk-memory', '--enable-reference-types', path, '-o', path], {
            stdio: ['ignore', 'inherit', 'inherit'],
          });
          child.on('error', reject);
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wasm-opt failed on ${f}`))));
        }),
    ),
  );
}

/** The script that starts the page, with hints to fetch its module early. */
function startTags(folder) {
  const js = `${folder}/${BIN}.js`;
  const wasm = `${folder}/${BIN}_bg.wasm`;
  return (
    `<link rel="modulepreload" href="${js}" crossorigin="anonymous">` +
    `<link rel="preload" href="${wasm}" as="fetch" type="application/wasm" crossorigin="anonymous">` +
    `<script type="module">import init from './${js}'; await init({ module_or_path: './${wasm}' });</script>`
  );
}

/** Builds the page into `dir` (Trunk's staging directory) and starts it from `dir`/index.html. */
export async function buildPage(dir, release) {
  const input = cargoBuild(release);
  const work = mkdtempSync(join(tmpdir(), 'np-page-'));
  try {
    const split = join(work, 'split');
    const out = join(work, 'out');
    run('wasm-split-cli', ['--target', 'web', '--out-name', BIN, input, split]);
    run('wasm-bindgen', [
      '--target=web',
      '--no-typescript',
      '--keep-lld-exports',
      '--no-demangle',
      `--out-dir=${out}`,
      join(split, `${BIN}.wasm`),
    ]);
    for (const f of readdirSync(split)) {
      if (f !== `${BIN}.wasm`) copyFileSync(join(split, f), join(out, f));
    }
    if (release) await optimise(out);

    const files = readdirSync(out).sort();
    const hash = createHash('sha256');
    for (const f of files) hash.update(f).update('\0').update(readFileSync(join(out, f)));
    const folder = `game-${hash.digest('hex').slice(0, 16)}`;
    mkdirSync(join(dir, folder));
    for (const f of files) copyFileSync(join(out, f), join(dir, folder, f));

    // Trunk leaves the page's skipped link (data-trunk-skip) where the start script goes.
    const html = join(dir, 'index.html');
    const page = readFileSync(html, 'utf8');
    const link = new RegExp(`<link data-trunk rel="rust" data-bin="${BIN}"[^>]*>`);
    if (!link.test(page)) throw new Error(`index.html has no link of the ${BIN} binary`);
    writeFileSync(html, page.replace(link, startTags(folder)));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
