// A game's scoreboard: players by name, best first, the first marked as the winner.

import { h } from '../dom.js';
import { nameOf } from '../state.js';

/** The `<ol>` of `entries` ([{player_id, score}], best first). */
export function scoreboardList(state, entries) {
  return h('ol', { class: 'scoreboard' }, (entries ?? []).map((e, i) => h('li', { class: i === 0 ? 'winner' : '' },
    h('span', { text: nameOf(state, e.player_id) }), h('strong', { text: String(e.score) }))));
}

/** A finished game's card: `title` over its scoreboard. */
export function finalScoreboard(title, state, entries) {
  return h('div', { class: 'card final' }, h('h3', { text: title }), scoreboardList(state, entries));
}
