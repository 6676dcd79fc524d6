// Avatars: an emoji and a colour per player (PROTOCOL-CONTRACT section 8: `avatar` {emoji,
// color} on room.create / room.join, on snapshot members). Pure choices, validation, storage
// and the fallback for members without one; js/views/avatar.js draws them.

const KEY = 'partyline.avatar';

/** The emoji offered on the join screen. */
export const AVATAR_EMOJI = ['🦊', '🐼', '🐸', '🦁', '🐙', '🦄', '🐝', '🐧', '🐢', '🦉', '🐳', '🌵', '🍕', '🚀', '👾', '🎸'];
/** The colours offered on the join screen (dark enough for white text). */
export const AVATAR_COLORS = ['#7c5cff', '#d6336c', '#0b7fa8', '#1d7f4e', '#b3541e', '#6b4fa0', '#a61e4d', '#2f6f8f'];

/** The colours' names as people say them (the swatches are announced by name, not "#d6336c"). */
const COLOUR_KEYS = {
  '#7c5cff': 'webColourViolet', '#d6336c': 'webColourPink', '#0b7fa8': 'webColourBlue', '#1d7f4e': 'webColourGreen',
  '#b3541e': 'webColourOrange', '#6b4fa0': 'webColourPurple', '#a61e4d': 'webColourRaspberry', '#2f6f8f': 'webColourTeal',
};

/** The string key naming colour `hex` (a generic one for a colour outside the palette). */
export function colourKey(hex) {
  return COLOUR_KEYS[String(hex).toLowerCase()] ?? 'webColourOther';
}

const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Whether `text` is one grapheme cluster of at most 32 UTF-8 bytes (the server's rule). */
export function isOneEmoji(text) {
  if (typeof text !== 'string' || !text) return false;
  if (new TextEncoder().encode(text).length > 32) return false;
  if (!/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(text)) return false;
  return segmenter ? [...segmenter.segment(text)].length === 1 : [...text].length <= 2;
}

/** A valid avatar {emoji, color} or null. */
export function cleanAvatar(a) {
  if (!a || !isOneEmoji(a.emoji) || typeof a.color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(a.color)) return null;
  return { emoji: a.emoji, color: a.color.toLowerCase() };
}

/** A random avatar from the offered ones; `random()` returns [0, 1). */
export function randomAvatar(random) {
  const pick = (list) => list[Math.floor(random() * list.length) % list.length];
  return { emoji: pick(AVATAR_EMOJI), color: pick(AVATAR_COLORS) };
}

/** The avatar kept in `storage`, or a new random one (kept). */
export function savedAvatar(storage, random) {
  let a = null;
  try { a = cleanAvatar(JSON.parse(storage.getItem(KEY) ?? 'null')); } catch { a = null; }
  if (!a) { a = randomAvatar(random); saveAvatar(storage, a); }
  return a;
}

/** Remember the avatar picked. */
export function saveAvatar(storage, avatar) {
  const a = cleanAvatar(avatar);
  if (a) try { storage.setItem(KEY, JSON.stringify(a)); } catch { /* private mode */ }
  return a;
}

/** What a member shows: its avatar, or its initial on a colour derived from its name. */
export function avatarFor(member) {
  const a = cleanAvatar(member?.avatar);
  if (a) return { text: a.emoji, color: a.color, emoji: true };
  const name = String(member?.name ?? '?');
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)) >>> 0;
  return { text: [...name][0]?.toUpperCase() ?? '?', color: AVATAR_COLORS[hash % AVATAR_COLORS.length], emoji: false };
}

/** The player's avatar over `storage`: `get()` (a random one, kept, on first use), `set(avatar)`. */
export function avatarStore(storage, random) {
  let current = null;
  return {
    get() { return (current ??= savedAvatar(storage, random)); },
    set(avatar) { current = saveAvatar(storage, avatar) ?? current; return current; },
  };
}
