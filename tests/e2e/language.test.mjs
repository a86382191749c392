// The language switch: Japanese changes the Decision panel and the cards' texts (card data in
// both languages), is remembered across a reload, and English comes back as it was.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch,
  openFixture,
  assertNoProblems,
  influenceCards,
  clickBarButton,
  barControl,
  closeMoreMenu,
} from './support.mjs';

let browser;
let cards;
before(async () => {
  browser = await launch();
  cards = await influenceCards();
});
after(async () => {
  await browser?.close();
});

/** The Decision region and the hand region in each language. */
const DECISION = { en: 'Decision', ja: '決定' };
const HAND = { en: 'Hand of Bruno', ja: 'Brunoの手札' };
const ABOUT = { en: (n) => `About ${n}`, ja: (n) => `${n}の詳細` };
const CLOSE = { en: 'Close', ja: '閉じる' };

/** Opens a card's details from the hand, reads them and closes them again. */
async function cardDetails(page, lang, card) {
  await page
    .getByRole('region', { name: HAND[lang], exact: true })
    .getByRole('button', { name: ABOUT[lang](card[lang]), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: card[lang], exact: true });
  await dialog.waitFor();
  const text = (await dialog.innerText()).replace(/\s+/g, ' ').trim();
  await dialog.getByRole('button', { name: CLOSE[lang], exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

async function panelText(page, lang) {
  const decision = page.getByRole('region', { name: DECISION[lang], exact: true });
  await decision.waitFor();
  return (await decision.innerText()).replace(/\s+/g, ' ').trim();
}

async function pressed(page) {
  const languages = await barControl(page, 'group', { name: /^(Language|言語)$/ });
  const states = {
    en: await languages.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'),
    ja: await languages.getByRole('button', { name: '日本語' }).getAttribute('aria-pressed'),
  };
  await closeMoreMenu(page);
  return states;
}

test('switching to Japanese changes the panel and the cards, is remembered, and switches back', async () => {
  // Bruno, the only person, decides: no hand-off, and the bots wait for him.
  const page = await openFixture(
    browser,
    'commission-multi-target.json',
    'language',
    ['Anna', 'Bruno', 'Carla'],
    ['bot', 'human', 'bot'],
  );
  const card = cards.find((c) => c.id === 'another-d-a-dead');

  const english = await panelText(page, 'en');
  assert.match(english, /Bruno: play an influence card or pass/);
  const englishCard = await cardDetails(page, 'en', card);
  assert.ok(englishCard.includes(card.text.en), englishCard);
  assert.deepEqual(await pressed(page), { en: 'true', ja: 'false' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');

  await clickBarButton(page, '日本語');
  const japanese = await panelText(page, 'ja');
  assert.notEqual(japanese, english);
  assert.match(japanese, /Bruno：影響力カードをプレイするか、パスする/);
  assert.ok(japanese.includes(card.ja), 'the card choice is named in Japanese');
  assert.ok(!japanese.includes(card.en));
  const japaneseCard = await cardDetails(page, 'ja', card);
  assert.ok(japaneseCard.includes(card.text.ja), japaneseCard);
  assert.ok(!japaneseCard.includes(card.text.en));
  assert.deepEqual(await pressed(page), { en: 'false', ja: 'true' });
  assert.equal(
    await page.evaluate(() => document.documentElement.lang),
    'ja',
    'the page tells the browser (and screen readers) it is now in Japanese',
  );

  // Back to English, as it was.
  await clickBarButton(page, 'English');
  assert.equal(await panelText(page, 'en'), english);
  assert.equal(await cardDetails(page, 'en', card), englishCard);
  assert.deepEqual(await pressed(page), { en: 'true', ja: 'false' });

  // Japanese again, then a reload: the choice is remembered.
  await clickBarButton(page, '日本語');
  assert.equal(await panelText(page, 'ja'), japanese);
  assert.equal(
    await page.evaluate(() => localStorage.getItem('nothing-personal.language')),
    '"ja"',
    'the choice is stored',
  );
  await page.reload();
  await page.getByRole('region', { name: /^(Decision|決定)$/ }).waitFor();
  assert.deepEqual(await pressed(page), { en: 'false', ja: 'true' }, 'Japanese is chosen after a reload');
  assert.equal(await panelText(page, 'ja'), japanese);
  assert.equal(await cardDetails(page, 'ja', card), japaneseCard);

  // English after a reload too.
  await clickBarButton(page, 'English');
  await page.reload();
  await page.getByRole('region', { name: /^(Decision|決定)$/ }).waitFor();
  assert.equal(await panelText(page, 'en'), english);
  assertNoProblems(page);
  await page.close();
});
