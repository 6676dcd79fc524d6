// Pauses on a phone (Protocol/PROTOCOL.md §16.7): while the game is paused, a banner over everything
// (the forehead screen too) says why — the host paused it, or the round waits for its guesser — and
// the game's timers stand still (`data-paused-ms`, js/views/timer.js); the host gets Pause while a
// game runs and Resume (or "Go on without Bob") while it is paused.

import { h } from '../dom.js';
import { amHost, nameOf } from '../selectors.js';
import { gamePause } from '../state-games.js';

/** The pause bar: {el, update(state, slot)}; `slot` is the element holding the game (its timers freeze). */
export function createPauseBar(ctx) {
  const { t } = ctx;
  const text = h('p', { class: 'pause-text', role: 'status' });
  const resume = h('button', { type: 'button', class: 'primary', 'data-action': 'resume', onclick: () => ctx.send('game.resume') });
  const banner = h('div', { class: 'pause-banner', hidden: true }, h('span', { class: 'pause-icon', 'aria-hidden': 'true', text: '⏸' }), text, resume);
  const pause = h('button', { type: 'button', class: 'small secondary pause-button', 'data-action': 'pause', text: `⏸ ${t('webPause')}`, hidden: true, onclick: () => ctx.send('game.pause') });
  const el = h('div', { class: 'pause-bar' }, banner, pause);
  return {
    el,
    update(state, slot) {
      const paused = gamePause(state);
      const host = amHost(state) && !ctx.tv;
      const over = !state.game || state.game.phase === 'over';
      banner.hidden = !paused;
      pause.hidden = !host || !!paused || over;
      if (slot) {
        if (paused) slot.dataset.pausedMs = String(paused.remaining_ms ?? '');
        else delete slot.dataset.pausedMs;
      }
      if (!paused) return;
      const waiting = paused.reason === 'guesser_away' ? nameOf(state, paused.waiting_for) : null;
      text.textContent = waiting ? t('webPausedWaiting', waiting) : t('webPausedHost');
      resume.hidden = !host;
      resume.textContent = waiting ? t('webResumeWithout', waiting) : t('webResume');
    },
  };
}
