// Server clock estimation. Frames that start a timer say, implicitly, what time it was on the
// server when they were sent (a round's end minus its duration, a countdown's start...). The
// offset server − local from such a frame is the true offset minus the network delay, so the
// largest recent sample is the best estimate.

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
 * The server time at which `frame` was sent, when the frame tells (else null). `options` are
 * the running game's options (`vote_seconds`, `results_seconds`, `break_seconds`).
 */
export function sentAt(frame, options = {}) {
  switch (frame.type) {
    case 'gop.countdown':
      return num(frame.starts_at_ms);
    case 'gop.round_started':
      return diff(frame.ends_at_ms, frame.duration_ms);
    case 'gop.round_ended':
      return diff(frame.next_round_at_ms, secs(options.break_seconds));
    case 'wyr.question':
      return diff(frame.ends_at_ms, secs(options.vote_seconds));
    case 'wyr.results':
      return diff(frame.next_question_at_ms, secs(options.results_seconds));
    case 'dice.rolled': {
      if (!Array.isArray(frame.dice) || frame.dice.length === 0) return null;
      const span = Math.max(...frame.dice.map((d) => (d.delay_ms ?? 0) + (d.duration_ms ?? 0)));
      return diff(frame.settles_at_ms, span);
    }
    default:
      return null;
  }
}

function num(x) {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

function secs(s) {
  return typeof s === 'number' ? s * 1000 : null;
}

function diff(a, b) {
  return num(a) != null && num(b) != null ? a - b : null;
}
