// Letters from Whitechapel's map moved and enlarged the ways a person does it: its buttons
// (Zoom in, Zoom out, Whole map, in both languages; the map, its group of buttons and its
// drawing each named on its own), the keys of the focused map (the arrow
// keys, + and =, - and _, 0) and of its circles' buttons, the mouse wheel, which keeps the
// spot under the pointer in place, a drag, which the map follows and which picks no circle —
// released outside the map too — and a pinch; the map never shrinks below the whole map nor
// leaves the screen. And a finished game shared as a replay link, with the replay's Share and
// Copy buttons, opens in another browser and steps answer by answer to the same end, watched.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openPage,
  assertNoProblems,
  clickBarButton,
  lastRecord,
  screenshot,
  tabTo,
} from './support.mjs';
import {
  newWcTable,
  map,
  mapButtons,
  decision,
  replayBar,
  position,
  step,
  gameOver,
  status,
  resultText,
  recordIn,
} from './whitechapel.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The names of the map, of its group of zoom buttons and of its drawing, in either language. */
const EN = { map: 'The map of Whitechapel', zoom: 'Map zoom', drawing: 'Streets, crossings and circles' };
const JA = { map: 'ホワイトチャペルの地図', zoom: '地図の拡大縮小', drawing: '通り・交差点・円' };
/** What the map shows at first, in map units (its SVG viewBox): the whole map. */
const WHOLE = { text: '30.0 10.0 965.0 668.0', x: 30, y: 10, w: 965, h: 668 };
/** How much one press of a zoom button or key enlarges the map. */
const STEP = 1.5;
/** The most the map is enlarged. */
const MAX_ZOOM = 6;

/**
 * Jill plays Jack and picks her hideout: every circle of the map is a button, and the police's
 * bot waits for her, so nothing but the person moves the map.
 */
const AT_THE_HIDEOUT = [
  [
    { name: 'Jill', kind: 'human' },
    { name: 'Lestrade', kind: 'random' },
  ],
  { seed: 11 },
];

/** The map's region, by its name. */
function mapRegion(page, words = EN) {
  return page.getByRole('region', { name: words.map, exact: true });
}

/** The map's buttons that move it: its group named Map zoom. */
function tools(page, words = EN) {
  return mapRegion(page, words).getByRole('group', { name: words.zoom, exact: true });
}

/** The drawing of the map, which takes the focus and keys: the group named for what it draws. */
function drawing(page, words = EN) {
  return mapRegion(page, words).getByRole('group', { name: words.drawing, exact: true });
}

/** What the map shows, in map units: its viewBox, and the centre of it. */
async function shown(page, words = EN) {
  const text = await drawing(page, words).getAttribute('viewBox');
  const [x, y, w, h] = text.split(' ').map(Number);
  return { text, x, y, w, h, cx: x + w / 2, cy: y + h / 2 };
}

/** Waits until the map shows something other than `before`; returns what it shows. */
async function shownAfter(page, before, words = EN) {
  const svg = await drawing(page, words).elementHandle();
  await page.waitForFunction(([el, was]) => el.getAttribute('viewBox') !== was, [svg, before.text], {
    timeout: 5_000,
  });
  await svg.dispose();
  return shown(page, words);
}

/** Fails unless `actual` is `expected` give or take `tolerance`. */
function near(actual, expected, tolerance, what) {
  assert.ok(Math.abs(actual - expected) <= tolerance, `${what}: ${actual}, not ${expected} ± ${tolerance}`);
}

/** Fails unless the map shows `w` map units across, centred on (`cx`, `cy`) where given. */
function assertShows(view, { w, cx = view.cx, cy = view.cy }, what) {
  near(view.w, w, 0.1, `${what}: the width shown`);
  near(view.h, (w * WHOLE.h) / WHOLE.w, 0.1, `${what}: the height shown`);
  near(view.cx, cx, 0.1, `${what}: the centre across`);
  near(view.cy, cy, 0.1, `${what}: the centre down`);
}

/** A circle's button on the screen: its centre and radius in pixels. */
async function spot(page, name) {
  const box = await map(page).getByRole('button', { name, exact: true }).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 };
}

/** The name of the circle's button nearest the middle of the map's drawing, and the next one. */
async function middleCircles(page) {
  const box = await drawing(page).boundingBox();
  const [mx, my] = [box.x + box.width / 2, box.y + box.height / 2];
  const buttons = await mapButtons(page).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label'), x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  buttons.sort((a, b) => Math.hypot(a.x - mx, a.y - my) - Math.hypot(b.x - mx, b.y - my));
  return buttons.slice(0, 2).map((b) => b.name);
}

