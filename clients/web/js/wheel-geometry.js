// Wheel geometry (Protocol/FAIRNESS.md section 5). Angles in degrees, clockwise from the
// positive x-axis in screen coordinates; the pointer is at 270° (12 o'clock). At rest
// segment 0 starts at 0° and segments follow clockwise in option order.

/** The pointer's angle. */
export const POINTER_DEG = 270;

/** Segments at rest: [{start, end, weight, share}] for options [{weight}]. */
export function segments(options) {
  const weights = options.map((o) => (Number.isInteger(o.weight) && o.weight > 0 ? o.weight : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let before = 0;
  return weights.map((weight) => {
    const start = (360.0 * before) / total;
    before += weight;
    const end = (360.0 * before) / total;
    return { start, end, weight, share: weight / total };
  });
}

/** Floored modulo 360 (result in [0, 360)). */
export function mod360(x) {
  return ((x % 360) + 360) % 360;
}

/** The rest angle under the pointer after the wheel turned clockwise by `angleDeg`. */
export function restAngleUnderPointer(angleDeg) {
  return mod360(POINTER_DEG - angleDeg);
}

/** Index of the segment under the pointer after a rotation of `angleDeg`. */
export function segmentAt(options, angleDeg) {
  const phi = restAngleUnderPointer(angleDeg);
  const segs = segments(options);
  const i = segs.findIndex((s) => phi >= s.start && phi < s.end);
  return i === -1 ? segs.length - 1 : i;
}

/** Ease-out (cubic): fast start, slow stop. */
export function easeOut(t) {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** Rotation shown `elapsedMs` into a spin of `durationMs` that ends at `angleDeg`. */
export function rotationAt(angleDeg, elapsedMs, durationMs) {
  if (durationMs <= 0) return angleDeg;
  return angleDeg * easeOut(elapsedMs / durationMs);
}

/** Spin animation length: a little longer for more turns (ms). */
export function spinDurationMs(turns) {
  return 3000 + 250 * Math.max(0, (turns ?? 5) - 5) + 1000;
}

/** Degrees to radians. */
export function rad(deg) {
  return (deg * Math.PI) / 180;
}

/** The middle angle of a segment (where its label goes). */
export function midAngle(seg) {
  return (seg.start + seg.end) / 2;
}
