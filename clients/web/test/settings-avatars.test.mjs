import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SETTINGS, cleanSettings, settingsStore, themeAttribute } from '../js/settings.js';
import { AVATAR_COLORS, AVATAR_EMOJI, avatarFor, cleanAvatar, isOneEmoji, randomAvatar, saveAvatar, savedAvatar } from '../js/avatars.js';

function memory(init = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k), m };
}

test('settings: defaults, cleaned values, kept in storage, listeners told', () => {
  assert.deepEqual(DEFAULT_SETTINGS, { theme: 'auto', haptics: true, sound: true, controls: 'swipe' });
  assert.deepEqual(cleanSettings({ theme: 'neon', sound: false, extra: 1, controls: 'tilt' }), { theme: 'auto', haptics: true, sound: false, controls: 'tilt' });
  const storage = memory({ 'partyline.settings': '{not json' });
  const s = settingsStore(storage);
  assert.deepEqual(s.get(), DEFAULT_SETTINGS);
  const seen = [];
  s.subscribe((v) => seen.push(v.theme));
  s.set({ theme: 'dark', haptics: false });
  assert.deepEqual(seen, ['dark']);
  assert.deepEqual(settingsStore(storage).get(), { ...DEFAULT_SETTINGS, theme: 'dark', haptics: false });
  assert.equal(themeAttribute(s.get()), 'dark');
  assert.equal(themeAttribute(DEFAULT_SETTINGS), null);
});

test('avatars: one emoji (a grapheme cluster of at most 32 bytes) and a #RRGGBB colour', () => {
  for (const e of [...AVATAR_EMOJI, '👩🏽‍🚀', '🇹🇷', '❤️']) assert.ok(isOneEmoji(e), e);
  for (const e of ['', 'ab', '🦊🐼', 'A', '👨‍👩‍👧‍👦👨‍👩‍👧‍👦', null]) assert.ok(!isOneEmoji(e), String(e));
  assert.deepEqual(cleanAvatar({ emoji: '🦊', color: '#7C5CFF' }), { emoji: '🦊', color: '#7c5cff' });
  assert.equal(cleanAvatar({ emoji: '🦊', color: 'red' }), null);
  assert.equal(cleanAvatar({ emoji: 'x', color: '#000000' }), null);
});

test('avatars: a random first one is kept; a picked one replaces it; bad stored ones are replaced', () => {
  const storage = memory();
  const first = savedAvatar(storage, () => 0.99);
  assert.deepEqual(first, { emoji: AVATAR_EMOJI.at(-1), color: AVATAR_COLORS.at(-1) });
  assert.deepEqual(savedAvatar(storage, () => 0), first);
  saveAvatar(storage, { emoji: '🐸', color: '#1d7f4e' });
  assert.deepEqual(savedAvatar(storage, () => 0), { emoji: '🐸', color: '#1d7f4e' });
  storage.setItem('partyline.avatar', '{"emoji":"nope","color":"#000"}');
  assert.deepEqual(savedAvatar(storage, () => 0), randomAvatar(() => 0));
});

test('members show their avatar, or their initial on a colour that follows the name', () => {
  assert.deepEqual(avatarFor({ name: 'Bob', avatar: { emoji: '🐙', color: '#0b7fa8' } }), { text: '🐙', color: '#0b7fa8', emoji: true });
  const plain = avatarFor({ name: 'émile' });
  assert.equal(plain.text, 'É');
  assert.ok(AVATAR_COLORS.includes(plain.color));
  assert.deepEqual(avatarFor({ name: 'émile' }), plain);
});
