// The client state and a pure reducer over protocol frames: reduce(state, frame, localNow)
// returns a new state and never touches the old one. Replies are turned into `local.*`
// frames by the app (`local.seated` after create/join/resume, `local.my_vote`, ...). The games
// are injected (`createReducer(games)`, js/games/registry.js's `gameRegistry` in the app): no
// state module imports the registry, so a game's files may use the state's helpers freely.
// Questions about the state (who is host, a member's name) are js/selectors.js.

import { addSample, createClock } from './clock.js';
import { reduceGame, gameFromSnapshot, gameSentAt, isGameFrame } from './state-games.js';
import { reduceRandom, diceFromSnapshot, randomSentAt, RESULT_TYPES } from './state-random.js';
import { isNightFrame, reduceNight } from './night/state.js';
import { member, nameOf } from './selectors.js';
import { isModerationFrame, reduceModeration, settingsFromSnapshot, staffFromSnapshot } from './moderation/state.js';

/** Messages kept in the chat. */
export const CHAT_LIMIT = 200;

/** A fresh state. `hideWords` (the TV) drops every Guess or Pass word it is sent. */
export function initialState({ hideWords = false } = {}) {
  return {
    hideWords,
    me: null, // {room, player_id, role}: role 'moderator' for a moderator's seat (js/moderation/)
    // {code, host, locked, members: [{player_id, name, role, connected, score}], audience, settings}: members
    // lists every player, the host and me, the rest of the audience only while it is small; `audience`
    // counts every audience member, listed or not; `settings` the room's (js/moderation/settings.js).
    room: null,
    staff: null, // the host's and the moderators' view: {moderators, pending, bans} (js/moderation/state.js)
    held: [], // what I sent that waits for a moderator, and how it ended
    removed: null, // {banned, by, room}: why I am no longer in the room (kicked or banned)
    game: null,
    finished: null, // the last game's end frame, shown in the lobby
    fair: { commitment: null, client_seed: null, next_nonce: null, revealed: [] },
    dice: diceFromSnapshot(null),
    wheels: [],
    spin: null,
    coin: null,
    results: [],
    chat: [],
    wyrHistory: null,
    night: null, // the game night this room belongs to (js/night/state.js)
    clock: createClock(),
    notice: null,
    lastSeq: 0,
  };
}

function sys(state, key, args = []) {
  return withChat(state, { kind: 'sys', key, args });
}

function withChat(state, entry) {
  return { ...state, chat: [...state.chat, entry].slice(-CHAT_LIMIT) };
}

function setMembers(state, fn) {
  if (!state.room) return state;
  return { ...state, room: { ...state.room, members: fn(state.room.members) } };
}

function countAudience(state, delta) {
  if (!state.room || !delta) return state;
  return { ...state, room: { ...state.room, audience: Math.max(0, (state.room.audience ?? 0) + delta) } };
}

function patchMember(state, playerId, patch) {
  return setMembers(state, (ms) => ms.map((m) => (m.player_id === playerId ? { ...m, ...patch } : m)));
}

/** Apply a room snapshot (create/join/resume/snapshot replies). */
function applySnapshot(games, state, snap) {
  const fair = snap.fair
    ? { ...state.fair, commitment: snap.fair.commitment, client_seed: snap.fair.client_seed, next_nonce: snap.fair.next_nonce }
    : state.fair;
  return {
    ...state,
    room: {
      code: snap.room, host: snap.host ?? null, locked: !!snap.locked, members: snap.members ?? [], lang: snap.lang ?? null, custom_words: snap.custom_words ?? 0,
      audience: snap.audience ?? (snap.members ?? []).filter((m) => m.role === 'audience').length,
      settings: settingsFromSnapshot(snap),
    },
    staff: staffFromSnapshot(snap, state.staff),
    game: gameFromSnapshot(games, snap.game, state),
    fair,
    dice: diceFromSnapshot(snap.dice, state.dice),
  };
}

/**
 * The reducer over `games` ({byId(id), forEvent(type)}: the entries of js/games/, each with its
 * `fromSnapshot`, `started`, `reduce` and `sentAt`): reduce(state, frame, now), `now` the local
 * clock in ms (Date.now()).
 */
export function createReducer(games) {
  return (state, frame, now = 0) => reduce(games, state, frame, now);
}

/** When the server sent `frame`, as its owner (a game, the randomizers) can tell from its times; else null. */
function sentAt(games, frame, options) {
  return gameSentAt(games, frame, options) ?? randomSentAt(frame);
}

function reduce(games, state, frame, now) {
  if (!frame || typeof frame.type !== 'string') return state;
  let s = state;
  const sent = sentAt(games, frame, s.game?.options ?? {});
  if (sent != null) s = { ...s, clock: addSample(s.clock, sent, now) };
  if (typeof frame.seq === 'number') s = { ...s, lastSeq: frame.seq };
  const type = frame.type;
  if (isNightFrame(type)) return reduceNight(s, frame);
  if (isModerationFrame(type)) return reduceModeration(s, frame, now);
  if (type.startsWith('local.')) return reduceLocal(games, s, frame, now);
  if (type.startsWith('room.') || type === 'chat.message' || type === 'error') return reduceRoom(s, frame);
  if (type.startsWith('fair.')) return reduceFair(s, frame);
  if (isGameFrame(games, type)) return reduceGame(games, s, frame, now, sys);
  if (type.startsWith('dice.') || type.startsWith('wheel.') || type.startsWith('coin.')) return reduceRandom(s, frame, now, sys);
  // A game without a folder of its own: its events are whatever else arrives while it runs.
  return s.game?.generic ? reduceGame(games, s, frame, now, sys) : s;
}

