// The three screens: join (code, name, role, create), room (header, tabs, panels) and TV.

import { h } from './dom.js';
import { LANGUAGE_NAMES, errorText } from './i18n.js';
import { offersAudience } from './errors.js';
import { confirmAction } from './confirm.js';
import { createLobby } from './views/lobby.js';
import { gameById } from './games/registry.js';
import { createDice } from './views/dice.js';
import { createWheel } from './views/wheel.js';
import { createCoin } from './views/coin.js';
import { createFair } from './views/fair.js';
import { createChat } from './views/chat.js';

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

/** The field a join error concerns on the join screen (`name` or `room`), or null. */
function fieldFor(error) {
  if (error?.code === 'name_taken' || error?.field === 'name') return 'name';
  if (error?.key === 'webErrBadCode' || error?.code === 'room_not_found' || error?.field === 'room') return 'room';
  return null;
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
  // A server error about a field shows under that field (the name, the code); others under the buttons.
  const fieldNotes = { name: h('p', { class: 'field-error', id: 'join-name-error' }), room: h('p', { class: 'field-error', id: 'join-code-error' }) };
  const asAudience = h('button', { type: 'button', class: 'secondary', 'data-action': 'join-audience', text: t('webJoinAudienceInstead'), hidden: true });
  asAudience.addEventListener('click', () => ctx.join(codeInput.value, nameInput.value.trim(), 'audience'));
  const joinButton = h('button', { type: 'submit', class: 'primary big', text: t('webJoin') });
  const createButton = h('button', { type: 'button', class: 'secondary big', text: t('webCreate') });
  const form = h('form', { class: 'join-form card' },
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webYourName') }), nameInput), fieldNotes.name,
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webRoomCode') }), codeInput), fieldNotes.room,
    role, joinButton, message, asAudience, h('p', { class: 'or-line', text: t('webOr') }), createButton);
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
    h('header', { class: 'join-header' }, h('h1', { class: 'logo', text: t('webAppTitle') }), languagePicker(ctx)),
    h('p', { class: 'tagline', text: t('webTagline') }),
    h('h2', { class: 'visually-hidden', text: t('webJoinTitle') }), form, h('p', { class: 'status-line' }, status));
  setTimeout(() => (!nameInput.value || code ? nameInput : codeInput).focus(), 0);
  return {
    el,
    update(state, conn, ui) {
      const error = ui.error ?? state.notice;
      const field = fieldFor(error);
      for (const [name, note] of Object.entries(fieldNotes)) note.textContent = name === field ? noticeText(t, error) : '';
      nameInput.setAttribute('aria-invalid', String(field === 'name'));
      codeInput.setAttribute('aria-invalid', String(field === 'room'));
      if (field === 'name') nameInput.setAttribute('aria-describedby', 'join-name-error'); else nameInput.removeAttribute('aria-describedby');
      if (field === 'room') codeInput.setAttribute('aria-describedby', 'join-code-error'); else codeInput.removeAttribute('aria-describedby');
      message.textContent = ui.busy ? t('webResuming') : field ? '' : noticeText(t, error);
      asAudience.hidden = ui.busy || !offersAudience(error, ui.error?.role);
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
  // Leave sits at the far left, away from the language picker, and asks first.
  const leave = h('button', { type: 'button', class: 'small secondary leave', 'data-action': 'leave', text: t('webLeaveShort'), 'aria-label': t('webLeave'), title: t('webLeave') });
  leave.addEventListener('click', async () => {
    if (await confirmAction(t, { title: t('webConfirmLeaveTitle'), body: t('webConfirmLeaveBody'), yes: t('webLeaveShort') })) ctx.leave();
  });
  const el = h('div', { class: 'room-screen' },
    h('header', { class: 'top' }, leave, h('span', { class: 'room-label', text: t('room') }), code, status, h('span', { class: 'spacer' }), languagePicker(ctx)),
    banner, h('main', { class: 'panels' }, panelEls), tablist);

  let chatSeen = 0;
  function update(state, prev, conn, tab, waiting = 0) {
    code.textContent = state.room.code;
    // A dot on the chat tab for messages that arrived while another tab was open.
    const wide = globalThis.matchMedia?.('(min-width: 900px)').matches;
    const chats = state.chat.filter((e) => e.kind === 'chat').length;
    if (tab === 'chat' || wide || !prev || chats < chatSeen) chatSeen = chats;
    tabButtons.chat.classList.toggle('unread', chats > chatSeen);
    status.textContent = statusText(t, conn);
    status.dataset.status = conn.status;
    banner.hidden = conn.status === 'open';
    banner.textContent = waiting ? `${statusText(t, conn)} · ${t('webWaitingTaps', waiting)}` : statusText(t, conn);
    el.dataset.link = conn.status === 'open' ? 'up' : 'down';
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
