// Dice, wheels, coin and the result log (for the verify panel). Pure; used by state.js.

import { sentBefore } from './clock.js';
import { nameOf } from './selectors.js';

/** Frames that are provably-fair results. */
export const RESULT_TYPES = new Set(['dice.rolled', 'wheel.spun', 'coin.flipped']);

/** Results kept for verification. */
export const RESULT_LIMIT = 100;

/** The dice table from a snapshot's `dice` (defaults when absent). */
export function diceFromSnapshot(d, previous = null) {
  return {
    mode: d?.mode ?? 'free',
    count: d?.count ?? 2,
    sides: d?.sides ?? 6,
    turn: d?.turn ?? null,
    dice: (d?.dice ?? []).map((x) => ({ value: x.value, locked: !!x.locked })),
    rolled_this_turn: !!d?.rolled_this_turn,
    rolling_until_ms: d?.rolling_until_ms ?? null,
    rolling: d?.rolling ?? [],
    history: d?.history ?? [],
    last: previous?.last ?? null,
  };
}

/**
 * When the server sent a randomizer's frame, told by its times (a roll's dice settle their
 * longest delay + duration after it), else null.
 */
export function randomSentAt(frame) {
  if (frame.type !== 'dice.rolled' || !Array.isArray(frame.dice) || frame.dice.length === 0) return null;
  const span = Math.max(...frame.dice.map((d) => (d.delay_ms ?? 0) + (d.duration_ms ?? 0)));
  return sentBefore(frame.settles_at_ms, span);
}

function table(s, patch) {
  return { ...s, dice: { ...s.dice, ...patch } };
}

function logResult(s, f, now) {
  return [...s.results, { ...f, at: now }].slice(-RESULT_LIMIT);
}

/** Randomizer events. `sys` adds a system line to the chat. */
export function reduceRandom(s, f, now, sys) {
  switch (f.type) {
    case 'dice.rolled': {
      const last = { ...f, at: now };
      const until = f.settles_at_ms ?? null;
      const patch = f.mode === 'turns'
        ? { last, dice: f.dice.map((d) => ({ value: d.value, locked: !!d.locked })), rolled_this_turn: true, rolling_until_ms: until, sides: f.sides, count: f.dice.length }
        : { last, rolling: [...s.dice.rolling.filter((r) => r.player_id !== f.player_id), { player_id: f.player_id, until_ms: until }] };
      const next = { ...table(s, patch), results: logResult(s, f, now), fair: bumpNonce(s.fair, f) };
      return sys(next, 'sysRolled', [nameOf(s, f.player_id), f.dice.map((d) => String(d.value)).join(' '), String(f.total)]);
    }
    case 'dice.locked': {
      const dice = s.dice.dice.map((d, i) => (i === f.index ? { ...d, locked: !!f.locked } : d));
      const last = s.dice.last?.dice
        ? { ...s.dice.last, dice: s.dice.last.dice.map((d, i) => (i === f.index ? { ...d, locked: !!f.locked } : d)) }
        : s.dice.last;
      return table(s, { dice, last });
    }
    case 'dice.turn':
      return sys(table(s, { turn: f.player_id, dice: s.dice.dice.map((d) => ({ ...d, locked: false })), rolled_this_turn: false,
        history: [...s.dice.history, { player_id: f.previous, dice: f.dice, total: f.total }].slice(-50) }), 'webDiceTurnLine', [nameOf(s, f.player_id)]);
    case 'dice.config':
      return table(s, { mode: f.mode, count: f.count, sides: f.sides, turn: f.turn ?? null, dice: [], rolled_this_turn: false, rolling_until_ms: null, last: null });
    case 'wheel.spun':
      return sys({ ...s, spin: { ...f, at: now }, results: logResult(s, f, now), fair: bumpNonce(s.fair, f) }, 'sysSpun', [nameOf(s, f.player_id), f.name, f.label]);
    case 'coin.flipped':
      return sys({ ...s, coin: { ...f, at: now }, results: logResult(s, f, now), fair: bumpNonce(s.fair, f) }, 'sysFlipped', [nameOf(s, f.player_id), f.side]);
    case 'wheel.changed':
      if (f.action === 'deleted' || f.action === 'removed') return { ...s, wheels: s.wheels.filter((w) => w.wheel_id !== f.wheel_id) };
      return s;
    default:
      return s;
  }
}

function bumpNonce(fair, f) {
  return typeof f.nonce === 'number' ? { ...fair, next_nonce: f.nonce + 1, commitment: f.commitment ?? fair.commitment } : fair;
}

/** The seed (revealed) whose commitment matches a result, if known: [{seed, commitment}]. */
export function seedFor(revealed, commitment) {
  return revealed.find((r) => r.commitment === commitment)?.seed ?? null;
}
