import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as m from '../js/model.js';

const room = (code, players, audience = 0) => ({ code, players, audience, screens: 0, node_name: 'n', game: null, last_activity_ms: 0 });

test('the filter takes letters only, upper case, and matches codes containing them', () => {
  assert.equal(m.normalizeCode(' ab-c9d e'), 'ABCD');
  const rooms = [room('ABCD', 1), room('XBCY', 2), room('QRST', 3)];
  assert.deepEqual(m.filterRooms(rooms, 'bc').map((r) => r.code), ['ABCD', 'XBCY']);
  assert.deepEqual(m.filterRooms(rooms, '').map((r) => r.code), ['ABCD', 'XBCY', 'QRST']);
  assert.deepEqual(m.filterRooms(rooms, 'zz'), []);
});

test('rooms are sorted by members (players and audience), then by code', () => {
  const rooms = [room('BBBB', 2), room('AAAA', 2), room('CCCC', 1, 5), room('DDDD', 0)];
  assert.deepEqual(m.sortRooms(rooms).map((r) => r.code), ['CCCC', 'AAAA', 'BBBB', 'DDDD']);
  assert.equal(rooms[0].code, 'BBBB', 'the input is not reordered');
});

test('the visible list is capped and says how many are hidden', () => {
  const rooms = Array.from({ length: 12 }, (_, i) => room(`R${String.fromCharCode(65 + i)}AA`, i));
  const shown = m.visibleRooms(rooms, '', 5);
  assert.equal(shown.rooms.length, 5);
  assert.equal(shown.hidden, 7);
  assert.equal(shown.total, 12);
  assert.equal(shown.rooms[0].players, 11);
});

test('bytes, durations and ages read like a person would say them', () => {
  assert.equal(m.formatBytes(512), '512 B');
  assert.equal(m.formatBytes(3.5 * 1024), '3.5 KB');
  assert.equal(m.formatBytes(120 * 1024 * 1024), '120 MB');
  assert.equal(m.formatBytes(null), '–');
  assert.equal(m.formatDuration(45), '45s');
  assert.equal(m.formatDuration(200), '3m 20s');
  assert.equal(m.formatDuration(3600 * 5 + 60 * 2 + 7), '5h 2m');
  assert.equal(m.formatDuration(86400 * 2), '2d');
  assert.equal(m.formatDuration(0), '0s');
  assert.equal(m.formatAgo(1000, 3000), 'just now');
  assert.equal(m.formatAgo(0, 40_000), '40s ago');
  assert.equal(m.formatAgo(0, 200_000), '3m ago');
});

test('the stat cards show the figures of the contract and the state of new rooms', () => {
  const stats = { connections: 7, rooms: 3, members: 12, uptime_s: 90, rss_bytes: 50 * 1048576, store: 'ok', maintenance: false,
    draining: false, cluster: true, node: 'a', nodes: [{ node: 'a', up: true }, { node: 'b', up: false }] };
  const cards = Object.fromEntries(m.statCards(stats).map((c) => [c.key, c]));
  assert.equal(cards.connections.value, '7');
  assert.equal(cards.members.value, '12');
  assert.equal(cards.memory.value, '50.0 MB');
  assert.equal(cards.store.tone, 'good');
  assert.equal(cards.nodes.value, '1 of 2 up');
  assert.equal(cards.maintenance.value, 'open');
  const failing = Object.fromEntries(m.statCards({ ...stats, store: 'failing', maintenance: true, cluster: false }).map((c) => [c.key, c]));
  assert.equal(failing.store.tone, 'bad');
  assert.equal(failing.maintenance.value, 'maintenance');
  assert.equal(failing.nodes.value, 'single server');
  assert.deepEqual(m.statCards(null), []);
});

test('nodes, games, members and settings in words', () => {
  assert.equal(m.nodeState({ up: false }), 'down');
  assert.equal(m.nodeState({ up: true, reachable: false }), 'no answer');
  assert.equal(m.nodeState({ up: true, reachable: true, draining: true }), 'drained');
  assert.equal(m.nodeState({ up: true, reachable: true }), 'up');
  assert.equal(m.gameLabel(null), '–');
  assert.equal(m.gameLabel('would_you_rather'), 'Would You Rather');
  assert.equal(m.gameLabel({ game: 'guess_or_pass', phase: 'round' }), 'Guess or Pass (round)');
  assert.equal(m.memberLine({ host: true, role: 'player', connected: false }), 'host · player · away');
  assert.equal(m.settingsLine({ filter: 'strict', review: true, hide_code: false, timer_scale: 1.5, audience_chat: false }),
    'filter strict · review on · code shown · timers ×1.5 · audience chat off');
});

test('errors name what to do, and confirmations what will happen', () => {
  assert.match(m.errorText({ status: 401 }), /not accepted/);
  assert.match(m.errorText({ status: 429 }), /wait/);
  assert.match(m.errorText({ status: 0 }), /did not answer/);
  assert.equal(m.errorText({ status: 404, data: { error: 'room_not_found', message: 'no room with code ABCD' } }), 'no room with code ABCD (404)');
  assert.match(m.confirmText({ kind: 'close', code: 'ABCD', message: 'bye' }), /Close room ABCD\? .*“bye”/);
  assert.match(m.confirmText({ kind: 'kick', code: 'ABCD', player_id: 'p2', name: 'Bo' }), /Remove Bo \(p2\)/);
  assert.match(m.confirmText({ kind: 'maintenance', on: true }), /No new rooms/);
  assert.match(m.confirmText({ kind: 'drain', name: 'node2' }), /every seat is kept/);
});
