// Entry point: `/` and `/ABCD` open the phone client, `/tv/ABCD` the TV screen.

import { createApp } from './app.js';
import { pickLanguage, LANGUAGES } from './i18n.js';
import { codeFromPath, isTvPath, seatStore } from './seat-store.js';
import { settingsStore } from './settings.js';
import { avatarStore } from './avatars.js';

const store = seatStore(localStorage, (bytes) => crypto.getRandomValues(bytes));
const saved = store.language();
const params = new URLSearchParams(location.search);
const wanted = params.get('lang');
const lang = wanted in LANGUAGES ? wanted : saved in LANGUAGES ? saved : pickLanguage(navigator.languages ?? [navigator.language]);
if (wanted in LANGUAGES) store.saveLanguage(wanted);
const path = location.pathname;

const settings = settingsStore(localStorage);
const avatars = avatarStore(localStorage, Math.random);

createApp({ root: document.getElementById('app'), tv: isTvPath(path), code: codeFromPath(path), store, settings, avatars, lang }).start();
