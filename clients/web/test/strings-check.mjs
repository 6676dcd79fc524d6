// One check for every string table of the web client (js/locales/*.js, the games' strings):
// the same keys in every language, the same placeholders, and for a counted string (an object
// of plural forms) exactly the forms Intl.PluralRules names for that language.
import assert from 'node:assert/strict';
import { pluralCategories } from '../js/i18n.js';

/** `{0}`, `{1}`... of a string, sorted. */
export const placeholders = (s) => [...String(s).matchAll(/\{\d\}/g)].map((m) => m[0]).sort().join();

/** Asserts `tables` ({en: {...}, tr: {...}, ...}) agree with English, key by key and form by form. */
export function checkTables(tables, what = 'strings') {
  const en = tables.en;
  for (const [lang, table] of Object.entries(tables)) {
    assert.deepEqual(Object.keys(table).sort(), Object.keys(en).sort(), `${what}: ${lang}`);
    for (const [k, english] of Object.entries(en)) {
      const value = table[k];
      const want = placeholders(typeof english === 'object' ? english.other : english);
      if (typeof english === 'object') {
        assert.equal(typeof value, 'object', `${what}: ${lang}.${k} is counted in English, so it has plural forms`);
        assert.deepEqual(Object.keys(value).sort(), pluralCategories(lang), `${what}: ${lang}.${k}: the forms ${lang} has`);
        for (const [form, s] of Object.entries(value)) assert.equal(placeholders(s), want, `${what}: ${lang}.${k}.${form}`);
      } else {
        assert.equal(typeof value, 'string', `${what}: ${lang}.${k}`);
        assert.equal(placeholders(value), want, `${what}: ${lang}.${k}`);
      }
    }
  }
}
