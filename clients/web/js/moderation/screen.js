// The moderator's screen (contract §9, Protocol/PROTOCOL.md §16.4): a moderator is not a player —
// no game, dice or wheels — but sees what the room is doing (the game, whether it is paused, who is
// here), the review queue with Approve and Reject, the people with Remove and Ban, the bans, the
// chat (a moderator's own lines are never held) and the settings a moderator may change. On a
// phone each is a tab; on a wide screen the chat stands beside the tab shown.

import { h } from '../dom.js';
import { confirmAction } from '../confirm.js';
import { statusText } from '../join-screen.js';
import { languagePicker } from '../views/language-picker.js';
import { settingsButton } from '../views/settings-button.js';
import { createChat } from '../views/chat.js';
import { gameTitle } from '../games/registry.js';
import { gamePause } from '../state-games.js';
import { nameOf } from '../selectors.js';
import { pendingItems } from './state.js';
import { createQueue } from './queue-view.js';
import { createPeople } from './people-view.js';
import { createRoomSettings } from './settings-view.js';
import { createCodeBadge } from './code-badge.js';
import { tabBar } from '../views/tab-bar.js';
import './strings.js';

const TABS = [['review', 'webTabReview'], ['people', 'webTabPeople'], ['chat', 'webTabChat'], ['settings', 'webTabRoomSettings']];

/** The line saying what the room is doing: the game and its phase, paused or not, and how many are here. */
function nowLine(t, state) {
  const g = state.game;
  const players = state.room.members.filter((m) => m.role === 'player').length;
  const count = t('webModCounts', players, state.room.audience ?? 0);
  if (!g) return `${t('webModNoGame')} · ${count}`;
  const pause = gamePause(state);
  const paused = pause ? ` · ${pause.reason === 'guesser_away' ? t('webPausedWaiting', nameOf(state, pause.waiting_for)) : t('webModPausedNow')}` : '';
  return `${t('webModPlaying', gameTitle(t, g.game))}${paused} · ${count}`;
}

/** The moderator's screen: {el, update(state, prev, conn, tab)}. */
export function createModScreen(ctx) {
  const { t } = ctx;
  const panels = { review: createQueue(ctx), people: createPeople(ctx), chat: createChat(ctx), settings: createRoomSettings(ctx) };
  const tabs = tabBar(ctx, TABS, t('webModRole'));
  const panelEls = Object.entries(panels).map(([id, p]) => h('div', { class: `panel panel-${id}`, id: `panel-${id}`, role: 'tabpanel', 'aria-labelledby': `tab-${id}` }, p.el));
  const code = createCodeBadge(ctx);
  const status = h('span', { class: 'status-pill' });
  const banner = h('div', { class: 'banner', role: 'status' });
  const now = h('p', { class: 'mod-now', 'aria-live': 'polite' });
  const leave = h('button', { type: 'button', class: 'small secondary leave', 'data-action': 'leave', text: t('webLeaveShort'), 'aria-label': t('webLeave'), title: t('webLeave') });
  leave.addEventListener('click', async () => {
    if (await confirmAction(t, { title: t('webConfirmLeaveTitle'), body: t('webConfirmLeaveBody'), yes: t('webLeaveShort') })) ctx.leave();
  });
  const el = h('div', { class: 'room-screen mod-screen' },
    h('header', { class: 'top' }, leave, h('span', { class: 'badge badge-mod mod-role', text: t('webModRole') }), code.el, status, h('span', { class: 'spacer' }), languagePicker(ctx), settingsButton(ctx)),
    banner, now, h('main', { class: 'panels' }, panelEls), tabs.el);

  return {
    el,
    update(state, prev, conn, wanted) {
      const tab = Object.hasOwn(panels, wanted) ? wanted : 'review';
      code.update(state);
      status.textContent = statusText(t, conn);
      status.dataset.status = conn.status;
      banner.hidden = conn.status === 'open';
      banner.textContent = statusText(t, conn);
      el.dataset.link = conn.status === 'open' ? 'up' : 'down';
      now.textContent = nowLine(t, state);
      const pending = pendingItems(state).length;
      tabs.buttons.review.dataset.count = pending ? String(pending) : '';
      tabs.select(tab);
      panelEls.forEach((p) => p.classList.toggle('active', p.id === `panel-${tab}`));
      for (const p of Object.values(panels)) p.update(state, prev);
    },
  };
}
