// Most Likely To on the TV: the prompt in large type, the time left and the votes in, then who
// the room named most with the tally, and the standings. Nobody's ballot is ever shown.

import { h } from '../../dom.js';
import { nameOf } from '../../selectors.js';
import { timerBar, timerText } from '../../views/timer.js';

/** The stage for the running Most Likely To. */
export function tvView(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const head = h('p', { class: 'tv-game-head', text: [t('mlTitle'), g.round ? t('mlRound', g.round, g.rounds) : null].filter(Boolean).join(' · ') });
  const board = (list) => h('div', { class: 'tv-score-line' },
    (list ?? []).map((e) => h('span', { class: 'tv-stat', text: `${nameOf(state, e.player_id)} ${e.times_most}` })));
  if (g.phase === 'over') return h('section', { class: 'tv-ml' }, head, h('p', { class: 'tv-guesser', text: t('mlOver') }), h('p', { class: 'tv-stat', text: t('mlBoardCaption') }), board(g.standings));
  if (!g.round || g.phase === 'starting') return h('section', { class: 'tv-ml' }, head, h('p', { class: 'tv-guesser', text: t('webTvWaiting') }));
  const prompt = h('p', { class: 'tv-guesser tv-ml-prompt', text: g.text ?? '' });
  if (g.phase === 'results' && g.results) {
    const r = g.results;
    const most = (r.most ?? []).map((id) => nameOf(state, id)).join(' · ');
    return h('section', { class: 'tv-ml' }, head, prompt,
      h('p', { class: 'tv-guesser', text: most ? t('mlMost', most) : t('mlNobody') }),
      h('div', { class: 'tv-score-line' }, (r.tally ?? []).map((line) => h('span', { class: 'tv-stat', text: `${nameOf(state, line.player_id)} ${line.votes}` }))),
      r.next_round_at_ms ? h('p', { class: 'tv-stat' }, timerText(r.next_round_at_ms, 'oddNext')) : null);
  }
  return h('section', { class: 'tv-ml' }, head, prompt,
    h('p', { class: 'tv-stat', text: t('mlTvVote') }),
    h('div', { class: 'tv-timer' }, timerText(g.ends_at_ms, null, 'timer tv-timer-text'), timerBar(g.ends_at_ms, (g.options?.vote_seconds ?? 30) * 1000)),
    h('p', { class: 'tv-stat', text: t('wyrVotes', g.votes_in, g.voters) }));
}
