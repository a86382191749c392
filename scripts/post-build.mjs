// Trunk's post-build hook (Trunk.toml): the page's WebAssembly in its parts (page-build.mjs), the
// style sheets kept for the parts the start screen does not show (later-styles.mjs), the page's
// Content Security Policy and the origins that may command the embedded game
// (NP_COMMAND_ORIGINS), then the service worker over the finished files, in the staging
// directory Trunk names in TRUNK_STAGING_DIR.

import { writeCommandOrigins } from './command-origins.mjs';
import { deferStyles } from './later-styles.mjs';
import { writePolicy } from './content-security-policy.mjs';
import { buildPage } from './page-build.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: this script runs as a Trunk hook');
await buildPage(dir, process.env.TRUNK_PROFILE === 'release');
deferStyles(dir);
writePolicy(dir);
writeCommandOrigins(dir, process.env.NP_COMMAND_ORIGINS);
writeServiceWorker(dir);
