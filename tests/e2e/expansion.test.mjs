// The Young Turks expansion (R14.2): the start screen offers its three sets as checkboxes, in
// English and in Japanese; a game started with all three deals their gangsters, is saved with
// them in its config, plays to its end through the page, and "Play again" keeps them.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  launch,
  openPage,
  assertNoProblems,
  startGame,
  clearStorage,
  lastRecord,
  root,
  clickBarButton,
  setBotSpeed,
} from './support.mjs';
import { playThrough, situation } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const SETS = ['yt-historical', 'yt-designer', 'yt-youngturks'];
const SETS_JSON = '"sets":["yt-historical","yt-designer","yt-youngturks"]';
const LABELS = {
  en: { legend: 'Young Turks expansion', sets: ['Historical', 'Game Designers', 'Young Turks'] },
  ja: { legend: '「若造達」拡張', sets: ['歴史上の人物セット', 'ゲームデザイナーセット', '若造達セット'] },
};

/** The expansion's fieldset on the start screen, in language `lang`. */
function expansion(page, lang) {
  return page.getByRole('group', { name: LABELS[lang].legend, exact: true });
}

/** The English names of the gangsters of the expansion's sets (engine card data). */
async function expansionGangsters() {
  const data = JSON.parse(await readFile(join(root, 'games', 'nothing-personal', 'data', 'cards.json'), 'utf8'));
  return new Set(data.gangsters.filter((g) => SETS.includes(g.set)).map((g) => g.name.en));
}

/** The raw text of the last game's record in localStorage. */
async function lastRecordText(page) {
  return page.evaluate(() => {
    const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
    return localStorage.getItem(`nothing-personal.game.${id}`);
  });
}

test('the expansion sets are offered unticked, in English and in Japanese', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  for (const name of LABELS.en.sets) {
    const box = expansion(page, 'en').getByRole('checkbox', { name, exact: true });
    assert.equal(await box.isChecked(), false, `${name} starts unticked`);
  }
  await expansion(page, 'en').getByRole('checkbox', { name: 'Game Designers', exact: true }).check();

  await clickBarButton(page, '日本語');
  await page.getByRole('heading', { name: '新しいゲーム' }).waitFor();
  const checked = [];
  for (const name of LABELS.ja.sets) {
    checked.push(await expansion(page, 'ja').getByRole('checkbox', { name, exact: true }).isChecked());
  }
  assert.deepEqual(checked, [false, true, false], 'a tick survives the language switch');
  assert.equal(await page.getByRole('checkbox', { name: 'Historical' }).count(), 0);

  await clickBarButton(page, 'English');
  await expansion(page, 'en').waitFor();
  assert.ok(await page.getByRole('checkbox', { name: 'Game Designers', exact: true }).isChecked());
  assertNoProblems(page);
  await page.close();
});

test('a game with all three sets deals their gangsters, is saved with them, plays to its end and again', async () => {
  await clearStorage(browser.context, browser.baseUrl);
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  // Ticked out of order: the config lists them in the expansion's order all the same.
  for (const name of ['Young Turks', 'Historical', 'Game Designers']) {
    await page.getByRole('checkbox', { name, exact: true }).check();
  }
  await startGame(
    page,
    [
      { name: 'Anna', kind: 'human' },
      { name: 'Bruno', kind: 'bot' },
      { name: 'Carla', kind: 'bot' },
    ],
    { seed: 21 },
  );
  await setBotSpeed(page, 'instant');

  // The saved game carries the sets, in the expansion's order.
  const text = await lastRecordText(page);
  assert.ok(text.includes(SETS_JSON), `no ${SETS_JSON} in ${text.slice(0, 300)}`);
  const record = await lastRecord(page);
  assert.deepEqual(record.game.config.sets, SETS);

  // The table shows gangsters of the expansion (104 cards, 54 of them its own), read at Anna's
  // first decision, while the bots wait for her.
  assert.equal(await situation(page), 'choose');
  const names = await page
    .getByRole('region', { name: 'Board', exact: true })
    .getByRole('heading', { level: 4 })
    .allTextContents();
  const own = await expansionGangsters();
  const dealt = names.map((n) => n.trim()).filter((n) => own.has(n));
  assert.ok(dealt.length > 0, `no gangster of the expansion on the board: ${names.join(', ')}`);

  const started = Date.now();
  const clicks = await playThrough(page, {
    seed: 21,
    onHandoff: () => assert.fail('one person never needs a hand-off'),
  });
  console.log(`# a whole game with the expansion: ${clicks} clicks in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const end = page.getByRole('region', { name: 'Game over' });
  await end.waitFor();
  assert.equal(await end.getByRole('table').getByRole('row').count(), 4, 'a header row and three families');
  await end.getByText(/ wins!$/).waitFor();
  const finished = await lastRecord(page);
  assert.deepEqual(finished.game.config.sets, SETS, 'the finished game still names its sets');

  // Play again: a new game of the same seats and sets, from another seed.
  await end.getByRole('button', { name: 'Play again with these seats' }).click();
  await page.waitForFunction(
    (seed) => {
      const id = JSON.parse(localStorage.getItem('nothing-personal.last'));
      const text = id && localStorage.getItem(`nothing-personal.game.${id}`);
      return Boolean(text) && JSON.parse(text).game.config.seed !== seed;
    },
    finished.game.config.seed,
  );
  assert.ok((await lastRecordText(page)).includes(SETS_JSON), 'play again keeps the sets');
  assertNoProblems(page);
  await page.close();
});
