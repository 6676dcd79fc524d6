// Running a public room in the web client (contract §9): the room's settings model, the device id,
// `filtered` errors said about their field, the review state over frames, pauses, removals, the
// moderator's invitation link and the strings, all pure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_ROOM_SETTINGS, MODERATOR_SETTINGS, changeableSettings, createSettings, roomSettings, settingsChange } from '../js/moderation/settings.js';
import { deviceId, newDeviceId } from '../js/device-id.js';
import { errorField, errorKey, filteredKey, filteredTarget } from '../js/errors.js';
import { errorText, translator } from '../js/i18n.js';
import { initialState, createReducer, removal } from '../js/state.js';
import { gameRegistry } from '../js/games/registry.js';

const reduce = createReducer(gameRegistry);
import { HELD_LIMIT, isStaff, pendingItems, waitingHeld } from '../js/moderation/state.js';
import { heldDecisionKey, heldFrame, heldStatusKey } from '../js/moderation/held.js';
import { gamePause, moveDeadline } from '../js/state-games.js';
import { removedLines } from '../js/removed-screen.js';
import { modInviteFrom, modInviteLink } from '../js/moderation/invite-link.js';
import { nightRoute, recapPath } from '../js/night/route.js';
import moderation from '../js/locales/web-moderation.js';
import { LANGUAGES } from './locales.mjs';

function memory(init = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), m };
}
const counting = () => { let n = 0; return (bytes) => { for (let i = 0; i < bytes.length; i++) bytes[i] = (n + i) & 0xff; n += 1; }; };

test('settings: the contract\'s defaults, cleaned from the server, who may change which', () => {
  assert.deepEqual(DEFAULT_ROOM_SETTINGS, { filter: 'moderate', review: false, hide_code: false, timer_scale: 1, audience_chat: true });
  assert.deepEqual(roomSettings(undefined), DEFAULT_ROOM_SETTINGS, 'an older server sends none');
  assert.deepEqual(roomSettings({ filter: 'strict', review: true, hide_code: 'yes', timer_scale: 7, audience_chat: false, extra: 1 }),
    { filter: 'strict', review: true, hide_code: false, timer_scale: 1, audience_chat: false });
  assert.deepEqual(changeableSettings('host'), ['filter', 'review', 'hide_code', 'timer_scale', 'audience_chat']);
  assert.deepEqual(changeableSettings('moderator'), MODERATOR_SETTINGS);
  assert.ok(!changeableSettings('moderator').includes('timer_scale'), 'a moderator never changes the timers');
  assert.deepEqual(changeableSettings('player'), []);
});

test('settings: one change is one room.settings with the setting\'s own type; no-ops and refusals send nothing', () => {
  const now = roomSettings({});
  assert.deepEqual(settingsChange(now, 'host', 'timer_scale', '1.5'), { timer_scale: 1.5 });
  assert.deepEqual(settingsChange(now, 'host', 'hide_code', true), { hide_code: true });
  assert.deepEqual(settingsChange(now, 'moderator', 'review', 'true'), { review: true });
  assert.deepEqual(settingsChange(now, 'moderator', 'filter', 'off'), { filter: 'off' });
  assert.equal(settingsChange(now, 'moderator', 'timer_scale', 2), null, 'not a moderator\'s');
  assert.equal(settingsChange(now, 'player', 'review', true), null);
  assert.equal(settingsChange(now, 'host', 'filter', 'moderate'), null, 'already so');
  assert.equal(settingsChange(now, 'host', 'timer_scale', 4), null, 'not a value of the setting');
  assert.equal(settingsChange(now, 'host', 'volume', 3), null, 'not a setting');
});

test('settings: a new room asks only for what differs from the defaults', () => {
  assert.equal(createSettings({ hide_code: false, review: false, filter: 'moderate' }), null);
  assert.deepEqual(createSettings({ hide_code: true, review: false, filter: 'strict' }), { hide_code: true, filter: 'strict' });
  assert.deepEqual(createSettings({ review: 'true', filter: 'bogus' }), { review: true });
  assert.equal(createSettings(undefined), null);
});

