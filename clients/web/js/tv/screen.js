// The TV screen (`/tv/ABCD`): a `screen` in the room (PROTOCOL-CONTRACT section 8), made for
// 1920×1080 and 1280×720 seen from a sofa. While people join: the room code, the QR code and
// the join link large beside the players. Once something happens: the running game, or
// between games the night's scoreboard and what is next (js/night/tv.js), the last scoreboard and the latest dice, wheel or coin, fill the stage; the
// code, a smaller QR and the players stay in a side column. Styles: css/tv.css.

import { fill, h } from '../dom.js';
import { noticeText, statusText } from '../join-screen.js';
import { errorText } from '../i18n.js';
import { tvPlayers } from './players.js';
import { linkNodes } from '../views/link-nodes.js';
import { gameById } from '../games/registry.js';
import { createTvRandom, latestRandom } from './random.js';
import { tvScoreboard } from './scoreboard.js';
import { tvHasNight, tvNight } from '../night/tv.js';

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
  const join = h('section', { class: 'tv-join' },
    h('h1', { class: 'tv-logo', text: t('webAppTitle') }), qr, h('div', { class: 'tv-join-text' }, h('p', { class: 'tv-scan', text: t('webTvScan') }), code, url));
  const players = h('div', { class: 'tv-side-players' });
  const game = h('div', { class: 'tv-game' });
  const between = h('div', { class: 'tv-between' });
  const random = createTvRandom(ctx);
  const phoneViews = new Map(); // games without a TV view show their phone view
  const stage = h('main', { class: 'tv-stage' }, game, h('div', { class: 'tv-between-row' }, between, random.el));
  const el = h('div', { class: 'tv-screen' }, join, players, stage, status);
  return {
    el,
    update(state, prev, conn, error) {
      status.textContent = conn.status !== 'open' ? statusText(t, conn) : state.room ? '' : error ? errorText(t, error) : noticeText(t, state.notice);
      if (!state.room) return;
      const room = state.room.code;
      if (code.textContent !== room) {
        const link = ctx.joinLink(room);
        code.textContent = room;
        qr.src = `/qr/${room}.svg`;
        qr.alt = t('webQrAlt', room);
        // The link may break before the code, never inside it.
        fill(url, ...linkNodes(link));
      }
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