/** Presses the mouse at (`x`, `y`), moves it by (`dx`, `dy`) in steps and releases it. */
async function drag(page, { x, y }, dx, dy) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

/** The hideout the Decision panel shows as chosen. */
function hideoutChosen(page, circle) {
  return decision(page).getByText(`Your choice: hideout on circle ${circle.match(/\d+/)[0]}`, { exact: true });
}

/** How far the page is scrolled down. */
function scrolled(page) {
  return page.evaluate(() => window.scrollY);
}

test('the map\'s buttons zoom in and out and show the whole map again, in both languages', async () => {
  const page = await newWcTable(browser, ...AT_THE_HIDEOUT);
  // The map, its buttons and its drawing, each by a name of its own; the drawing says how it
  // moves.
  for (const name of ['Zoom in', 'Zoom out', 'Whole map']) {
    assert.ok(await tools(page).getByRole('button', { name, exact: true }).isVisible(), name);
  }
  assert.equal(await tools(page).count(), 1);
  assert.equal(await drawing(page).count(), 1);
  assert.equal(await drawing(page).getByRole('button', { name: 'Zoom in' }).count(), 0);
  assert.equal(await tools(page).getByRole('button', { name: /^Circle / }).count(), 0);
  assert.equal(await mapRegion(page).getByRole('group', { name: EN.map }).count(), 0, 'no group named as the map');
  const help = 'Drag or use the arrow keys to move the map; wheel, pinch or + and − to zoom.';
  assert.ok(await map(page).getByText(help, { exact: true }).isVisible());
  assert.equal(
    await drawing(page).evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')).textContent),
    help,
  );
  assert.equal((await shown(page)).text, WHOLE.text);
  const button = (name) => tools(page).getByRole('button', { name, exact: true });
  const [middle] = await middleCircles(page);
  const whole = await spot(page, middle);

  // Nothing smaller than the whole map: Zoom out first changes nothing, so Zoom in then
  // enlarges the whole map once.
  await button('Zoom out').click();
  await button('Zoom in').click();
  let view = await shownAfter(page, WHOLE);
  assertShows(view, { w: WHOLE.w / STEP, cx: 512.5, cy: 344 }, 'Zoom out then Zoom in');
  near((await spot(page, middle)).r, whole.r * STEP, 0.5, 'the circles drawn larger');

  // Zoom in up to six times the whole map, and no further: a fifth press changes nothing.
  for (const zoom of [STEP ** 2, STEP ** 3, STEP ** 4, MAX_ZOOM]) {
    await button('Zoom in').click();
    view = await shownAfter(page, view);
    assertShows(view, { w: WHOLE.w / zoom, cx: 512.5, cy: 344 }, `Zoom in to ${zoom}`);
  }
  await button('Zoom in').click();
  await button('Zoom out').click();
  view = await shownAfter(page, view);
  assertShows(view, { w: (WHOLE.w / MAX_ZOOM) * STEP }, 'Zoom in at the most, then Zoom out');
  await screenshot(page, 'whitechapel-map-zoomed-desktop');

  await button('Whole map').click();
  view = await shownAfter(page, view);
  assert.equal(view.text, WHOLE.text);
  near((await spot(page, middle)).r, whole.r, 0.5, 'the circles drawn as at first');

  // The same buttons in Japanese, the map, its buttons and its drawing named in Japanese.
  await clickBarButton(page, '日本語');
  for (const name of ['拡大', '縮小', '地図全体']) {
    await tools(page, JA).getByRole('button', { name, exact: true }).waitFor();
  }
  assert.equal(await drawing(page, JA).count(), 1);
  assert.equal(await mapRegion(page, JA).getByRole('group', { name: JA.map }).count(), 0);
  await tools(page, JA).getByRole('button', { name: '拡大', exact: true }).click();
  assertShows(await shownAfter(page, view, JA), { w: WHOLE.w / STEP }, '拡大');
  await clickBarButton(page, 'English');
  await button('Whole map').waitFor();
  assertNoProblems(page);
  await page.close();
});

