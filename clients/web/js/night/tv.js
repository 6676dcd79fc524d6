// The night on the TV between games: the night's scoreboard (at most ten rows, removed players
// greyed) and what comes next on the playlist.

import { h } from '../dom.js';
import { nightBoard, nowNextLines } from './lobby.js';
import './strings.js';

/**
 * Whether the TV has the night's scoreboard to show between games: once a game of the night has
 * been played or someone has points. Before that — while people arrive — the big join layout
 * (code, QR code, link) stays, even though everyone seated is already on the board with 0.
 */
export function tvHasNight(state) {
  const n = state.night;
  if (!n?.standings?.length) return false;
  return !!n.playlist?.current || n.standings.some((s) => (s.points ?? 0) > 0);
}

/** The night's block for the TV's stage between games, or null in a room that is no night. */
export function tvNight(ctx, state) {
  if (!tvHasNight(state)) return null;
  const { t } = ctx;
  const lines = nowNextLines(ctx, state);
  return h('section', { class: 'tv-board tv-night' },
    h('h2', { class: 'tv-heading', text: state.night.title ? `${state.night.title} · ${t('webNightScoreboard')}` : t('webNightScoreboard') }),
    nightBoard(ctx, state, { max: 10 }),
    h('p', { class: 'tv-night-next', text: lines.next }));
}
