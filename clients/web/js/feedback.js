// Sounds (generated with Web Audio: no sound files) and haptics (`navigator.vibrate`), each
// behind its setting. `cue(name)` plays one; the controller calls `onFrame(frame)` for every
// event and `countdown(endsAtLocalMs)` when a Guess or Pass countdown starts.

import { VIBRATION, countdownTicks, cueFor } from './feedback-cues.js';

// Each sound: notes of [frequency Hz, start s, length s, wave type, volume].
const SOUNDS = {
  tick: [[880, 0, 0.06, 'square', 0.08]],
  guessed: [[660, 0, 0.12, 'sine', 0.25], [990, 0.1, 0.22, 'sine', 0.25]],
  pass: [[440, 0, 0.14, 'triangle', 0.25], [300, 0.12, 0.22, 'triangle', 0.25]],
  dice: [[220, 0, 0.04, 'square', 0.1], [330, 0.07, 0.04, 'square', 0.1], [260, 0.15, 0.04, 'square', 0.1], [390, 0.24, 0.05, 'square', 0.1]],
  wheel: [[1320, 0, 0.5, 'sine', 0.2], [1980, 0, 0.3, 'sine', 0.08]],
  coin: [[2093, 0, 0.25, 'sine', 0.15], [3136, 0.02, 0.2, 'sine', 0.08]],
};

/** The feedback player over the settings store. */
export function createFeedback(settings, win = globalThis) {
  let audio = null;
  let ticks = [];
  const played = []; // the last sounds, for tests and the settings sheet's preview

  function context() {
    const Ctx = win.AudioContext ?? win.webkitAudioContext;
    if (!Ctx) return null;
    audio ??= new Ctx();
    if (audio.state === 'suspended') audio.resume?.().catch(() => {});
    return audio;
  }

  function cue(name) {
    const s = settings.get();
    played.push(name);
    if (played.length > 20) played.shift();
    // Browsers allow vibration and sound only after the user touched the page (a TV never does).
    if (win.navigator?.userActivation && !win.navigator.userActivation.hasBeenActive) return;
    if (s.haptics && VIBRATION[name]) try { win.navigator?.vibrate?.(VIBRATION[name]); } catch { /* no vibration motor */ }
    if (!s.sound || !SOUNDS[name]) return;
    const ctx = context();
    if (!ctx) return;
    const t0 = ctx.currentTime;
    for (const [freq, start, length, type, volume] of SOUNDS[name]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + start);
      gain.gain.exponentialRampToValueAtTime(volume, t0 + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + length + 0.02);
    }
  }

  return {
    cue,
    played,
    /** Unlock audio inside a tap (browsers start audio only after one). */
    unlock() { if (settings.get().sound) context(); },
    onFrame(frame, opts) {
      const c = cueFor(frame, opts);
      if (c) setTimeout(() => cue(c.sound), c.delayMs);
    },
    countdown(endsAtLocal) {
      for (const id of ticks) clearTimeout(id);
      const now = Date.now();
      ticks = countdownTicks(endsAtLocal, now).map((at) => setTimeout(() => cue('tick'), at - now));
    },
  };
}
