// Running a public room in the client state (contract §9, Protocol/PROTOCOL.md §16): the room's
// settings (everyone), what the host and the moderators see (`staff`: the moderators, the review
// queue, the bans) and what this person sent that waits for review (`held`). Pure: the reducer
// takes frames and `local.*` frames the app makes from replies, and returns a new state.

import { roomSettings } from './settings.js';

/** Decided held items kept (the newest), so their outcome can still be shown. */
export const HELD_LIMIT = 12;

const TYPES = new Set(['room.settings_changed', 'room.moderators_changed', 'room.bans_changed', 'mod.pending', 'mod.resolved',
  'mod.approved', 'mod.rejected', 'local.held', 'local.bans']);

/** Whether `type` is one of this module's frames. */
export function isModerationFrame(type) {
  return TYPES.has(type);
}

/**
 * The staff's part of a snapshot: {moderators, pending, bans} when it carries `moderators` (only the
 * host's and the moderators' do), else null. `bans` comes from `room.bans` (null until asked);
 * `previous` (the staff part before) keeps the bans already known.
 */
export function staffFromSnapshot(snap, previous = null) {
  if (!Array.isArray(snap?.moderators)) return null;
  return { moderators: snap.moderators, pending: (snap.pending ?? []).map(pendingItem), bans: previous?.bans ?? null };
}

/** A review item as the staff's list keeps it (the fields of `mod.pending`). */
export function pendingItem(f) {
  return { item_id: f.item_id, kind: f.kind, player_id: f.player_id, name: f.name, text: f.text, expires_at_ms: f.expires_at_ms ?? null };
}

/** The settings a snapshot carries (the defaults for an older server's). */
export function settingsFromSnapshot(snap) {
  return roomSettings(snap?.settings);
}

/** The review items waiting now, oldest first (for the host and the moderators). */
export function pendingItems(state) {
  return state.staff?.pending ?? [];
}

/** Whether this page is the host's or a moderator's (it gets the staff's frames). */
export function isStaff(state) {
  return !!state.staff;
}

/** Whether this page is a moderator's seat. */
export function isModerator(state) {
  return state.me?.role === 'moderator';
}

/** This person's held item `itemId`, or undefined. */
export function heldItem(state, itemId) {
  return (state.held ?? []).find((i) => i.item_id === itemId);
}

/** This person's items of `kind` still waiting for a moderator. */
export function waitingHeld(state, kind) {
  return (state.held ?? []).filter((i) => i.kind === kind && i.status === 'waiting');
}

function withStaff(s, fn) {
  return s.staff ? { ...s, staff: fn(s.staff) } : s;
}

function setHeld(s, itemId, status, now) {
  const held = (s.held ?? []).map((i) => (i.item_id === itemId ? { ...i, status, decided_at: now } : i));
  // A held chat line is also a line of the chat log: it shows its outcome there; once approved, the
  // real `chat.message` (which came just before) stands in for it.
  const chat = s.chat.flatMap((e) => {
    if (e.kind !== 'held' || e.item_id !== itemId) return [e];
    return status === 'approved' ? [] : [{ ...e, status }];
  });
  return { ...s, held, chat };
}

/** The reducer for this module's frames (`isModerationFrame`). `now`: the local clock in ms. */
export function reduceModeration(s, f, now = 0) {
  switch (f.type) {
    case 'room.settings_changed':
      return s.room ? { ...s, room: { ...s.room, settings: roomSettings(f.settings) } } : s;
    case 'room.moderators_changed':
      return withStaff(s, (st) => ({ ...st, moderators: f.moderators ?? [] }));
    case 'room.bans_changed':
    case 'local.bans':
      return withStaff(s, (st) => ({ ...st, bans: f.bans ?? [] }));
    case 'mod.pending':
      return withStaff(s, (st) => (st.pending.some((i) => i.item_id === f.item_id) ? st : { ...st, pending: [...st.pending, pendingItem(f)] }));
    case 'mod.resolved':
      return withStaff(s, (st) => ({ ...st, pending: st.pending.filter((i) => i.item_id !== f.item_id) }));
    case 'local.held': {
      // Our own request was held ({held: true, item_id}): it waits for a moderator.
      const item = { item_id: f.item_id, kind: f.kind, text: f.text, status: 'waiting', at: now };
      const held = [...(s.held ?? []).filter((i) => i.item_id !== f.item_id), item].slice(-HELD_LIMIT);
      const chat = f.kind === 'chat' ? [...s.chat, { kind: 'held', item_id: f.item_id, text: f.text, status: 'waiting' }] : s.chat;
      return { ...s, held, chat };
    }
    case 'mod.approved':
      return setHeld(s, f.item_id, 'approved', now);
    case 'mod.rejected':
      return setHeld(s, f.item_id, ['expired', 'invalid'].includes(f.reason) ? f.reason : 'rejected', now);
    default:
      return s;
  }
}
