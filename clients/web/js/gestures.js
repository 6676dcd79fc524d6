// Swipe and tilt, as in the phone app: right = guessed, left = pass; tilt forward = guessed,
// back = pass. Pure classification; the views attach the listeners.

/** Minimum horizontal travel of a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 60;

/** `right`, `left` or null for a pointer that moved by (dx, dy). */
export function classifySwipe(dx, dy, minPx = SWIPE_MIN_PX) {
  if (Math.abs(dx) < minPx || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx > 0 ? 'right' : 'left';
}

/** Degrees of tilt away from upright that count. */
export const TILT_DEG = 35;

/**
 * A tilt from a DeviceOrientationEvent's beta (front-back, degrees; ~90 when the phone is
 * held upright facing the others) relative to `restBeta`: `forward`, `back` or null. Uses
 * hysteresis: once a tilt fired, `armed` must be restored by coming back near rest.
 */
export function classifyTilt(beta, restBeta = 90, threshold = TILT_DEG) {
  if (beta == null || !Number.isFinite(beta)) return null;
  const d = beta - restBeta;
  if (d <= -threshold) return 'forward';
  if (d >= threshold) return 'back';
  return null;
}

/** Whether the phone is back near rest (re-arms tilt). */
export function nearRest(beta, restBeta = 90, threshold = TILT_DEG) {
  return beta != null && Math.abs(beta - restBeta) < threshold / 2;
}

/**
 * What a gesture does for this member: the guesser may only pass (and is led to type a
 * guess for "guessed", since only clue-givers may mark a card correct); clue-givers mark
 * correct or pass; the audience does nothing. Returns `correct`, `pass`, `type` or null.
 */
export function gestureAction(gesture, role) {
  const positive = gesture === 'right' || gesture === 'forward';
  const negative = gesture === 'left' || gesture === 'back';
  if (role === 'guesser') return positive ? 'type' : negative ? 'pass' : null;
  if (role === 'giver') return positive ? 'correct' : negative ? 'pass' : null;
  return null;
}
