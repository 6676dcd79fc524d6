// The controller: owns the state, the WebSocket link and the seat store; turns replies into
// `local.*` frames for the reducer; picks and refreshes the screen.

import { Connection, socketUrl } from './connection.js';
import { createReducer, initialState } from './state.js';
import { serverNow } from './clock.js';
import { errorText, loadLanguage, translator } from './i18n.js';
import { errorField } from './errors.js';
import { createSender } from './sender.js';
import { watchNetwork } from './network.js';
import { joinLink, siteLink } from './join-link.js';
import { cleanCode } from './seat-store.js';
import { reducedMotion } from './dom.js';
import { createJoin, noticeText } from './join-screen.js';
import { gameRegistry, loadGameScreens } from './games/registry.js';
import { nightFromSnapshot } from './night/state.js';
import { recapPath } from './night/route.js';
import { styleHref } from './styles.js';
import { createWake, wakeWanted } from './wake.js';
import { loadPart, registerServiceWorker } from './install.js';
import { closedNotice, noticeOf } from './operator.js';
import { createServerNotice } from './views/server-notice.js';
import { createRemoved } from './removed-screen.js';
import { heldItem, isStaff } from './moderation/state.js';
import { heldDecisionKey } from './moderation/held.js';

/** Adds the stylesheets `hrefs` to the page (once each); resolves when they have loaded. */
function loadStyles(...hrefs) {
  return Promise.all(hrefs.map((href) => {
    if (document.head.querySelector(`link[rel=stylesheet][href="${styleHref(href)}"]`)) return null;
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: styleHref(href) });
    const loaded = new Promise((resolve) => { link.onload = resolve; link.onerror = resolve; });
    document.head.append(link);
    return loaded;
  }));
}

/** The screens after the join screen, and their styles (the forehead screen; coin, wheel grid and
 * Would You Rather's chosen option), loaded on demand so the join screen is usable sooner. */
const LATER = {
  room: () => Promise.all([import('./screens.js'), loadGameScreens(), loadStyles('/css/forehead.css', '/css/toys.css', '/css/night.css', '/css/moderation.css', '/css/votes.css')]).then(([m]) => m.createRoom),
  tv: () => Promise.all([import('./tv/screen.js'), loadGameScreens(), loadStyles('/css/toys.css', '/css/night.css')]).then(([m]) => m.createTv),
  // A moderator's seat (contract §9): the review queue, the people, the room's settings and chat.
  mod: () => Promise.all([import('./moderation/screen.js'), loadStyles('/css/moderation.css')]).then(([m]) => m.createModScreen),
};
import { createConfetti } from './views/confetti.js';
import { tick } from './views/timer.js';
import { h } from './dom.js';
import { createFeedback } from './feedback.js';
import { themeAttribute } from './settings.js';
import { spinDurationMs } from './wheel-geometry.js';

/** The state's reducer over the games this client has screens for. */
const reduce = createReducer(gameRegistry);

/** Start the client in `root` with the language table `table` (or a promise of it: the link opens
 * meanwhile, and the first screen is drawn once it is there). `tv`: the big-screen view for room `code`; `autoJoin`: join at once with the saved name (from a night's page).
 * `device`: this browser's device id (js/device-id.js), sent on every create and join; `modInvite`: the
 * moderator invitation of a `/ABCD#mod=TOKEN` link (js/moderation/invite-link.js), or null. */
