// Would You Rather: two big options (pink A, cyan B), "n of N voted", change of vote, animated
// result bars for the room, the audience and all time, history by popularity, custom
// questions, and the host's reset behind a confirmation.

import { field, fill, h, select } from '../../dom.js';
import { categoryKey } from '../../i18n.js';
import { amHost, myself } from '../../selectors.js';
import { WYR_CATEGORIES, percentages, sortHistory } from './reducer.js';
import { timerBar, timerText } from '../../views/timer.js';
import { stopGameButton } from '../../views/stop-game.js';
import { howToPlay } from '../how-to.js';
import { fieldNote } from '../../views/field-note.js';
import { sendHeldable } from '../../moderation/send-held.js';

/** The Would You Rather view: {el, update(state, prev)}. */
export function createView(ctx) {
  const { t } = ctx;
  const main = h('div', { class: 'wyr-main' });
  const history = h('div', { class: 'wyr-history' });
  const historyButton = h('button', { type: 'button', class: 'secondary', 'aria-expanded': 'false', text: t('webHistory') });
  let historyOpen = false;
  historyButton.addEventListener('click', async () => {
    historyOpen = !historyOpen;
    historyButton.setAttribute('aria-expanded', String(historyOpen));
    historyButton.textContent = historyOpen ? t('webClose') : t('webHistory');
    if (historyOpen) await ctx.loadWyrHistory();
    renderHistory(ctx.state());
  });

  const a = h('input', { name: 'a', maxlength: '140', required: true });
  const b = h('input', { name: 'b', maxlength: '140', required: true });
  const cat = select([['', '—'], ...WYR_CATEGORIES.map((c) => [c, t(categoryKey(c))])], '', { name: 'category' });
  // An option the room's filter refuses is said under that option; a question held for review says so.
  const notes = { a: fieldNote(ctx, a), b: fieldNote(ctx, b) };
  const addForm = h('form', { class: 'add-question' },
    h('div', { class: 'grid2' }, h('div', {}, field(t('webOptionA'), a), notes.a.el), h('div', {}, field(t('webOptionB'), b), notes.b.el), field(t('webCategory'), cat)),
    h('button', { type: 'submit', class: 'secondary', text: t('webAdd') }));
  addForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    const params = { a: a.value.trim(), b: b.value.trim() };
    if (cat.value) params.category = cat.value;
    const onError = (err) => notes.a.catches('wyr.add', ['a'])(err) || notes.b.catches('wyr.add', ['b'])(err);
    const ok = await sendHeldable(ctx, 'wyr.add', params, { onError });
    if (!ok) return;
    a.value = ''; b.value = '';
    if (ok.held) ctx.toast(t('webHeldQuestionWaiting'));
  });
  const addBox = h('details', { class: 'card' }, h('summary', { text: t('webAddQuestion') }), addForm);

  const confirmBox = h('div', { class: 'confirm card', role: 'alertdialog', 'aria-label': t('webReset'), hidden: true },
    h('p', { text: t('webResetConfirm') }),
    h('div', { class: 'row' },
      h('button', { type: 'button', class: 'secondary', text: t('webCancel'), onclick: () => { confirmBox.hidden = true; resetButton.focus(); } }),
      h('button', { type: 'button', class: 'danger', text: t('webConfirmReset'), onclick: async () => { confirmBox.hidden = true; await ctx.send('wyr.reset', { confirm: true }); } })));
  const resetButton = h('button', { type: 'button', class: 'secondary', text: t('webReset'), onclick: () => { confirmBox.hidden = false; confirmBox.querySelector('button').focus(); } });
  const stopButton = stopGameButton(ctx);
  const hostRow = h('div', { class: 'row host-row' }, resetButton, stopButton);

  const el = h('section', { class: 'wyr', 'aria-label': t('wyrTitle') }, main, h('div', { class: 'row' }, historyButton), history, addBox, hostRow, confirmBox);

  function renderHistory(state) {
    if (!historyOpen) { fill(history); return; }
    const list = state.wyrHistory ?? [];
    fill(history, h('h3', { text: t('wyrHistoryTitle') }),
      list.length === 0 ? h('p', { class: 'muted', text: t('wyrHistoryEmpty') })
        : h('ol', { class: 'history-list' }, sortHistory(list).map((q) => h('li', { class: 'card' },
          h('p', { class: 'history-q' }, h('span', { class: 'opt-a', text: q.a }), ` ${t('webOr')} `, h('span', { class: 'opt-b', text: q.b })),
          bars(ctx, [[t('webRoomVotes'), q.a_votes, q.b_votes], [t('webAudienceVotes'), q.audience?.a_votes ?? 0, q.audience?.b_votes ?? 0], [t('webAllTimeVotes'), q.all_time?.a_votes ?? 0, q.all_time?.b_votes ?? 0]], false)))));
  }

  function update(state, prev) {
    const host = amHost(state) && !ctx.tv;
    hostRow.hidden = !host;
    if (!host) confirmBox.hidden = true;
    addBox.hidden = ctx.tv || myself(state)?.role === 'audience';
    historyButton.hidden = ctx.tv;
    if (!prev || prev.wyrHistory !== state.wyrHistory) renderHistory(state);
    if (prev && prev.game === state.game) return;
    fill(main, view(ctx, state));
    if (historyOpen && state.game.phase === 'results' && prev?.game?.phase !== 'results') ctx.loadWyrHistory();
  }
  return { el, update };
}

