// Guess or Pass: countdown, round timer on the server clock, the word big for clue-givers,
// the hidden card for the guesser (pass by button, swipe left or tilt back; a typed guess —
// the guesser has no "correct" button: clue-givers mark a card correct), round summary.

import { fill, h } from '../../dom.js';
import { categoryKey } from '../../i18n.js';
import { amHost, nameOf } from '../../selectors.js';
import { gopRole } from './reducer.js';
import { finalScoreboard } from '../../views/scoreboard.js';
import { classifySwipe, gestureAction } from '../../gestures.js';
import { askSensors, tiltWatcher } from '../../sensors/device.js';
import { createForehead } from './forehead.js';
import { createGuessForm } from './guess-form.js';
import { howToPlay } from '../how-to.js';
import { timerBar, timerText } from '../../views/timer.js';
import { memberList } from '../../views/members.js';
import { stopGameButton } from '../../views/stop-game.js';

/** The Guess or Pass view: {el, update(state, prev)}. */
export function createView(ctx) {
  const { t } = ctx;
  const top = h('div', { class: 'gop-top' });
  const { form: guessForm, input: guessInput } = createGuessForm(ctx, 'row');
  const bottom = h('div', { class: 'gop-bottom' });
  const tilt = createTilt(ctx, act);
  const notes = h('div', { class: 'gop-notes' });
  const forehead = createForehead(ctx, act);
  const regular = h('div', { class: 'gop-regular' }, top, guessForm, notes, tilt.el, bottom);
  const el = h('section', { class: 'gop', 'aria-label': t('gopTitle') }, regular, forehead.el);
  let onForehead = false;

  function act(action) {
    const s = ctx.state();
    const card = s.game?.card;
    if (!card || s.game.phase !== 'round') return;
    if (action === 'correct') ctx.send('gop.correct', { index: card.index });
    else if (action === 'pass') ctx.send('gop.pass', { index: card.index });
    else if (action === 'type') guessInput.focus();
  }

  function update(state, prev) {
    const g = state.game;
    const role = gopRole(state);
    // The guesser plays from the forehead screen while the countdown and the round run.
    const fh = !ctx.tv && role === 'guesser' && (g.phase === 'countdown' || g.phase === 'round');
    if (onForehead && !fh) forehead.leave();
    forehead.el.hidden = !fh;
    regular.hidden = fh;
    if (fh) { forehead.update(state, onForehead ? prev : null); onForehead = true; return; }
    const wasForehead = onForehead;
    onForehead = false;
    if (wasForehead) prev = null;
    guessForm.hidden = !(role === 'guesser' && g.phase === 'round');
    tilt.el.hidden = ctx.tv || !(g.phase === 'round' && (role === 'guesser' || role === 'giver'));
    tilt.role = role;
    if (prev && prev.game === g && prev.room === state.room) return;
    fill(top, header(ctx, state), body(ctx, state, role, act));
    fill(notes, g.phase === 'round' && g.card && hints(ctx, role));
    fill(bottom, missed(ctx, state), resolvedCards(ctx, g), amHost(state) && !ctx.tv && stopGameButton(ctx));
  }
  return { el, update };
}

function header(ctx, state) {
  const { t } = ctx;
  const g = state.game;
  return h('header', { class: 'game-header' },
    h('h2', { text: t('gopTitle') }),
    ctx.tv ? null : howToPlay(ctx, g.game),
    h('p', { class: 'meta' },
      g.round ? h('span', { text: t('gopRound', g.round) }) : null,
      g.category ? h('span', { text: t('gopCategory', t(categoryKey(g.category))) }) : null,
      g.guesser ? h('span', { text: t('gopGuesser', nameOf(state, g.guesser)) }) : null),
    g.phase === 'round' ? h('div', { class: 'round-timer' }, timerText(g.ends_at_ms, 'gopTimeLeft'), timerBar(g.ends_at_ms, (g.options?.round_seconds ?? 60) * 1000)) : null);
}

function body(ctx, state, role, act) {
  const { t } = ctx;
  const g = state.game;
  if (g.phase === 'countdown') {
    return h('div', { class: 'countdown', 'aria-live': 'polite' },
      h('p', { text: role === 'guesser' ? t('gopYouGuess') : t('gopDescribe', nameOf(state, g.guesser)) }),
      h('p', { class: 'countdown-number' }, timerText(g.ends_at_ms, null, 'big-number')));
  }
  if (g.phase === 'round') {
    const score = h('p', { class: 'live-score', text: t('webRoundScore', g.scores?.[g.guesser] ?? 0) });
    if (!g.card) return h('div', {}, score, h('p', { class: 'muted', text: t('gopWaiting') }));
    const hidden = role === 'guesser' || ctx.tv || g.card.word == null;
    const card = h('div', { class: `word-card${hidden ? ' hidden-card' : ''}`, role: 'status', dataset: { index: String(g.card.index) } },
      hidden ? [h('span', { class: 'card-mark', 'aria-hidden': 'true', text: '?' }), h('span', { class: 'card-sub', text: ctx.tv ? (g.mode === 'classic' ? t('webTvClassic', nameOf(state, g.guesser)) : t('webTvSecret')) : t('webHiddenCard') })]
        : h('span', { class: 'word', text: g.card.word }));
    if (role === 'guesser' || role === 'giver') attachSwipe(card, (dir) => act(gestureAction(dir, role)));
    const buttons = role === 'giver'
      ? h('div', { class: 'answer-buttons' },
        h('button', { type: 'button', class: 'pass', 'data-key': 'pass', text: t('webPassBtn'), onclick: () => act('pass') }),
        h('button', { type: 'button', class: 'correct', 'data-key': 'correct', text: t('webCorrectBtn'), onclick: () => act('correct') }))
      : role === 'guesser'
        ? h('div', { class: 'answer-buttons' }, h('button', { type: 'button', class: 'pass', 'data-key': 'pass', text: t('webPassBtn'), onclick: () => act('pass') }))
        : null;
    return h('div', { class: 'round' }, score, card, buttons);
  }
  if (g.phase === 'round_over' && g.summary) return summary(ctx, state, g.summary);
  if (g.phase === 'over') {
    return finalScoreboard(t('gopGameOver'), state, g.scoreboard);
  }
  return h('p', { class: 'muted', text: t('gopWaiting') });
}

