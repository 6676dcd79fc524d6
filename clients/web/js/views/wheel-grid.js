// The room's wheels as an adaptive grid of 2–4 columns: tap a wheel to pick it; long-press one
// of your own (or use its ⋯ button) for Edit, Rename and Delete, every delete confirmed.

import { fill, h } from '../dom.js';
import { nameOf } from '../selectors.js';
import { onLongPress } from './long-press.js';
import { segmentColor } from './wheel-canvas.js';

/** The grid: {el, update(state, selected)}; `pick(id)`, `edit(wheel)`, `rename(wheel)` come from the wheel view. */
export function createWheelGrid(ctx, { pick, edit, rename }) {
  const { t } = ctx;
  // A group of toggle buttons (a listbox may not hold the ⋯ buttons; axe: aria-required-children).
  const grid = h('div', { class: 'wheel-grid', role: 'group', 'aria-label': t('webChooseWheel') });
  const menu = h('div', { class: 'wheel-menu card', role: 'dialog', hidden: true });
  const hint = h('p', { class: 'hint' });
  const el = h('div', { class: 'wheel-picker' }, grid, hint, menu);

  function openMenu(w) {
    const close = () => { menu.hidden = true; };
    const confirmDelete = () => fill(menu,
      h('p', { text: t('webDeleteConfirm', w.name) }),
      h('div', { class: 'row' },
        h('button', { type: 'button', class: 'secondary', text: t('webCancel'), onclick: close }),
        h('button', { type: 'button', class: 'danger', text: t('webDelete'), onclick: () => { close(); ctx.send('wheel.delete', { wheel_id: w.wheel_id }); } })));
    fill(menu, h('p', { class: 'wheel-menu-title', text: w.name }),
      h('div', { class: 'row' },
        h('button', { type: 'button', class: 'secondary', text: t('webEdit'), onclick: () => { close(); edit(w); } }),
        h('button', { type: 'button', class: 'secondary', text: t('webRename'), onclick: () => { close(); rename(w); } }),
        h('button', { type: 'button', class: 'danger', text: t('webDelete'), onclick: confirmDelete }),
        h('button', { type: 'button', class: 'secondary', text: t('webClose'), onclick: close })));
    menu.hidden = false;
    menu.querySelector('button')?.focus();
  }

  function tile(state, w, selected) {
    const own = w.owner === state.me?.player_id && !ctx.tv;
    const dots = h('span', { class: 'wheel-dots', 'aria-hidden': 'true' }, w.options.slice(0, 8).map((_, i) => {
      const d = h('span', { class: 'dot' });
      d.style.background = segmentColor(i, w.options.length);
      return d;
    }));
    const button = h('button', {
      type: 'button', class: 'wheel-tile', 'aria-pressed': String(w.wheel_id === selected), 'data-key': `wheel-${w.wheel_id}`,
      onclick: () => pick(w.wheel_id),
    }, dots, h('span', { class: 'wheel-tile-name', text: w.name }), h('span', { class: 'wheel-tile-owner', text: t('webOwnedBy', nameOf(state, w.owner)) }));
    if (own) onLongPress(button, () => openMenu(w));
    const more = own ? h('button', { type: 'button', class: 'wheel-more small secondary', text: '⋯', 'aria-label': t('webWheelMenu', w.name), onclick: () => openMenu(w) }) : null;
    return h('div', { class: 'wheel-cell' }, button, more);
  }

  return {
    el,
    update(state, selected) {
      fill(grid, state.wheels.length ? state.wheels.map((w) => tile(state, w, selected)) : h('p', { class: 'muted', text: t('webNoWheels') }));
      hint.textContent = state.wheels.some((w) => w.owner === state.me?.player_id) && !ctx.tv ? t('webWheelHint') : '';
      if (!menu.hidden && !state.wheels.some((w) => menu.textContent.includes(w.name))) menu.hidden = true;
    },
  };
}
