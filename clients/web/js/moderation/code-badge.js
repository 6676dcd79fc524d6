// The room code in a phone's header. In streamer mode (contract §9, `hide_code`) the code shows only
// after a tap on "Show code" (and goes again on "Hide code"), so a phone caught on camera does not
// give the room away; otherwise it is the code as always.

import { h } from '../dom.js';

/** The code badge: {el, update(state)}; the shown/hidden choice is the page's (`ctx.codeShown`, `ctx.showCode`). */
export function createCodeBadge(ctx) {
  const { t } = ctx;
  const code = h('span', { class: 'room-code' });
  const toggle = h('button', { type: 'button', class: 'small secondary code-toggle', 'data-action': 'toggle-code', hidden: true, onclick: () => ctx.showCode(!ctx.codeShown) });
  const el = h('span', { class: 'code-badge' }, code, toggle);
  return {
    el,
    update(state) {
      const streamer = !!state.room?.settings?.hide_code;
      const shown = !streamer || ctx.codeShown;
      code.textContent = shown ? state.room?.code ?? '' : '';
      code.hidden = !shown;
      toggle.hidden = !streamer;
      toggle.textContent = t(ctx.codeShown ? 'webHideCode' : 'webShowCode');
    },
  };
}
