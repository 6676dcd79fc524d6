import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_NAMES, errorText, loadLanguage, pickLanguage, translator } from '../js/i18n.js';
import { errorField, errorKey, offersAudience } from '../js/errors.js';
import { GAMES } from '../js/games/registry.js';
import { genericGame } from '../js/games/generic/index.js';
import { LANGUAGES } from './locales.mjs';
import { checkTables } from './strings-check.mjs';
import '../js/night/strings.js'; // the nights' strings, as their screens add them
import webPlayStrings from '../js/locales/web-play.js';
import webAppStrings from '../js/locales/web-app.js';
import webTrustStrings from '../js/locales/web-trust.js';
import webNightStrings from '../js/locales/web-night.js';
import webNightCardStrings from '../js/locales/web-night-card.js';
import webOperatorStrings from '../js/locales/web-operator.js';
import webModerationStrings from '../js/locales/web-moderation.js';

const { en } = LANGUAGES;
/** The strings the games and js/locales/web-play.js add, by language. */
const GAME_STRINGS = [...GAMES, genericGame('')].map((g) => g.strings ?? {}).concat([webPlayStrings, webAppStrings, webTrustStrings, webNightStrings, webNightCardStrings, webOperatorStrings, webModerationStrings]);
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const swiftKeys = new Set(readFileSync(join(root, 'Sources/PartyTerminal/L10nKey.swift'), 'utf8')
  .match(/case [^\n]+/g).flatMap((line) => line.slice(5).split(',').map((k) => k.trim())));

function swiftTable(name) {
  const src = readFileSync(join(root, `Sources/PartyTerminal/Localization+${name}.swift`), 'utf8');
  const out = {};
  for (const m of src.matchAll(/\.(\w+):\s*"((?:[^"\\]|\\.)*)"/g)) out[m[1]] = JSON.parse(`"${m[2]}"`);
  return out;
}

test('every language has the same keys and the same placeholders as English, and each counted string the plural forms of its language', () => {
  checkTables(LANGUAGES, 'js/locales');
  for (const strings of GAME_STRINGS) checkTables(strings, 'added strings');
});

test('counted strings take the plural form of their language (Intl.PluralRules): "1 player", "2 players", never "1 players"', () => {
  const counted = (lang) => translator(LANGUAGES[lang], lang);
  const en = counted('en');
  assert.equal(en('webPlayers', 1), '1 player');
  assert.equal(en('webPlayers', 2), '2 players');
  assert.equal(en('webPlayers', 0), '0 players');
  assert.equal(en('webVotes', 1), '1 vote');
  assert.equal(en('webRoundOver', 1, 'Ana'), 'Round over (Ana): 1 point');
  assert.equal(en('webNightPoints', 1), '1 pt');
  assert.equal(en('webNightPoints', 3), '3 pts');
  assert.equal(en('webAwardInSyncValue', 1), '1 majority vote');
  assert.equal(en('webRecapGames', 1), 'game');
  const es = counted('es');
  assert.equal(es('webPlayers', 1), '1 jugador');
  assert.equal(es('webPlayers', 4), '4 jugadores');
  assert.equal(es('webVotes', 1000000), '1000000 de votos', 'Spanish says "de" after a million');
  const tr = counted('tr');
  assert.equal(tr('webPlayers', 1), '1 oyuncu');
  assert.equal(tr('webPlayers', 5), '5 oyuncu', 'Turkish keeps the noun singular after a number');
  assert.equal(counted('zh-Hans')('webPlayers', 1), '1 位玩家');
  assert.ok(!/\b1 (players|votes|points|pts)\b/.test([en('webPlayers', 1), en('webVotes', 1), en('webRoundOver', 1, 'x'), en('webNightPoints', 1)].join(' ')));
});

test('percentages are written as each language writes them (Turkish "%75")', () => {
  assert.equal(translator(LANGUAGES.tr, 'tr').percent(75), '%75');
  assert.equal(translator(LANGUAGES.en, 'en').percent(75), '75%');
  assert.equal(translator(LANGUAGES.es, 'es').percent(75), '75\u00a0%');
  assert.equal(translator(LANGUAGES['zh-Hans'], 'zh-Hans').percent(33.3), '33.3%');
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
  const t = translator(LANGUAGES.es);
  assert.equal(t('wyrVotes', 2, 4), LANGUAGES.es.wyrVotes.replace('{0}', '2').replace('{1}', '4'));
  assert.equal(t('noSuchKey'), 'noSuchKey');
  assert.equal(errorText(translator(en), { code: 'name_taken' }), 'That name is taken in this room.');
  assert.equal(errorText(translator(en), { code: 'new_code', message: 'boom' }), 'Something went wrong (new_code).');
});

