// The guesser's forehead screen, in either mode, during the countdown and the round: a full
// screen landscape layout (timer, score, the card, every control in view without scrolling).
// Classic mode shows the word filling the screen for the room to read; secret mode the hidden
// card and a guess box. A bar above the card (never over it: the countdown and the card stay in
// sight) offers full screen; the first tap, on it or on the card, goes full screen (landscape
// lock where the browser allows it, a "turn your phone" prompt where not) and starts tilt when
// the player chose tilt. Tap the left half to pass, the right half for guessed (classic) or to
// type (secret), swipe the same ways, or tilt forward (guessed) and back (pass). A typed guess
// that is not the word says so on this screen.

import { fill, h } from '../../dom.js';
import { classifySwipe, gestureAction, tapSide } from '../../gestures.js';
import { askSensors, fullscreenLandscape, leaveFullscreen, tiltWatcher } from '../../sensors/device.js';
import { sensorAvailability } from '../../sensors/tilt.js';
import { timerBar, timerText } from '../../views/timer.js';
import { fitText } from './fit-text.js';
import { createGuessForm } from './guess-form.js';

/** The forehead screen: {el, update(state, prev), leave()}. `act(action)` answers the card. */
export function createForehead(ctx, act) {
  const { t } = ctx;
  let mode = 'secret';
  let started = false; // the first tap happened
  const tilt = tiltWatcher((dir) => answer(gestureAction(dir, 'guesser', mode), 'tilt'));

  const timer = h('div', { class: 'fh-timer' });
  const score = h('p', { class: 'fh-score' });
  const tiltButton = h('button', { type: 'button', class: 'fh-tilt small secondary', 'aria-pressed': 'false' });
  const tiltNote = h('p', { class: 'fh-note', role: 'status' });
  const top = h('div', { class: 'fh-top' }, timer, score, tiltButton);
  const card = h('div', { class: 'word-card fh-card', role: 'status' });
  const zoneLeft = h('div', { class: 'fh-zone fh-left', 'aria-hidden': 'true' });
  const zoneRight = h('div', { class: 'fh-zone fh-right', 'aria-hidden': 'true' });
  const flash = h('div', { class: 'fh-flash', 'aria-hidden': 'true' });
  const startLayer = h('button', { type: 'button', class: 'fh-start' });
  const miss = h('p', { class: 'fh-miss', role: 'status', 'aria-live': 'assertive', hidden: true }); // "“cat” — not it"
  const stage = h('div', { class: 'fh-stage' }, zoneLeft, card, zoneRight, flash, miss);
  const { form: guessForm, input: guessInput } = createGuessForm(ctx, 'fh-guess');
  const passButton = h('button', { type: 'button', class: 'pass', 'data-key': 'pass', text: t('webPassBtn'), onclick: () => answer('pass', 'button') });
  const gotButton = h('button', { type: 'button', class: 'correct', 'data-key': 'correct', text: t('webGotIt'), onclick: () => answer('correct', 'button') });
  const bottom = h('div', { class: 'fh-bottom' }, passButton, guessForm, gotButton);
  const rotate = h('p', { class: 'fh-rotate', role: 'note', text: `↻ ${t('webTurnPhone')}` });
  const el = h('section', { class: 'forehead', 'aria-label': t('gopTitle') }, rotate, top, startLayer, stage, tiltNote, bottom);
  let shownMiss = null; // the last missed guess of mine this screen said "not it" to
  let missTimer = null;

  function answer(action, how) {
    if (!action) return;
    if (action === 'type') { guessInput.focus(); return; }
    const s = ctx.state();
    if (s.game?.phase !== 'round' || !s.game.card) return;
    flash.dataset.answer = action;
    flash.classList.remove('on');
    void flash.offsetWidth; // restart the flash
    flash.classList.add('on');
    el.dataset.last = `${action}:${how}`;
    act(action);
  }

  // Taps and swipes on the stage: one pointer, classified on release. The first one also goes full screen.
  let down = null;
  stage.addEventListener('pointerdown', (e) => {
    if (!started) start();
    down = { x: e.clientX, y: e.clientY, id: e.pointerId };
  });
  stage.addEventListener('pointermove', (e) => {
    if (!down || e.pointerId !== down.id || !swipes()) return;
    card.style.transform = `translateX(${e.clientX - down.x}px) rotate(${(e.clientX - down.x) / 20}deg)`;
  });
  let moved = false; // the pointer that ends in the next click swiped or dragged
  stage.addEventListener('pointerup', (e) => {
    if (!down || e.pointerId !== down.id) return;
    const dx = e.clientX - down.x;
    const dy = e.clientY - down.y;
    down = null;
    card.style.transform = '';
    moved = Math.hypot(dx, dy) > 12;
    const swipe = swipes() ? classifySwipe(dx, dy) : null;
    if (swipe) answer(gestureAction(swipe, 'guesser', mode), 'swipe');
  });
  // A tap answers on its click (so focusing the guess box is not undone by the tap's own mousedown).
  stage.addEventListener('click', (e) => {
    if (moved) { moved = false; return; }
    const r = stage.getBoundingClientRect();
    answer(gestureAction(tapSide(e.clientX - r.left, r.width), 'guesser', mode), 'tap');
  });
  stage.addEventListener('pointercancel', () => { down = null; card.style.transform = ''; });

  startLayer.addEventListener('click', () => start());

  /** Full screen (and tilt, when the player's controls say so), from the first tap. */
  async function start() {
    if (started) return;
    started = true;
    startLayer.hidden = true;
    ctx.feedback?.unlock();
    const wantTilt = ctx.settings?.get().controls === 'tilt';
    const locked = fullscreenLandscape();
    if (wantTilt) await setTilt(true);
    el.dataset.locked = String(await locked);
  }

  /** A typed guess of mine that missed: "“cat” — not it" on the card for a few seconds. */
  function showMiss(state) {
    const last = state.game.missed?.at(-1);
    if (!last || last === shownMiss || last.player_id !== state.me?.player_id) return;
    shownMiss = last;
    miss.textContent = t('webGuessNotIt', last.text);
    miss.hidden = false;
    flash.dataset.answer = 'miss';
    flash.classList.remove('on');
    void flash.offsetWidth;
    flash.classList.add('on');
    clearTimeout(missTimer);
    missTimer = setTimeout(() => { miss.hidden = true; }, 3000);
  }
  tiltButton.addEventListener('click', () => setTilt(!tilt.on));

  async function setTilt(on) {
    if (!on) { tilt.stop(); showTilt(); return; }
    const answerCode = await askSensors();
    if (answerCode === 'ok') tilt.start();
    showTilt(answerCode);
  }

  function showTilt(code = null) {
    const available = sensorAvailability(globalThis);
    tiltButton.textContent = tilt.on ? t('webTiltOff') : t('webTiltOn');
    tiltButton.setAttribute('aria-pressed', String(tilt.on));
    tiltButton.disabled = available !== 'ok';
    el.dataset.tilt = tilt.on ? 'on' : 'off';
    const why = code === 'denied' ? t('webTiltNoPermission') : available === 'insecure' ? t('webTiltInsecure') : available === 'unsupported' ? t('webTiltUnsupported') : '';
    tiltNote.textContent = tilt.on ? t(mode === 'classic' ? 'webTiltHint' : 'webTiltHintSecret') : why;
    tiltNote.hidden = !tiltNote.textContent;
  }

  const swipes = () => ctx.settings?.get().controls !== 'buttons';

  function update(state, prev) {
    const g = state.game;
    const was = prev?.game;
    mode = g.mode ?? 'secret';
    el.dataset.mode = mode;
    el.dataset.phase = g.phase;
    if (g.phase === 'round' && was?.phase !== 'round' && tilt.on) tilt.calibrate();
    if (g.phase === 'countdown' && was?.phase !== 'countdown' && g.ends_at_ms) ctx.feedback?.countdown(Date.now() + (g.ends_at_ms - ctx.serverNow()));
    startLayer.hidden = started;
    if (!started) fill(startLayer, h('span', { class: 'fh-start-big', text: t('webTapToStart') }), h('span', { class: 'fh-start-sub', text: mode === 'classic' ? t('webForeheadClassic') : t('webForeheadSecret') }));
    if (g.phase === 'round') showMiss(state); else miss.hidden = true;
    guessForm.hidden = mode === 'classic' || g.phase !== 'round';
    gotButton.hidden = mode !== 'classic';
    passButton.disabled = gotButton.disabled = g.phase !== 'round' || !g.card;
    zoneLeft.textContent = `← ${t('webPassBtn')}`;
    zoneRight.textContent = mode === 'classic' ? `${t('webGotIt')} →` : `${t('webGuess')} →`;
    score.textContent = `★ ${g.scores?.[g.guesser] ?? 0}`;
    score.setAttribute('aria-label', t('webRoundScore', g.scores?.[g.guesser] ?? 0));
    if (!prev || was?.ends_at_ms !== g.ends_at_ms || was?.phase !== g.phase) {
      fill(timer, g.phase === 'round' ? [timerText(g.ends_at_ms, null, 'timer fh-seconds'), timerBar(g.ends_at_ms, (g.options?.round_seconds ?? 60) * 1000)] : null);
    }
    showTilt();
    if (was && was.card === g.card && was.phase === g.phase) return;
    card.classList.toggle('hidden-card', !(mode === 'classic' && g.card?.word));
    card.dataset.index = g.card ? String(g.card.index) : '';
    if (g.phase === 'countdown') {
      fill(card, h('span', { class: 'countdown' }, h('span', { class: 'fh-count-label', text: mode === 'classic' ? t('webForeheadReady') : t('gopYouGuess') }), timerText(g.ends_at_ms, null, 'big-number')));
    } else if (!g.card) {
      fill(card, h('span', { class: 'card-sub', text: t('gopWaiting') }));
    } else if (mode === 'classic' && g.card.word) {
      const word = h('span', { class: 'word fh-word', text: g.card.word });
      fill(card, word);
      requestAnimationFrame(() => fitText(word, card));
    } else {
      fill(card, h('span', { class: 'card-mark', 'aria-hidden': 'true', text: '?' }), h('span', { class: 'card-sub', text: t('webHiddenCard') }));
    }
  }

  return {
    el,
    update,
    /** The round is over for this screen: stop tilt, leave full screen. */
    leave() {
      if (tilt.on) tilt.stop();
      if (started) leaveFullscreen();
      started = false;
      miss.hidden = true;
    },
  };
}
