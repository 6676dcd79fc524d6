// Server clock estimation. Frames that start a timer say, implicitly, what time it was on the
// server when they were sent (a round's end minus its duration, a countdown's start...); the
// frame's owner tells (each game's `sentAt` in js/games/<id>/, the randomizers' in
// js/state-random.js) and js/state.js adds the sample. The offset server − local from such a
// frame is the true offset minus the network delay, so the largest recent sample is the best
// estimate. Knows no game.

/** How many recent samples are kept. */
export const MAX_SAMPLES = 8;

/** A fresh clock with no samples (offset 0). */
export function createClock() {
  return { samples: [] };
}

/** The clock with one more sample: the server said `serverMs` when the local clock read `localMs`. */
export function addSample(clock, serverMs, localMs) {
  if (!Number.isFinite(serverMs) || !Number.isFinite(localMs)) return clock;
  const samples = [...clock.samples, serverMs - localMs].slice(-MAX_SAMPLES);
  return { samples };
}

/** Server clock minus local clock, in ms (0 without samples). */
export function offsetMs(clock) {
  return clock.samples.length ? Math.max(...clock.samples) : 0;
}

/** The server's time now, estimated. */
export function serverNow(clock, localMs) {
  return localMs + offsetMs(clock);
}

/** Milliseconds left until the server deadline `deadlineMs` (never negative; null without one). */
export function msLeft(clock, deadlineMs, localMs) {
  if (deadlineMs == null) return null;
  return Math.max(0, deadlineMs - serverNow(clock, localMs));
}

/** Whole seconds left until the deadline, rounded up (null without one). */
export function secondsLeft(clock, deadlineMs, localMs) {
  const ms = msLeft(clock, deadlineMs, localMs);
  return ms == null ? null : Math.ceil(ms / 1000);
}

/**
 * The server time a frame was sent at when it names a moment `durationMs` after it (a timer's
 * end and the timer's length, from the game's own fields: each game's `sentAt` in js/games/),
 * else null.
 */
export function sentBefore(endMs, durationMs) {
  return num(endMs) != null && num(durationMs) != null ? endMs - durationMs : null;
}

/** `seconds` (a game option, say `vote_seconds`) in ms, or null when it is not a number. */
export function secondsMs(seconds) {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null;
}

function num(x) {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}