test('device id: made once per browser, kept, replaced only when it is not one of ours', () => {
  const storage = memory();
  const first = deviceId(storage, counting());
  assert.match(first, /^d-[0-9a-f]{32}$/);
  assert.ok(first.length <= 64, 'the wire allows 64 characters');
  assert.equal(storage.m.get('partyline.device'), first);
  assert.equal(deviceId(storage, counting()), first, 'the same browser keeps its id');
  assert.notEqual(newDeviceId(counting()), newDeviceId(() => {}), 'made from the random bytes');
  const tampered = memory({ 'partyline.device': 'd-<script>' });
  assert.match(deviceId(tampered, counting()), /^d-[0-9a-f]{32}$/);
  const broken = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); } };
  assert.match(deviceId(broken, counting()), /^d-[0-9a-f]{32}$/, 'storage off: still an id');
});

test('filtered: the field it names, and a sentence about that field', () => {
  assert.deepEqual(filteredTarget({ code: 'filtered', field: 'name' }), { field: 'name', index: null });
  assert.deepEqual(filteredTarget({ code: 'filtered', field: 'options[2].label' }), { field: 'options', index: 2 });
  assert.deepEqual(filteredTarget({ code: 'filtered', message: 'title: the room\'s word filter does not allow this text' }), { field: 'title', index: null }, 'an older frame without field');
  assert.equal(filteredTarget({ code: 'bad_request', field: 'name' }), null);
  assert.equal(errorField({ code: 'filtered', field: 'name' }), 'name', 'the join screen puts it under the name');
  const cases = [
    [null, 'name', 'webErrFilteredName'], ['chat.send', 'text', 'webErrFilteredMessage'], ['odd.clue', 'text', 'webErrFilteredClue'],
    ['gop.guess', 'text', 'webErrFilteredGuess'], ['gop.add', 'word', 'webErrFilteredWord'], ['wyr.add', 'b', 'webErrFilteredOption'],
    ['wheel.create', 'name', 'webErrFilteredWheelName'], ['wheel.rename', 'name', 'webErrFilteredWheelName'], ['night.create', 'title', 'webErrFilteredTitle'],
    ['night.create', 'place', 'webErrFilteredPlace'], ['night.create', 'host_name', 'webErrFilteredName'], ['night.rsvp', 'name', 'webErrFilteredName'],
    ['chat.send', 'mystery', 'webErrFiltered'],
  ];
  for (const [type, field, key] of cases) assert.equal(filteredKey({ code: 'filtered', field }, type).key, key, `${type} ${field}`);
  assert.deepEqual(filteredKey({ code: 'filtered', field: 'options[2].label' }, 'wheel.update'), { key: 'webErrFilteredLabel', args: ['3'] }, 'counted from 1 for people');
  assert.deepEqual(errorKey({ code: 'filtered', field: 'name' }), { key: 'webErrFilteredName', args: [] });
});

test('filtered: said in the player\'s language, never the server\'s English', () => {
  const frame = { code: 'filtered', field: 'name', message: 'name: the room\'s word filter does not allow this text' };
  const texts = Object.entries(LANGUAGES).map(([lang, table]) => errorText(translator(table, lang), frame));
  for (const text of texts) assert.ok(!text.includes('word filter does not allow'), text);
  assert.equal(new Set(texts).size, 4, 'four languages, four sentences');
  assert.equal(errorText(translator(LANGUAGES.tr, 'tr'), frame), LANGUAGES.tr.webErrFilteredName);
  assert.equal(errorText(translator(LANGUAGES.en, 'en'), { code: 'banned' }), LANGUAGES.en.webErrBanned);
});

test('the strings of a public room: every language has every key, with the same placeholders', () => {
  const placeholders = (s) => [...s.matchAll(/\{\d\}/g)].map((m) => m[0]).sort().join();
  // The join path's are in each language's own table (test/i18n.test.mjs checks those); the screens' here.
  for (const table of [moderation]) {
    for (const lang of Object.keys(LANGUAGES)) {
      assert.deepEqual(Object.keys(table[lang]).sort(), Object.keys(table.en).sort(), lang);
      for (const [k, v] of Object.entries(table.en)) {
        assert.ok(k.startsWith('web'), k);
        assert.equal(placeholders(table[lang][k]), placeholders(v), `${lang}.${k}`);
        if (lang !== 'en' && !['webTimerScaleValue', 'webModBadge', 'webKindChat'].includes(k)) assert.notEqual(table[lang][k], v, `${lang}.${k} is translated`);
      }
    }
  }
});

const HOST_SNAPSHOT = {
  room: 'ABCD', host: 'p1', members: [{ player_id: 'p1', name: 'Alice', role: 'player', connected: true, score: 0 }, { player_id: 'p2', name: 'Fan', role: 'audience', connected: true, score: 0 }],
  settings: { filter: 'moderate', review: true, hide_code: true, timer_scale: 2, audience_chat: true },
  moderators: [{ player_id: 'm1', name: 'Mo', connected: true }],
  pending: [{ item_id: 'r1', kind: 'chat', player_id: 'p2', name: 'Fan', text: 'hello', expires_at_ms: 10 }],
};

