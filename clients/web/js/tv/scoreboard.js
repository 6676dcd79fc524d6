// Between games on the TV: the last game's scoreboard, titled with that game (Guess or Pass,
// Odd One Out...), the best first with their places (ties share one), at most ten rows then
// "+N more". A game without scores leaves the stage to the dice, wheel or coin.

import { h } from '../dom.js';
import { nameOf } from '../selectors.js';
import { fitRows } from './fit.js';
import { gameById, gameTitle } from '../games/registry.js';
import { placeMark, ranked } from '../ranking.js';

/** The last game's board for `state.finished` (null when there was none). */
export function tvScoreboard(ctx, state) {
  const f = state.finished;
  if (!f) return null;
  const { t } = ctx;
  if (!f.scoreboard) return null; // a game without scores: the side column's standings say it all
  const { shown, more } = fitRows(ranked(f.scoreboard), 10);
  return h('section', { class: 'tv-board', 'data-game': f.game },
    h('h2', { class: 'tv-heading', text: `${gameTitle(t, f.game)} · ${t(gameById(f.game).boardKey ?? 'webScoreboard')}` }),
    h('ol', { class: 'tv-board-list' },
      shown.map(({ entry: e, place, medal }) => h('li', { class: medal === 1 ? 'winner' : '', 'data-place': String(place) },
        h('span', { class: 'tv-rank', text: placeMark(place, medal) }),
        h('span', { class: 'tv-name', text: nameOf(state, e.player_id) }), h('strong', { class: 'tv-score', text: String(e.score) }))),
      more ? h('li', { class: 'tv-more', text: t('webTvMore', more) }) : null));
}
