// The page fetches its whole module graph in one round trip: index.html preloads every module
// main.js imports (scripts/web-modulepreload.mjs keeps the list; embed-web.sh runs it), and no
// language table is loaded statically (the page loads only its own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleGraph, withPreloads } from '../../../scripts/web-modulepreload.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

test('index.html preloads exactly the modules main.js imports', () => {
  const html = readFileSync(join(web, 'index.html'), 'utf8');
  assert.equal(withPreloads(html, moduleGraph()), html, 'stale modulepreload list: run scripts/embed-web.sh');
  const listed = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(listed.includes('/js/app.js') && listed.length > 20);
});

test('no language table is imported statically', () => {
  const tables = ['en', 'tr', 'es', 'zh-Hans'].map((l) => `/js/locales/${l}.js`);
  assert.deepEqual(moduleGraph().filter((m) => tables.includes(m)), []);
});

test('every module links: each import names an export that exists (all but main.js load in Node)', async () => {
  const modules = moduleGraph(['js/app.js', 'js/screens.js', 'js/tv/screen.js']);
  for (const m of modules) await import(`..${m}`);
  assert.ok(modules.length > 40);
});
