// The first load and each game's own code: the start screen comes up without any game's code
// (each game's rules engine and screens are a module of their own, split off by the build),
// the chosen game's setup comes with its module, and starting, resuming or following a replay
// link of one game fetches no module of the other. With every game's module held back, the
// start screen still shows the game choice and every saved game's title, players, game and
// date. A game's sentences travel in its own module, never in the start module, and so does the
// top bar's More menu, which only a table or a replay shows. How to play's and the coach's
// styles come when their part first opens, and it shows styled.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  clearStorage,
  handoffHeading,
  root,
  dist,
} from './support.mjs';

/** Any split-off module: a game's own, How to play's frame, or a chunk they share. */
const SPLIT = /\/game-[0-9a-f]+\/(split|chunk)_[^/]*\.wasm$/;
const MODULE = {
  np: /\/split_nothing_personal[^/]*\.wasm$/,
  fb: /\/split_family_business[^/]*\.wasm$/,
};
/** How to play's frame, a module of its own. */
const FRAME = /\/split_guide_frame[^/]*\.wasm$/;
/** The style sheets kept for later: How to play's and the coach's. */
const STYLE = {
  guide: /\/guide-[0-9a-f]+\.css$/,
  coach: /\/coach-[0-9a-f]+\.css$/,
};
const RECORD = {
  np: join(root, 'tests', 'fixtures', 'record-v1.json'),
  fb: join(root, 'tests', 'fixtures', 'family-business-record-v1.json'),
};

let browser;
before(async () => {
  // No service worker: every request of the page is on the network, seen and held here.
  browser = await launch({ serviceWorkers: 'block' });
});
after(async () => {
  await browser?.close();
});

/** A new page, on a cleared storage, that lists the addresses it requests. */
async function watchedPage() {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context);
  page.requested = [];
  page.on('request', (r) => page.requested.push(new URL(r.url()).pathname));
  return page;
}

/** The modules of each game `page` has requested so far. */
function modules(page) {
  return {
    np: page.requested.filter((p) => MODULE.np.test(p)).length,
    fb: page.requested.filter((p) => MODULE.fb.test(p)).length,
  };
}