export function createApp({ root, tv, code, autoJoin = false, store, settings, avatars, lang, table, device = null, modInvite = null, WebSocketImpl }) {
  let state = initialState({ hideWords: tv });
  let rendered = null; // the state the screen shows
  let screen = null; // {kind, view}
  let conn = { status: 'connecting', attempt: 0 };
  // codeShown: streamer mode's "Show code" was tapped on this phone (js/moderation/code-badge.js).
  const ui = { busy: false, error: null, tab: 'play', wanted: code, lang, modInvite, codeShown: false };
  const deviceParam = device ? { device } : {};
  const kind = tv ? 'tv:' : '';
  const confetti = createConfetti(reducedMotion);
  const toastBox = h('div', { class: 'toasts', role: 'status', 'aria-live': 'polite' });
  let t = translator({}, lang);
  let ready = false; // the language table is in
  Promise.resolve(table).then((loadedTable) => { t = translator(loadedTable, lang); ready = true; schedule(); });
  const serverNotice = createServerNotice((key, ...args) => t(key, ...args), { autoHideMs: tv ? 60_000 : 0 });
  let welcome = null; // the server's welcome frame (its public address, when it says one)
  let frameQueued = false;
  let leaving = false; // on the way to the night's recap: the room is gone
  const loaded = {}; // screen kind → its create function, once loaded

  /** Load a later screen (once); render again when it is there. */
  function load(kind) {
    if (!loaded[kind]) loaded[kind] = loadPart(LATER[kind]).then((create) => { loaded[kind] = { create }; schedule(); });
  }
  const feedback = createFeedback(settings);
  const wake = createWake();

  const link = new Connection({
    url: socketUrl(location), WebSocketImpl,
    onFrame: (f) => onFrame(f),
    onStatus: (status, attempt) => { conn = { status, attempt }; schedule(); },
    onOpen: (w) => { welcome = w; onOpen(); },
  });
  const sender = createSender({ link, state: () => state, t: () => t, toast, changed: () => schedule(), online: () => network.online });
  const network = watchNetwork({ link, changed: () => schedule() });

  const ctx = {
    get t() { return t; },
    get lang() { return ui.lang; },
    tv,
    games: gameRegistry, // the game entries, for screens that name a game (js/games/how-to.js)
    settings,
    feedback,
    avatars,
    state: () => state,
    dispatch,
    serverNow: () => serverNow(state.clock, Date.now()),
    reducedMotion,
    celebrate: (size) => confetti.burst(size),
    toast,
    send,
    /** A request whose error the caller shows itself (rejects with a RequestError). */
    request: (type, params) => link.request(type, params),
    lastName: () => store.lastName(),
    saveName: (name) => store.saveName(name),
    /** The profile token: a night planned here names it as the host's, so joining its room seats the host. */
    profileToken: () => store.profileToken(),
    setTab: (tab) => { ui.tab = tab; schedule(); },
    /** Streamer mode: whether this phone shows the room code now, and showing or hiding it. */
    get codeShown() { return ui.codeShown; },
    showCode: (on) => { ui.codeShown = !!on; schedule(); },
    setLanguage: async (l) => {
      const next = await loadLanguage(l);
      ui.lang = l; t = translator(next, l); serverNotice.retranslate(t); store.saveLanguage(l); document.documentElement.lang = l; screen = null; schedule();
    },
    joinLink: (c) => joinLink(welcome, location, c),
    siteLink: (path) => siteLink(welcome, location, path),
    get waiting() { return sender.waiting; },
    join: (c, name, role) => join(c, name, role),
    create: (name, roomSettings) => create(name, roomSettings),
    leave: () => leave(),
    /** The moderator invitation this page was opened with (the join screen offers it), or null. */
    get modInvite() { return ui.modInvite; },
    joinAsModerator: (name) => joinAsModerator(name),
    /** Leave the "you were removed" screen for the start. */
    dismissRemoved: () => dispatch({ type: 'local.removed_seen' }),
    loadWyrHistory: async () => {
      const ok = await send('wyr.history');
      if (ok) dispatch({ type: 'local.wyr_history', questions: ok.questions ?? [] });
    },
  };

  function dispatch(frame) {
    state = reduce(state, frame, Date.now());
    schedule();
  }

  function toast(text) {
    const el = h('p', { class: 'toast', text });
    toastBox.append(el);
    setTimeout(() => el.remove(), 4000);
  }

  /**
   * Send a request; the ok frame, or null after showing the error (js/sender.js: taps while the link is
   * down). `options.onError(err)` shows a refusal itself (under its field) when it returns true.
   */
  function send(type, params = {}, options = {}) {
    return sender.send(type, params, options);
  }

  /** A failed create/join/resume as the join screen shows it: the sentence, the field it concerns, the role tried. */
  function joinError(err, role) {
    return { code: err.code, message: err.message, field: errorField(err), role };
  }

  function seated(ok, role) {
    const c = ok.room;
    const seatRole = ok.role === 'moderator' ? 'moderator' : role;
    if (!tv) {
      const previous = store.seat(c, kind);
      store.save(c, { token: ok.token ?? previous?.token, player_id: ok.player_id, role: seatRole }, kind);
    }
    ui.wanted = c;
    ui.error = null;
    dispatch({ type: 'local.seated', room: c, player_id: ok.player_id, role: seatRole === 'moderator' ? 'moderator' : null, snapshot: ok.snapshot, chat: ok.chat });
    // The address bar keeps the room, never a moderator's invitation (#mod=…).
    history.replaceState(null, '', tv ? `/tv/${c}` : `/${c}`);
    if (!tv && seatRole !== 'moderator') refreshWheels();
    if (isStaff(state)) refreshBans();
    loadNight(c, ok.snapshot);
  }

  /** The moderators and the review queue (a new host's snapshot carries them), then the bans. */
  async function refreshStaff() {
    try { dispatch({ type: 'local.snapshot', snapshot: (await link.request('room.snapshot')).snapshot }); } catch { return; }
    if (isStaff(state)) refreshBans();
  }

  /** The room's bans, for the host and the moderators (`room.bans`; `room.bans_changed` keeps them up to date). */
  async function refreshBans() {
    try { dispatch({ type: 'local.bans', bans: (await link.request('room.bans')).bans ?? [] }); } catch { /* shown as unknown until the next change */ }
  }

  /** A join or resume refused with `banned`: forget the seat and show the removed screen (no retry). */
  function refusedAsBanned(c) {
    store.forget(c, kind);
    ui.wanted = null;
    ui.error = null;
    dispatch({ type: 'local.banned', room: c });
    history.replaceState(null, '', '/');
  }

  /** The night this room belongs to (js/night/): the snapshot names it; its scoreboard is asked for (a screen may not ask: its events come). */
  async function loadNight(c, snapshot) {
    const found = nightFromSnapshot(snapshot);
    if (!found) return;
    dispatch(found);
    if (tv || state.me?.role === 'moderator') return; // a screen's snapshot carries the standings, as a moderator's does
    try { dispatch({ type: 'local.night', standings: (await link.request('night.scoreboard')).standings ?? [] }); } catch { /* none yet */ }
  }

  /** Go to night `c`'s page when there is such a night in one of `states` (its room is not open yet), or to its recap once it is over. */
  async function goToNight(c, states) {
    try {
      const night = await link.request('night.get', { night: c });
      if (states.includes(night.state)) { location.assign(night.state === 'ended' ? `/n/${c}/recap` : `/n/${c}`); return true; }
    } catch { /* no night by that code */ }
    return false;
  }

  /**
   * The host ended the night (`night.ended`, then `room.closed` {reason: "night_ended"}): the
   * room closes, so the seat is forgotten and every phone and the TV shows the night's recap.
   */
  function showRecap(c, hidden = false) {
    if (!c || leaving) return;
    leaving = true;
    if (!tv) store.forget(c, kind);
    ui.wanted = null;
    location.assign(recapPath(c, { streamer: tv && hidden })); // streamer mode: the TV's recap shows no code
  }

  async function refreshWheels() {
    // wheel.list comes a page at a time (20 wheels); follow next_offset to the end.
    const wheels = [];
    let offset = 0;
    for (let page = 0; page < 50 && offset != null; page++) {
      const ok = await send('wheel.list', offset ? { offset } : {});
      if (!ok) return;
      wheels.push(...(ok.wheels ?? []));
      offset = ok.next_offset ?? null;
    }
    dispatch({ type: 'local.wheels', wheels });
  }

  async function resume(c) {
    const seat = store.seat(c, kind);
    ui.busy = true;
    schedule();
    try {
      const ok = await link.request('room.resume', { room: c, token: seat.token });
      seated({ ...ok, token: seat.token }, seat.role);
      return true;
    } catch (err) {
      if (err.code === 'disconnected') return false;
      if (err.code === 'banned') { refusedAsBanned(c); return false; }
      if (err.code === 'invalid_token' || err.code === 'room_not_found') {
        store.forget(c, kind);
        if (state.me) dispatch({ type: 'local.left', reason: { key: 'sysSeatLost', args: [errorText(t, err)] } });
      }
      ui.error = joinError(err, seat.role);
      return false;
    } finally {
      ui.busy = false;
      schedule();
    }
  }

  async function onOpen() {
    const c = state.me?.room ?? ui.wanted;
    if (!tv && c && store.seat(c, kind)) load('room'); // resuming: the room screen at once
    if (tv) {
      if (c) await joinTv(c);
    } else if (c && store.seat(c, kind) && (await resume(c))) {
      await sender.flush();
      return;
    }
    await sender.flush(); // nothing applies outside the room: what waited is reported as not sent
    if (!tv && c && !state.me && autoJoin && store.lastName() && !ui.modInvite) {
      autoJoin = false; // once: a night's page sent us here to join with the name given there
      await join(c, store.lastName(), 'player');
      return;
    }
    if (!tv && c && !state.me && !ui.modInvite) goToNight(c, ['planned', 'ended']); // a night's link before the room opens, or after it closed
    schedule();
  }

  async function join(typed, name, role) {
    load('room');
    const c = cleanCode(typed);
    if (!c) { ui.error = { key: 'webErrBadCode' }; schedule(); return; }
    store.saveName(name);
    if (store.seat(c, kind) && (await resume(c))) return;
    ui.busy = true;
    schedule();
    try {
      seated(await link.request('room.join', { room: c, name, role, token: store.profileToken(), avatar: avatars.get(), ...deviceParam }), role);
    } catch (err) {
      if (err.code === 'banned') { refusedAsBanned(c); return; }
      if (err.code === 'already_in_room') {
        // This profile already holds a seat there (another tab, or a lost store): take it back.
        store.save(c, { token: store.profileToken(), role }, kind);
        if (await resume(c)) return;
      }
      if (err.code === 'room_not_found' && (await goToNight(c, ['planned', 'open', 'ended']))) return;
      ui.error = joinError(err, role);
    } finally {
      ui.busy = false;
      schedule();
    }
  }

  /** The TV joins as a screen (PROTOCOL-CONTRACT section 8): not a member, no seat to keep. */
  async function joinTv(c) {
    try {
      seated(await link.request('room.join', { room: c, role: 'screen', ...deviceParam }), 'screen');
    } catch (err) {
      if (err.code !== 'disconnected') ui.error = joinError(err, 'screen');
    }
  }

  /** A moderator's seat from the invitation this page was opened with (`room.join` {role: "moderator", mod_token}). */
  async function joinAsModerator(name) {
    const invite = ui.modInvite;
    if (!invite) return;
    load('mod');
    store.saveName(name);
    ui.busy = true;
    schedule();
    try {
      seated(await link.request('room.join', { room: invite.room, role: 'moderator', name, mod_token: invite.token, ...deviceParam }), 'moderator');
      ui.modInvite = null;
    } catch (err) {
      if (err.code === 'banned') { ui.modInvite = null; refusedAsBanned(invite.room); return; }
      ui.error = err.code === 'invalid_token' ? { key: 'webErrModInvite' } : joinError(err, 'moderator');
    } finally {
      ui.busy = false;
      schedule();
    }
  }

  /** A new room; `roomSettings`: the settings it starts with (`room.create` {settings}; js/moderation/settings.js createSettings), or null. */
  async function create(name, roomSettings = null) {
    load('room');
    store.saveName(name);
    ui.busy = true;
    schedule();
    try {
      // `lang` asks for words and questions in the interface language (servers without
      // content packs ignore it, as they ignore any unknown field).
      const params = { name, token: store.profileToken(), lang: ui.lang, avatar: avatars.get(), ...deviceParam, ...(roomSettings ? { settings: roomSettings } : {}) };
      seated(await link.request('room.create', params), 'player');
    } catch (err) {
      ui.error = joinError(err, 'player');
    } finally {
      ui.busy = false;
      schedule();
    }
  }

  async function leave() {
    const c = state.room?.code;
    await send('room.leave');
    if (c) store.forget(c, kind);
    ui.wanted = null;
    dispatch({ type: 'local.left' });
    history.replaceState(null, '', '/');
  }

  function onFrame(f) {
    const before = state;
    dispatch(f);
    feedback.onFrame(f, { wheelMs: f.type === 'wheel.spun' ? spinDurationMs(f.turns) : 0 });
    switch (f.type) {
      case 'wheel.changed':
      case 'room.player_joined': // a newcomer's wheels come along (a moderator has no wheels: not_allowed)
        if (state.me?.role !== 'moderator') refreshWheels();
        break;
      case 'room.host_changed': // the new host sees the staff's part of the room: its snapshot has it
        if (!tv && f.host === state.me?.player_id) refreshStaff();
        break;
      case 'game.started':
        if (state.me?.role !== 'moderator') ui.tab = 'play';
        break;
      case 'gop.round_ended':
        if (f.new_best) confetti.burst('big');
        break;
      case 'night.ended':
        showRecap(f.night ?? before.room?.code, before.room?.settings?.hide_code);
        break;
      case 'room.closed': // the room is gone (the operator closed it, its night ended, nobody was left)
        if (f.reason === 'night_ended') { showRecap(f.room ?? before.room?.code, before.room?.settings?.hide_code); break; }
        if (before.room) { store.forget(before.room.code, kind); ui.wanted = null; }
        dispatch({ type: 'local.left', reason: closedNotice(f) });
        if (tv) serverNotice.show(noticeText(t, closedNotice(f)), { stay: true });
        else history.replaceState(null, '', '/');
        break;
      case 'server.notice':
        if (noticeOf(f)) serverNotice.show(noticeOf(f));
        break;
      case 'room.kicked': // the removed screen says who and whether I may come back (js/removed-screen.js)
        if (before.room) { store.forget(before.room.code, kind); ui.wanted = f.banned ? null : before.room.code; }
        if (!tv) history.replaceState(null, '', '/');
        break;
      case 'room.replaced':
        if (before.room) ui.wanted = null;
        toast(noticeText(t, state.notice));
        history.replaceState(null, '', '/');
        break;
      case 'mod.approved':
      case 'mod.rejected': { // what I sent for review was decided: said where the item does not show it itself
        const key = heldDecisionKey(heldItem(state, f.item_id));
        if (key) toast(t(key));
        break;
      }
      case 'error':
        if (state.room) toast(errorText(t, f));
        break;
      default:
    }
    if (tv || ui.tab === 'play') return;
    if (f.type === 'dice.rolled' && ui.tab !== 'dice') toast(t('sysRolled', nameFor(f.player_id), f.dice.map((d) => d.value).join(' '), f.total));
  }

  function nameFor(pid) {
    return state.room?.members.find((m) => m.player_id === pid)?.name ?? pid;
  }

  function schedule() {
    if (frameQueued) return;
    frameQueued = true;
    requestAnimationFrame(render);
  }

  function render() {
    frameQueued = false;
    if (leaving) return; // the recap page is loading
    if (!ready) return;
    const want = tv ? 'tv' : state.removed ? 'removed' : state.room ? (state.me?.role === 'moderator' ? 'mod' : 'room') : 'join';
    let prev = rendered;
    if (!['join', 'removed'].includes(want) && !loaded[want]?.create) { load(want); return; }
    if (!screen || screen.kind !== want) {
      const view = want === 'join' ? createJoin(ctx, { code: ui.wanted, name: store.lastName() })
        : want === 'removed' ? createRemoved(ctx) : loaded[want].create(ctx);
      screen = { kind: want, view };
      root.replaceChildren(serverNotice.el, view.el, toastBox, confetti.el);
      document.body.dataset.screen = want;
      prev = null;
    }
    const link = network.online ? conn : { ...conn, status: 'offline' };
    document.body.dataset.link = link.status === 'open' ? 'up' : 'down';
    if (want === 'join') screen.view.update(state, link, ui);
    else if (want === 'removed') screen.view.update(state);
    else if (want === 'room' || want === 'mod') screen.view.update(state, prev, link, ui.tab, sender.waiting);
    else screen.view.update(state, prev, link, ui.error);
    rendered = state;
    wake.set(wakeWanted(state, tv));
    tick(root, state.clock, t, Date.now()); // new timers show their time at once
    // Streamer mode: the code never shows on a screen, the title bar included.
    document.title = state.room && !state.room.settings?.hide_code ? `${state.room.code} · ${t('webAppTitle')}` : t('webAppTitle');
  }

  return {
    start() {
      document.documentElement.lang = ui.lang;
      const theme = (v) => { const a = themeAttribute(v); if (a) document.documentElement.dataset.theme = a; else delete document.documentElement.dataset.theme; };
      theme(settings.get());
      settings.subscribe(theme);
      link.start();
      registerServiceWorker();
      // The room screen loads once the guest starts using the join screen (a tap or a key), not with
      // it: the join page stays light, and the room screen is there by the time Join or Create is tapped.
      if (!tv) for (const type of ['pointerdown', 'keydown']) root.addEventListener(type, () => load('room'), { once: true, capture: true });
      setInterval(() => tick(root, state.clock, t, Date.now()), 250);
      document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') link.reconnectNow(); });
      schedule();
    },
  };
}
