import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COIN_MS, countdownTicks, cueFor } from '../js/feedback-cues.js';
import { createFeedback } from '../js/feedback.js';
import { settingsStore } from '../js/settings.js';

test('cues: guessed and pass by the card\'s outcome, dice at once, wheel and coin when they stop', () => {
  assert.deepEqual(cueFor({ type: 'gop.card_resolved', outcome: 'correct' }), { sound: 'guessed', delayMs: 0 });
  assert.deepEqual(cueFor({ type: 'gop.card_resolved', outcome: 'pass' }), { sound: 'pass', delayMs: 0 });
  assert.equal(cueFor({ type: 'gop.card_resolved', outcome: 'unresolved' }), null);
  assert.deepEqual(cueFor({ type: 'dice.rolled' }), { sound: 'dice', delayMs: 0 });
  assert.deepEqual(cueFor({ type: 'wheel.spun' }, { wheelMs: 4200 }), { sound: 'wheel', delayMs: 4200 });
  assert.deepEqual(cueFor({ type: 'coin.flipped' }), { sound: 'coin', delayMs: COIN_MS });
  assert.equal(cueFor({ type: 'chat.message' }), null);
});

test('countdown ticks: one per whole second left', () => {
  assert.deepEqual(countdownTicks(5000, 1500), [2000, 3000, 4000]);
  assert.deepEqual(countdownTicks(5000, 5000), []);
});

function fakeWindow() {
  const log = [];
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {}, value: 0 });
  class AudioContext {
    constructor() { this.currentTime = 0; this.destination = {}; this.state = 'running'; }
    createOscillator() { return { type: '', frequency: param(), connect: (g) => g, start: () => log.push('osc'), stop() {} }; }
    createGain() { return { gain: param(), connect: (d) => d }; }
  }
  return { log, win: { AudioContext, navigator: { userActivation: { hasBeenActive: true }, vibrate: (p) => log.push(`vibrate ${p.join(',')}`) } } };
}

function memory() {
  const m = new Map();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) };
}

test('sound and haptics follow their toggles', () => {
  const settings = settingsStore(memory());
  const { log, win } = fakeWindow();
  const fb = createFeedback(settings, win);
  fb.cue('pass');
  assert.deepEqual(log, ['vibrate 140', 'osc', 'osc']);
  log.length = 0;
  settings.set({ sound: false });
  fb.cue('pass');
  assert.deepEqual(log, ['vibrate 140']);
  log.length = 0;
  settings.set({ haptics: false, sound: true });
  fb.cue('tick');
  assert.deepEqual(log, ['osc']);
});

test('nothing plays before the user touched the page (the TV never does)', () => {
  const { log, win } = fakeWindow();
  win.navigator.userActivation.hasBeenActive = false;
  createFeedback(settingsStore(memory()), win).cue('dice');
  assert.deepEqual(log, []);
});