/** Holds every request of a split-off module until the returned function is called. */
async function holdModules(page) {
  let release;
  const held = new Promise((ok) => {
    release = ok;
  });
  await page.route(SPLIT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Stores the records of `games` ({ id: text }) as saved games, listed, the first the last played. */
async function storeGames(page, games) {
  await page.goto(browser.baseUrl);
  await page.evaluate((games) => {
    const entries = [];
    let played = 1_795_000_000_000;
    for (const [id, { text, names, fields }] of Object.entries(games)) {
      localStorage.setItem(`nothing-personal.game.${id}`, text);
      entries.push({ id, title: null, names, ...fields, played: played-- });
    }
    localStorage.setItem('nothing-personal.games', JSON.stringify(entries));
    localStorage.removeItem('nothing-personal.last');
  }, games);
}

test('the start screen comes before any game\'s code; the setup of the chosen game with its own', async () => {
  const page = await watchedPage();
  const release = await holdModules(page);
  await page.goto(browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByRole('radio', { name: 'Nothing Personal' }).waitFor();
  await page.getByRole('radio', { name: 'Family Business' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Opening the game…' }).waitFor();
  assert.ok(page.requested.some((p) => /\/game-[0-9a-f]+\/table-page_bg\.wasm$/.test(p)), 'the start module');
  assert.equal(await page.getByRole('button', { name: 'Start the game' }).count(), 0);
  release();

  await startGame(page, [
    { name: 'Anna', kind: 'human' },
    { name: 'Bruno', kind: 'human' },
    { name: 'Carla', kind: 'human' },
  ]);
  await handoffHeading(page).waitFor();
  assert.deepEqual(modules(page), { np: 1, fb: 0 }, 'Nothing Personal\'s module, once, and no other');
  assertNoProblems(page);
  await page.close();
});

test('How to play\'s frame comes when How to play first opens, not with the start screen', async () => {
  const page = await watchedPage();
  await page.goto(browser.baseUrl);
  await page.getByRole('button', { name: 'Start the game' }).waitFor();
  const frame = () => page.requested.filter((p) => FRAME.test(p)).length;
  assert.equal(frame(), 0, 'the start screen has not fetched the frame');
  await page.getByRole('button', { name: 'How to play Family Business', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'How to play Family Business', exact: true });
  await dialog.getByRole('heading', { level: 3, name: 'The goal' }).waitFor();
  assert.equal(frame(), 1, 'the frame, once');
  await dialog.getByRole('button', { name: 'Back to the start screen', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'How to play Nothing Personal', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'How to play Nothing Personal', exact: true })
    .getByRole('heading', { level: 3, name: 'The goal' })
    .waitFor();
  assert.equal(frame(), 1, 'not fetched again for the other game');
  assertNoProblems(page);
  await page.close();
});

test('How to play\'s and the coach\'s styles come when their part first opens, and it shows styled', async () => {
  const page = await watchedPage();
  await page.goto(browser.baseUrl);
  await page.getByRole('button', { name: 'Start the game' }).waitFor();
  const fetched = (style) => page.requested.filter((p) => STYLE[style].test(p)).length;
  assert.deepEqual([fetched('guide'), fetched('coach')], [0, 0], 'the start screen fetches neither');

  await page.getByRole('button', { name: 'How to play Nothing Personal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'How to play Nothing Personal', exact: true });
  await dialog.getByRole('heading', { level: 3, name: 'The goal' }).waitFor();
  assert.equal(fetched('guide'), 1, 'How to play\'s styles, once');
  // The frame's own border (style/guide.css), not the browser's dialog.
  const frame = await dialog.evaluate((d) => {
    const style = getComputedStyle(d);
    return { border: style.borderTopWidth, padding: style.paddingTop };
  });
  assert.deepEqual(frame, { border: '2px', padding: '0px' }, 'the frame is styled when it shows');
  await dialog.getByRole('button', { name: 'Back to the start screen', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'How to play Family Business', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'How to play Family Business', exact: true })
    .getByRole('heading', { level: 3, name: 'The goal' })
    .waitFor();
  assert.equal(fetched('guide'), 1, 'not fetched again for the other game');
  assert.equal(fetched('coach'), 0, 'How to play fetches no coach');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Learn to play Nothing Personal', exact: true }).click();
  const coach = page.getByRole('region', { name: 'Coach', exact: true });
  await coach.waitFor();
  assert.equal(fetched('coach'), 1, 'the coach\'s styles, once');
  // The coach's colour (style/coach.css) on its card's edge.
  const edge = await coach.evaluate((c) => getComputedStyle(c).borderTopColor);
  assert.equal(edge, 'rgb(95, 212, 232)', 'the coach\'s card is styled when it shows');
  assertNoProblems(page);
  await page.close();
});

test('the top bar\'s More menu comes with the games\' code, not with the start screen', async () => {
  const [game] = (await readdir(dist)).filter((d) => /^game-[0-9a-f]+$/.test(d));
  const files = (await readdir(join(dist, game))).filter((f) => f.endsWith('.wasm'));
  // The id of the menu's list, which its button controls (src/shell/ui/more_menu.rs).
  const list = Buffer.from('topbar-more', 'utf8');
  const holding = [];
  for (const file of files) {
    if ((await readFile(join(dist, game, file))).includes(list)) holding.push(file);
  }
  assert.ok(holding.length > 0, `the menu's code is in one of ${files}`);
  assert.ok(!holding.includes('table-page_bg.wasm'), `the menu's code is not in the start module: ${holding}`);
});

test('resuming a game of one game fetches no module of the other', async () => {
  for (const [game, other, shown] of [
    ['np', 'fb', (page) => page.getByRole('navigation', { name: 'Round and phase' }).waitFor()],
    ['fb', 'np', (page) => page.getByRole('region', { name: 'Hit List' }).waitFor()],
  ]) {
    const page = await watchedPage();
    const text = await readFile(RECORD[game], 'utf8');
    await page.goto(browser.baseUrl);
    await page.evaluate((text) => {
      localStorage.setItem('nothing-personal.game.resumed', text);
      localStorage.setItem('nothing-personal.last', JSON.stringify('resumed'));
    }, text);
    page.requested = [];
    await page.reload();
    await shown(page);
    assert.equal(modules(page)[game], 1, `${game}: its own module`);
    assert.equal(modules(page)[other], 0, `${game}: no module of ${other}`);
    assertNoProblems(page);
    await page.close();
  }
});

test('following a replay link of one game fetches no module of the other', async () => {
  for (const [game, other] of [
    ['np', 'fb'],
    ['fb', 'np'],
  ]) {
    const page = await watchedPage();
    const text = await readFile(RECORD[game], 'utf8');
    const fragment = `#replay=${deflateRawSync(Buffer.from(text)).toString('base64url')}`;
    await page.goto(browser.baseUrl + fragment);
    await page.getByRole('button', { name: 'Close the replay' }).waitFor();
    assert.equal(modules(page)[game], 1, `${game}: its own module`);
    assert.equal(modules(page)[other], 0, `${game}: no module of ${other}`);
    assertNoProblems(page);
    await page.close();
  }
});

test('with every game\'s module held back, the start screen lists every saved game', async () => {
  const page = await watchedPage();
  await storeGames(page, {
    np1: {
      text: await readFile(RECORD.np, 'utf8'),
      names: ['Anna', 'Bruno', 'Carla'],
      fields: { round: 5, phase: 1 },
    },
    fb1: {
      text: await readFile(RECORD.fb, 'utf8'),
      names: ['Anna', 'Bruno', 'カルラ', 'Dario "D"'],
      fields: { game: 'family-business', turn: 39, over: false },
    },
  });
  page.requested = [];
  const release = await holdModules(page);
  await page.reload();
  const list = page.getByRole('region', { name: 'Your games' }).getByRole('listitem');
  await list.nth(1).waitFor();
  assert.equal(await list.count(), 2);
  const np = list.nth(0);
  const fb = list.nth(1);
  await np.getByRole('heading', { name: 'Game of Anna, Bruno, Carla' }).waitFor();
  assert.match(await np.textContent(), /Nothing Personal/);
  await fb.getByRole('heading', { name: 'Game of Anna, Bruno, カルラ, Dario "D"' }).waitFor();
  assert.match(await fb.textContent(), /Family Business/);
  await page.getByRole('radio', { name: 'Family Business' }).waitFor();
  await page.getByText('Import a game from a file').waitFor();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '日本語' }).waitFor();
  assert.equal(await np.getByText('Round 5').count(), 0, 'the standing waits for its game\'s code');

  // Once the modules come, each entry says where its game stands.
  release();
  await np.getByText(/Round 5/).waitFor();
  await fb.getByText('Turn 39').waitFor();
  assert.match(await np.textContent(), /Last played/);
  assert.match(await fb.textContent(), /Last played/);
  assertNoProblems(page);
  await page.close();
});

/** The English texts of each namespace (`locales/en/<namespace>.json`), by namespace. */
async function englishTexts() {
  const dir = join(root, 'locales', 'en');
  const texts = {};
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json'))) {
    const groups = JSON.parse(await readFile(join(dir, file), 'utf8'));
    texts[file.slice(0, -'.json'.length)] = leaves(groups);
  }
  return texts;
}

/** The texts of a group, its sub-groups' too. */
function leaves(group) {
  return Object.values(group).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
}

test('a game\'s sentences are in its own module and not in the start module', async () => {
  const [game] = (await readdir(dist)).filter((d) => /^game-[0-9a-f]+$/.test(d));
  const files = await readdir(join(dist, game));
  const start = await readFile(join(dist, game, 'table-page_bg.wasm'));
  const texts = await englishTexts();
  const games = Object.keys(texts).filter((n) => n !== 'shell');
  assert.ok(games.length >= 2, `the games' namespaces: ${games}`);
  for (const name of games) {
    const own = files.filter((f) => f.startsWith(`split_${name}_code`) && f.endsWith('.wasm'));
    assert.equal(own.length, 1, `${name}: one module of its own among ${files}`);
    const module = await readFile(join(dist, game, own[0]));
    // Whole sentences (no value filled in), long enough to be the game's alone, and found in no
    // other namespace's texts.
    const others = Object.entries(texts).filter(([n]) => n !== name).flatMap(([, t]) => t);
    const sentences = texts[name].filter(
      (t) => !t.includes('{{') && [...t].length >= 25 && !others.some((o) => o.includes(t)),
    );
    assert.ok(sentences.length >= 3, `${name}: sentences to look for: ${sentences.length}`);
    for (const sentence of sentences) {
      const bytes = Buffer.from(sentence, 'utf8');
      assert.ok(!start.includes(bytes), `${name}: in the start module: ${sentence}`);
      assert.ok(module.includes(bytes), `${name}: not in ${own[0]}: ${sentence}`);
    }
  }
});
