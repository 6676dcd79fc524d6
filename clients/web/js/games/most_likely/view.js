// Most Likely To on a phone: the prompt large, the other players as big vote buttons (never
// oneself), the count of votes in, then the tally with who came out on top. The TV and the
// audience see the same screen without the buttons. Ballots are secret: only my own is shown.

import { fill, h } from '../../dom.js';
import { amHost, myself, nameOf } from '../../selectors.js';
import { timerBar, timerText } from '../../views/timer.js';
import { stopGameButton } from '../../views/stop-game.js';
import { scoreboardList } from '../../views/scoreboard.js';
import { howToPlay } from '../how-to.js';
import { canVoteFor, standingsBoard } from './reducer.js';

/** The Most Likely To view: {el, update(state, prev)}. */
export function createView(ctx) {
  const { t } = ctx;
  const main = h('div', { class: 'ml-main' });
  const hostRow = h('div', { class: 'row host-row' }, stopGameButton(ctx));
  const el = h('section', { class: 'ml', 'aria-label': t('mlTitle') }, main, hostRow);

  function update(state, prev) {
    hostRow.hidden = !(amHost(state) && !ctx.tv);
    if (prev && prev.game === state.game && prev.room === state.room) return;
    fill(main, view(ctx, state));
  }
  return { el, update };
}

function view(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const me = state.me?.player_id;
  const title = [h('h2', { text: g.round ? `${t('mlTitle')} · ${t('mlRound', g.round, g.rounds)}` : t('mlTitle') }),
    ctx.tv ? null : howToPlay(ctx, g.game)];
  if (g.phase === 'starting' || !g.round) return [title, h('p', { class: 'muted', text: t('gopWaiting') })];
  if (g.phase === 'over') return [title, h('p', { class: 'muted', text: `${t('mlOver')} · ${t('mlBoardCaption')}` }), scoreboardList(state, standingsBoard(g.standings))];
  const prompt = h('div', { class: 'card ml-prompt', 'aria-live': 'polite' }, h('h3', { text: g.text ?? '' }));
  if (g.phase === 'results' && g.results) return [title, prompt, results(ctx, state, g.results)];

  const voter = !ctx.tv && myself(state)?.role === 'player' && g.players.includes(me);
  const vote = (id) => async () => {
    if (await ctx.send('ml.vote', { player_id: id })) ctx.dispatch({ type: 'local.ml_vote', player_id: id });
  };
  const others = g.players.filter((id) => id !== me || !voter);
  const buttons = h('div', { class: 'ml-players row' }, others.map((id) => h('button', {
    type: 'button', class: g.my_vote === id ? 'primary' : 'secondary', 'data-player': id, 'aria-pressed': String(g.my_vote === id),
    disabled: !voter || !canVoteFor(g, me, id), onclick: vote(id), text: nameOf(state, id),
  })));
  const timer = h('div', { class: 'round-timer' }, timerText(g.ends_at_ms, 'wyrTimeLeft'),
    timerBar(g.ends_at_ms, (g.options?.vote_seconds ?? 30) * 1000));
  return [title, prompt, timer, h('p', { class: 'hint', text: t(voter ? 'mlVoteNow' : 'mlWatching') }), buttons,
    h('p', { class: 'votes', 'aria-live': 'polite', text: t('wyrVotes', g.votes_in, g.voters) })];
}

function results(ctx, state, r) {
  const { t } = ctx;
  const most = (r.most ?? []).map((id) => nameOf(state, id)).join(' · ');
  return h('div', { class: 'card ml-results', 'aria-live': 'polite' },
    h('h3', { text: most ? t('mlMost', most) : t('mlNobody') }),
    h('ul', { class: 'ml-tally' }, (r.tally ?? []).map((line) => h('li', { 'data-top': String((r.most ?? []).includes(line.player_id)) },
      h('strong', { text: nameOf(state, line.player_id) }), ` ${t('mlVotes', line.votes)}`))),
    r.next_round_at_ms ? h('p', {}, timerText(r.next_round_at_ms, 'oddNext')) : null);
}
