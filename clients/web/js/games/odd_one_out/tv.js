// Odd One Out on the TV: what the room is doing (clues, the vote), the time left, every clue in
// large type, then who was odd with both words, and the scores. The TV is a screen: the server
// never sends it a word before the reveal.

import { h } from '../../dom.js';
import { nameOf } from '../../selectors.js';
import { categoryKey } from '../../i18n.js';
import { timerBar, timerText } from '../../views/timer.js';

/** The stage for the running Odd One Out. */
export function tvView(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const head = h('p', { class: 'tv-game-head', text: [t('oddTitle'), g.round ? t('oddRound', g.round, g.rounds) : null,
    g.category ? t(categoryKey(g.category)) : null].filter(Boolean).join(' · ') });
  const board = (list) => h('div', { class: 'tv-score-line' }, (list ?? []).map((e) => h('span', { class: 'tv-stat', text: `${nameOf(state, e.player_id)} ${e.score}` })));
  if (g.phase === 'over') return h('section', { class: 'tv-odd' }, head, h('p', { class: 'tv-guesser', text: t('oddOver') }), board(g.scores));
  if (!g.round || g.phase === 'starting') return h('section', { class: 'tv-odd' }, head, h('p', { class: 'tv-guesser', text: t('webTvWaiting') }));
  if (g.phase === 'reveal' && g.reveal) {
    const r = g.reveal;
    return h('section', { class: 'tv-odd' }, head,
      h('p', { class: 'tv-guesser', text: t(r.caught ? 'oddCaught' : 'oddEscaped', r.odd_player ? nameOf(state, r.odd_player) : '?') }),
      // Which word was whose: everyone's word, then the odd one's (named, not left to colour).
      h('div', { class: 'tv-odd-words' },
        h('p', { class: 'tv-odd-word common' }, h('span', { class: 'tv-odd-label', text: t('oddTvCommonWord') }), h('strong', { class: 'opt-a', text: r.common_word })),
        h('p', { class: 'tv-odd-word odd' }, h('span', { class: 'tv-odd-label', text: t('oddTvOddWord', r.odd_player ? nameOf(state, r.odd_player) : '?') }), h('strong', { class: 'opt-b', text: r.odd_word }))),
      board(r.scores),
      r.next_round_at_ms ? h('p', { class: 'tv-stat' }, timerText(r.next_round_at_ms, 'oddNext')) : null);
  }
  const clue = (id) => g.clues.find((c) => c.player_id === id)?.text ?? '…';
  const seconds = g.phase === 'voting' ? (g.options?.vote_seconds ?? 30) : (g.options?.clue_seconds ?? 60);
  return h('section', { class: 'tv-odd' }, head,
    h('p', { class: 'tv-guesser', text: t(g.phase === 'voting' ? 'oddTvVote' : 'oddTvClues') }),
    h('div', { class: 'tv-timer' }, timerText(g.ends_at_ms, null, 'timer tv-timer-text'), timerBar(g.ends_at_ms, seconds * 1000)),
    h('ul', { class: 'tv-odd-clues' }, g.players.map((id) => h('li', { class: 'tv-stat' }, h('strong', { text: `${nameOf(state, id)}: ` }), clue(id)))),
    g.phase === 'voting' ? h('p', { class: 'tv-stat', text: t('wyrVotes', g.votes_in, g.voters) }) : null);
}