test('the page loads one language table, the one asked for', async () => {
  assert.deepEqual(Object.keys(LANGUAGE_NAMES).sort(), Object.keys(LANGUAGES).sort());
  for (const [lang, table] of Object.entries(LANGUAGES)) assert.equal(await loadLanguage(lang), table);
  assert.equal(await loadLanguage('fr'), en);
});

/** Every `t('key')`, `t("key")` and key string handed to the translator in the client's sources. */
function keysInSources(dir = join(webDir, 'js')) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) { if (entry.name !== 'locales') out.push(...keysInSources(path)); continue; }
    if (!entry.name.endsWith('.js')) continue;
    const src = readFileSync(path, 'utf8');
    for (const m of src.matchAll(/\bt\(\s*'([A-Za-z][A-Za-z0-9]*)'/g)) out.push([entry.name, m[1]]);
    // keys named in tables and arguments: 'webSomething', 'gopSomething', ...
    for (const m of src.matchAll(/'((?:web|gop|wyr|dice|wheel|coin|sys|conn|err|form)[A-Z][A-Za-z0-9]*)'/g)) out.push([entry.name, m[1]]);
  }
  return out;
}

test('no key in the sources is missing from any language (no raw key can reach the screen)', () => {
  const found = keysInSources();
  assert.ok(found.length > 200, `found ${found.length} keys`);
  for (const [file, key] of found) {
    for (const [lang, table] of Object.entries(LANGUAGES)) {
      const known = Object.hasOwn(table, key) || GAME_STRINGS.some((s) => Object.hasOwn(s[lang] ?? {}, key));
      assert.ok(known, `${file}: ${key} missing in ${lang}`);
    }
  }
});

test('server errors become sentences in each language, never the server\'s English', () => {
  const codes = ['room_not_found', 'name_taken', 'room_locked', 'room_full', 'invalid_token', 'not_allowed', 'not_host', 'not_your_turn',
    'dice_rolling', 'wrong_phase', 'rate_limited', 'not_in_room', 'limit_reached', 'server_shutting_down', 'server_full', 'already_in_room',
    'not_found', 'bad_json', 'unknown_type', 'frame_too_large', 'bad_request', 'maintenance', 'filtered', 'banned'];
  for (const code of codes) {
    const { key } = errorKey({ code, message: 'name: must not be empty' });
    assert.notEqual(key, 'webErrGeneric', code);
    for (const [lang, table] of Object.entries(LANGUAGES)) assert.ok(table[key] ?? webOperatorStrings[lang][key], `${code} → ${key}`);
  }
  for (const [lang, table] of Object.entries(LANGUAGES)) {
    const text = errorText(translator(table), { code: 'bad_request', message: 'name: must not be empty' });
    assert.ok(!text.includes('must not be empty'), lang);
  }
  assert.equal(errorField({ code: 'bad_request', message: 'name: must not be empty' }), 'name');
  assert.equal(errorField({ code: 'bad_request', message: 'options[2].label: too long' }), 'options');
  assert.equal(errorField({ code: 'room_full', message: 'name: x' }), null);
  assert.equal(errorKey({ code: 'bad_request', message: 'avatar: not one emoji' }).key, 'webErrBadAvatar');
  assert.ok(offersAudience({ code: 'room_full' }, 'player'));
  assert.ok(!offersAudience({ code: 'room_full' }, 'audience'));
  assert.ok(!offersAudience({ code: 'room_locked' }, 'player'));
});

test('the web-play strings (avatars, settings, how to play, wheels, shake) exist in every language', async () => {
  const { default: people } = await import('../js/locales/web-play.js');
  for (const lang of Object.keys(LANGUAGES)) {
    assert.deepEqual(Object.keys(people[lang]).sort(), Object.keys(people.en).sort(), lang);
    for (const k of Object.keys(people.en)) assert.ok(k.startsWith('web'), k);
  }
  assert.equal(translator(LANGUAGES.es, 'es')('webSettings'), 'Ajustes');
});
