// The TV's player list: avatar (emoji on its colour, or initial), name and score in compact rows; at most 12 rows, then
// "+N more", in one or two columns so a dozen players fit without scrolling.

import { h } from '../dom.js';
import { fitRows, rankedPlayers } from './fit.js';
import { avatarBadge } from '../views/avatar.js';
import { sideScores } from '../side-scores.js';

/** Rows on the TV before "+N more". */
export const TV_PLAYER_ROWS = 12;

/** The list for `state`, each with the score this screen shows (js/side-scores.js), labelled. */
export function tvPlayers(ctx, state) {
  const { t } = ctx;
  const side = sideScores(state);
  const players = rankedPlayers(state.room.members, side.scores);
  const { shown, more } = fitRows(players, TV_PLAYER_ROWS);
  const guesser = state.game?.guesser;
  return h('div', { class: 'tv-players', 'data-scores': side.kind },
    h('h2', { class: 'tv-heading', text: t('webPlayers', players.length) }),
    h('p', { class: 'tv-score-label', text: t(side.labelKey) }),
    h('ol', { class: `tv-player-list${players.length > 6 ? ' two-columns' : ''}` },
      shown.map((m) => h('li', { class: `tv-player${m.connected ? '' : ' is-away'}${m.player_id === guesser ? ' is-guesser' : ''}` },
        avatarBadge(m, 'tv-avatar'),
        h('span', { class: 'tv-name', text: m.name }),
        h('span', { class: 'tv-score', text: String(m.total) }))),
      more ? h('li', { class: 'tv-more', text: t('webTvMore', more) }) : null));
}
