// The three screens: join (code, name, role, create), room (header, tabs, panels) and TV.

import { fill, h } from './dom.js';
import { LANGUAGE_NAMES, errorText } from './i18n.js';
import { nameOf } from './state.js';
import { createLobby } from './views/lobby.js';
import { gameById } from './games/registry.js';
import { createDice } from './views/dice.js';
import { createWheel } from './views/wheel.js';
import { createCoin } from './views/coin.js';
import { createFair } from './views/fair.js';
import { createChat } from './views/chat.js';
import { memberList } from './views/members.js';
import { settingsButton } from './views/settings-sheet.js';
import { avatarPicker } from './views/avatar-picker.js';

/** The language picker. */
export function languagePicker(ctx) {
  const sel = h('select', { class: 'lang', 'aria-label': ctx.t('webLanguage') },
    Object.entries(LANGUAGE_NAMES).map(([code, name]) => h('option', { value: code, selected: code === ctx.lang, text: name })));
  sel.addEventListener('change', () => ctx.setLanguage(sel.value));
  return sel;
}

/** The connection status pill (and the reconnecting banner's text). */
export function statusText(t, conn) {
  if (conn.status === 'open') return t('connConnected');
  if (conn.status === 'reconnecting') return t('connReconnecting', conn.attempt);
  if (conn.status === 'offline') return t('connOffline');
  return t('connConnecting');
}

/** A notice from the state as text (kicked, replaced, an error). */
export function noticeText(t, notice) {
  if (!notice) return '';
  if (notice.key) return t(notice.key, ...(notice.args ?? []));
  return errorText(t, notice);
}

/** The join screen: {el, update(state)}. */
export function createJoin(ctx, { code, name, busy }) {
  const { t } = ctx;
  const codeInput = h('input', { id: 'join-code', name: 'room', value: code ?? '', maxlength: '4', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', class: 'code-input' });
  const nameInput = h('input', { id: 'join-name', name: 'name', value: name ?? '', maxlength: '24', autocomplete: 'nickname', required: true });
  const role = h('fieldset', { class: 'segmented' }, h('legend', { text: t('webJoinAs') }),
    h('label', {}, h('input', { type: 'radio', name: 'role', value: 'player', checked: true }), h('span', { text: t('webRolePlayer') })),
    h('label', {}, h('input', { type: 'radio', name: 'role', value: 'audience' }), h('span', { text: t('webRoleAudience') })));
  const message = h('p', { class: 'notice', role: 'alert' });
  const joinButton = h('button', { type: 'submit', class: 'primary big', text: t('webJoin') });
  const createButton = h('button', { type: 'button', class: 'secondary big', text: t('webCreate') });
  const form = h('form', { class: 'join-form card' },
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webYourName') }), nameInput),
    avatarPicker(ctx),
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webRoomCode') }), codeInput),
    role, joinButton, h('p', { class: 'or-line', text: t('webOr') }), createButton, message);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    ctx.join(codeInput.value, nameInput.value.trim(), form.querySelector('[name=role]:checked').value);
  });
  createButton.addEventListener('click', () => {
    if (!nameInput.value.trim()) { nameInput.focus(); nameInput.reportValidity?.(); return; }
    ctx.create(nameInput.value.trim());
  });
  const status = h('span', { class: 'status-pill' });
  const el = h('main', { class: 'join-screen' },
    h('header', { class: 'join-header' }, h('h1', { class: 'logo', text: t('webAppTitle') }), languagePicker(ctx), settingsButton(ctx)),
    h('p', { class: 'tagline', text: t('webTagline') }),
    h('h2', { class: 'visually-hidden', text: t('webJoinTitle') }), form, h('p', { class: 'status-line' }, status));
  setTimeout(() => (!nameInput.value || code ? nameInput : codeInput).focus(), 0);
  return {
    el,
    update(state, conn, ui) {
      message.textContent = ui.busy ? t('webResuming') : noticeText(t, ui.error ?? state.notice);
      joinButton.disabled = createButton.disabled = ui.busy || conn.status !== 'open';
      status.textContent = statusText(t, conn);
      status.dataset.status = conn.status;
    },
  };
}

const TABS = [['play', 'webTabPlay'], ['dice', 'webTabDice'], ['wheel', 'webTabWheel'], ['coin', 'webTabCoin'], ['chat', 'webTabChat'], ['fair', 'webTabFair']];

