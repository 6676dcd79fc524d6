// Would You Rather on the TV: the two options large, "n/N voted" and the time left while the
// room votes, then the room's percentages as big numbers over bars, with the vote counts.

import { h } from '../../dom.js';
import { percentages } from './reducer.js';
import { timerText } from '../../views/timer.js';

/** The stage for the running Would You Rather. */
export function tvView(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const q = g.question;
  const head = h('p', { class: 'tv-game-head', text: g.round ? `${t('wyrTitle')} · ${t('gopRound', g.round)}` : t('wyrTitle') });
  if (!q) return h('section', { class: 'tv-wyr' }, head, h('p', { class: 'tv-guesser', text: t('webTvWaiting') }));
  const r = g.phase === 'results' ? g.results : null;
  const [pa, pb] = r ? (r.a_pct != null ? [r.a_pct, r.b_pct] : percentages(r.a_votes ?? 0, r.b_votes ?? 0)) : [0, 0];
  const option = (letter, text, pct, votes) => h('div', { class: `tv-option tv-option-${letter}` },
    h('span', { class: 'tv-option-letter', text: letter.toUpperCase() }),
    h('p', { class: 'tv-option-text', text }),
    r ? h('p', { class: 'tv-pct', text: t.percent(pct) }) : null,
    r ? h('div', { class: 'tv-bar', 'aria-hidden': 'true' }, h('div', { class: 'tv-bar-fill', dataset: { pct: String(pct) } })) : null,
    r ? h('p', { class: 'tv-votes', text: t('webVotes', votes ?? 0) }) : null);
  const stage = h('section', { class: `tv-wyr${r ? ' has-results' : ''}` }, head,
    h('div', { class: 'tv-options' }, option('a', q.a, pa, r?.a_votes), h('span', { class: 'tv-or', text: t('webOr') }), option('b', q.b, pb, r?.b_votes)),
    r ? (r.next_question_at_ms ? h('p', { class: 'tv-stat' }, timerText(r.next_question_at_ms, 'wyrNext')) : null)
      : h('p', { class: 'tv-score-line' }, h('span', { class: 'tv-stat', text: t('wyrVotes', g.votes_in, g.voters) }), timerText(g.ends_at_ms, 'wyrTimeLeft', 'timer tv-stat')));
  // Bar widths through the CSSOM (the page's CSP allows no inline style attributes).
  for (const fill of stage.querySelectorAll('.tv-bar-fill')) fill.style.width = `${fill.dataset.pct}%`;
  return stage;
}
