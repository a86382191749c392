// Takes the style sheets of the parts the start screen never shows (How to play's frame,
// style/guide.css; the coach of Learn to play, style/coach.css) out of the page's head into a
// <template id="later-styles">: the browser fetches nothing in a template, so the start screen
// comes without them, and the page adds each link to the head when its part first opens
// (src/shell/later_styles.rs). The links stay as Trunk wrote them (hashed names, integrity);
// the service worker, written after, still stores the files, so they work offline. Part of the
// post-build hook (post-build.mjs).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The style sheets kept for later, by the name of their file in style/. */
export const LATER_STYLES = ['guide', 'coach', 'whitechapel'];
export const TEMPLATE_ID = 'later-styles';

/** Moves the links of LATER_STYLES in `dir`/index.html into the template. */
export function deferStyles(dir) {
  const file = join(dir, 'index.html');
  let html = readFileSync(file, 'utf8');
  const links = [];
  for (const name of LATER_STYLES) {
    const link = new RegExp(`[ \\t]*<link rel="stylesheet" href="[^"]*/${name}-[0-9a-f]+\\.css"[^>]*>\\n?`);
    const found = html.match(link);
    if (!found) throw new Error(`${file} has no style sheet ${name}-<hash>.css`);
    links.push(found[0].trim());
    html = html.replace(found[0], '');
  }
  const template = `<template id="${TEMPLATE_ID}">${links.join('')}</template>\n  </head>`;
  const withTemplate = html.replace(/\s*<\/head>/, `\n  ${template}`);
  if (withTemplate === html) throw new Error(`no </head> in ${file}`);
  writeFileSync(file, withTemplate);
}
