// The page runs under a strict Content Security Policy (no 'unsafe-inline', no 'unsafe-eval'),
// written by the build with the hash of Trunk's inline loader. Every browser test fails on a
// violation; this one shows that the policy is there and that it does refuse what it must.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, assertNoProblems } from './support.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the page carries a strict policy, and an injected inline script does not run', async () => {
  const page = await openPage(browser.context, browser.baseUrl);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  const policy = await page.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '',
  );
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  assert.match(policy, /style-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/);
  assertNoProblems(page);

  // What the policy is for: markup that slipped in cannot run a script or set a style.
  const refused = await page.evaluate(async () => {
    const seen = [];
    document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const styled = document.createElement('p');
    styled.setAttribute('style', 'color: red');
    document.body.append(styled);
    await new Promise((ok) => setTimeout(ok, 50));
    return { ran: window.__injected === true, seen, colour: getComputedStyle(styled).color };
  });
  assert.equal(refused.ran, false, 'an inline script ran');
  assert.ok(refused.seen.some((d) => d.startsWith('script-src')), refused.seen.join(', '));
  assert.ok(refused.seen.some((d) => d.startsWith('style-src')), refused.seen.join(', '));
  assert.notEqual(refused.colour, 'rgb(255, 0, 0)');
  await page.close();
});