test('the keys of the focused map move and zoom it, and never take it off the map', async () => {
  const page = await newWcTable(browser, ...AT_THE_HIDEOUT);
  await tabTo(page, drawing(page));
  const scroll = await scrolled(page);

  // The whole map does not move: the arrow key changes nothing, so + then zooms the whole map.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('+');
  let view = await shownAfter(page, WHOLE);
  assertShows(view, { w: WHOLE.w / STEP, cx: 512.5, cy: 344 }, 'ArrowRight then +');
  const zoomed = view;
  await page.keyboard.press('=');
  view = await shownAfter(page, view);
  assertShows(view, { w: WHOLE.w / STEP ** 2, cx: 512.5, cy: 344 }, '=');
  await page.keyboard.press('-');
  view = await shownAfter(page, view);
  assert.equal(view.text, zoomed.text, '- undoes =');

  // Each arrow key moves what is shown by a fifth of it; its opposite moves it back.
  const fifth = { across: zoomed.w / 5, down: zoomed.h / 5 };
  for (const [key, back, dx, dy] of [
    ['ArrowRight', 'ArrowLeft', fifth.across, 0],
    ['ArrowDown', 'ArrowUp', 0, fifth.down],
  ]) {
    await page.keyboard.press(key);
    view = await shownAfter(page, view);
    assertShows(view, { w: zoomed.w, cx: zoomed.cx + dx, cy: zoomed.cy + dy }, key);
    await page.keyboard.press(back);
    view = await shownAfter(page, view);
    assert.equal(view.text, zoomed.text, `${back} undoes ${key}`);
  }

  // Up to the right edge of the map and no further: a third ArrowRight changes nothing, so the
  // ArrowDown after it only moves the map down.
  await page.keyboard.press('ArrowRight');
  view = await shownAfter(page, view);
  await page.keyboard.press('ArrowRight');
  view = await shownAfter(page, view);
  near(view.x + view.w, WHOLE.x + WHOLE.w, 0.1, 'the right edge shown');
  const atTheEdge = view;
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  view = await shownAfter(page, view);
  assertShows(view, { w: zoomed.w, cx: atTheEdge.cx, cy: atTheEdge.cy + fifth.down }, 'ArrowRight at the edge');

  // 0 shows the whole map; _ zooms out as - does.
  await page.keyboard.press('0');
  view = await shownAfter(page, view);
  assert.equal(view.text, WHOLE.text);
  await page.keyboard.press('+');
  view = await shownAfter(page, view);
  await page.keyboard.press('_');
  view = await shownAfter(page, view);
  assert.equal(view.text, WHOLE.text, '_ undoes +');
  assert.equal(await scrolled(page), scroll, 'the keys moved the map, not the page');
  assert.ok(await drawing(page).evaluate((el) => el === document.activeElement), 'the map keeps the focus');

  // On a circle's button the same keys move the map, and Enter picks the circle.
  const first = mapButtons(page).first();
  await tabTo(page, first);
  const circle = await first.getAttribute('aria-label');
  await page.keyboard.press('+');
  view = await shownAfter(page, view);
  assertShows(view, { w: WHOLE.w / STEP }, '+ on a circle');
  await page.keyboard.press('Enter');
  await hideoutChosen(page, circle).waitFor();
  assertNoProblems(page);
  await page.close();
});

test('the wheel zooms the map around the spot under the pointer, and the page does not scroll', async () => {
  const page = await newWcTable(browser, ...AT_THE_HIDEOUT);
  const [middle] = await middleCircles(page);
  const at = await spot(page, middle);
  await page.mouse.move(at.x, at.y);
  const scroll = await scrolled(page);

  // Rolled away from the person: the map enlarges, the circle under the pointer stays there.
  await page.mouse.wheel(0, -300);
  const zoomed = await shownAfter(page, WHOLE);
  assert.ok(zoomed.w < WHOLE.w / 1.2, `zoomed in: ${zoomed.text}`);
  let now = await spot(page, middle);
  near(now.x, at.x, 1, 'the circle under the pointer, across');
  near(now.y, at.y, 1, 'the circle under the pointer, down');
  near(now.r / at.r, WHOLE.w / zoomed.w, 0.02, 'the circle enlarged as the map');
  assert.equal(await scrolled(page), scroll, 'the wheel zoomed the map, not the page');

  // Rolled back: the whole map again; rolled back further, nothing smaller than the whole map,
  // so the next roll away enlarges it as the first did.
  await page.mouse.wheel(0, 300);
  let view = await shownAfter(page, zoomed);
  assert.equal(view.text, WHOLE.text);
  await page.mouse.wheel(0, 300);
  await page.mouse.wheel(0, -300);
  view = await shownAfter(page, view);
  assert.equal(view.text, zoomed.text);
  now = await spot(page, middle);
  near(now.x, at.x, 1, 'the circle under the pointer again');
  assert.equal(await scrolled(page), scroll, 'the wheel never scrolled the page');
  assertNoProblems(page);
  await page.close();
});

