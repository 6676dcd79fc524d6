import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createTiltDetector, screenPitch, sensorAvailability } from '../js/sensors/tilt.js';
import { createShakeDetector } from '../js/sensors/shake.js';

// Recorded-style readings: [ms, beta, gamma]. A landscape phone on the forehead, screen to the
// room: gamma near ±90 (it flips sign as the phone passes upright), beta near 0 or ±180.
const feedAll = (d, rows) => rows.map(([at, beta, gamma]) => d.feed({ at, beta, gamma })).filter(Boolean);
const rest = (from, n = 5) => Array.from({ length: n }, (_, i) => [from + i * 50, 2, 88 - (i % 2) * 3]);

test('pitch: face up +90, upright 0, face down -90, in portrait and landscape', () => {
  assert.equal(Math.round(screenPitch(0, 0)), 90);
  assert.equal(Math.round(screenPitch(90, 0)), 0); // portrait, upright
  assert.equal(Math.round(screenPitch(0, 90)), 0); // landscape, upright
  assert.equal(Math.round(screenPitch(0, -90)), 0); // the same, past the gamma flip
  assert.equal(Math.round(screenPitch(180, 0)), -90);
  assert.equal(Math.round(screenPitch(120, 0)), -30); // portrait, tipped forward
  assert.equal(screenPitch(null, 3), null);
});

test('calibrated at rest; forward = guessed (screen to the floor), back = pass (to the ceiling)', () => {
  const d = createTiltDetector();
  assert.deepEqual(feedAll(d, rest(0)), []);
  assert.ok(Math.abs(d.rest) < 5, `rest ${d.rest}`);
  // Nod forward: the screen turns to the floor (gamma flips sign as it passes upright, beta to 180).
  assert.deepEqual(feedAll(d, [[300, 5, -80], [350, 170, -60], [400, 175, -50]]), ['forward']);
  // Back to rest, then past the lockout, tip back.
  assert.deepEqual(feedAll(d, [[700, 2, 89], [1300, 1, 88], [1350, 3, 60], [1400, 2, 45]]), ['back']);
});

test('a small wobble inside the threshold is nothing', () => {
  const d = createTiltDetector();
  feedAll(d, rest(0));
  assert.deepEqual(feedAll(d, [[300, 5, 70], [350, 170, -75], [400, 3, 80], [450, 2, -70]]), []);
});

test('one tilt is one answer: holding it, or coming back within the lockout, fires nothing more', () => {
  const d = createTiltDetector({ lockoutMs: 800 });
  feedAll(d, rest(0));
  const held = [[300, 175, -50], [350, 175, -45], [400, 178, -40], [450, 176, -45]];
  assert.deepEqual(feedAll(d, held), ['forward']);
  // Back to rest at 500 (re-armed only once the lockout ends at 1100), tilted again at 600: ignored.
  assert.deepEqual(feedAll(d, [[500, 2, 89], [600, 175, -50], [650, 2, 89]]), []);
  // Leaving the dead zone but not reaching rest does not re-arm either.
  assert.deepEqual(feedAll(d, [[1200, 175, -65], [1250, 175, -45]]), []);
  assert.deepEqual(feedAll(d, [[1300, 1, 88], [1400, 175, -45]]), ['forward']);
});

test('calibrating again takes the new rest (the next round may start held differently)', () => {
  const d = createTiltDetector();
  feedAll(d, rest(0));
  d.calibrate();
  assert.equal(d.rest, null);
  // Held a little face-up this time: pitch about +20.
  feedAll(d, Array.from({ length: 5 }, (_, i) => [500 + i * 50, 0, 70]));
  assert.ok(Math.abs(d.rest - 20) < 1, `rest ${d.rest}`);
  assert.deepEqual(feedAll(d, [[900, 0, 88]]), []); // pitch ~2: 18° forward of rest, inside the threshold
  assert.deepEqual(feedAll(d, [[950, 0, 45]]), []); // pitch 45: 25° back, inside the threshold
  assert.deepEqual(feedAll(d, [[1000, 0, 30]]), ['back']); // pitch 60: 40° back
});

test('availability: plain-HTTP LAN pages have no sensors; HTTPS and localhost do', () => {
  assert.equal(sensorAvailability({ isSecureContext: false, DeviceOrientationEvent() {} }), 'insecure');
  assert.equal(sensorAvailability({ isSecureContext: true }), 'unsupported');
  assert.equal(sensorAvailability({ isSecureContext: true, DeviceOrientationEvent() {} }), 'ok');
});

// [ms, x, y, z] in m/s² including gravity: a phone in the hand, then shaken.
const still = (from, n) => Array.from({ length: n }, (_, i) => [from + i * 40, 0.1, 9.7, 0.4]);
const shake = (from) => [[from, 14, 20, 3], [from + 60, -22, -6, 1], [from + 120, 18, 17, 2], [from + 180, -15, 2, 0]];
const shakes = (d, rows) => rows.filter(([at, x, y, z]) => d.feed({ at, x, y, z })).map(([at]) => at);

test('shake: three jolts within the window roll once; then a cooldown', () => {
  const d = createShakeDetector();
  assert.deepEqual(shakes(d, still(0, 20)), []);
  assert.deepEqual(shakes(d, shake(1000)), [1120]);
  assert.deepEqual(shakes(d, shake(1300)), []); // within the 1.5 s cooldown
  assert.deepEqual(shakes(d, shake(3000)), [3120]);
});

test('shake: jolts too far apart, or too weak, are not a shake', () => {
  const d = createShakeDetector();
  assert.deepEqual(shakes(d, [[0, 20, 10, 0], [800, 20, 10, 0], [1600, 20, 10, 0]]), []);
  assert.deepEqual(shakes(d, [[0, 3, 12, 1], [50, -3, 14, 1], [100, 4, 6, 2], [150, 0, 15, 0]]), []);
  assert.deepEqual(shakes(d, [[0, NaN, 1, 1]]), []);
});
