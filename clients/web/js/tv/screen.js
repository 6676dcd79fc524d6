// The TV screen (`/tv/ABCD`): a `screen` in the room (PROTOCOL-CONTRACT section 8), made for
// 1920×1080 and 1280×720 seen from a sofa. While people join: the room code, the QR code and
// the join link large beside the players. Once something happens: the running game, or
// between games the night's scoreboard and what is next (js/night/tv.js), the last scoreboard and the latest dice, wheel or coin, fill the stage; the
// code, a smaller QR and the players stay in a side column. Styles: css/tv.css. In streamer mode
// (contract §9, `hide_code`) the TV shows neither the code, nor a QR code, nor the link — not in its
// text, its images or its title — but says the code is hidden; a paused game says why over the stage.

import { fill, h } from '../dom.js';
import { noticeText, statusText } from '../join-screen.js';
import { errorText } from '../i18n.js';
import { tvPlayers } from './players.js';
import { linkNodes } from '../views/link-nodes.js';
import { gameById } from '../games/registry.js';
import { createTvRandom, latestRandom } from './random.js';
import { tvScoreboard } from './scoreboard.js';
import { tvHasNight, tvNight } from '../night/tv.js';
import { nameOf } from '../selectors.js';
import { gamePause } from '../state-games.js';
import '../moderation/strings.js';

/** Which layout the TV shows: 'join' (nothing to show yet), 'game' or 'between'. */
export function tvMode(state) {
  if (state.game) return 'game';
  if (state.finished?.scoreboard || tvHasNight(state) || latestRandom(state)) return 'between';
  return 'join';
}

/** The TV screen: {el, update(state, prev, conn, error)}; `error`: why the TV could not join. */
export function createTv(ctx) {
  const { t } = ctx;
  const code = h('p', { class: 'tv-code' });
  const url = h('p', { class: 'tv-url' });
  const qr = h('img', { class: 'tv-qr', alt: '', width: '400', height: '400' });
  const status = h('p', { class: 'tv-status', role: 'status' });
  const scan = h('p', { class: 'tv-scan', text: t('webTvScan') });
  const hiddenCode = h('div', { class: 'tv-code-hidden', hidden: true },
    h('p', { class: 'tv-code-hidden-title' }, h('span', { 'aria-hidden': 'true', text: '🔒 ' }), t('webTvCodeHidden')), h('p', { class: 'tv-code-hidden-hint', text: t('webTvCodeHiddenHint') }));
  const join = h('section', { class: 'tv-join' },
    h('h1', { class: 'tv-logo', text: t('webAppTitle') }), qr, h('div', { class: 'tv-join-text' }, scan, code, url, hiddenCode));
  let shownCode; // the code the join block shows (null: none, streamer mode; undefined: not drawn yet)
  const players = h('div', { class: 'tv-side-players' });
  const game = h('div', { class: 'tv-game' });
  const between = h('div', { class: 'tv-between' });
  const random = createTvRandom(ctx);
  const phoneViews = new Map(); // games without a TV view show their phone view
  const paused = h('div', { class: 'tv-paused', role: 'status', hidden: true }); // over the game, beside the side column
  const stage = h('main', { class: 'tv-stage' }, game, h('div', { class: 'tv-between-row' }, between, random.el), paused);
  const el = h('div', { class: 'tv-screen' }, join, players, stage, status);

  /** The join block: the code, its QR code and link — or, in streamer mode, none of them (nothing of the code in the page). */
  function showCode(room) {
    if (shownCode === room) return;
    shownCode = room;
    if (!room) {
      code.textContent = '';
      qr.removeAttribute('src');
      qr.alt = '';
      fill(url);
    } else {
      const link = ctx.joinLink(room);
      code.textContent = room;
      qr.src = `/qr/${room}.svg`;
      qr.alt = t('webQrAlt', room);
      // The link may break before the code, never inside it.
      fill(url, ...linkNodes(link));
    }
    qr.hidden = scan.hidden = code.hidden = url.hidden = !room;
    hiddenCode.hidden = !!room;
    el.dataset.codeHidden = String(!room);
  }
  return {
    el,
    update(state, prev, conn, error) {
      status.textContent = conn.status !== 'open' ? statusText(t, conn) : state.room ? '' : error ? errorText(t, error) : noticeText(t, state.notice);
      if (!state.room) return;
      showCode(state.room.settings?.hide_code ? null : state.room.code);
      const pause = gamePause(state);
      paused.hidden = !pause;
      if (pause) paused.textContent = `⏸ ${pause.reason === 'guesser_away' ? t('webPausedWaiting', nameOf(state, pause.waiting_for)) : t('webPausedHost')}`;
      if (pause) game.dataset.pausedMs = String(pause.remaining_ms ?? ''); else delete game.dataset.pausedMs;
      const mode = tvMode(state);
      el.dataset.mode = mode;
      el.dataset.game = state.game?.game ?? 'none';
      if (!prev || prev.room !== state.room || prev.night !== state.night || !prev.game !== !state.game
        || prev.game?.scores !== state.game?.scores || prev.game?.guesser !== state.game?.guesser) {
        fill(players, tvPlayers(ctx, state));
      }
      game.hidden = mode !== 'game';
      if (mode === 'game' && (!prev || prev.game !== state.game || prev.room !== state.room)) {
        const entry = gameById(state.game.game);
        if (entry.tvView) fill(game, entry.tvView(ctx, state));
        else {
          if (!phoneViews.has(entry.id)) phoneViews.set(entry.id, entry.createView(ctx));
          const view = phoneViews.get(entry.id);
          if (game.firstChild !== view.el) game.replaceChildren(view.el);
          view.update(state, prev?.game?.game === entry.id ? prev : null);
        }
      }
      if (!prev || prev.finished !== state.finished || prev.room !== state.room || prev.night !== state.night) fill(between, tvNight(ctx, state) ?? tvScoreboard(ctx, state));
      between.hidden = mode !== 'between' || !between.firstChild;
      random.el.parentElement.hidden = mode !== 'between';
      random.update(state, prev);
    },
  };
}
