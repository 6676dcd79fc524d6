// Game nights in the web client (js/night/): routes, the plan form's request, times in the
// reader's timezone, RSVPs, the playlist's now and next, the night's scoreboard, the recap,
// the host's key in storage and the state fed by the night's events.
import { test } from 'node:test';
import { checkTables } from './strings-check.mjs';
import assert from 'node:assert/strict';
import {
  answerOf, defaultWhen, dividedQuestion, duration, formatWhen, localStartMs, nightPaths, nightRoute, nightStore, normalizePlaylist, nowAndNext,
  optionsText, planRequest, recapModel, rsvpGroups, rsvpNameKey, rsvpRequest, rsvpTokenStore, splitPercent, standingsRows, formatLength,
} from '../js/night/model.js';
import { isNightFrame, nightFromSnapshot, reduceNight } from '../js/night/state.js';
import { createReducer, initialState } from '../js/state.js';
import { gameRegistry } from '../js/games/registry.js';
import nightStrings from '../js/locales/web-night.js';

const reduce = createReducer(gameRegistry);

const HOUR = 3600 * 1000;
/** A fixed clock: 2026-11-25 12:00 UTC, and local dates read as UTC (the injected `makeDate`). */
const NOW = Date.UTC(2026, 10, 25, 12, 0);
const utc = (y, m, d, hh, mm) => Date.UTC(y, m, d, hh, mm);

test('night routes: /n/CODE and /n/CODE/recap, nothing else', () => {
  assert.deepEqual(nightRoute('/n/kqrw'), { code: 'KQRW', page: 'night' });
  assert.deepEqual(nightRoute('/n/KQRW/recap'), { code: 'KQRW', page: 'recap', streamer: false });
  assert.deepEqual(nightRoute('/n/KQRW/'), { code: 'KQRW', page: 'night' });
  for (const p of ['/KQRW', '/tv/KQRW', '/n/KQR', '/n/KQIW', '/n/KQRW.ics', '/n/KQRW/recap.json', '/n/KQRWX', '', null]) assert.equal(nightRoute(p), null, String(p));
  assert.deepEqual(nightPaths('KQRW'), { page: '/n/KQRW', ics: '/n/KQRW.ics', recap: '/n/KQRW/recap', recapJson: '/n/KQRW/recap.json', recapSvg: '/n/KQRW/recap.svg', qr: '/qr/KQRW.svg' });
});

test('a local date and time become epoch ms through the injected clock', () => {
  assert.equal(localStartMs('2026-11-27', '20:00', utc), Date.UTC(2026, 10, 27, 20, 0));
  assert.equal(localStartMs('2026-11-27', '7:05', utc), Date.UTC(2026, 10, 27, 7, 5));
  for (const [d, t] of [['2026-13-01', '20:00'], ['2026-11-27', '24:00'], ['27/11/2026', '20:00'], ['2026-11-27', ''], [null, null]]) {
    assert.ok(Number.isNaN(localStartMs(d, t, utc)), `${d} ${t}`);
  }
  // Without an injected clock: the browser's own timezone (whatever the test machine's is).
  assert.equal(localStartMs('2026-11-27', '20:00'), new Date(2026, 10, 27, 20, 0).getTime());
});

