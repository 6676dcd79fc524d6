// The dice animation of a roll (dice-animation design): every die waits its own `delay_ms`,
// tumbles for its own `duration_ms`, then shows the value the server decided. Locked dice
// stay still. Times are ms since the roll began.

/** When the whole roll has settled: the longest delay + duration (ms after the roll). */
export function settleMs(dice) {
  return dice.reduce((m, d) => Math.max(m, (d.delay_ms ?? 0) + (d.duration_ms ?? 0)), 0);
}

/**
 * The state of every die `elapsedMs` after the roll began: `phase` is `still` (locked),
 * `waiting` (before its delay), `rolling` (with `progress` 0..1) or `settled`.
 */
export function diceAt(dice, elapsedMs) {
  return dice.map((d) => {
    if (d.locked) return { phase: 'still', progress: 1, value: d.value };
    const delay = d.delay_ms ?? 0;
    const duration = Math.max(1, d.duration_ms ?? 0);
    if (elapsedMs < delay) return { phase: 'waiting', progress: 0, value: d.value };
    if (elapsedMs < delay + duration) return { phase: 'rolling', progress: (elapsedMs - delay) / duration, value: d.value };
    return { phase: 'settled', progress: 1, value: d.value };
  });
}

/** Whether any die is still moving. */
export function anyRolling(dice, elapsedMs) {
  return elapsedMs < settleMs(dice.filter((d) => !d.locked));
}

/** The face to show for a rolling die: changes every `stepMs`, never the same twice running. */
export function tumblingFace(sides, index, elapsedMs, stepMs = 70) {
  const step = Math.floor(elapsedMs / stepMs);
  // A small deterministic hash so every die tumbles differently (display only, not a result).
  const h = Math.imul(step + 1, 2654435761) ^ Math.imul(index + 1, 40503);
  return 1 + (Math.abs(h) % Math.max(2, sides));
}

/** Whether a table is rolling at server time `serverMs` (`until` is the server's settle time). */
export function isRolling(untilMs, serverMs) {
  return untilMs != null && serverMs < untilMs;
}
