// The night on the TV between games: the night's scoreboard (at most ten rows, removed players
// greyed) and what comes next on the playlist.

import { h } from '../dom.js';
import { nightBoard, nowNextLines } from './lobby.js';
import './strings.js';

/** Whether the TV has the night's scoreboard to show between games (before the first game the join screen stays). */
export function tvHasNight(state) {
  return !!state.night?.standings?.length;
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
