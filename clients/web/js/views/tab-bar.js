// A tab bar (the room screen's, the moderator's): one button per tab, arrow keys move between them,
// `select(tab)` draws which one is chosen. The panels are the screen's: `panel-ID` for tab `tab-ID`.

import { h } from '../dom.js';

/** The tab bar for `tabs` [[id, key]], labelled `label`: {el, buttons, select(tab)}. */
export function tabBar(ctx, tabs, label) {
  const { t } = ctx;
  const buttons = {};
  const el = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': label }, tabs.map(([id, key]) => {
    const b = h('button', { type: 'button', role: 'tab', id: `tab-${id}`, class: `tab tab-${id}`, 'aria-controls': `panel-${id}`, text: t(key) });
    b.addEventListener('click', () => ctx.setTab(id));
    b.addEventListener('keydown', (e) => {
      const i = tabs.findIndex(([x]) => x === id);
      const next = e.key === 'ArrowRight' ? tabs[(i + 1) % tabs.length] : e.key === 'ArrowLeft' ? tabs[(i + tabs.length - 1) % tabs.length] : null;
      if (next) { e.preventDefault(); ctx.setTab(next[0]); buttons[next[0]].focus(); }
    });
    buttons[id] = b;
    return b;
  }));
  return {
    el,
    buttons,
    /** Mark `tab` as the chosen one (and the only one in the tab order). */
    select(tab) {
      for (const [id, b] of Object.entries(buttons)) {
        b.setAttribute('aria-selected', String(id === tab));
        b.tabIndex = id === tab ? 0 : -1;
      }
    },
  };
}
