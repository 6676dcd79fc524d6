// Which sound and vibration a frame earns, pure: guessed / pass for a resolved card, dice,
// the wheel's stop (after its spin) and the coin (after its flip). Ticks for the Guess or Pass
// countdown are scheduled from its deadline (`countdownTicks`).

/** Vibration patterns (ms on, off, on...). */
export const VIBRATION = { guessed: [40, 40, 90], pass: [140], dice: [25, 30, 25, 30, 25], wheel: [60], coin: [30], tick: [15] };

/** How long the coin flips (ms), the sound comes when it lands. */
export const COIN_MS = 1000;

/** {sound, delayMs} for a frame, or null. `wheelMs` is how long the wheel view turns. */
export function cueFor(frame, { wheelMs = 0 } = {}) {
  switch (frame?.type) {
    case 'gop.card_resolved':
      return frame.outcome === 'correct' ? { sound: 'guessed', delayMs: 0 } : frame.outcome === 'pass' ? { sound: 'pass', delayMs: 0 } : null;
    case 'dice.rolled':
      return { sound: 'dice', delayMs: 0 };
    case 'wheel.spun':
      return { sound: 'wheel', delayMs: wheelMs };
    case 'coin.flipped':
      return { sound: 'coin', delayMs: COIN_MS };
    default:
      return null;
  }
}

/** The local times of the countdown's ticks: one per whole second left before `endsAt` (ms). */
export function countdownTicks(endsAt, now) {
  const out = [];
  for (let at = endsAt - 1000; at > now - 1; at -= 1000) out.unshift(at);
  return out.filter((at) => at >= now);
}
