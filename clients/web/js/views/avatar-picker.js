// The join screen's avatar picker: the current avatar as a button that opens a grid of emoji
// and colour swatches; the choice is remembered (js/avatars.js) and sent with create and join.

import { h } from '../dom.js';
import { AVATAR_COLORS, AVATAR_EMOJI, colourKey } from '../avatars.js';
import { avatarBadge } from './avatar.js';

/** The picker over `ctx.avatars` ({get, set}); `name()` gives the typed name for the preview. */
export function avatarPicker(ctx) {
  const { t } = ctx;
  const preview = h('span', { class: 'avatar-preview' });
  const toggle = h('button', { type: 'button', class: 'avatar-toggle', 'aria-expanded': 'false', 'aria-label': t('webAvatarPick') }, preview);
  const emojiGrid = h('div', { class: 'avatar-grid', role: 'radiogroup', 'aria-label': t('webAvatarEmoji') });
  const colourGrid = h('div', { class: 'avatar-colours', role: 'radiogroup', 'aria-label': t('webAvatarColour') });
  const panel = h('div', { class: 'avatar-panel', hidden: true }, emojiGrid, colourGrid);
  const el = h('div', { class: 'avatar-picker' }, h('span', { class: 'field-label', text: t('webAvatar') }), toggle, panel);

  function choose(patch) {
    ctx.avatars.set({ ...ctx.avatars.get(), ...patch });
    draw();
  }

  function draw() {
    const a = ctx.avatars.get();
    preview.replaceChildren(avatarBadge({ name: '?', avatar: a }, 'avatar-big'));
    emojiGrid.replaceChildren(...AVATAR_EMOJI.map((e) => h('button', {
      type: 'button', role: 'radio', class: 'avatar-choice', 'aria-checked': String(e === a.emoji), 'aria-label': e, text: e, onclick: () => choose({ emoji: e }),
    })));
    colourGrid.replaceChildren(...AVATAR_COLORS.map((c) => {
      const b = h('button', { type: 'button', role: 'radio', class: 'colour-choice', 'aria-checked': String(c === a.color), 'aria-label': t(colourKey(c)), title: t(colourKey(c)), 'data-colour': c, onclick: () => choose({ color: c }) });
      b.style.background = c;
      return b;
    }));
  }

  toggle.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    toggle.setAttribute('aria-expanded', String(!panel.hidden));
  });
  draw();
  return el;
}
