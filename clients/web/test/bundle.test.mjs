// The built client (scripts/web-build.mjs, run by scripts/embed-web.sh): the same source gives the
// same bytes, and the join path is one module plus one language table. Needs Debian's esbuild;
// skipped without it, except on CI (CI=1), where a missing esbuild fails.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { build, builtIndex, compare, esbuildPath, joinPathModule, listFiles, staticImports } from '../../../scripts/web-build.mjs';

const esbuild = esbuildPath();
const skip = esbuild ? false : process.env.CI ? false : 'esbuild is not installed (apt-get install esbuild)';

test('the build is reproducible: two builds of the same source are byte for byte the same', { skip }, () => {
  assert.ok(esbuild, 'esbuild is required on CI');
  const work = mkdtempSync(join(tmpdir(), 'web-build-test-'));
  try {
    const one = build(esbuild, undefined, join(work, 'one'));
    const two = build(esbuild, undefined, join(work, 'two'));
    assert.equal(one.version, two.version);
    assert.deepEqual(compare(join(work, 'one'), join(work, 'two')), []);
    for (const f of listFiles(join(work, 'one')).filter((x) => x.endsWith('.gz'))) {
      assert.ok(readFileSync(join(work, 'one', f)).equals(readFileSync(join(work, 'two', f))), f);
    }
    // The page loads one script, one chunk it imports (the whole join path) and one style sheet.
    const index = readFileSync(join(work, 'one', 'index.html'), 'utf8');
    assert.equal([...index.matchAll(/<script type="module" src="\/assets\/main-[A-Z0-9]+\.js">/g)].length, 1);
    assert.equal([...index.matchAll(/rel="modulepreload"/g)].length, 1);
    assert.equal([...index.matchAll(/rel="stylesheet"/g)].length, 1);
    const main = readFileSync(join(work, 'one', index.match(/src="\/(assets\/main-[^"]+)"/)[1]), 'utf8');
    assert.equal([...main.matchAll(/from"\.\/[^"]+"/g)].length, 1, 'main imports one chunk');
    // Each language its own file; every lazy part its own file; nothing unhashed in assets/.
    const assets = listFiles(join(work, 'one', 'assets')).filter((f) => !f.endsWith('.gz'));
    for (const lang of ['en', 'tr', 'es', 'zh-Hans']) assert.ok(assets.some((f) => new RegExp(`^${lang}-[A-Z0-9]{8}\\.js$`).test(f)), lang);
    assert.ok(assets.every((f) => /-[A-Z0-9]{8}\.(js|css)$/.test(f)), assets.join());
    const sw = readFileSync(join(work, 'one', 'sw.js'), 'utf8');
    assert.match(sw, new RegExp(`"version":"${one.version}"`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('a stale or tampered build is reported', { skip }, () => {
  const work = mkdtempSync(join(tmpdir(), 'web-build-test-'));
  try {
    build(esbuild, undefined, join(work, 'fresh'));
    build(esbuild, undefined, join(work, 'old'));
    rmSync(join(work, 'old', 'sw.js'));
    assert.deepEqual(compare(join(work, 'fresh'), join(work, 'old')), ['missing: sw.js', 'gzip twin does not unzip to its file: sw.js.gz']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('the built page: one style sheet, the entry and its chunk, the style map', () => {
  const html = '<head>\n  <link rel="stylesheet" href="/css/app.css">\n  <link rel="stylesheet" href="/css/people.css">\n  <script type="module" src="/js/main.js"></script>\n</head>';
  const out = builtIndex(html, { joinCss: '/assets/style-A.css', entry: '/assets/main-B.js', preloads: ['/assets/chunk-C.js'], styles: [['/css/tv.css', '/assets/tv-D.css']], version: 'v1' });
  assert.equal(out, '<head>\n  <link rel="stylesheet" href="/assets/style-A.css">\n  <meta name="partyline-build" content="v1">\n'
    + '  <meta name="partyline-styles" content="/css/tv.css=/assets/tv-D.css">\n  <link rel="modulepreload" href="/assets/chunk-C.js">\n'
    + '  <script type="module" src="/assets/main-B.js"></script>\n</head>');
});

test('the join path module imports the app and whatever main.js imports itself', () => {
  const main = "import { a } from './i18n.js';\nimport './x.js';\nconst lazy = () => import('./night/page.js');\n";
  assert.deepEqual(staticImports(main), ['./i18n.js', './x.js']);
  assert.match(joinPathModule(main), /import '\.\/app\.js';\nimport '\.\/i18n\.js';\nimport '\.\/x\.js';\n$/);
});
