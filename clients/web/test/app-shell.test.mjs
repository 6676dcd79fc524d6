// The page as an app (pure parts): the built style sheets' names, when the screen is kept on and
// how, what HTTPS would add, the reload after a version change, and the app's strings.
import assert from 'node:assert/strict';
import test from 'node:test';
import { parseStyleMap } from '../js/styles.js';
import { createWake, wakeMethod, wakeWanted } from '../js/wake.js';
import { httpsWouldAdd, isBuilt, loadPart, registerServiceWorker } from '../js/install.js';
import webApp from '../js/locales/web-app.js';

test('the built page maps source style sheets to hashed ones; the source page maps none', () => {
  const map = parseStyleMap('/css/tv.css=/assets/tv-AB12.css  /css/night.css=/assets/night-CD34.css');
  assert.equal(map.get('/css/tv.css'), '/assets/tv-AB12.css');
  assert.equal(map.get('/css/night.css'), '/assets/night-CD34.css');
  assert.equal(parseStyleMap(undefined).size, 0);
  assert.equal(parseStyleMap('garbage').size, 0);
});

test('the screen stays on during a game on a phone and always on the TV', () => {
  const room = { code: 'ABCD' };
  assert.equal(wakeWanted({ room, game: null }, false), false);
  for (const phase of ['countdown', 'round', 'round_over', 'voting', 'clues', 'results']) {
    assert.equal(wakeWanted({ room, game: { phase } }, false), true, phase);
  }
  assert.equal(wakeWanted({ room, game: { phase: 'over' } }, false), false);
  assert.equal(wakeWanted({ room: null, game: null }, true), true);
  assert.equal(wakeWanted({}, false), false);
});

test('the Wake Lock API where there is one, a silent video elsewhere (plain HTTP)', () => {
  assert.equal(wakeMethod({ wakeLock: { request() {} } }), 'lock');
  assert.equal(wakeMethod({}), 'video');
  assert.equal(wakeMethod(undefined), 'video');
});

/** A document with listeners, a visibility state and elements that record what happens to them. */
function fakeDocument() {
  const listeners = {};
  const doc = {
    visibilityState: 'visible',
    body: { children: [], append(el) { this.children.push(el); } },
    addEventListener(type, fn) { (listeners[type] ??= []).push(fn); },
    fire(type) { for (const fn of listeners[type] ?? []) fn(); },
    createElement(tag) {
      return {
        tag, attrs: {}, children: [], paused: true, plays: 0,
        setAttribute(k, v) { this.attrs[k] = v; },
        append(c) { this.children.push(c); },
        play() { this.plays += 1; this.paused = false; return Promise.resolve(); },
        pause() { this.paused = true; },
      };
    },
  };
  return doc;
}

test('a wake lock is asked for when a game starts, let go when it ends, asked again when the page is visible again', async () => {
  const asked = [];
  const sentinels = [];
  const nav = {
    wakeLock: {
      request(type) {
        asked.push(type);
        const s = { released: false, handlers: [], addEventListener(t, fn) { this.handlers.push(fn); }, release() { this.released = true; return Promise.resolve(); } };
        sentinels.push(s);
        return Promise.resolve(s);
      },
    },
  };
  const doc = fakeDocument();
  const wake = createWake({ nav, doc });
  assert.equal(wake.method, 'lock');
  wake.set(true);
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(asked, ['screen']);
  assert.equal(wake.active, true);
  // Hidden: the browser releases the lock; visible again: asked again.
  doc.visibilityState = 'hidden';
  sentinels[0].handlers.forEach((fn) => fn());
  assert.equal(wake.active, false);
  doc.visibilityState = 'visible';
  doc.fire('visibilitychange');
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(asked.length, 2);
  assert.equal(wake.active, true);
  wake.set(false);
  assert.equal(sentinels[1].released, true);
  assert.equal(wake.active, false);
});

test('without the API a muted, looping, inline video plays while wanted and pauses after', () => {
  const doc = fakeDocument();
  const wake = createWake({ nav: {}, doc });
  assert.equal(wake.method, 'video');
  wake.set(true);
  const video = doc.body.children[0];
  assert.equal(video.tag, 'video');
  assert.equal(video.muted, true);
  assert.equal(video.loop, true);
  assert.ok('playsinline' in video.attrs && 'muted' in video.attrs);
  assert.deepEqual(video.children.map((s) => s.src), ['/media/awake.webm', '/media/awake.mp4']);
  assert.equal(wake.active, true);
  wake.set(false);
  assert.equal(video.paused, true);
  wake.set(true);
  assert.equal(video.plays, 2);
});

test('HTTPS would add installing, staying awake without a video, motion sensors and copying; nothing on HTTPS', () => {
  assert.deepEqual(httpsWouldAdd({ secure: true }), []);
  assert.deepEqual(httpsWouldAdd({ secure: false }), ['webHttpsInstall', 'webHttpsAwake', 'webHttpsMotion', 'webHttpsCopy']);
});

test('the service worker is registered only by the built page, in a secure context', async () => {
  const registered = [];
  const nav = { serviceWorker: { register: (url, options) => { registered.push([url, options.scope]); return Promise.resolve({}); } } };
  const built = { readyState: 'complete', querySelector: (q) => (q.includes('partyline-build') ? {} : null) };
  const source = { readyState: 'complete', querySelector: () => null };
  assert.equal(isBuilt(built), true);
  assert.equal(await registerServiceWorker({ nav, doc: source, win: { isSecureContext: true } }), null);
  assert.equal(await registerServiceWorker({ nav, doc: built, win: { isSecureContext: false } }), null);
  assert.deepEqual(registered, []);
  await registerServiceWorker({ nav, doc: built, win: { isSecureContext: true } });
  assert.deepEqual(registered, [['/sw.js', '/']]);
});

test('a part whose file is gone (a new version) reloads the page once, not in a loop', async () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v), removeItem: (k) => store.delete(k) };
  let reloads = 0;
  const fail = () => Promise.reject(new Error('404'));
  await assert.rejects(loadPart(fail, { storage, reload: () => { reloads += 1; } }));
  await assert.rejects(loadPart(fail, { storage, reload: () => { reloads += 1; } }));
  assert.equal(reloads, 1);
  assert.equal(await loadPart(() => Promise.resolve('part'), { storage, reload: () => { reloads += 1; } }), 'part');
  assert.equal(store.has('partyline.reloaded'), false);
});

test('the app strings exist in the four languages with the same keys and placeholders', () => {
  const keys = Object.keys(webApp.en).sort();
  for (const lang of ['tr', 'es', 'zh-Hans']) {
    assert.deepEqual(Object.keys(webApp[lang]).sort(), keys, lang);
    for (const key of keys) {
      const marks = (s) => [...s.matchAll(/\{\d\}/g)].map((m) => m[0]).sort().join();
      assert.equal(marks(webApp[lang][key]), marks(webApp.en[key]), `${lang} ${key}`);
    }
  }
});
