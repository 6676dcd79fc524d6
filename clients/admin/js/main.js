// The operator console's page: a token prompt, then the server's figures, a live room list
// (every 1.5 s), a room's details and the actions, each confirmed and its result shown.
// All logic that can be pure lives in model.js; the API calls in api.js.
import { createApi } from './api.js';
import * as model from './model.js';

const TOKEN_KEY = 'partyline.admin.token';
const REFRESH_MS = 1500;
const $ = (id) => document.getElementById(id);

const state = {
  api: null, rooms: [], unreachable: [], stats: null, selected: null, details: null, timer: null, lastOk: 0,
  // The refreshes in flight, and whether an action is running: an action waits for the refreshes
  // before it starts and none starts until it is done, so a close never races a poll of the room
  // it closes (that poll would ask for a room that is gone: a 404 in the browser's console).
  inFlight: new Set(), acting: false,
};

/** An element with text children only (never HTML: names are players' text). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c != null && c !== false) node.append(c instanceof Node ? c : String(c));
  return node;
}

// MARK: - Sign in and out

function showLogin(message = '') {
  clearTimeout(state.timer);
  state.api = null;
  $('console').hidden = true;
  $('login').hidden = false;
  $('login-error').textContent = message;
  $('token').value = '';
  $('token').focus();
}

async function signIn(token) {
  const api = createApi(token);
  const stats = await api.stats();
  if (!stats.ok) {
    sessionStorage.removeItem(TOKEN_KEY);
    showLogin(model.errorText(stats));
    return;
  }
  sessionStorage.setItem(TOKEN_KEY, token);
  state.api = api;
  state.stats = stats.data;
  $('login').hidden = true;
  $('console').hidden = false;
  renderStats();
  await refresh();
}

function signOut() {
  sessionStorage.removeItem(TOKEN_KEY);
  state.selected = null;
  state.details = null;
  showLogin('Signed out.');
}

// MARK: - Live refresh

/** Loads the list, the figures and the selected room's details, unless an action is running. */
function refresh() {
  clearTimeout(state.timer);
  if (!state.api || state.acting) return Promise.resolve();
  const loading = load();
  state.inFlight.add(loading);
  return loading.finally(() => state.inFlight.delete(loading));
}

async function load() {
  const api = state.api;
  const [rooms, stats, details] = await Promise.all([
    api.rooms(), api.stats(), state.selected ? api.room(state.selected) : Promise.resolve(null),
  ]);
  if (api !== state.api) return; // signed out meanwhile
  if ([rooms, stats, details].some((r) => r && r.status === 401)) return showLogin('The token is no longer accepted.');
  if (rooms.ok) { state.rooms = rooms.data.rooms; state.unreachable = rooms.data.unreachable ?? []; }
  if (stats.ok) state.stats = stats.data;
  if (details) {
    if (details.ok) state.details = details.data;
    else if (details.status === 404) { state.details = null; state.selected = null; }
  }
  if (rooms.ok && stats.ok) state.lastOk = Date.now();
  render();
  if (!state.acting) state.timer = setTimeout(refresh, document.hidden ? REFRESH_MS * 4 : REFRESH_MS);
}

// MARK: - Rendering

function render() {
  renderStats();
  renderRooms();
  renderDetails();
  renderNodes();
  const stale = Date.now() - state.lastOk > REFRESH_MS * 4;
  $('live').classList.toggle('stale', stale);
  $('live').textContent = stale ? 'not updating' : 'live';
}

function renderStats() {
  const stats = state.stats;
  if (!stats) return;
  $('stats').replaceChildren(...model.statCards(stats).map((card) =>
    el('div', { class: `stat ${card.tone ?? ''}`, 'data-stat': card.key },
      el('div', { class: 'label' }, card.label), el('div', { class: 'value' }, card.value),
      card.note ? el('div', { class: 'note' }, card.note) : null)));
  const me = (stats.nodes ?? []).find((n) => n.node === stats.node);
  $('node-name').textContent = stats.cluster ? `node ${me?.node_name ?? stats.node}` : (me?.node_name ?? '');
  $('maintenance-state').textContent = stats.maintenance
    ? 'Maintenance is on: no new rooms open; rooms already open play on.'
    : 'New rooms open normally.';
  $('maintenance').textContent = stats.maintenance ? 'Turn maintenance off' : 'Turn maintenance on';
  $('maintenance').className = stats.maintenance ? 'primary' : 'danger';
}

function renderRooms() {
  const { rooms, hidden, total } = model.visibleRooms(state.rooms, $('filter').value);
  const now = Date.now();
  $('room-rows').replaceChildren(...rooms.map((r) => {
    const row = el('tr', { 'data-code': r.code, class: r.code === state.selected ? 'selected' : null, tabindex: 0,
      onclick: () => select(r.code), onkeydown: (e) => { if (e.key === 'Enter') select(r.code); } },
    el('td', { class: 'code' }, r.code, r.locked ? el('span', { class: 'badge' }, 'locked') : null),
    el('td', { class: 'node' }, r.node_name),
    el('td', { class: 'num players', 'data-label': 'players' }, r.players),
    el('td', { class: 'num audience', 'data-label': 'audience' }, r.audience),
    el('td', { class: 'num screens', 'data-label': 'screens' }, r.screens),
    el('td', { class: 'game' }, model.gameLabel(r.game)),
    el('td', { class: 'activity' }, model.formatAgo(r.last_activity_ms, now)));
    return row;
  }));
  const missing = state.unreachable.length ? ` · no answer from ${state.unreachable.join(', ')}` : '';
  $('room-count').textContent = `${total} of ${state.rooms.length}${hidden ? ` (first ${rooms.length} shown)` : ''}${missing}`;
  $('rooms-empty').hidden = rooms.length > 0;
  $('rooms-empty').textContent = state.rooms.length ? 'No room matches that code.' : 'No rooms are open.';
}

