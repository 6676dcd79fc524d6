// Interface languages: English, Turkish, Spanish and Simplified Chinese, picked from the
// browser and switchable. `{0}`, `{1}`... in a string are replaced by arguments.

import en from './locales/en.js';
import tr from './locales/tr.js';
import es from './locales/es.js';
import zhHans from './locales/zh-Hans.js';
import webPlay from './locales/web-play.js';

/** The tables by language tag. */
export const LANGUAGES = { en, tr, es, 'zh-Hans': zhHans };

/** Names of the languages in themselves, for the picker. */
export const LANGUAGE_NAMES = { en: 'English', tr: 'Türkçe', es: 'Español', 'zh-Hans': '简体中文' };

/** The supported language for browser tags like `tr-TR`, `zh-CN`, `es-419` (English otherwise). */
export function pickLanguage(tags) {
  for (const tag of tags ?? []) {
    const t = String(tag).toLowerCase();
    if (t.startsWith('zh')) return 'zh-Hans';
    const base = t.split('-')[0];
    if (base in LANGUAGES) return base;
  }
  return 'en';
}

/** Strings added by the games (js/games/<id>/strings.js) and other modules, by language. */
const ADDED = { en: {}, tr: {}, es: {}, 'zh-Hans': {} };

/** Add tables {en: {...}, tr: {...}, ...} of keys that are not in js/locales/. */
export function addStrings(tables) {
  for (const [lang, table] of Object.entries(tables ?? {})) Object.assign(ADDED[lang] ??= {}, table);
}

addStrings(webPlay);

/** A translate function for `lang`: t(key, ...args), falling back to English, then the key. */
export function translator(lang) {
  const table = LANGUAGES[lang] ?? en;
  const added = ADDED[lang] ?? ADDED.en;
  return (key, ...args) => {
    let s = table[key] ?? added[key] ?? en[key] ?? ADDED.en[key] ?? key;
    args.forEach((a, i) => { s = s.split(`{${i}}`).join(String(a)); });
    return s;
  };
}

const CATEGORY_KEYS = {
  animals: 'webCatAnimals', food: 'webCatFood', sports: 'webCatSports', technology: 'webCatTechnology', music: 'webCatMusic',
  nature: 'webCatNature', mixed: 'webCatMixed', superpowers: 'webCatSuperpowers', lifestyle: 'webCatLifestyle', silly: 'webCatSilly',
  philosophical: 'webCatPhilosophical', daily_life: 'webCatDailyLife', fantasy: 'webCatFantasy', custom: 'webCatCustom',
};

/** The key naming a category (the id itself for unknown ones). */
export function categoryKey(id) {
  return CATEGORY_KEYS[id] ?? id;
}

const ERROR_KEYS = {
  room_not_found: 'webErrRoomNotFound', name_taken: 'webErrNameTaken', room_locked: 'webErrRoomLocked', room_full: 'webErrRoomFull',
  invalid_token: 'webErrInvalidToken', not_allowed: 'webErrNotAllowed', not_host: 'webErrNotHost', not_your_turn: 'webErrNotYourTurn',
  dice_rolling: 'webErrDiceRolling', wrong_phase: 'webErrWrongPhase', rate_limited: 'webErrRateLimited', not_in_room: 'sysNotInRoom', limit_reached: 'webErrLimitReached',
  server_shutting_down: 'webErrShuttingDown', server_full: 'webErrServerFull',
};

/** A human sentence for an error frame {code, message}. */
export function errorText(t, error) {
  const key = ERROR_KEYS[error?.code];
  if (key) return t(key);
  return t('webErrGeneric', error?.message ?? error?.code ?? '?');
}
