#!/usr/bin/env node
// Builds the web client partyd serves (clients/web-dist) from its source (clients/web) with
// Debian's esbuild: the join path as one minified module (plus its language table), each lazily
// loaded part (the room and TV screens, every game's screens, the night pages, each language) as
// its own file (code splitting), the style sheets minified, every one of them under a
// content-hashed name in assets/ (served `immutable`); index.html, sw.js and the manifest keep
// their names (served with revalidation). Text files get a gzip twin (NAME.gz) when it is smaller.
//
//   node scripts/web-build.mjs            write clients/web-dist (scripts/embed-web.sh runs this)
//   node scripts/web-build.mjs --check    build into a temporary folder and compare it with the
//                                         committed clients/web-dist; never writes in the checkout.
//                                         Exit 1 when they differ or esbuild is missing.
//   node scripts/web-build.mjs --out DIR  build into DIR instead
//
// The same source gives the same bytes: esbuild's output and hashes depend on the content only
// (the source is copied to a temporary folder first, so not on the checkout's path either).
// esbuild 0.17 puts a module in a chunk by the set of entry points that reach it, so a module
// shared by the join path and a lazy part would fall in a small chunk of its own; the build
// injects one import of the join path (`js/join-path.js`, written into the copy) into every
// module, so the whole join path is one chunk that every lazy part imports.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'clients', 'web');
const DIST = join(ROOT, 'clients', 'web-dist');
/** Extensions that get a gzip twin. */
const TEXT = /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/;
/** The unhashed files the service worker keeps for the page offline (the icon the tab shows, the manifest). */
const SHELL_STATICS = ['/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest'];
/** What is never copied into the build: tests, docs, the modules and styles esbuild bundles. */
const SKIP = (rel) => rel.startsWith('test/') || rel.startsWith('js/') || rel.startsWith('css/') || rel.endsWith('.md')
  || rel.split('/').some((part) => part.startsWith('.') || part === 'node_modules');

/** The esbuild program: `$ESBUILD`, else `esbuild` on the PATH (Debian's package). */
export function esbuildPath() {
  const wanted = process.env.ESBUILD || 'esbuild';
  try {
    execFileSync(wanted, ['--version'], { stdio: 'pipe' });
    return wanted;
  } catch {
    return null;
  }
}

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
export function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out.sort();
}

/** The modules a page imports statically from `file` (`./x.js` and `../y.js` specifiers). */
export function staticImports(source) {
  return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm)]
    .map((m) => m[1] ?? m[2]);
}

/** The join path's hub: the app and everything main.js imports itself. */
export function joinPathModule(mainSource) {
  const imports = ['./app.js', ...staticImports(mainSource)].filter((v, i, all) => all.indexOf(v) === i);
  return `// Written by scripts/web-build.mjs into its copy of the source: the join path, one chunk.\n${imports.map((i) => `import '${i}';`).join('\n')}\n`;
}