function renderDetails() {
  const d = state.details;
  $('details').hidden = !state.selected;
  if (!d || d.code !== state.selected) return;
  $('details-title').textContent = `Room ${d.code}`;
  const facts = [['Node', d.node_name], ['Game', model.gameLabel(d.game)], ['Settings', model.settingsLine(d.settings)],
    ['Locked', d.locked ? 'yes' : 'no'], ['Opened', new Date(d.created_at_ms).toLocaleString()],
    ['Last activity', model.formatAgo(d.last_activity_ms, Date.now())]];
  $('details-facts').replaceChildren(...facts.flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)]));
  $('details-members').replaceChildren(...d.members.map((m) => el('li', { 'data-player': m.player_id },
    el('span', { class: `dot ${m.connected ? 'on' : ''}`, title: m.connected ? 'connected' : 'away' }),
    el('span', { class: 'name' }, m.name),
    el('span', { class: 'what' }, `${m.player_id} · ${model.memberLine(m)}${m.transport ? ` · ${m.transport}` : ''}`),
    el('button', { type: 'button', class: 'kick', onclick: () => act({ kind: 'kick', code: d.code, player_id: m.player_id, name: m.name }) }, 'Remove'))));
  if (!d.members.length) $('details-members').replaceChildren(el('li', { class: 'muted' }, 'Nobody holds a seat.'));
  $('details-screens').textContent = d.screens.length ? d.screens.map((s) => `${s.screen_id} (${s.transport})`).join(', ') : 'none';
  $('details-bans').replaceChildren(...(d.bans.length
    ? d.bans.map((b) => el('li', {}, `${b.name} · ${new Date(b.at_ms).toLocaleString()}${b.address ? ' · by address' : ''}`))
    : [el('li', { class: 'muted' }, 'none')]));
}

function renderNodes() {
  const stats = state.stats;
  if (!stats) return;
  $('nodes').replaceChildren(...(stats.nodes ?? []).map((n) => {
    const s = model.nodeState(n);
    const canDrain = stats.cluster && n.up && n.reachable && !n.draining;
    return el('li', { 'data-node': n.node },
      el('span', { class: `dot ${s === 'up' ? 'on' : ''}` }),
      el('span', { class: 'name' }, n.node_name, n.node === stats.node ? el('span', { class: 'badge' }, 'this node') : null),
      el('span', { class: 'what' }, `${s} · ${n.rooms} rooms${n.connections != null ? ` · ${n.connections} connections` : ''}`),
      canDrain ? el('button', { type: 'button', class: 'drain', onclick: () => act({ kind: 'drain', node: n.node, name: n.node_name }) }, 'Drain') : null);
  }));
}

function select(code) {
  state.selected = code;
  state.details = null;
  $('close-message').value = '';
  renderRooms();
  $('details').hidden = false;
  $('details-title').textContent = `Room ${code}`;
  $('details-facts').replaceChildren();
  $('details-members').replaceChildren(el('li', { class: 'muted' }, 'Loading…'));
  refresh().then(() => { if (window.matchMedia('(max-width: 760px)').matches) $('details').scrollIntoView({ block: 'start' }); });
}

// MARK: - Actions

function ask(question) {
  const dialog = $('confirm');
  $('confirm-text').textContent = question;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'yes'), { once: true });
    dialog.returnValue = '';
    dialog.showModal();
    $('confirm-no').focus();
  });
}

function showResult(text, ok) {
  $('result').textContent = text;
  $('result').className = `result ${ok ? 'ok' : 'error'}`;
}

async function act(action) {
  if (!(await ask(model.confirmText(action)))) return showResult('Cancelled: nothing was changed.', true);
  const api = state.api;
  if (!api) return;
  const call = {
    close: () => api.close(action.code, action.message),
    kick: () => api.kick(action.code, action.player_id),
    notice: () => api.notice(action.text),
    maintenance: () => api.maintenance(action.on),
    drain: () => api.drain(action.node),
  }[action.kind];
  state.acting = true;
  clearTimeout(state.timer);
  let result;
  try {
    await Promise.allSettled([...state.inFlight]);
    result = await call();
  } finally {
    state.acting = false;
  }
  if (result.status === 401) return showLogin('The token is no longer accepted.');
  showResult(result.ok ? result.data.message : model.errorText(result), result.ok);
  if (result.ok && action.kind === 'close') { state.selected = null; state.details = null; }
  if (result.ok && action.kind === 'notice') $('notice-text').value = '';
  await refresh();
}

// MARK: - Start

function start() {
  $('login-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const token = $('token').value.trim();
    if (token) signIn(token);
  });
  $('sign-out').addEventListener('click', signOut);
  $('filter').addEventListener('input', () => {
    const code = model.normalizeCode($('filter').value);
    if ($('filter').value !== code) $('filter').value = code;
    renderRooms();
  });
  $('details-close').addEventListener('click', () => { state.selected = null; state.details = null; renderRooms(); renderDetails(); });
  $('close-form').addEventListener('submit', (e) => {
    e.preventDefault();
    if (state.selected) act({ kind: 'close', code: state.selected, message: $('close-message').value.trim() });
  });
  $('notice-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('notice-text').value.trim();
    if (text) act({ kind: 'notice', text });
    else showResult('Write the notice first.', false);
  });
  $('maintenance').addEventListener('click', () => act({ kind: 'maintenance', on: !state.stats?.maintenance }));
  document.addEventListener('visibilitychange', () => { if (!document.hidden && state.api) refresh(); });
  const saved = sessionStorage.getItem(TOKEN_KEY);
  if (saved) signIn(saved); else showLogin();
}

start();