function seated(snapshot, player_id = 'p1', role = null) {
  return reduce(initialState(), { type: 'local.seated', room: 'ABCD', player_id, role, snapshot });
}

test('review state: the staff\'s queue from the snapshot and the events, the same for every reviewer', () => {
  let s = seated(HOST_SNAPSHOT);
  assert.ok(isStaff(s));
  assert.equal(s.room.settings.hide_code, true);
  assert.equal(s.room.settings.timer_scale, 2);
  assert.deepEqual(pendingItems(s).map((i) => i.item_id), ['r1']);
  const item = { type: 'mod.pending', room: 'ABCD', seq: 5, item_id: 'r2', kind: 'clue', player_id: 'p3', name: 'Cy', text: 'fur', expires_at_ms: 20 };
  s = reduce(s, item);
  s = reduce(s, item); // a second copy (a resume's snapshot and the event) is one item
  assert.deepEqual(pendingItems(s).map((i) => i.item_id), ['r1', 'r2']);
  s = reduce(s, { type: 'mod.resolved', item_id: 'r1', outcome: 'approved', by: 'm1' });
  assert.deepEqual(pendingItems(s).map((i) => i.item_id), ['r2'], 'decided by anyone: gone from every list');
  s = reduce(s, { type: 'room.moderators_changed', moderators: [] });
  assert.deepEqual(s.staff.moderators, []);
  s = reduce(s, { type: 'local.bans', bans: [{ ban_id: 'b1', name: 'Troll', at_ms: 1, address: false }] });
  assert.equal(s.staff.bans.length, 1);
  s = reduce(s, { type: 'room.bans_changed', bans: [] });
  assert.deepEqual(s.staff.bans, []);
  s = reduce(s, { type: 'room.settings_changed', settings: { ...HOST_SNAPSHOT.settings, review: false } });
  assert.equal(s.room.settings.review, false);
  s = reduce(s, { type: 'local.snapshot', snapshot: { ...HOST_SNAPSHOT, pending: [] } });
  assert.deepEqual(s.staff.bans, [], 'a new snapshot keeps the bans already known');
});

test('review state: a member who is not staff keeps no queue, whatever arrives', () => {
  const { moderators, pending, ...member } = HOST_SNAPSHOT;
  let s = seated({ ...member, host: 'p9' }, 'p2');
  assert.ok(!isStaff(s));
  s = reduce(s, { type: 'mod.pending', item_id: 'r9', kind: 'chat', player_id: 'p3', name: 'x', text: 'y' });
  assert.deepEqual(pendingItems(s), []);
  assert.equal(s.staff, null);
});

test('held: my line waits in the chat, then shows approved (the real line) or rejected', () => {
  const { moderators, pending, ...member } = HOST_SNAPSHOT;
  let s = seated(member, 'p2');
  assert.equal(heldFrame('chat.send', { text: 'hi' }, { type: 'ok' }), null, 'published at once');
  const held = heldFrame('chat.send', { text: 'hi stream' }, { type: 'ok', held: true, item_id: 'r1' });
  assert.deepEqual(held, { type: 'local.held', item_id: 'r1', kind: 'chat', text: 'hi stream' });
  s = reduce(s, held, 100);
  assert.deepEqual(waitingHeld(s, 'chat').map((i) => i.item_id), ['r1']);
  assert.deepEqual(s.chat.at(-1), { kind: 'held', item_id: 'r1', text: 'hi stream', status: 'waiting' });
  s = reduce(s, { type: 'chat.message', player_id: 'p2', name: 'Fan', text: 'hi stream' });
  s = reduce(s, { type: 'mod.approved', item_id: 'r1' }, 200);
  assert.ok(!s.chat.some((e) => e.kind === 'held'), 'the real line stands in for it');
  assert.equal(s.chat.at(-1).text, 'hi stream');
  assert.equal(heldDecisionKey(s.held[0]), null, 'an approved line shows itself');
  s = reduce(s, heldFrame('chat.send', { text: 'spam' }, { held: true, item_id: 'r2' }));
  s = reduce(s, { type: 'mod.rejected', item_id: 'r2', reason: 'rejected' });
  assert.equal(s.chat.at(-1).status, 'rejected');
  assert.equal(heldStatusKey('rejected'), 'webHeldRejectedShort');
  assert.equal(heldDecisionKey(s.held.at(-1)), 'webHeldRejectedChat');
  s = reduce(s, heldFrame('chat.send', { text: 'late' }, { held: true, item_id: 'r3' }));
  s = reduce(s, { type: 'mod.rejected', item_id: 'r3', reason: 'expired' });
  assert.equal(s.chat.at(-1).status, 'expired');
  assert.equal(heldDecisionKey(s.held.at(-1)), 'webHeldExpired');
});

