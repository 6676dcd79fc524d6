// Live timers: elements carrying `data-deadline` (server ms) are refreshed by tick() with the
// seconds left on the server clock; `data-tkey` names the string ({0} = seconds) and
// `data-total` (ms) turns the element into a shrinking bar. Under an element carrying
// `data-paused-ms` (a paused game, js/views/pause-bar.js) every timer stands at that time left.

import { h } from '../dom.js';
import { msLeft } from '../clock.js';

/** A text timer: "12s left" (or just the number without `tkey`). */
export function timerText(deadline, tkey = null, cls = 'timer') {
  return h('span', { class: cls, role: 'timer', dataset: { deadline: String(deadline ?? ''), ...(tkey ? { tkey } : {}) } });
}

/** A bar that empties as the deadline approaches. */
export function timerBar(deadline, totalMs) {
  return h('div', { class: 'timer-bar', 'aria-hidden': 'true' },
    h('div', { class: 'timer-fill', dataset: { deadline: String(deadline ?? ''), total: String(totalMs ?? 0) } }));
}

/** Refresh every live timer under `root`. */
export function tick(root, clock, t, localNow) {
  for (const el of root.querySelectorAll('[data-deadline]')) {
    const deadline = Number(el.dataset.deadline);
    if (!el.dataset.deadline || !Number.isFinite(deadline)) continue;
    const paused = el.closest('[data-paused-ms]')?.dataset.pausedMs;
    const ms = paused != null && paused !== '' ? Math.max(0, Number(paused)) : msLeft(clock, deadline, localNow);
    if (el.dataset.total) {
      const total = Number(el.dataset.total);
      el.style.width = `${total > 0 ? Math.max(0, Math.min(100, (100 * ms) / total)) : 0}%`;
      el.classList.toggle('low', ms < 10000);
      continue;
    }
    const secs = String(Math.ceil(ms / 1000));
    const text = el.dataset.tkey ? t(el.dataset.tkey, secs) : secs;
    if (el.textContent !== text) el.textContent = text;
    el.classList.toggle('low', ms < 10000);
  }
}