test('the plan form\'s request: trimmed fields, limits and the start window', () => {
  const good = { title: '  Friday night ', date: '2026-11-27', time: '20:00', place: ' Ana\'s ', playlist: [{ game: 'guess_or_pass', category: 'animals' }] };
  assert.deepEqual(planRequest(good, NOW, utc).request, {
    title: 'Friday night', starts_at_ms: Date.UTC(2026, 10, 27, 20, 0), length_minutes: 180, place: 'Ana\'s', playlist: [{ game: 'guess_or_pass', category: 'animals' }],
  });
  assert.deepEqual(planRequest({ ...good, place: '', playlist: [] }, NOW, utc).request, { title: 'Friday night', starts_at_ms: Date.UTC(2026, 10, 27, 20, 0), length_minutes: 180 });
  assert.equal(planRequest({ ...good, hours: '2.5' }, NOW, utc).request.length_minutes, 150, 'a night lasts what the host says');
  assert.deepEqual(planRequest({ ...good, hours: '0.1' }, NOW, utc), { error: 'webNightErrLength', field: 'hours' });
  assert.equal(planRequest({ ...good, hours: '25' }, NOW, utc).error, 'webNightErrLength');
  const err = (patch) => planRequest({ ...good, ...patch }, NOW, utc);
  assert.deepEqual(err({ title: '  ' }), { error: 'webNightErrTitle', field: 'title' });
  assert.equal(err({ title: 'x'.repeat(81) }).error, 'webNightErrTitle');
  assert.equal(err({ title: '🎲'.repeat(80) }).request.title.length, 160, '80 characters, counted as characters');
  assert.equal(err({ place: 'p'.repeat(121) }).field, 'place');
  assert.equal(err({ time: 'soon' }).error, 'webNightErrWhen');
  assert.equal(err({ date: '2026-11-25', time: '10:59' }).error, 'webNightErrPast', 'more than an hour ago');
  assert.ok(err({ date: '2026-11-25', time: '11:00' }).request, 'an hour ago is still fine');
  assert.equal(err({ date: '2027-11-27' }).error, 'webNightErrTooFar');
  assert.equal(err({ playlist: Array.from({ length: 51 }, () => ({ game: 'would_you_rather' })) }).field, 'playlist');
  const req = err({}).request;
  req.playlist[0].category = 'food';
  assert.equal(good.playlist[0].category, 'animals', 'the request is a copy');
});

test('the form\'s default start is the next full hour', () => {
  const d = new Date(2026, 10, 25, 18, 40);
  assert.deepEqual(defaultWhen(d.getTime()), { date: '2026-11-25', time: '19:00' });
  assert.deepEqual(defaultWhen(new Date(2026, 11, 31, 23, 10).getTime()), { date: '2027-01-01', time: '00:00' });
});

test('the start reads in the reader\'s own timezone and language', () => {
  const ms = Date.UTC(2026, 10, 27, 19, 0); // Friday 19:00 UTC
  const ny = formatWhen(ms, 'en', 'America/New_York');
  assert.match(ny, /Friday/);
  assert.match(ny, /2:00/);
  const ist = formatWhen(ms, 'tr', 'Europe/Istanbul');
  assert.match(ist, /Cuma/);
  assert.match(ist, /22:00/);
  assert.match(formatWhen(ms, 'zh-Hans', 'Asia/Shanghai'), /星期六/);
  assert.equal(formatWhen(NaN, 'en'), '');
});

test('durations in hours and minutes', () => {
  assert.deepEqual(duration(0, 2 * HOUR + 14 * 60000 + 29000), { hours: 2, minutes: 14 });
  assert.deepEqual(duration(5000, 0), { hours: 0, minutes: 0 });
});

test('RSVPs grouped by answer; a name\'s own answer found case-insensitively', () => {
  const rsvps = [{ name: 'Ana', answer: 'yes' }, { name: 'Bo', answer: 'maybe' }, { name: 'Cy', answer: 'no' }, { name: 'Di', answer: 'yes' }, { name: 'Ed', answer: 'perhaps' }];
  assert.deepEqual(rsvpGroups(rsvps), { yes: ['Ana', 'Di'], maybe: ['Bo'], no: ['Cy'] });
  assert.deepEqual(rsvpGroups(undefined), { yes: [], maybe: [], no: [] });
  assert.equal(answerOf(rsvps, ' bo '), 'maybe');
  assert.equal(answerOf(rsvps, 'Zed'), null);
  assert.equal(answerOf(rsvps, ''), null);
});