test('the map follows a drag, which picks no circle, even when released outside the map', async () => {
  const page = await newWcTable(browser, ...AT_THE_HIDEOUT);
  const [middle, next] = await middleCircles(page);
  await tools(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
  const zoomed = await shownAfter(page, WHOLE);

  // A drag that starts and ends on a circle moves the map with the pointer and picks nothing.
  const from = await spot(page, middle);
  await drag(page, from, 120, 80);
  let view = await shownAfter(page, zoomed);
  assert.equal(view.w, zoomed.w, 'a drag does not zoom');
  assert.ok(view.x < zoomed.x && view.y < zoomed.y, `the map moved left and up: ${view.text}`);
  let now = await spot(page, middle);
  near(now.x, from.x + 120, 1, 'the circle followed the pointer across');
  near(now.y, from.y + 80, 1, 'the circle followed the pointer down');
  // The next click picks: the circle beside it, which is not offered once a hideout is picked.
  await map(page).getByRole('button', { name: next, exact: true }).click();
  await hideoutChosen(page, next).waitFor();
  await decision(page).getByRole('button', { name: 'Back', exact: true }).click();
  await map(page).getByRole('button', { name: middle, exact: true }).waitFor();

  // A drag out of the map, released outside it: then the pointer comes back over the map, and
  // the map stays where it is; the next drag moves it as far as the pointer, and zooms nothing;
  // the next click picks.
  const box = await drawing(page).boundingBox();
  const start = await spot(page, middle);
  await drag(page, start, box.x + box.width + 60 - start.x, 0);
  view = await shownAfter(page, view);
  const left = await spot(page, middle);
  assert.ok(left.x > start.x, 'the map followed the pointer until it left the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await page.mouse.move(left.x, left.y, { steps: 12 });
  await drag(page, left, -70, -50);
  const after = await shownAfter(page, view);
  assert.equal(after.w, zoomed.w, 'the drag after one released outside does not zoom');
  now = await spot(page, middle);
  near(now.x, left.x - 70, 1, 'only the last drag moved the map, across');
  near(now.y, left.y - 50, 1, 'only the last drag moved the map, down');
  await map(page).getByRole('button', { name: next, exact: true }).click();
  await hideoutChosen(page, next).waitFor();
  assertNoProblems(page);
  await page.close();
});

test('two fingers spread on the map zoom it around the point between them, and one drags it', async () => {
  const page = await newWcTable(browser, ...AT_THE_HIDEOUT);
  const [middle] = await middleCircles(page);
  const at = await spot(page, middle);
  // Each finger where the list puts it, by the browser's touch input.
  const touch = await page.context().newCDPSession(page);
  const fingers = (type, points) =>
    touch.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y], i) => ({ id: i + 1, x, y })),
    });

  // 80 pixels apart, spread to 240: three times larger, the circle between them where it was.
  await fingers('touchStart', [[at.x - 40, at.y], [at.x + 40, at.y]]);
  for (let apart = 48; apart <= 120; apart += 8) {
    await fingers('touchMove', [[at.x - apart, at.y], [at.x + apart, at.y]]);
  }
  await fingers('touchEnd', []);
  const pinched = await shownAfter(page, WHOLE);
  assertShows(pinched, { w: WHOLE.w / 3 }, 'the pinch');
  let now = await spot(page, middle);
  // Each finger moves in turn and the map zooms around the point between them as it is then,
  // so the circle drifts by a few pixels: well inside its radius of some 30.
  near(now.x, at.x, 8, 'the circle between the fingers, across');
  near(now.y, at.y, 8, 'the circle between the fingers, down');
  near(now.r / at.r, 3, 0.06, 'the circle enlarged as the map');

  // One finger moves the map with it.
  const from = now;
  await fingers('touchStart', [[from.x, from.y]]);
  for (let i = 1; i <= 10; i++) await fingers('touchMove', [[from.x + i * 6, from.y + i * 4]]);
  await fingers('touchEnd', []);
  const view = await shownAfter(page, pinched);
  assert.equal(view.w, pinched.w, 'one finger does not zoom');
  now = await spot(page, middle);
  near(now.x, from.x + 60, 1, 'the circle followed the finger across');
  near(now.y, from.y + 40, 1, 'the circle followed the finger down');
  await touch.detach();
  assertNoProblems(page);
  await page.close();
});