function run(esbuild, cwd, args) {
  execFileSync(esbuild, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** index.html as built: the page's style sheets as one, the entry and its chunks hashed, the map of the other style sheets. */
export function builtIndex(html, { joinCss, entry, preloads, styles, version }) {
  let out = html.replace(/\s*<!-- modulepreload:[\s\S]*?<!-- \/modulepreload -->/, '');
  const links = [...out.matchAll(/\s*<link rel="stylesheet" href="[^"]+">/g)];
  links.forEach((m, i) => { out = out.replace(m[0], i === 0 ? `\n  <link rel="stylesheet" href="${joinCss}">` : ''); });
  const head = [
    `<meta name="partyline-build" content="${version}">`,
    `<meta name="partyline-styles" content="${styles.map(([from, to]) => `${from}=${to}`).join(' ')}">`,
    ...preloads.map((p) => `<link rel="modulepreload" href="${p}">`),
    `<script type="module" src="${entry}"></script>`,
  ].map((l) => `  ${l}`).join('\n');
  return out.replace(/\s*<script type="module" src="\/js\/main\.js"><\/script>/, `\n${head}`);
}

/** Builds the client from `source` into `out` (emptied first) with `esbuild`. */
export function build(esbuild, source = SOURCE, out = DIST) {
  const work = mkdtempSync(join(tmpdir(), 'partyline-web-build-'));
  try {
    const src = join(work, 'src');
    cpSync(source, src, { recursive: true, filter: (p) => !relative(source, p).split(sep).some((x) => x === 'test' || x === 'node_modules') });
    writeFileSync(join(src, 'js', 'join-path.js'), joinPathModule(readFileSync(join(src, 'js', 'main.js'), 'utf8')));
    const assets = join(work, 'out', 'assets');
    const common = ['--bundle', '--minify', '--charset=utf8', '--legal-comments=none', '--log-level=warning', `--outdir=${assets}`];
    run(esbuild, src, ['js/main.js', ...common, '--splitting', '--format=esm', '--target=es2020', '--inject:js/join-path.js',
      '--entry-names=[name]-[hash]', '--chunk-names=[name]-[hash]', `--metafile=${join(work, 'js.json')}`]);
    // The page's own style sheets (index.html's links) as one; every other sheet on its own.
    const html = readFileSync(join(src, 'index.html'), 'utf8');
    const pageSheets = [...html.matchAll(/<link rel="stylesheet" href="\/(css\/[^"]+)">/g)].map((m) => m[1]);
    writeFileSync(join(src, 'css', 'style.css'), pageSheets.map((s) => `@import "./${s.slice(4)}";`).join('\n') + '\n');
    const others = listFiles(join(src, 'css')).filter((f) => f.endsWith('.css') && f !== 'style.css' && !pageSheets.includes(`css/${f}`));
    run(esbuild, src, ['css/style.css', ...others.map((f) => `css/${f}`), ...common, '--entry-names=[name]-[hash]', `--metafile=${join(work, 'css.json')}`]);

    const named = (metafile) => Object.entries(JSON.parse(readFileSync(join(work, metafile), 'utf8')).outputs)
      .map(([file, o]) => ({ url: `/assets/${file.split('/').pop()}`, entry: o.entryPoint, imports: o.imports ?? [] }));
    const js = named('js.json');
    const css = named('css.json');
    const main = js.find((o) => o.entry === 'js/main.js');
    const preloads = main.imports.filter((i) => i.kind === 'import-statement').map((i) => `/assets/${i.path.split('/').pop()}`);
    const joinCss = css.find((o) => o.entry === 'css/style.css').url;
    const styles = css.filter((o) => o.entry !== 'css/style.css').map((o) => [`/${o.entry}`, o.url]).sort();
    const locales = js.filter((o) => /^js\/locales\/(en|tr|es|zh-Hans)\.js$/.test(o.entry ?? '')).map((o) => o.url).sort();

    // Static files as they are (icons, the manifest, the wake-up video...).
    const dist = join(work, 'out');
    for (const rel of listFiles(src).filter((r) => !SKIP(r) && r !== 'index.html' && r !== 'sw.js')) {
      mkdirSync(dirname(join(dist, rel)), { recursive: true });
      cpSync(join(src, rel), join(dist, rel));
    }
    // The version names every file's content: a new client is a new service worker (sw.js).
    const hash = createHash('sha256');
    for (const rel of listFiles(dist)) hash.update(rel).update('\0').update(readFileSync(join(dist, rel))).update('\0');
    hash.update(readFileSync(join(src, 'sw.js'))).update(SHELL_STATICS.join('\0'));
    const version = hash.digest('hex').slice(0, 16);
    const statics = listFiles(dist).filter((r) => !r.startsWith('assets/')).map((r) => `/${r}`);
    const index = builtIndex(html, { joinCss, entry: main.url, preloads, styles, version });
    writeFileSync(join(dist, 'index.html'), index);
    // The service worker's shell: the page, its join path, every language, the icon and the manifest.
    const shell = ['/', main.url, ...preloads, joinCss, ...locales, ...SHELL_STATICS.filter((f) => statics.includes(f))];
    const sw = readFileSync(join(src, 'sw.js'), 'utf8')
      .replace(/^const BUILD = .*$/m, `const BUILD = ${JSON.stringify({ version, shell })};`);
    writeFileSync(join(dist, 'sw.js'), sw);
    for (const rel of listFiles(dist)) {
      if (!TEXT.test(rel)) continue;
      const body = readFileSync(join(dist, rel));
      const gz = gzipSync(body, { level: 9 });
      if (gz.length < body.length) writeFileSync(join(dist, `${rel}.gz`), gz);
    }
    rmSync(out, { recursive: true, force: true });
    mkdirSync(dirname(out), { recursive: true });
    cpSync(dist, out, { recursive: true });
    return { version, files: listFiles(out) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The differences between a fresh build `fresh` and the committed `committed` (empty when the same);
 * a gzip twin only has to unzip to its file (zlib versions may compress differently). */
export function compare(fresh, committed) {
  const a = listFiles(fresh);
  const b = listFiles(committed);
  const problems = [];
  for (const f of a) if (!b.includes(f)) problems.push(`missing: ${f}`);
  for (const f of b) if (!a.includes(f)) problems.push(`stale, not built any more: ${f}`);
  for (const f of a.filter((x) => b.includes(x))) {
    const theirs = readFileSync(join(committed, f));
    if (f.endsWith('.gz')) {
      let unzipped = null;
      try { unzipped = gunzipSync(theirs); } catch { /* reported below */ }
      const base = join(committed, f.slice(0, -3));
      if (!unzipped || !existsSync(base) || !unzipped.equals(readFileSync(base))) problems.push(`gzip twin does not unzip to its file: ${f}`);
    } else if (!readFileSync(join(fresh, f)).equals(theirs)) problems.push(`differs: ${f}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const esbuild = esbuildPath();
  if (!esbuild) {
    console.error('web-build: esbuild is missing (Debian: apt-get install esbuild; or set ESBUILD)');
    process.exit(1);
  }
  if (args.includes('--check')) {
    const tmp = mkdtempSync(join(tmpdir(), 'partyline-web-check-'));
    try {
      build(esbuild, SOURCE, join(tmp, 'dist'));
      const problems = compare(join(tmp, 'dist'), DIST);
      if (problems.length) {
        console.error(`clients/web-dist is stale (run scripts/embed-web.sh and commit clients/web-dist):\n  ${problems.join('\n  ')}`);
        process.exit(1);
      }
      console.log('clients/web-dist is up to date');
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  } else {
    const at = args.indexOf('--out');
    const out = at >= 0 ? args[at + 1] : DIST;
    const { version, files } = build(esbuild, SOURCE, out);
    console.log(`web-build: ${files.length} files in ${relative(process.cwd(), out) || out}, version ${version}`);
  }
}