test('playlists in one shape: the queue, next first, and the item started last', () => {
  const current = { item_id: 'i1', game: 'guess_or_pass', options: { category: 'animals' } };
  const pl = normalizePlaylist([{ item_id: 'i2', game: 'would_you_rather', options: {} }, { item_id: 'i3', game: 'quiz', options: {} }], current);
  assert.deepEqual(nowAndNext(pl), { current, next: pl.items[0], later: [pl.items[1]] });
  assert.equal(normalizePlaylist([], 'i1').current, null, 'only an item object is a current item');
  assert.deepEqual(nowAndNext(undefined), { current: null, next: null, later: [] });
  const planned = normalizePlaylist([{ game: 'guess_or_pass', category: 'food', round_seconds: 45 }]);
  assert.deepEqual(planned.items[0], { item_id: '#0', game: 'guess_or_pass', options: { category: 'food', round_seconds: 45 } });
  assert.equal(optionsText(planned.items[0].options), 'category food · round_seconds 45');
  assert.equal(optionsText({ a: '', b: null, c: { x: 1 }, d: true }), 'd true');
});

test('the night\'s standings: highest first, ties share a rank, players gone are marked', () => {
  const members = [{ player_id: 'p1' }, { player_id: 'p2' }];
  const rows = standingsRows([{ player_id: 'p2', name: 'Bo', points: 3 }, { player_id: 'p1', name: 'Ana', points: 5 }, { player_id: 'p3', name: 'Cy', points: 3 }, { player_id: 'p4', name: 'Di', points: 0, kicked: true }], members);
  assert.deepEqual(rows.map((r) => [r.name, r.rank, r.gone]), [['Ana', 1, false], ['Bo', 2, false], ['Cy', 2, true], ['Di', 4, true]]);
  assert.deepEqual(standingsRows(null), []);
  assert.equal(standingsRows([{ player_id: 'p9', points: 1 }])[0].gone, false, 'without members nobody is gone');
  assert.equal(standingsRows([{ player_id: 'p9', points: 1 }])[0].name, 'p9');
});

test('the recap: awards with their numbers, the divided question, games, rounds, duration', () => {
  const r = recapModel({
    night: 'KQRW', title: 'Friday', place: 'Ana\'s', started_at_ms: 0, ended_at_ms: 90 * 60000, duration_ms: 95 * 60000, rounds: 9,
    standings: [{ player_id: 'p1', name: 'Ana', points: 2 }, { player_id: 'p2', name: 'Bo', points: 7 }],
    awards: [{ award: 'best_guesser', player_id: 'p2', name: 'Bo', value: 5 }, { award: 'new_award', player_id: 'p1', name: 'Ana', value: 1 }],
    games: [{ game: 'guess_or_pass', rounds: 3 }, { game: 'would_you_rather', rounds: 6 }],
    most_divided: { question: 'Fly / Swim', a_votes: 2, b_votes: 2 },
  });
  assert.equal(r.standings[0].name, 'Bo');
  assert.deepEqual(r.awards.map((a) => [a.titleKey, a.valueKey, a.value]), [['webAwardBestGuesser', 'webAwardBestGuesserValue', 5], ['webAwardOther', 'webAwardOtherValue', 1]]);
  assert.equal(r.rounds, 9);
  assert.equal(recapModel({ awards: [{ award: 'in_sync', name: 'Ana', value: 1 }, { award: 'luckiest_roller', name: 'Bo', value: 1 }] }).awards.map((a) => a.valueKey).join(),
    'webAwardInSyncValue,webAwardLuckiestValue', 'one key per award: the count picks its plural form');
  assert.deepEqual(r.duration, { hours: 1, minutes: 35 }, 'the server\'s duration_ms first');
  assert.deepEqual(r.divided, { question: 'Fly / Swim', a: 'Fly', b: 'Swim', a_votes: 2, b_votes: 2 });
  assert.equal(r.place, 'Ana\'s');
  assert.deepEqual(dividedQuestion({ question: 'A / B / C', a_votes: 1, b_votes: 0 }), { question: 'A / B / C', a: null, b: null, a_votes: 1, b_votes: 0 });
  assert.equal(dividedQuestion(undefined), null);
  const empty = recapModel({ night: 'KQRW', title: 'Quiet', standings: [], awards: [], games: [], started_at_ms: 0, ended_at_ms: 60000 });
  assert.deepEqual([empty.standings, empty.awards, empty.games, empty.divided, empty.rounds], [[], [], [], null, 0]);
  assert.deepEqual(empty.duration, { hours: 0, minutes: 1 });
  assert.deepEqual(splitPercent(1, 2), { a: 33, b: 67 });
  assert.deepEqual(splitPercent(0, 0), { a: 0, b: 0 });
});

