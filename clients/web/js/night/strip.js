// A line above the running game in a night's room: the night, what is playing and what is next.

import { h } from '../dom.js';
import { nowNextLines } from './lobby.js';
import './strings.js';

/** The strip: {el, update(state)}; hidden outside a night or between games (the lobby says it then). */
export function createNightStrip(ctx) {
  const el = h('p', { class: 'night-strip', 'aria-live': 'off' });
  let shown = '';
  return {
    el,
    update(state) {
      const on = !!state.night && !!state.game;
      el.hidden = !on;
      if (!on) return;
      const lines = nowNextLines(ctx, state);
      const text = [state.night.title, lines.now, lines.next].filter(Boolean).join(' · ');
      if (text !== shown) { shown = text; el.textContent = text; }
    },
  };
}