// ---- The replay link ----

test('a finished game shared as a replay link opens in another browser and steps to the same end', async () => {
  const page = await newWcTable(browser, [
    { name: 'Jack bot', kind: 'random' },
    { name: 'Lestrade', kind: 'random' },
  ], { seed: 7 });
  await gameOver(page).waitFor({ timeout: 120_000 });
  const result = await resultText(page);
  const night = await status(page).getByRole('listitem').allInnerTexts();
  const record = await lastRecord(page);
  assert.equal(record.game.game, 'letters-from-whitechapel');
  const total = record.game.answers.length;
  assert.ok(total > 10, `${total} answers`);

  // The replay from the top bar shares the game: its link shown, then copied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(browser.baseUrl).origin,
  });
  await clickBarButton(page, 'Replay');
  await position(page).waitFor();
  await replayBar(page).getByRole('button', { name: 'Share a replay link', exact: true }).click();
  const field = replayBar(page).getByRole('textbox', { name: 'Replay link', exact: true });
  await field.waitFor();
  const link = await field.inputValue();
  assert.ok(link.startsWith(`${browser.baseUrl}#replay=`), link.slice(0, 80));
  assert.match(link.split('#replay=')[1], /^[A-Za-z0-9_-]+$/, 'URL-safe');
  assert.deepEqual(recordIn(link), record, 'the link carries the game as it was saved');
  await replayBar(page).getByRole('button', { name: 'Copy the link', exact: true }).click();
  await replayBar(page).getByRole('status').getByText('Copied.', { exact: true }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, link);
  console.log(`# replay link of a game of Letters from Whitechapel of ${total} answers: ${link.length} characters`);
  assertNoProblems(page);
  await page.close();

  // Another browser with nothing stored: the link alone carries the game.
  const other = await launch();
  try {
    const viewer = await openPage(other.context, copied);
    await position(viewer).waitFor();
    assert.equal(await position(viewer).textContent(), `Move 0 of ${total}`);
    assert.ok(await step(viewer, 'Start').isDisabled());
    assert.ok(await step(viewer, 'Back').isDisabled());
    assert.equal(await gameOver(viewer).count(), 0);
    await map(viewer).waitFor();
    // Answer by answer to the end: each step shows the next point, then the result.
    for (let at = 1; at <= total; at++) {
      await step(viewer, 'Forward').click();
      await position(viewer).getByText(`Move ${at} of ${total}`, { exact: true }).waitFor();
    }
    await gameOver(viewer).waitFor();
    assert.ok(await step(viewer, 'Forward').isDisabled());
    assert.ok(await step(viewer, 'End').isDisabled());
    assert.deepEqual(await resultText(viewer), result);
    assert.deepEqual(await status(viewer).getByRole('listitem').allInnerTexts(), night);
    // Whoever opens the link plays no side: the status line says they are watching.
    assert.ok(await status(viewer).getByText('You are watching', { exact: true }).isVisible());
    assert.equal(await viewer.getByText(/^You play /).count(), 0);
    await screenshot(viewer, 'whitechapel-replay-link-end-desktop');
    // Back one answer, the result is gone; End, it is back; Start, the game's beginning.
    await step(viewer, 'Back').click();
    await position(viewer).getByText(`Move ${total - 1} of ${total}`, { exact: true }).waitFor();
    assert.equal(await gameOver(viewer).count(), 0);
    await step(viewer, 'End').click();
    await gameOver(viewer).waitFor();
    await step(viewer, 'Start').click();
    await position(viewer).getByText(`Move 0 of ${total}`, { exact: true }).waitFor();
    const stored = await viewer.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.game.')));
    assert.deepEqual(stored, [], 'watching a link keeps no game');
    await viewer.getByRole('button', { name: 'Close the replay', exact: true }).click();
    await viewer.getByRole('heading', { name: 'New game' }).waitFor();
    assert.equal(new URL(viewer.url()).hash, '', 'the link is gone from the address');
    assertNoProblems(viewer);
    await viewer.close();
  } finally {
    await other.close();
  }
});