test('held: clues and questions wait outside the chat; their outcome is a toast; the list is bounded', () => {
  let s = seated(HOST_SNAPSHOT, 'p2');
  const clue = heldFrame('odd.clue', { text: 'fur' }, { held: true, item_id: 'r4' });
  assert.deepEqual(clue, { type: 'local.held', item_id: 'r4', kind: 'clue', text: 'fur' });
  assert.equal(heldFrame('wyr.add', { a: 'Fly', b: 'Swim' }, { held: true, item_id: 'r5' }).text, 'Fly | Swim', 'as the reviewers see it');
  assert.equal(heldFrame('dice.roll', {}, { held: true, item_id: 'r6' }), null);
  const before = s.chat.length;
  s = reduce(s, clue);
  assert.equal(s.chat.length, before, 'a clue is not a chat line');
  assert.equal(waitingHeld(s, 'clue')[0].text, 'fur');
  s = reduce(s, { type: 'mod.approved', item_id: 'r4' });
  assert.deepEqual(waitingHeld(s, 'clue'), []);
  assert.equal(heldDecisionKey(s.held.at(-1)), 'webHeldApprovedClue');
  assert.equal(heldDecisionKey({ kind: 'question', status: 'rejected' }), 'webHeldRejectedQuestion');
  assert.equal(heldDecisionKey({ kind: 'clue', status: 'invalid' }), 'webHeldInvalid');
  for (let i = 0; i < HELD_LIMIT + 5; i++) s = reduce(s, heldFrame('odd.clue', { text: `c${i}` }, { held: true, item_id: `x${i}` }));
  assert.equal(s.held.length, HELD_LIMIT);
});

test('pauses: the game stands still with its time left, and goes on from the new deadline', () => {
  let s = seated({ room: 'ABCD', host: 'p1', members: [{ player_id: 'p1', name: 'Alice', role: 'player', connected: true }, { player_id: 'p2', name: 'Bob', role: 'player', connected: true }] });
  s = reduce(s, { type: 'game.started', game: 'guess_or_pass', options: {} });
  s = reduce(s, { type: 'gop.round_started', guesser: 'p2', round: 1, category: 'animals', ends_at_ms: 60_000 });
  assert.equal(gamePause(s), null);
  s = reduce(s, { type: 'game.paused', reason: 'guesser_away', remaining_ms: 42_000, waiting_for: 'p2' });
  assert.deepEqual(gamePause(s), { reason: 'guesser_away', remaining_ms: 42_000, waiting_for: 'p2' });
  assert.deepEqual(s.chat.at(-1), { kind: 'sys', key: 'webPausedWaiting', args: ['Bob'] });
  s = reduce(s, { type: 'game.resumed', ends_at_ms: 99_000 });
  assert.equal(gamePause(s), null);
  assert.equal(s.game.ends_at_ms, 99_000);
  // A snapshot taken while paused says so.
  const snap = reduce(s, { type: 'local.snapshot', snapshot: { room: 'ABCD', host: 'p1', members: [], game: { game: 'would_you_rather', phase: 'voting', paused: true, remaining_ms: 5000, pause_reason: 'host' } } });
  assert.deepEqual(gamePause(snap), { reason: 'host', remaining_ms: 5000, waiting_for: null });
});

test('pauses: a deadline a game\'s frame repeats moves with the running timer', () => {
  const game = { game: 'would_you_rather', ends_at_ms: 500, results: { a_votes: 1, next_question_at_ms: 500 }, options: { vote_seconds: 20 } };
  const moved = moveDeadline(game, 500, 900);
  assert.equal(moved.ends_at_ms, 900);
  assert.equal(moved.results.next_question_at_ms, 900);
  assert.equal(moved.results.a_votes, 1);
  assert.equal(game.results.next_question_at_ms, 500, 'the old state is untouched');
  assert.equal(moveDeadline(game, 500, null), game, 'no timer runs: nothing moves');
});

