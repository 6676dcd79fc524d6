// Guess or Pass on the TV: the guesser, the round timer, score and card count, the last card
// resolved, the countdown, and the round summary, all readable from the sofa. The TV is a
// screen: it never holds an unresolved word (the server does not send it one).

import { h } from '../../dom.js';
import { nameOf } from '../../selectors.js';
import { categoryKey } from '../../i18n.js';
import { timerBar, timerText } from '../../views/timer.js';
import { fitRows } from '../../tv/fit.js';

/** Summary cards shown before "+N more" (three columns of six). */
const SUMMARY_CARDS = 18;

function outcomeMark(outcome) {
  return outcome === 'correct' ? '✓' : outcome === 'pass' ? '↷' : '⏱';
}

/** The stage for the running Guess or Pass. */
export function tvView(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const head = h('p', { class: 'tv-game-head' }, `${t('gopTitle')} · ${t('gopRound', g.round || 1)} · ${t(categoryKey(g.category ?? g.options?.category ?? 'mixed'))}`);
  const guesser = g.guesser ? nameOf(state, g.guesser) : '';
  if (g.phase === 'countdown') {
    return h('section', { class: 'tv-gop tv-countdown' }, head,
      h('p', { class: 'tv-guesser', text: t('gopGuesser', guesser) }),
      timerText(g.ends_at_ms, null, 'timer tv-big-number'));
  }
  if (g.phase === 'round') {
    const last = g.lastResolved;
    const roundMs = (g.options?.round_seconds ?? 60) * 1000;
    return h('section', { class: 'tv-gop tv-round' }, head,
      h('p', { class: 'tv-guesser', text: t('gopGuesser', guesser) }),
      h('div', { class: 'tv-timer' }, timerText(g.ends_at_ms, null, 'timer tv-timer-text'), timerBar(g.ends_at_ms, roundMs)),
      h('p', { class: 'tv-score-line' },
        h('span', { class: 'tv-stat', text: t('gopScore', g.scores?.[g.guesser] ?? 0) }),
        h('span', { class: 'tv-stat', text: t('webTvCards', g.cards.length + (g.card ? 1 : 0)) })),
      // Secret mode: the word is on the clue-givers' phones; classic: on the guesser's, held up to the room.
      h('div', { class: 'tv-hidden-card' }, h('span', { class: 'tv-card-mark', 'aria-hidden': 'true', text: '?' }),
        h('span', { text: g.mode === 'classic' ? t('webTvClassic', guesser) : t('webTvSecret') })),
      last ? h('p', { class: `tv-last outcome-${last.outcome}`, text: `${outcomeMark(last.outcome)} ${last.word}` }) : null);
  }
  if (g.phase === 'round_over' && g.summary) return summary(ctx, state, g.summary, head);
  return h('section', { class: 'tv-gop' }, head, h('p', { class: 'tv-guesser', text: t('gopWaiting') }));
}

function summary(ctx, state, s, head) {
  const { t } = ctx;
  const { shown, more } = fitRows(s.cards ?? [], SUMMARY_CARDS);
  return h('section', { class: 'tv-gop tv-summary' }, head,
    s.new_best ? h('p', { class: 'tv-new-best', text: `★ ${t('webNewBest')} ★` }) : null,
    h('p', { class: 'tv-guesser', text: t('webRoundOver', s.score, nameOf(state, s.guesser)) }),
    h('p', { class: 'tv-stat', text: t('gopBest', s.best_score ?? 0) }),
    h('ul', { class: 'tv-card-list' },
      shown.map((c) => h('li', { class: `outcome-${c.outcome}` }, h('span', { class: 'tv-mark', 'aria-hidden': 'true', text: outcomeMark(c.outcome) }), h('span', { text: c.word }))),
      more ? h('li', { class: 'tv-more', text: t('webTvMore', more) }) : null),
    s.next_round_at_ms ? h('p', { class: 'tv-stat' }, timerText(s.next_round_at_ms, 'gopNextRound')) : null);
}
