import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, errorText, pickLanguage, translator } from '../js/i18n.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const swiftKeys = new Set(readFileSync(join(root, 'Sources/PartyTerminal/L10nKey.swift'), 'utf8')
  .match(/case [^\n]+/g).flatMap((line) => line.slice(5).split(',').map((k) => k.trim())));

function swiftTable(name) {
  const src = readFileSync(join(root, `Sources/PartyTerminal/Localization+${name}.swift`), 'utf8');
  const out = {};
  for (const m of src.matchAll(/\.(\w+):\s*"((?:[^"\\]|\\.)*)"/g)) out[m[1]] = JSON.parse(`"${m[2]}"`);
  return out;
}

const placeholders = (s) => [...s.matchAll(/\{\d\}/g)].map((m) => m[0]).sort().join();

test('every language has the same keys and the same placeholders as English', () => {
  const en = LANGUAGES.en;
  for (const [lang, table] of Object.entries(LANGUAGES)) {
    assert.deepEqual(Object.keys(table).sort(), Object.keys(en).sort(), lang);
    for (const k of Object.keys(en)) assert.equal(placeholders(table[k]), placeholders(en[k]), `${lang}.${k}`);
  }
});

test('keys are the terminal client\'s where they overlap; web-only keys say so', () => {
  for (const k of Object.keys(LANGUAGES.en)) {
    assert.ok(swiftKeys.has(k) || k.startsWith('web'), `${k} is neither a terminal key nor web-only`);
    assert.ok(!(k.startsWith('web') && swiftKeys.has(k)), k);
  }
});

test('shared keys keep the terminal client\'s wording in every language', () => {
  const names = { en: 'English', tr: 'Turkish', es: 'Spanish', 'zh-Hans': 'Chinese' };
  for (const [lang, name] of Object.entries(names)) {
    const swift = swiftTable(name);
    for (const [k, v] of Object.entries(LANGUAGES[lang])) if (swiftKeys.has(k)) assert.equal(v, swift[k], `${lang}.${k}`);
  }
});

test('the browser language picks the table', () => {
  assert.equal(pickLanguage(['tr-TR', 'en']), 'tr');
  assert.equal(pickLanguage(['zh-CN']), 'zh-Hans');
  assert.equal(pickLanguage(['es-419']), 'es');
  assert.equal(pickLanguage(['fr-FR', 'de']), 'en');
  assert.equal(pickLanguage([]), 'en');
});

test('arguments fill placeholders; unknown keys fall back', () => {
  const t = translator('es');
  assert.equal(t('wyrVotes', 2, 4), LANGUAGES.es.wyrVotes.replace('{0}', '2').replace('{1}', '4'));
  assert.equal(t('noSuchKey'), 'noSuchKey');
  assert.equal(errorText(translator('en'), { code: 'name_taken' }), 'That name is taken in this room.');
  assert.equal(errorText(translator('en'), { code: 'new_code', message: 'boom' }), 'Something went wrong: boom');
});

test('the web-play strings (avatars, settings, how to play, wheels, shake) exist in every language', async () => {
  const { default: people } = await import('../js/locales/web-play.js');
  for (const lang of Object.keys(LANGUAGES)) {
    assert.deepEqual(Object.keys(people[lang]).sort(), Object.keys(people.en).sort(), lang);
    for (const k of Object.keys(people.en)) assert.ok(k.startsWith('web'), k);
  }
  assert.equal(translator('es')('webSettings'), 'Ajustes');
});
