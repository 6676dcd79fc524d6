// The room screen (header, tabs, panels). Loaded once the page is in a room or idle after the
// join screen (js/app.js), so the join screen does not wait for it.

import { h } from './dom.js';
import { confirmAction } from './confirm.js';
import { statusText } from './join-screen.js';
import { languagePicker } from './views/language-picker.js';
import { createLobby } from './views/lobby.js';
import { gameById } from './games/registry.js';
import { createDice } from './views/dice.js';
import { createWheel } from './views/wheel.js';
import { createCoin } from './views/coin.js';
import { createFair } from './views/fair.js';
import { createChat } from './views/chat.js';
import { settingsButton } from './views/settings-button.js';
import { createNightStrip } from './night/strip.js';
import { amHost } from './selectors.js';
import { createPauseBar } from './views/pause-bar.js';
import { createSafetyPanel } from './moderation/panel.js';
import { pendingItems } from './moderation/state.js';
import { createCodeBadge } from './moderation/code-badge.js';
import { tabBar } from './views/tab-bar.js';

const TABS = [['play', 'webTabPlay'], ['dice', 'webTabDice'], ['wheel', 'webTabWheel'], ['coin', 'webTabCoin'], ['chat', 'webTabChat'], ['fair', 'webTabFair']];

/** The room screen: {el, update(state, prev, conn)}. */
export function createRoom(ctx) {
  const { t } = ctx;
  const panels = {
    lobby: createLobby(ctx), dice: createDice(ctx), wheel: createWheel(ctx),
    coin: createCoin(ctx), chat: createChat(ctx), fair: createFair(ctx), safety: createSafetyPanel(ctx),
  };
  const gameSlot = h('div', { class: 'game-slot' });
  const nightStrip = createNightStrip(ctx); // a night's room: what is playing and what is next
  const pauseBar = createPauseBar(ctx);
  const play = h('div', { class: 'panel-play' }, panels.lobby.el, nightStrip.el, h('div', { class: 'game-area' }, pauseBar.el, gameSlot));
  const gameView = gameViews(ctx, gameSlot);
  const sections = { play, dice: panels.dice.el, wheel: panels.wheel.el, coin: panels.coin.el, chat: panels.chat.el, fair: panels.fair.el, safety: panels.safety.el };
  const tabs = tabBar(ctx, TABS, t('webAppTitle'));
  // The host's Safety panel (the review queue, the room's settings, moderators and bans) opens from a
  // header button, so the tab bar keeps its six tabs at 360 px in every language; its count says what waits.
  const safety = h('button', { type: 'button', id: 'tab-safety', class: 'small secondary safety-open', 'aria-controls': 'panel-safety', 'aria-label': t('webTabSafety'), title: t('webTabSafety'), text: '🛡', hidden: true });
  safety.addEventListener('click', () => ctx.setTab('safety'));
  const panelEls = Object.entries(sections).map(([id, inner]) => h('div', { class: `panel panel-${id}`, id: `panel-${id}`, role: id === 'safety' ? 'region' : 'tabpanel', 'aria-labelledby': `tab-${id}` }, inner));
  const code = createCodeBadge(ctx); // streamer mode: the code only after "Show code"
  const status = h('span', { class: 'status-pill' });
  const banner = h('div', { class: 'banner', role: 'status' });
  // Leave sits at the far left, away from the language picker, and asks first.
  const leave = h('button', { type: 'button', class: 'small secondary leave', 'data-action': 'leave', text: t('webLeaveShort'), 'aria-label': t('webLeave'), title: t('webLeave') });
  leave.addEventListener('click', async () => {
    if (await confirmAction(t, { title: t('webConfirmLeaveTitle'), body: t('webConfirmLeaveBody'), yes: t('webLeaveShort') })) ctx.leave();
  });
  const el = h('div', { class: 'room-screen' },
    h('header', { class: 'top' }, leave, h('span', { class: 'room-label', text: t('room') }), code.el, status, h('span', { class: 'spacer' }), languagePicker(ctx), safety, settingsButton(ctx)),
    banner, h('main', { class: 'panels' }, panelEls), tabs.el);

  let chatSeen = 0;
  function update(state, prev, conn, wanted, waiting = 0) {
    const host = amHost(state);
    const tab = wanted === 'safety' && !host ? 'play' : wanted; // the host gave the role away meanwhile
    code.update(state);
    safety.hidden = !host;
    safety.setAttribute('aria-pressed', String(tab === 'safety'));
    const pending = host ? pendingItems(state).length : 0;
    safety.dataset.count = pending ? String(pending) : '';
    // A dot on the chat tab for messages that arrived while another tab was open.
    const wide = globalThis.matchMedia?.('(min-width: 900px)').matches;
    const chats = state.chat.filter((e) => e.kind === 'chat').length;
    if (tab === 'chat' || wide || !prev || chats < chatSeen) chatSeen = chats;
    tabs.buttons.chat.classList.toggle('unread', chats > chatSeen);
    status.textContent = statusText(t, conn);
    status.dataset.status = conn.status;
    banner.hidden = conn.status === 'open';
    banner.textContent = waiting ? `${statusText(t, conn)} · ${t('webWaitingTaps', waiting)}` : statusText(t, conn);
    el.dataset.link = conn.status === 'open' ? 'up' : 'down';
    tabs.select(tab);
    panelEls.forEach((p) => { p.classList.toggle('active', p.id === `panel-${tab}`); });
    panels.lobby.el.hidden = !!state.game;
    gameSlot.hidden = !state.game;
    nightStrip.update(state);
    pauseBar.update(state, gameSlot);
    if (state.game) gameView(state, prev); else panels.lobby.update(state, prev?.game ? null : prev);
    for (const k of ['dice', 'wheel', 'coin', 'chat', 'fair']) panels[k].update(state, prev);
    if (host) panels.safety.update(state, prev?.staff ? prev : null);
  }
  return { el, update };
}

/**
 * The running game's view in `slot`, made from the registry when a game starts (one view per
 * game id, kept for the next game of the same id). Returns update(state, prev).
 */
function gameViews(ctx, slot) {
  const views = new Map();
  let shown = null;
  return (state, prev) => {
    const id = state.game.game;
    if (!views.has(id)) views.set(id, gameById(id).createView(ctx));
    const view = views.get(id);
    if (shown !== view) { slot.replaceChildren(view.el); shown = view; }
    view.update(state, prev?.game?.game === id ? prev : null);
  };
}
