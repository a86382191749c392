// The README's picture of a game in progress (docs/screenshot.png), taken anew by every run so
// it shows the page as it is: a game of Nothing Personal resumed from a saved game cut at a
// decision, at 1280 × 800, the person to decide holding the device.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, openFixture, assertNoProblems, panel, root } from './support.mjs';
import { handTo } from './players.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the README shows a game in progress', async () => {
  const page = await openFixture(browser, 'make-a-move.json', 'readme', ['Anna', 'Bruno', 'Carla']);
  const heading = (await page.getByRole('heading', { name: /^Pass the device to / }).textContent()).trim();
  await handTo(page, heading.replace('Pass the device to ', ''));
  await panel(page).waitFor();
  assert.ok(await page.getByRole('region', { name: /^Hand of / }).isVisible());
  await page.screenshot({ path: join(root, 'docs', 'screenshot.png') });
  assertNoProblems(page);
});