test('the host\'s key of a night stays in storage under its code', () => {
  const data = new Map();
  const storage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, v), removeItem: (k) => data.delete(k) };
  const hosts = nightStore(storage);
  assert.equal(hosts.host('KQRW'), null);
  hosts.saveHost('kqrw', { token: 'secret', title: 'Friday' });
  assert.deepEqual(hosts.host('KQRW'), { token: 'secret', title: 'Friday' });
  assert.ok(data.has('partyline.night.KQRW'));
  data.set('partyline.night.BAD', '{');
  assert.equal(hosts.host('BAD'), null, 'a damaged entry reads as none');
  hosts.forget('KQRW');
  assert.equal(hosts.host('KQRW'), null);
});

test('the room state follows the night: snapshot, playlist.changed, night.scoreboard, night.ended', () => {
  let s = reduce(initialState(), { type: 'local.seated', room: 'KQRW', player_id: 'p1', snapshot: { room: 'KQRW', host: 'p1', members: [{ player_id: 'p1', name: 'Ana', role: 'player', connected: true }] } });
  assert.equal(s.night, null, 'a room is no night until the server says so');
  s = reduce(s, { type: 'local.night', info: { night: 'KQRW', title: 'Friday', playlist: [{ item_id: 'i1', game: 'guess_or_pass', options: { category: 'animals' } }], current: null, auto_advance: false, state: 'open' } });
  assert.equal(s.night.title, 'Friday');
  assert.equal(s.night.playlist.items[0].options.category, 'animals');
  s = reduce(s, { type: 'playlist.changed', room: 'KQRW', seq: 4, items: [{ item_id: 'i2', game: 'would_you_rather', options: {} }], current: { item_id: 'i1', game: 'guess_or_pass', options: {} }, auto_advance: true, next_at_ms: 5000 });
  assert.equal(s.night.playlist.current.item_id, 'i1');
  assert.deepEqual([s.night.auto, s.night.nextAt, s.lastSeq], [true, 5000, 4]);
  s = reduce(s, { type: 'night.scoreboard', room: 'KQRW', seq: 9, standings: [{ player_id: 'p1', name: 'Ana', points: 4 }] });
  assert.equal(s.night.standings[0].points, 4);
  assert.equal(s.night.title, 'Friday');
  s = reduce(s, { type: 'night.ended', room: 'KQRW', seq: 10, night: 'KQRW', recap: {} });
  assert.equal(s.night.ended, true);
  s = reduce(s, { type: 'local.left' });
  assert.equal(s.night, null, 'leaving the room forgets its night');
  assert.ok(isNightFrame('playlist.changed') && !isNightFrame('night.get') && !isNightFrame('gop.card'));
  assert.equal(reduceNight(initialState(), { type: 'night.other' }).night, null);
});

test('a snapshot names its night (what night.get says, without rsvps)', () => {
  assert.equal(nightFromSnapshot({ room: 'KQRW' }), null);
  assert.equal(nightFromSnapshot(null), null);
  const night = { night: 'KQRW', title: 'Fri', playlist: [], current: { item_id: 'i1', game: 'x', options: {} }, auto_advance: true, state: 'open' };
  const f = nightFromSnapshot({ room: 'KQRW', night });
  assert.deepEqual(f, { type: 'local.night', info: night });
  const board = [{ player_id: 'p1', name: 'Ada', points: 3 }];
  const withBoard = nightFromSnapshot({ room: 'KQRW', night: { ...night, standings: board } });
  assert.deepEqual(withBoard.standings, board, 'a snapshot taken mid-night carries the board (a reloaded TV draws it)');
  assert.equal(reduceNight(initialState(), withBoard).night.standings[0].points, 3);
  const s = reduce(initialState(), f);
  assert.equal(s.night.playlist.current.item_id, 'i1');
  assert.equal(s.night.auto, true);
});