function reduceLocal(games, s, f, now) {
  switch (f.type) {
    case 'local.seated': {
      // A resume brings the room's recent chat; keep our own lines when we were here already.
      const recent = (f.chat ?? []).map((m) => ({ kind: 'chat', player_id: m.player_id, name: m.name, text: m.text, ...(m.role === 'moderator' ? { role: 'moderator' } : {}) }));
      const same = s.me?.room === f.room;
      const chat = same ? s.chat : recent;
      return { ...applySnapshot(games, s, f.snapshot), me: { room: f.room, player_id: f.player_id, role: f.role ?? null }, notice: null, removed: null, chat, held: same ? s.held : [] };
    }
    case 'local.snapshot':
      return applySnapshot(games, s, f.snapshot);
    case 'local.left':
      return { ...initialState({ hideWords: s.hideWords }), clock: s.clock, notice: f.reason ?? null };
    case 'local.banned': // a join or resume refused with `banned`: the same screen as a ban in the room
      return { ...initialState({ hideWords: s.hideWords }), clock: s.clock, removed: { banned: true, by: null, room: f.room ?? null } };
    case 'local.removed_seen':
      return { ...s, removed: null };
    case 'local.wheels':
      return { ...s, wheels: f.wheels ?? [] };
    case 'local.wyr_history':
      return { ...s, wyrHistory: f.questions };
    case 'local.notice':
      return { ...s, notice: f.notice ?? null };
    default:
      return reduceGame(games, s, f, now, sys);
  }
}

function reduceRoom(s, f) {
  switch (f.type) {
    case 'room.player_joined': {
      if (member(s, f.player_id)) return s;
      const m = { player_id: f.player_id, name: f.name, role: f.role ?? 'player', connected: true, score: 0, ...(f.avatar ? { avatar: f.avatar } : {}) };
      return sys(countAudience(setMembers(s, (ms) => [...ms, m]), m.role === 'audience' ? 1 : 0), 'sysJoined', [f.name]);
    }
    case 'room.player_left': {
      const wasAudience = member(s, f.player_id)?.role === 'audience';
      const gone = countAudience(setMembers(s, (ms) => ms.filter((m) => m.player_id !== f.player_id)), wasAudience ? -1 : 0);
      return sys(gone, f.reason === 'kicked' ? 'sysRemoved' : 'sysLeft', [f.name ?? nameOf(s, f.player_id)]);
    }
    case 'room.audience_changed': {
      // A large audience's changes, together: upsert who is seated, drop who left (no chat lines).
      const changed = new Map((f.members ?? []).map((m) => [m.player_id, m]));
      const left = new Set(f.left ?? []);
      const counted = s.room && typeof f.audience === 'number' ? { ...s, room: { ...s.room, audience: f.audience } } : s;
      return setMembers(counted, (ms) => {
        const kept = ms.filter((m) => !left.has(m.player_id)).map((m) => changed.has(m.player_id) ? { ...m, ...changed.get(m.player_id) } : m);
        const known = new Set(kept.map((m) => m.player_id));
        return [...kept, ...[...changed.values()].filter((m) => !known.has(m.player_id))];
      });
    }
    case 'room.player_disconnected':
      return sys(patchMember(s, f.player_id, { connected: false }), 'sysDisconnected', [nameOf(s, f.player_id)]);
    case 'room.player_reconnected':
      return sys(patchMember(s, f.player_id, { connected: true }), 'sysReconnected', [nameOf(s, f.player_id)]);
    case 'room.host_changed': {
      if (!s.room) return s;
      // A host who gives the role away no longer gets the staff's frames: the queue and bans they held go.
      const staff = s.me?.role === 'moderator' || f.host === s.me?.player_id ? s.staff : null;
      return sys({ ...s, staff, room: { ...s.room, host: f.host } }, 'sysHostChanged', [nameOf(s, f.host)]);
    }
    case 'room.lang_changed':
      return s.room ? sys({ ...s, room: { ...s.room, lang: f.lang } }, 'webLangChanged', [f.lang]) : s;
    case 'room.locked':
      return s.room ? sys({ ...s, room: { ...s.room, locked: !!f.locked } }, f.locked ? 'sysLocked' : 'sysUnlocked') : s;
    case 'room.kicked':
      return { ...initialState({ hideWords: s.hideWords }), clock: s.clock, notice: { key: 'sysKicked' }, removed: removal(f, s.room?.code) };
    case 'room.replaced':
      return { ...initialState({ hideWords: s.hideWords }), clock: s.clock, notice: { key: 'sysReplaced' } };
    case 'chat.message':
      return withChat(s, { kind: 'chat', player_id: f.player_id, name: f.name, text: f.text, ...(f.role === 'moderator' ? { role: 'moderator' } : {}) });
    case 'error':
      return { ...s, notice: { code: f.code, message: f.message } };
    default:
      return s;
  }
}

/** Who removed me, from `room.kicked` {by, banned}: `operator`, a moderator (`m1`…) or the host. */
export function removal(f, room = null) {
  const by = f.by === 'operator' ? 'operator' : /^m\d+$/.test(f.by ?? '') ? 'moderator' : f.by ? 'host' : null;
  return { banned: f.banned === true, by, room };
}

function reduceFair(s, f) {
  if (f.type === 'fair.client_seed') {
    return { ...s, fair: { ...s.fair, client_seed: f.client_seed } };
  }
  if (f.type === 'fair.rotated') {
    const revealed = [...s.fair.revealed, { seed: f.revealed_server_seed, commitment: f.previous_commitment }];
    return { ...s, fair: { ...s.fair, commitment: f.commitment, revealed } };
  }
  return s;
}

export { RESULT_TYPES };