function view(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  const title = [h('h2', { text: t('wyrTitle') }), ctx.tv ? null : howToPlay(ctx, g.game)];
  if (!g.question || g.phase === 'starting') return [title, h('p', { class: 'muted', text: t('gopWaiting') })];
  const q = g.question;
  if (g.phase === 'voting') {
    const vote = (choice) => async () => {
      if (await ctx.send('wyr.vote', { choice })) ctx.dispatch({ type: 'local.my_vote', choice });
    };
    const option = (choice, text) => h('button', {
      type: 'button', class: `option option-${choice}${g.my_vote === choice ? ' chosen' : ''}`, 'data-key': `vote-${choice}`,
      'aria-pressed': String(g.my_vote === choice), 'aria-label': t('webVoteFor', text), disabled: ctx.tv, onclick: vote(choice),
    }, h('span', { class: 'option-letter', 'aria-hidden': 'true', text: choice.toUpperCase() }), h('span', { class: 'option-text', text }));
    return [title,
      h('div', { class: 'round-timer' }, timerText(g.ends_at_ms, 'wyrTimeLeft'), timerBar(g.ends_at_ms, (g.options?.vote_seconds ?? 20) * 1000)),
      h('div', { class: 'options' }, option('a', q.a), h('span', { class: 'or', 'aria-hidden': 'true', text: t('webOr') }), option('b', q.b)),
      h('p', { class: 'votes', 'aria-live': 'polite', text: t('wyrVotes', g.votes_in, g.voters) }),
      g.my_vote && !ctx.tv ? h('p', { class: 'hint', text: `${t('wyrYouVoted', g.my_vote.toUpperCase())} · ${t('webChangeVote')}` }) : null];
  }
  if (g.phase === 'results' && g.results) {
    const r = g.results;
    return [title, h('p', { class: 'results-q' }, h('span', { class: 'opt-a', text: `A · ${r.a ?? q.a}` }), h('span', { class: 'opt-b', text: `B · ${r.b ?? q.b}` })),
      bars(ctx, [[t('webRoomVotes'), r.a_votes, r.b_votes, r.a_pct, r.b_pct], [t('webAudienceVotes'), r.audience?.a_votes ?? 0, r.audience?.b_votes ?? 0],
        // No all-time row when the server claims no tally (the votes could not be saved, or it cannot read it).
        ...(r.all_time ? [[t('webAllTimeVotes'), r.all_time.a_votes, r.all_time.b_votes]] : [])], true),
      r.saved === false ? h('p', { class: 'hint', text: t('webNotSaved') }) : null,
      r.next_question_at_ms ? h('p', {}, timerText(r.next_question_at_ms, 'wyrNext')) : null];
  }
  return [title, h('p', { class: 'muted', text: t('wyrOver') })];
}

/** Result bars: rows of [label, a votes, b votes, a %?, b %?]; `animate` grows them from 0. */
function bars(ctx, rows, animate) {
  return h('div', { class: 'bars' }, rows.map(([label, av, bv, apIn, bpIn]) => {
    const [ap, bp] = apIn != null ? [apIn, bpIn] : percentages(av, bv);
    const fillA = h('div', { class: 'bar-a' });
    const fillB = h('div', { class: 'bar-b' });
    const set = () => { fillA.style.width = `${ap}%`; fillB.style.width = `${bp}%`; };
    if (animate && !ctx.reducedMotion()) requestAnimationFrame(() => requestAnimationFrame(set)); else set();
    const pct = ctx.t.percent;
    return h('div', { class: 'bar-row', role: 'group', 'aria-label': `${label}: A ${pct(ap)} (${av}), B ${pct(bp)} (${bv})` },
      h('div', { class: 'bar-label' }, h('span', { text: label }), h('span', { class: 'muted', text: ctx.t('webVotes', av + bv) })),
      h('div', { class: 'bar' }, fillA, fillB),
      h('div', { class: 'bar-values', 'aria-hidden': 'true' }, h('span', { class: 'opt-a', text: `${pct(ap)} (${av})` }), h('span', { class: 'opt-b', text: `${pct(bp)} (${bv})` })));
  }));
}
