// Entry point: `/` and `/ABCD` open the phone client, `/tv/ABCD` the TV screen, `/n/ABCD` a
// game night's page and `/n/ABCD/recap` its recap (js/night/), `/trust` the page that installs a
// home server's certificate (js/trust-page.js). Loads only
// the page's own language table and, on the TV, the TV's style sheet. The app is imported
// statically: built, the join path is one file (scripts/web-build.mjs); the night pages load on demand.

import { isLanguage, loadLanguage, pickLanguage } from './i18n.js';
import { codeFromPath, isTvPath, seatStore } from './seat-store.js';
import { settingsStore, themeAttribute } from './settings.js';
import { avatarStore } from './avatars.js';
import { nightRoute } from './night/route.js';
import { styleHref } from './styles.js';
import { createApp } from './app.js';
import { deviceId } from './device-id.js';
import { modInviteFrom } from './moderation/invite-link.js';

const store = seatStore(localStorage, (bytes) => crypto.getRandomValues(bytes));
const saved = store.language();
const wanted = new URLSearchParams(location.search).get('lang');
const lang = isLanguage(wanted) ? wanted : isLanguage(saved) ? saved : pickLanguage(navigator.languages ?? [navigator.language]);
if (isLanguage(wanted)) store.saveLanguage(wanted);
const path = location.pathname;
const tv = isTvPath(path);
if (tv) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: styleHref('/css/tv.css') }));

const settings = settingsStore(localStorage);
const avatars = avatarStore(localStorage, Math.random);

const night = nightRoute(path, location.search);
if (path === '/trust') {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: styleHref('/css/night.css') })); // its buttons
  Promise.all([loadLanguage(lang), import('./trust-page.js')]).then(([table, { createTrustPage }]) => {
    createTrustPage({ root: document.getElementById('app'), lang, table }).start();
  });
} else if (night) {
  const theme = themeAttribute(settings.get());
  if (theme) document.documentElement.dataset.theme = theme;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: styleHref('/css/night.css') }));
  const page = night.page === 'recap' ? import('./night/recap.js').then((m) => m.createRecapPage) : import('./night/page.js').then((m) => m.createNightPage);
  Promise.all([loadLanguage(lang), page]).then(([table, create]) => {
    create({ root: document.getElementById('app'), route: night, store, lang, table }).start();
  });
} else {
  // The language table and the WebSocket's welcome come side by side.
  const autoJoin = new URLSearchParams(location.search).has('join'); // from a night's page: join at once with the saved name
  // This browser's device id (sent on every join, for bans by device) and a moderator's invitation (`/ABCD#mod=…`).
  const device = deviceId(localStorage, (bytes) => crypto.getRandomValues(bytes));
  const modInvite = modInviteFrom(path, location.hash);
  createApp({ root: document.getElementById('app'), tv, code: codeFromPath(path), autoJoin, store, settings, avatars, lang, table: loadLanguage(lang), device, modInvite }).start();
}