/** How to answer, for the guesser and for clue-givers. */
function hints(ctx, role) {
  const { t } = ctx;
  if (role === 'guesser') return [h('p', { class: 'hint', text: t('webGuesserNote') }), h('p', { class: 'hint', text: t('webSwipeGuesser') })];
  if (role === 'giver') return h('p', { class: 'hint', text: t('webSwipeGiver') });
  return null;
}

function summary(ctx, state, s) {
  const { t } = ctx;
  return h('div', { class: 'summary card', 'aria-live': 'polite' },
    s.new_best ? h('p', { class: 'new-best', text: `★ ${t('webNewBest')} ★` }) : null,
    h('h3', { text: t('webRoundOver', s.score, nameOf(state, s.guesser)) }),
    h('p', { class: 'meta', text: t('gopBest', s.best_score) }),
    s.saved === false ? h('p', { class: 'hint', text: t('webNotSaved') }) : null,
    h('ul', { class: 'card-list' }, (s.cards ?? []).map((c) => h('li', { class: `outcome-${c.outcome}` },
      h('span', { text: c.word }), h('span', { class: 'outcome', text: outcomeText(t, c.outcome) })))),
    s.next_round_at_ms ? h('p', {}, timerText(s.next_round_at_ms, 'gopNextRound')) : null,
    memberList(ctx, state, { compact: true }));
}

function outcomeText(t, outcome) {
  // A card shown but never answered: its time ran out (not "not reached": it was seen).
  return outcome === 'correct' ? `✓ ${t('gopCorrect')}` : outcome === 'pass' ? `↷ ${t('gopPass')}` : `⏱ ${t('webUnresolved')}`;
}

function missed(ctx, state) {
  const list = state.game.missed ?? [];
  if (!list.length || state.game.phase !== 'round') return null;
  return h('ul', { class: 'missed', 'aria-live': 'polite' }, list.map((m) => h('li', { text: ctx.t('gopMissed', nameOf(state, m.player_id), m.text) })));
}

function resolvedCards(ctx, g) {
  if (g.phase !== 'round' || !g.cards?.length) return null;
  return h('ul', { class: 'card-list' }, [...g.cards].reverse().map((c) => h('li', { class: `outcome-${c.outcome}` },
    h('span', { text: c.word }), h('span', { class: 'outcome', text: outcomeText(ctx.t, c.outcome) }))));
}

/** Swipe on an element: it follows the finger, and `done('left'|'right')` fires on release. */
function attachSwipe(el, done) {
  let start = null;
  el.addEventListener('pointerdown', (e) => {
    start = { x: e.clientX, y: e.clientY, id: e.pointerId };
    try { el.setPointerCapture(e.pointerId); } catch { /* a pointer that cannot be captured still swipes */ }
  });
  el.addEventListener('pointermove', (e) => {
    if (!start || e.pointerId !== start.id) return;
    const dx = e.clientX - start.x;
    el.style.transform = `translateX(${dx}px) rotate(${dx / 20}deg)`;
  });
  const end = (e) => {
    if (!start || e.pointerId !== start.id) return;
    const dir = classifySwipe(e.clientX - start.x, e.clientY - start.y);
    start = null;
    el.style.transform = '';
    if (dir) done(dir);
  };
  el.addEventListener('pointerup', end);
  el.addEventListener('pointercancel', () => { start = null; el.style.transform = ''; });
}

/** A clue-giver's tilt switch: forward = correct, back = pass (asks permission where the browser wants it). */
function createTilt(ctx, act) {
  const { t } = ctx;
  const watcher = tiltWatcher((dir) => act(gestureAction(dir, api.role)));
  const button = h('button', { type: 'button', class: 'secondary small', 'aria-pressed': 'false', text: t('webTiltOn') });
  const note = h('span', { class: 'hint' });
  const el = h('div', { class: 'tilt row' }, button, note);
  button.addEventListener('click', async () => {
    if (watcher.on) watcher.stop();
    else {
      const answer = await askSensors();
      if (answer !== 'ok') { note.textContent = t(answer === 'insecure' ? 'webTiltInsecure' : answer === 'denied' ? 'webTiltNoPermission' : 'webTiltUnsupported'); return; }
      watcher.start();
    }
    note.textContent = watcher.on ? t('webTiltHint') : '';
    button.textContent = watcher.on ? t('webTiltOff') : t('webTiltOn');
    button.setAttribute('aria-pressed', String(watcher.on));
  });
  const api = { el, role: null };
  return api;
}