test('the night\'s strings: every language has every key with the same placeholders (and its plural forms)', () => {
  checkTables(nightStrings, 'web-night');
});

test('the night\'s pages link (every import names an export that exists)', async () => {
  for (const m of ['../js/night/page.js', '../js/night/recap.js', '../js/night/plan-form.js', '../js/night/tv.js', '../js/night/lobby.js']) await import(m);
});

test('a playlist item\'s options in words: categories named, timings left out, any other option kept', async () => {
  const { optionWords } = await import('../js/night/options.js');
  const { translator } = await import('../js/i18n.js');
  const { LANGUAGES } = await import('./locales.mjs');
  const t = translator(LANGUAGES.en, 'en');
  assert.equal(optionWords(t, { category: 'animals', round_seconds: 60, mode: 'classic', family_safe: true, guesser: 'p2' }), 'Animals · classic · Family friendly');
  assert.equal(optionWords(t, { categories: ['silly', 'daily_life'], vote_seconds: 20, mode: 'secret' }), 'Silly, Daily life');
  assert.equal(optionWords(t, { rounds: 3, topics: ['maps', 'flags'] }), 'rounds 3 · topics maps, flags');
  assert.equal(optionWords(translator(LANGUAGES.tr, 'tr'), { category: 'food' }), LANGUAGES.tr.webCatFood);
});

test('an RSVP is changed with the token its first answer got, or by the host: the request carries them', () => {
  const tokens = { bea: 'tok-bea-123456789012' };
  assert.deepEqual(rsvpRequest('KQRW', ' Bea ', 'yes', tokens), { night: 'KQRW', name: 'Bea', answer: 'yes', rsvp_token: 'tok-bea-123456789012' });
  assert.deepEqual(rsvpRequest('KQRW', 'BEA', 'no', tokens).rsvp_token, 'tok-bea-123456789012', 'names are compared case-insensitively');
  assert.deepEqual(rsvpRequest('KQRW', 'Cy', 'maybe', tokens), { night: 'KQRW', name: 'Cy', answer: 'maybe' }, 'a name this browser never answered for: no token (the server gives one, or says name_taken)');
  assert.deepEqual(rsvpRequest('KQRW', 'Cy', 'no', {}, 'host-token-1234567890'), { night: 'KQRW', name: 'Cy', answer: 'no', token: 'host-token-1234567890' }, 'the host may change anyone');
  assert.equal(rsvpNameKey('  ÁNA '), 'ána');
});

test('the rsvp_token a new name gets stays in this browser, per night and name', () => {
  const data = new Map();
  const storage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => data.set(k, String(v)), removeItem: (k) => data.delete(k) };
  const store = rsvpTokenStore(storage);
  assert.deepEqual(store.tokens('kqrw'), {});
  store.save('kqrw', 'Bea', 'tok-1');
  store.save('KQRW', 'Cy', undefined); // a reply without a token (a change) keeps what there was
  store.save('KQRW', 'Cy', 'tok-2');
  assert.deepEqual(store.tokens('KQRW'), { bea: 'tok-1', cy: 'tok-2' });
  assert.deepEqual(rsvpTokenStore(storage).tokens('ZZZZ'), {});
  storage.setItem('partyline.rsvp.BAD', '{not json');
  assert.deepEqual(store.tokens('BAD'), {});
});

test('a night\'s length in words: 3 h, 1 h 30 min, 45 min', async () => {
  const { translator } = await import('../js/i18n.js');
  const { LANGUAGES } = await import('./locales.mjs');
  await import('../js/night/strings.js');
  const t = translator(LANGUAGES.en, 'en');
  assert.equal(formatLength(180, t), '3 h');
  assert.equal(formatLength(90, t), '1 h 30 min');
  assert.equal(formatLength(45, t), '45 min');
});