test('removed: who removed me and whether I may come back', () => {
  assert.deepEqual(removal({ player_id: 'p3', by: 'm1', banned: true }, 'ABCD'), { banned: true, by: 'moderator', room: 'ABCD' });
  assert.deepEqual(removal({ player_id: 'p3', by: 'p1' }), { banned: false, by: 'host', room: null });
  assert.deepEqual(removal({ player_id: 'p3', by: 'operator' }), { banned: false, by: 'operator', room: null });
  let s = seated(HOST_SNAPSHOT, 'p2');
  s = reduce(s, { type: 'room.kicked', player_id: 'p2', by: 'm1', banned: true });
  assert.equal(s.room, null);
  assert.deepEqual(s.removed, { banned: true, by: 'moderator', room: 'ABCD' });
  assert.deepEqual(removedLines(s.removed), ['webRemovedByModerator', 'webRemovedBanned']);
  assert.deepEqual(removedLines({ banned: false, by: 'host' }), ['webRemovedByHost', 'webRemovedKicked']);
  s = reduce(s, { type: 'local.removed_seen' });
  assert.equal(s.removed, null);
  s = reduce(s, { type: 'local.banned', room: 'ABCD' });
  assert.deepEqual(removedLines(s.removed), [null, 'webRemovedBanned'], 'a refused join: the same screen');
});

test('a moderator\'s seat: its role is kept, its snapshot is a screen\'s with the staff\'s part', () => {
  const s = seated({ ...HOST_SNAPSHOT, members: HOST_SNAPSHOT.members }, 'm1', 'moderator');
  assert.equal(s.me.role, 'moderator');
  assert.ok(isStaff(s));
  const line = reduce(s, { type: 'chat.message', player_id: 'm1', name: 'Mo', text: 'be nice', role: 'moderator' });
  assert.equal(line.chat.at(-1).role, 'moderator');
});

test('the moderator\'s invitation travels in the link\'s fragment, never to a server', () => {
  const token = '0123456789abcdef0123456789abcdef';
  const link = modInviteLink('http://party.example:8080/ABCD', token);
  assert.equal(link, `http://party.example:8080/ABCD#mod=${token}`);
  const url = new URL(link);
  assert.deepEqual(modInviteFrom(url.pathname, url.hash), { room: 'ABCD', token });
  assert.equal(modInviteFrom('/ABCD', ''), null);
  assert.equal(modInviteFrom('/tv/ABCD', `#mod=${token}`), null, 'a TV never moderates');
  assert.equal(modInviteFrom('/ABCD', '#mod=short'), null);
  assert.equal(modInviteFrom('/ABCD', '#mod=%E0%A4%A'), null, 'a broken escape');
  assert.equal(modInviteFrom('/n/ABCD', `#mod=${token}`), null);
});

test('the host role given away takes the staff\'s part along; a moderator keeps theirs', () => {
  let host = seated(HOST_SNAPSHOT, 'p1');
  host = reduce(host, { type: 'room.host_changed', host: 'p2', previous: 'p1', reason: 'transferred' });
  assert.equal(host.staff, null);
  assert.ok(!isStaff(host));
  let mod = seated(HOST_SNAPSHOT, 'm1', 'moderator');
  mod = reduce(mod, { type: 'room.host_changed', host: 'p2', previous: 'p1', reason: 'transferred' });
  assert.ok(isStaff(mod));
  const { moderators, pending, ...member } = HOST_SNAPSHOT;
  let next = seated({ ...member }, 'p2');
  next = reduce(next, { type: 'room.host_changed', host: 'p2', previous: 'p1', reason: 'transferred' });
  assert.equal(next.staff, null, 'the new host waits for a snapshot with the staff\'s part');
  next = reduce(next, { type: 'local.snapshot', snapshot: { ...HOST_SNAPSHOT, host: 'p2' } });
  assert.ok(isStaff(next));
});

test('a TV in streamer mode goes to a recap that leaves the code out', () => {
  assert.equal(recapPath('KQRW'), '/n/KQRW/recap');
  assert.equal(recapPath('KQRW', { streamer: true }), '/n/KQRW/recap?streamer=1');
  const url = new URL(`http://party.test${recapPath('KQRW', { streamer: true })}`);
  assert.deepEqual(nightRoute(url.pathname, url.search), { code: 'KQRW', page: 'recap', streamer: true });
  assert.equal(nightRoute('/n/KQRW/recap', '?streamer=0').streamer, false);
  assert.equal(nightRoute('/n/KQRW', '?streamer=1').streamer, undefined, 'only the recap has the choice');
});
