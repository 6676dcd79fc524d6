// Shake detection, pure: feed it DeviceMotionEvent readings (acceleration including gravity,
// m/s²) and it says when the phone was shaken — `peaks` jolts stronger than `threshold` (beyond
// gravity) within `windowMs` — then stays quiet for `cooldownMs` so one shake is one roll.

/** m/s² beyond gravity that make a jolt. */
export const SHAKE_THRESHOLD = 12;
/** Jolts needed within the window. */
export const SHAKE_PEAKS = 3;
/** The window the jolts must fall in (ms). */
export const SHAKE_WINDOW_MS = 700;
/** Quiet time after a shake (ms). */
export const SHAKE_COOLDOWN_MS = 1500;

const G = 9.81;

/** A detector: `feed({x, y, z, at})` → true when this reading completes a shake. */
export function createShakeDetector({ threshold = SHAKE_THRESHOLD, peaks = SHAKE_PEAKS, windowMs = SHAKE_WINDOW_MS, cooldownMs = SHAKE_COOLDOWN_MS } = {}) {
  let jolts = [];
  let quietUntil = -Infinity;
  return {
    feed({ x, y, z, at }) {
      if (![x, y, z, at].every(Number.isFinite)) return false;
      if (at < quietUntil) return false;
      const jolt = Math.abs(Math.hypot(x, y, z) - G);
      if (jolt < threshold) return false;
      jolts = [...jolts.filter((t) => at - t <= windowMs), at];
      if (jolts.length < peaks) return false;
      jolts = [];
      quietUntil = at + cooldownMs;
      return true;
    },
  };
}
