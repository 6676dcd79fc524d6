// A game's scoreboard: players by name, best first, each with their place (ties share one:
// js/ranking.js); every player in first place with points is marked as a winner.

import { h } from '../dom.js';
import { nameOf } from '../selectors.js';
import { placeMark, ranked } from '../ranking.js';

/** The `<ol>` of `entries` ([{player_id, score}]). */
export function scoreboardList(state, entries) {
  return h('ol', { class: 'scoreboard' }, ranked(entries).map(({ entry: e, place, medal }) => h('li', { class: medal === 1 ? 'winner' : '', 'data-place': String(place) },
    h('span', { class: 'board-rank', 'aria-hidden': medal ? 'false' : 'true', text: placeMark(place, medal) }),
    h('span', { class: 'board-name', text: nameOf(state, e.player_id) }), h('strong', { text: String(e.score) }))));
}

/** A finished game's card: `title` over its scoreboard. */
export function finalScoreboard(title, state, entries) {
  return h('div', { class: 'card final' }, h('h3', { text: title }), scoreboardList(state, entries));
}
