// Forehead tilt detection, pure: feed it DeviceOrientationEvent readings and it says when the
// phone was tilted forward (screen towards the floor: guessed) or back (screen towards the
// ceiling: pass). Works in portrait and landscape alike because it uses the screen's pitch —
// how far the screen faces up or down — computed from beta and gamma, not one raw angle
// (in landscape the raw gamma jumps from +90 to -90 as the phone passes upright).

/** Degrees from the calibrated rest that count as a tilt. */
export const TILT_THRESHOLD_DEG = 30;
/** Degrees from rest within which the phone is back at rest (re-arms the detector). */
export const DEAD_ZONE_DEG = 15;
/** After a tilt, nothing fires for this long, even if the phone came back (one tilt, one answer). */
export const LOCKOUT_MS = 800;
/** Readings averaged to calibrate the rest position. */
export const CALIBRATION_SAMPLES = 5;

const RAD = Math.PI / 180;

/**
 * The screen's pitch in degrees from beta and gamma (W3C device orientation, Z-X'-Y''):
 * +90 lying face up, 0 upright (facing the room), -90 face down.
 */
export function screenPitch(beta, gamma) {
  if (!Number.isFinite(beta) || !Number.isFinite(gamma)) return null;
  const up = Math.cos(beta * RAD) * Math.cos(gamma * RAD); // the screen normal's vertical part
  return Math.asin(Math.max(-1, Math.min(1, up))) / RAD;
}

/**
 * A detector: `feed({beta, gamma, at})` → `'forward'`, `'back'` or null. The first
 * `samples` readings calibrate the rest pitch (call `calibrate()` when a round starts); a tilt
 * fires when the pitch leaves rest by `threshold`, then the detector waits until the phone is
 * back within `deadZone` of rest and `lockoutMs` have passed since the tilt.
 */
export function createTiltDetector({ threshold = TILT_THRESHOLD_DEG, deadZone = DEAD_ZONE_DEG, lockoutMs = LOCKOUT_MS, samples = CALIBRATION_SAMPLES } = {}) {
  let calibration = [];
  let rest = null;
  let armed = true;
  let lockedUntil = -Infinity;
  return {
    /** Start calibrating again from the next readings. */
    calibrate() { calibration = []; rest = null; armed = true; lockedUntil = -Infinity; },
    /** The calibrated rest pitch (null while calibrating). */
    get rest() { return rest; },
    feed({ beta, gamma, at }) {
      const pitch = screenPitch(beta, gamma);
      if (pitch == null) return null;
      if (rest == null) {
        calibration.push(pitch);
        if (calibration.length >= samples) rest = calibration.reduce((a, b) => a + b, 0) / calibration.length;
        return null;
      }
      const d = pitch - rest;
      if (!armed) {
        if (Math.abs(d) <= deadZone && at >= lockedUntil) armed = true;
        return null;
      }
      if (at < lockedUntil || Math.abs(d) < threshold) return null;
      armed = false;
      lockedUntil = at + lockoutMs;
      return d < 0 ? 'forward' : 'back';
    },
  };
}

/**
 * Whether tilt can work on this page, and if not why: `ok`, `insecure` (a plain-HTTP LAN page:
 * browsers give motion sensors to HTTPS and localhost only) or `unsupported`.
 */
export function sensorAvailability(win) {
  if (!win?.isSecureContext) return 'insecure';
  if (typeof win.DeviceOrientationEvent === 'undefined') return 'unsupported';
  return 'ok';
}