/** The room screen: {el, update(state, prev, conn)}. */
export function createRoom(ctx) {
  const { t } = ctx;
  const panels = {
    lobby: createLobby(ctx), dice: createDice(ctx), wheel: createWheel(ctx),
    coin: createCoin(ctx), chat: createChat(ctx), fair: createFair(ctx),
  };
  const gameSlot = h('div', { class: 'game-slot' });
  const play = h('div', { class: 'panel-play' }, panels.lobby.el, gameSlot);
  const gameView = gameViews(ctx, gameSlot);
  const sections = { play, dice: panels.dice.el, wheel: panels.wheel.el, coin: panels.coin.el, chat: panels.chat.el, fair: panels.fair.el };
  const tabButtons = {};
  const tablist = h('nav', { class: 'tabs', role: 'tablist', 'aria-label': t('webAppTitle') }, TABS.map(([id, key]) => {
    const b = h('button', { type: 'button', role: 'tab', id: `tab-${id}`, class: `tab tab-${id}`, 'aria-controls': `panel-${id}`, text: t(key) });
    b.addEventListener('click', () => ctx.setTab(id));
    b.addEventListener('keydown', (e) => {
      const i = TABS.findIndex(([x]) => x === id);
      const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : null;
      if (next) { e.preventDefault(); ctx.setTab(next[0]); tabButtons[next[0]].focus(); }
    });
    tabButtons[id] = b;
    return b;
  }));
  const panelEls = Object.entries(sections).map(([id, inner]) => h('div', { class: `panel panel-${id}`, id: `panel-${id}`, role: 'tabpanel', 'aria-labelledby': `tab-${id}` }, inner));
  const code = h('span', { class: 'room-code' });
  const status = h('span', { class: 'status-pill' });
  const banner = h('div', { class: 'banner', role: 'status' });
  const leave = h('button', { type: 'button', class: 'small secondary leave', text: t('webLeaveShort'), 'aria-label': t('webLeave'), title: t('webLeave'), onclick: () => ctx.leave() });
  const el = h('div', { class: 'room-screen' },
    h('header', { class: 'top' }, h('span', { class: 'room-label', text: t('room') }), code, status, h('span', { class: 'spacer' }), languagePicker(ctx), settingsButton(ctx), leave),
    banner, h('main', { class: 'panels' }, panelEls), tablist);

  let chatSeen = 0;
  function update(state, prev, conn, tab) {
    code.textContent = state.room.code;
    // A dot on the chat tab for messages that arrived while another tab was open.
    const wide = globalThis.matchMedia?.('(min-width: 900px)').matches;
    const chats = state.chat.filter((e) => e.kind === 'chat').length;
    if (tab === 'chat' || wide || !prev || chats < chatSeen) chatSeen = chats;
    tabButtons.chat.classList.toggle('unread', chats > chatSeen);
    status.textContent = statusText(t, conn);
    status.dataset.status = conn.status;
    banner.hidden = conn.status === 'open';
    banner.textContent = statusText(t, conn);
    for (const [id, b] of Object.entries(tabButtons)) {
      b.setAttribute('aria-selected', String(id === tab));
      b.tabIndex = id === tab ? 0 : -1;
    }
    panelEls.forEach((p) => { p.classList.toggle('active', p.id === `panel-${tab}`); });
    panels.lobby.el.hidden = !!state.game;
    gameSlot.hidden = !state.game;
    if (state.game) gameView(state, prev); else panels.lobby.update(state, prev?.game ? null : prev);
    for (const k of ['dice', 'wheel', 'coin', 'chat', 'fair']) panels[k].update(state, prev);
  }
  return { el, update };
}

/** The TV screen: room code, join URL and QR code, players and scores, the current game large. */
export function createTv(ctx) {
  const { t } = ctx;
  const code = h('p', { class: 'tv-code' });
  const url = h('p', { class: 'tv-url' });
  const qr = h('img', { class: 'tv-qr', alt: t('webTvScan'), width: '220', height: '220' });
  const members = h('div', { class: 'tv-members' });
  const status = h('span', { class: 'status-pill' });
  const gameSlot = h('div', { class: 'game-slot' });
  const gameView = gameViews(ctx, gameSlot);
  const idle = h('p', { class: 'tv-idle', text: t('webTvWaiting') });
  const random = { dice: createDice(ctx), wheel: createWheel(ctx), coin: createCoin(ctx) };
  const stage = h('main', { class: 'tv-stage' }, idle, gameSlot, h('div', { class: 'tv-random' }, random.dice.el, random.wheel.el, random.coin.el));
  const el = h('div', { class: 'tv-screen' },
    h('aside', { class: 'tv-side' }, h('h1', { class: 'logo', text: t('webAppTitle') }), code, qr, h('p', { class: 'tv-scan', text: t('webTvScan') }), url, members, status),
    stage);
  return {
    el,
    update(state, prev, conn) {
      status.textContent = statusText(t, conn);
      status.dataset.status = conn.status;
      if (!state.room) { code.textContent = ''; return; }
      const link = `${location.origin}/${state.room.code}`;
      if (code.textContent !== state.room.code) {
        code.textContent = state.room.code;
        url.textContent = t('webTvJoinAt', link);
        qr.src = `/qr/${state.room.code}.svg`;
      }
      if (!prev || prev.room !== state.room || prev.game?.scores !== state.game?.scores) {
        const players = { ...state, room: { ...state.room, members: state.room.members.filter((m) => m.role === 'player') } };
        fill(members, h('h2', { text: t('webPlayers', players.room.members.length) }), memberList(ctx, players, { compact: true, liveScores: state.game?.phase === 'round' ? state.game.scores : null }));
      }
      idle.hidden = !!state.game;
      gameSlot.hidden = !state.game;
      if (state.game) gameView(state, prev);
      for (const r of Object.values(random)) r.update(state, prev);
      el.dataset.game = state.game ? gameById(state.game.game).short : 'none';
      el.dataset.guesser = state.game?.guesser ? nameOf(state, state.game.guesser) : '';
    },
  };
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
