// Interface languages: English, Turkish, Spanish and Simplified Chinese, picked from the
// browser and switchable. A page loads only its own language's table (`loadLanguage`), so the
// tables are complete: every language has every key (test/i18n.test.mjs), and a test scans
// the sources and every screen for keys that would show raw. `{0}`, `{1}`... in a string are
// replaced by arguments.

import { errorKey } from './errors.js';
import webPlay from './locales/web-play.js';
import webNightCard from './locales/web-night-card.js';
import webApp from './locales/web-app.js';
import webOperator from './locales/web-operator.js';

/** Names of the languages in themselves, for the picker (the keys are the language tags). */
export const LANGUAGE_NAMES = { en: 'English', tr: 'Türkçe', es: 'Español', 'zh-Hans': '简体中文' };

/** Whether `tag` is one of the interface languages. */
export function isLanguage(tag) {
  return Object.hasOwn(LANGUAGE_NAMES, tag ?? '');
}

/** The supported language for browser tags like `tr-TR`, `zh-CN`, `es-419` (English otherwise). */
export function pickLanguage(tags) {
  for (const tag of tags ?? []) {
    const t = String(tag).toLowerCase();
    if (t.startsWith('zh')) return 'zh-Hans';
    const base = t.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** Each language's table as a module of its own, fetched on demand (named one by one, so a bundler
 * makes one file per language). */
const TABLES = {
  en: () => import('./locales/en.js'),
  tr: () => import('./locales/tr.js'),
  es: () => import('./locales/es.js'),
  'zh-Hans': () => import('./locales/zh-Hans.js'),
};

/** The table of `lang`, fetched on demand (one module per language). */
export async function loadLanguage(lang) {
  const module = await TABLES[isLanguage(lang) ? lang : 'en']();
  return module.default;
}

/** Strings added by the games (js/games/<id>/strings.js) and other modules, by language. */
const ADDED = { en: {}, tr: {}, es: {}, 'zh-Hans': {} };

/** Add tables {en: {...}, tr: {...}, ...} of keys that are not in js/locales/. */
export function addStrings(tables) {
  for (const [lang, table] of Object.entries(tables ?? {})) Object.assign(ADDED[lang] ??= {}, table);
}

addStrings(webPlay);
addStrings(webApp);
addStrings(webOperator);
addStrings(webNightCard); // the rest of the nights' strings load with their screens (js/night/strings.js)

/**
 * A translate function over `lang`'s table (js/locales/) and the strings the games added:
 * t(key, ...args). A missing key shows as itself (the tests keep every key in every language).
 * A string that depends on a count is an object of plural forms ({one, other}, Spanish adds
 * `many`, Chinese has only `other`: the forms `Intl.PluralRules` names for the language); the
 * first argument is the count that picks the form. `t.percent(n)` writes n % as the language
 * does (Turkish "%75", Spanish "75 %").
 */
export function translator(table, lang = 'en') {
  const added = ADDED[lang] ?? ADDED.en;
  const plural = pluralRules(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const t = (key, ...args) => {
    let s = table[key] ?? added[key] ?? key;
    if (s && typeof s === 'object') s = pluralForm(s, plural, args[0]) ?? key;
    args.forEach((a, i) => { s = s.split(`{${i}}`).join(String(a)); });
    return s;
  };
  t.percent = (n) => percent.format((Number(n) || 0) / 100);
  t.lang = lang;
  return t;
}

/** The plural rules of `lang` (English's for a tag the browser does not know). */
function pluralRules(lang) {
  try { return new Intl.PluralRules(lang); } catch { return new Intl.PluralRules('en'); }
}

/** The form of `forms` ({one, other, ...}) for `count`; `other` when the language's form is missing. */
export function pluralForm(forms, rules, count) {
  const n = Number(count);
  return forms[rules.select(Number.isFinite(n) ? n : 0)] ?? forms.other ?? null;
}

/** The plural forms a string of `lang` must have (`Intl.PluralRules`' categories). */
export function pluralCategories(lang) {
  return [...pluralRules(lang).resolvedOptions().pluralCategories].sort();
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

/** A sentence in the interface language for an error frame {code, message}; never the server's English. */
export function errorText(t, error) {
  const { key, args } = errorKey(error);
  return t(key, ...args);
}
