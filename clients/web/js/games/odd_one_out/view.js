// Odd One Out: this player's secret word large, one clue each, then the players as big vote
// buttons beside their clues, then the reveal (who was odd, both words, the points). The TV and
// the audience see the same screen without a word and without the controls.

import { fill, h } from '../../dom.js';
import { amHost, myself, nameOf } from '../../selectors.js';
import { timerBar, timerText } from '../../views/timer.js';
import { stopGameButton } from '../../views/stop-game.js';
import { howToPlay } from '../how-to.js';
import { canClue } from './reducer.js';
import { scoreboardList } from '../../views/scoreboard.js';
import { fieldNote } from '../../views/field-note.js';
import { sendHeldable } from '../../moderation/send-held.js';
import { waitingHeld } from '../../moderation/state.js';

/** The Odd One Out view: {el, update(state, prev)}. */
export function createView(ctx) {
  const { t } = ctx;
  const main = h('div', { class: 'odd-main' });
  const stopButton = stopGameButton(ctx);
  const hostRow = h('div', { class: 'row host-row' }, stopButton);
  const el = h('section', { class: 'odd', 'aria-label': t('oddTitle') }, main, hostRow);

  function update(state, prev) {
    hostRow.hidden = !(amHost(state) && !ctx.tv);
    if (prev && prev.game === state.game && prev.room === state.room && prev.held === state.held) return;
    fill(main, view(ctx, state));
  }
  return { el, update };
}

function view(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const me = state.me?.player_id;
  const title = [h('h2', { text: g.round ? `${t('oddTitle')} · ${t('oddRound', g.round, g.rounds)}` : t('oddTitle') }),
    ctx.tv ? null : howToPlay(ctx, g.game)];
  if (g.phase === 'starting' || !g.round) return [title, h('p', { class: 'muted', text: t('gopWaiting') })];
  if (g.phase === 'over') return [title, h('p', { class: 'muted', text: t('oddOver') }), scores(ctx, state, g.scores)];
  const category = g.category ? h('p', { class: 'hint', text: `${t('webCategory')}: ${t(categoryName(g.category))}` }) : null;
  if (g.phase === 'reveal' && g.reveal) return [title, category, reveal(ctx, state, g.reveal), scores(ctx, state, g.scores)];

  const word = !ctx.tv && g.my_word
    ? [h('p', { class: 'hint', text: t('oddYourWord') }),
      h('div', { class: 'card word-card compact odd-word', 'aria-live': 'polite', 'aria-label': t('oddYourWord') }, h('p', { class: 'word', text: g.my_word }))]
    : h('p', { class: 'muted', text: t('oddWatching') });
  const timer = h('div', { class: 'round-timer' }, timerText(g.ends_at_ms, 'wyrTimeLeft'),
    timerBar(g.ends_at_ms, (g.phase === 'voting' ? (g.options?.vote_seconds ?? 30) : (g.options?.clue_seconds ?? 60)) * 1000));
  const clueOf = (id) => g.clues.find((c) => c.player_id === id)?.text;
  if (g.phase === 'clues') {
    const list = h('ul', { class: 'odd-clues' }, g.players.map((id) => h('li', {},
      h('strong', { text: `${nameOf(state, id)}: ` }), h('span', { class: clueOf(id) ? '' : 'muted', text: clueOf(id) ?? '…' }))));
    // With review on, my clue waits for a moderator (PROTOCOL.md §16.3): said instead of the form until it is decided.
    const held = waitingHeld(state, 'clue')[0];
    const give = held ? h('p', { class: 'hint held-note', text: t('webHeldClueWaiting', held.text) })
      : canClue(g, me) && !ctx.tv ? clueForm(ctx) : h('p', { class: 'hint', text: t('oddWaitClues') });
    return [title, category, word, timer, give, list];
  }
  const voter = !ctx.tv && g.players.includes(me) && myself(state)?.role === 'player';
  const vote = (id) => async () => {
    if (await ctx.send('odd.vote', { player_id: id })) ctx.dispatch({ type: 'local.odd_vote', player_id: id });
  };
  const buttons = h('div', { class: 'odd-suspects row' }, g.players.map((id) => h('button', {
    type: 'button', class: g.my_vote === id ? 'primary' : 'secondary', 'data-player': id, 'aria-pressed': String(g.my_vote === id),
    disabled: !voter || id === me, onclick: vote(id),
  }, h('strong', { text: `${nameOf(state, id)}: ` }), h('span', { text: clueOf(id) ?? '…' }))));
  return [title, category, word, timer, h('p', { class: 'hint', text: t('oddVoteNow') }), buttons,
    h('p', { class: 'votes', 'aria-live': 'polite', text: t('wyrVotes', g.votes_in, g.voters) })];
}

function clueForm(ctx) {
  const { t } = ctx;
  const input = h('input', { name: 'clue', maxlength: '60', required: true, autocomplete: 'off', 'aria-label': t('oddClueLabel') });
  const note = fieldNote(ctx, input); // a clue the room's filter refuses is said under the field
  const form = h('form', { class: 'card odd-clue' }, h('p', { text: t('oddGiveClue') }),
    h('div', { class: 'row' }, input, h('button', { type: 'submit', class: 'primary', text: t('oddSendClue') })), note.el);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (await sendHeldable(ctx, 'odd.clue', { text }, { onError: note.catches('odd.clue', ['text']) })) input.value = '';
  });
  return form;
}

function reveal(ctx, state, r) {
  const { t } = ctx;
  const odd = r.odd_player ? nameOf(state, r.odd_player) : '?';
  const points = (r.points ?? []).map((p) => `${nameOf(state, p.player_id)} +${p.score}`).join(' · ');
  return h('div', { class: 'card odd-reveal', 'aria-live': 'polite' },
    h('h3', { text: t(r.caught ? 'oddCaught' : 'oddEscaped', odd) }),
    h('p', {}, h('span', { class: 'opt-a', text: r.common_word }), ` · ${t('oddTheOddWord')}: `, h('span', { class: 'opt-b', text: r.odd_word })),
    points ? h('p', { class: 'hint', text: points }) : null,
    r.next_round_at_ms ? h('p', {}, timerText(r.next_round_at_ms, 'oddNext')) : null);
}

function scores(ctx, state, list) {
  return scoreboardList(state, list);
}

const CATEGORY_NAMES = { animals: 'webCatAnimals', food: 'webCatFood', sports: 'webCatSports', technology: 'webCatTechnology', music: 'webCatMusic', nature: 'webCatNature' };
function categoryName(c) { return CATEGORY_NAMES[c] ?? c; }
