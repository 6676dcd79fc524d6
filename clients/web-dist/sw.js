// The service worker: the app shell offline, and one version of the client at a time.
// scripts/web-build.mjs fills BUILD in the built copy (clients/web-dist/sw.js): the version (a hash
// of every built file) and the shell (the page, its join path, the language tables, the icons).
// Pages register it only when served built (js/install.js); the source has an empty shell.
//
// - Pages (navigations) come from the network, so a new partyd's page is used on the next load;
//   without network, the cached page of this version (the join screen, which says it is offline
//   and reconnects by itself).
// - Files under /assets/ are content-hashed and never change: from this version's cache, else the
//   network. A new version's worker caches its whole shell before it takes over, then deletes the
//   older caches: a cache always holds one version's page with that version's files, never a mix.
// - Everything else (/ws, /qr, /api, /n/CODE.ics...) is not touched.

const BUILD = {"version":"a5d751e0a26cdc00","shell":["/","/assets/main-F5HOHLYN.js","/assets/chunk-EWIDQ6TP.js","/assets/style-NXKDSYOO.css","/assets/en-LFK6Y56Z.js","/assets/es-T5JSEEUF.js","/assets/tr-FZN42NUO.js","/assets/zh-Hans-X2WX3WDA.js","/favicon.svg","/icons/icon-192.png","/manifest.webmanifest"]};
const CACHE = `partyline-${BUILD.version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(BUILD.shell)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('partyline-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match('/'))
      .then((page) => page ?? Response.error())));
  } else if (url.pathname.startsWith('/assets/') || BUILD.shell.includes(url.pathname)) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(request, { ignoreVary: true }))
      .then((hit) => hit ?? fetch(request)));
  }
});
