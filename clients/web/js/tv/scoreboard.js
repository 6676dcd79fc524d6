// Between games on the TV: the last game's scoreboard (Guess or Pass), the best first, at
// most ten rows then "+N more". A game without scores leaves the stage to the dice, wheel or coin.

import { h } from '../dom.js';
import { nameOf } from '../state.js';
import { fitRows } from './fit.js';

/** The last game's board for `state.finished` (null when there was none). */
export function tvScoreboard(ctx, state) {
  const f = state.finished;
  if (!f) return null;
  const { t } = ctx;
  if (!f.scoreboard) return null; // a game without scores: the side column's standings say it all
  const { shown, more } = fitRows(f.scoreboard, 10);
  return h('section', { class: 'tv-board' },
    h('h2', { class: 'tv-heading', text: `${t('gopTitle')} · ${t('webScoreboard')}` }),
    h('ol', { class: 'tv-board-list' },
      shown.map((e, i) => h('li', { class: i === 0 ? 'winner' : '' }, h('span', { class: 'tv-name', text: nameOf(state, e.player_id) }), h('strong', { class: 'tv-score', text: String(e.score) }))),
      more ? h('li', { class: 'tv-more', text: t('webTvMore', more) }) : null));
}
