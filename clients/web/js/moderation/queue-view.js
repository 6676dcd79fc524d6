// The review queue (Protocol/PROTOCOL.md §16.3) for the host and the moderators: every item that
// waits, oldest first — what kind, who sent it, its text and how long it may wait — with Approve,
// Reject and Ban. Every reviewer's list is the same: an item leaves it when anyone decides it
// (`mod.resolved`).

import { fill, h } from '../dom.js';
import { pendingItems } from './state.js';
import { askBan } from './actions.js';

const KIND_KEYS = { chat: 'webKindChat', clue: 'webKindClue', question: 'webKindQuestion' };

/** The queue: {el, update(state, prev)}. */
export function createQueue(ctx) {
  const { t } = ctx;
  const count = h('span', { class: 'mod-count', 'aria-hidden': 'true' });
  const note = h('p', { class: 'muted mod-queue-note' });
  const list = h('ol', { class: 'mod-queue' });
  const el = h('section', { class: 'card mod-queue-card', 'aria-label': t('webReviewTitle') }, h('h2', {}, t('webReviewTitle'), ' ', count), note, list);
  const busy = new Set(); // items decided here whose answer has not come yet

  async function decide(item, type) {
    busy.add(item.item_id);
    draw(ctx.state());
    await ctx.send(type, { item_id: item.item_id });
    busy.delete(item.item_id);
    draw(ctx.state());
  }

  function row(state, item) {
    const minutes = item.expires_at_ms ? Math.max(1, Math.ceil((item.expires_at_ms - ctx.serverNow()) / 60000)) : null;
    const waiting = busy.has(item.item_id);
    return h('li', { class: `mod-item mod-kind-${item.kind}`, 'data-item': item.item_id },
      h('p', { class: 'mod-item-head' }, h('span', { class: 'badge badge-kind', text: t(KIND_KEYS[item.kind] ?? 'webKindChat') }),
        h('strong', { class: 'mod-item-name', text: item.name }), minutes ? h('span', { class: 'muted mod-item-expiry', text: t('webReviewExpires', minutes) }) : null),
      h('p', { class: 'mod-item-text', text: item.text }),
      h('div', { class: 'mod-item-actions' },
        h('button', { type: 'button', class: 'primary', 'data-action': 'approve', 'data-key': `approve-${item.item_id}`, disabled: waiting, text: t('webApprove'), 'aria-label': t('webApproveAria', item.text), onclick: () => decide(item, 'mod.approve') }),
        h('button', { type: 'button', class: 'secondary', 'data-action': 'reject', 'data-key': `reject-${item.item_id}`, disabled: waiting, text: t('webReject'), 'aria-label': t('webRejectAria', item.text), onclick: () => decide(item, 'mod.reject') }),
        h('button', { type: 'button', class: 'small danger', 'data-action': 'ban', text: t('webBan'), 'aria-label': t('webBanAria', item.name), onclick: () => askBan(ctx, item) })));
  }

  function draw(state) {
    const items = pendingItems(state);
    count.textContent = items.length ? `(${items.length})` : '';
    note.textContent = items.length ? '' : t(state.room?.settings?.review ? 'webReviewEmpty' : 'webReviewOff');
    note.hidden = !note.textContent;
    fill(list, items.map((item) => row(state, item)));
  }

  return {
    el,
    update(state, prev) {
      if (prev && prev.staff?.pending === state.staff?.pending && prev.room?.settings === state.room?.settings) return;
      draw(state);
    },
  };
}
