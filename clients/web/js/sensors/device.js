// The browser side of the sensors: permission, listeners, full screen and the landscape lock.
// The detection itself is pure (tilt.js, shake.js).

import { createTiltDetector, sensorAvailability } from './tilt.js';
import { createShakeDetector } from './shake.js';

/**
 * Ask for motion sensors where the browser wants a question (iOS Safari's
 * `requestPermission`, which must run inside a tap). Resolves to `ok`, `insecure`,
 * `unsupported` or `denied`.
 */
export async function askSensors(win = globalThis) {
  const available = sensorAvailability(win);
  if (available !== 'ok') return available;
  for (const Event of [win.DeviceOrientationEvent, win.DeviceMotionEvent]) {
    const ask = Event?.requestPermission;
    if (typeof ask !== 'function') continue;
    try {
      if ((await ask.call(Event)) !== 'granted') return 'denied';
    } catch {
      return 'denied';
    }
  }
  return 'ok';
}

/** Tilt from `deviceorientation` events: `onTilt('forward'|'back')`. {start(), stop(), calibrate(), on}. */
export function tiltWatcher(onTilt, win = globalThis) {
  const detector = createTiltDetector();
  const listener = (e) => {
    const tilt = detector.feed({ beta: e.beta, gamma: e.gamma, at: e.timeStamp || performance.now() });
    if (tilt) onTilt(tilt);
  };
  const api = {
    on: false,
    start() { if (!api.on) { detector.calibrate(); win.addEventListener('deviceorientation', listener); api.on = true; } },
    stop() { win.removeEventListener('deviceorientation', listener); api.on = false; },
    calibrate() { detector.calibrate(); },
  };
  return api;
}

/** Shakes from `devicemotion` events: `onShake()`. {start(), stop(), on}. */
export function shakeWatcher(onShake, win = globalThis) {
  const detector = createShakeDetector();
  const listener = (e) => {
    const a = e.accelerationIncludingGravity ?? e.acceleration;
    if (a && detector.feed({ x: a.x, y: a.y, z: a.z, at: e.timeStamp || performance.now() })) onShake();
  };
  const api = {
    on: false,
    start() { if (!api.on) { win.addEventListener('devicemotion', listener); api.on = true; } },
    stop() { win.removeEventListener('devicemotion', listener); api.on = false; },
  };
  return api;
}

/**
 * Full screen, then the landscape lock (inside a tap). Resolves to whether the screen is
 * locked in landscape; where it is not, the page shows its "turn your phone" prompt.
 */
export async function fullscreenLandscape(doc = globalThis.document, scr = globalThis.screen) {
  try {
    if (!doc.fullscreenElement && doc.documentElement.requestFullscreen) await doc.documentElement.requestFullscreen({ navigationUI: 'hide' });
  } catch { /* not allowed here (an iframe, a desktop policy): play in the page */ }
  try {
    await scr?.orientation?.lock?.('landscape');
    return true;
  } catch {
    return false;
  }
}

/** Leave full screen if this page entered it. */
export function leaveFullscreen(doc = globalThis.document) {
  try { scrUnlock(); if (doc.fullscreenElement) doc.exitFullscreen?.().catch(() => {}); } catch { /* already gone */ }
}

function scrUnlock() {
  try { globalThis.screen?.orientation?.unlock?.(); } catch { /* nothing was locked */ }
}
