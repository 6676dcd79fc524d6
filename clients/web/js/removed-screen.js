// "You were removed from this room" (contract §9, "Bans"): what a kicked or banned person sees
// instead of the room — who removed them, and whether they may come back — until they tap to go
// back to the start. A banned browser that tries again (another name, the same browser) gets
// `banned` and this same screen; nothing here joins or resumes by itself, so there is no loop.

import { h } from './dom.js';

/** The sentence keys for a removal {banned, by}: [who removed me, what now]. */
export function removedLines(removed) {
  const by = { host: 'webRemovedByHost', moderator: 'webRemovedByModerator', operator: 'webRemovedByOperator' }[removed?.by];
  return [by ?? null, removed?.banned ? 'webRemovedBanned' : 'webRemovedKicked'];
}

/** The removed screen: {el, update(state)}; `ctx.dismissRemoved()` goes back to the start. */
export function createRemoved(ctx) {
  const { t } = ctx;
  const who = h('p', { class: 'removed-by' });
  const next = h('p', { class: 'removed-next' });
  const ok = h('button', { type: 'button', class: 'primary big', 'data-action': 'removed-ok', text: t('webRemovedOk'), onclick: () => ctx.dismissRemoved() });
  const heading = h('h1', { class: 'removed-title', tabindex: '-1', text: t('webRemovedTitle') });
  const el = h('main', { class: 'removed-screen', role: 'alert' },
    h('div', { class: 'card removed-card' }, h('p', { class: 'removed-icon', 'aria-hidden': 'true', text: '🚫' }), heading, who, next, ok));
  setTimeout(() => heading.focus(), 0);
  return {
    el,
    update(state) {
      const [byKey, nextKey] = removedLines(state.removed);
      who.textContent = byKey ? t(byKey) : '';
      who.hidden = !byKey;
      next.textContent = t(nextKey);
      el.dataset.banned = String(!!state.removed?.banned);
    },
  };
}
