// Swipes and taps, as in the phone app: right = guessed, left = pass (tilt forward / back map
// the same way; its detection is js/sensors/tilt.js). Pure; the views attach the listeners.

/** Minimum horizontal travel of a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 60;

/** `right`, `left` or null for a pointer that moved by (dx, dy). */
export function classifySwipe(dx, dy, minPx = SWIPE_MIN_PX) {
  if (Math.abs(dx) < minPx || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx > 0 ? 'right' : 'left';
}

/**
 * What a gesture does for this member. In secret mode (the default) the guesser may only pass
 * (and is led to type a guess for "guessed", since only clue-givers may mark a card correct);
 * in classic mode the guesser holds the word to the forehead and marks it guessed too.
 * Clue-givers mark correct or pass; the audience does nothing. Returns `correct`, `pass`,
 * `type` or null.
 */
export function gestureAction(gesture, role, mode = 'secret') {
  const positive = gesture === 'right' || gesture === 'forward';
  const negative = gesture === 'left' || gesture === 'back';
  if (role === 'guesser') return positive ? (mode === 'classic' ? 'correct' : 'type') : negative ? 'pass' : null;
  if (role === 'giver') return positive ? 'correct' : negative ? 'pass' : null;
  return null;
}

/** A tap at `x` on a zone `width` wide: the left half is `left` (pass), the right half `right`. */
export function tapSide(x, width) {
  return x < width / 2 ? 'left' : 'right';
}
