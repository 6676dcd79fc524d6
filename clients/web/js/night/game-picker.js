// "Add a game" for a playlist: every game's own start form from the registry (and the generic
// form for games without a folder), whose "start" is turned into "queue it". No game is named
// here: a game added to the registry can be queued with no change to this file.

import { h } from '../dom.js';
import { GAMES, createGenericStartForm, loadGameScreens } from '../games/registry.js';

/**
 * The start forms of every game with `queue(params)` instead of `game.start`: {el, update}.
 * `params` is what the form would start the game with ({game, ...options}). The forms' extras
 * that act on a room (Guess or Pass's custom words) are hidden; their submit buttons say `label`.
 * Call after `loadGameScreens()`.
 */
export function createGamePicker(ctx, { queue, label }) {
  // `queueing` tells a start form its game is queued, not started now: options that need the
  // room as it is (a first guesser, the room's custom words) are left out.
  const queueing = Object.create(ctx, {
    send: { value: (type, params = {}) => (type === 'game.start' ? queue(params) : ctx.send(type, params)) },
    queueing: { value: true },
  });
  const forms = [...GAMES.map((g) => g.createStartForm(queueing)), createGenericStartForm(queueing)];
  for (const f of forms) {
    for (const b of f.el.querySelectorAll('button[type=submit]')) if (b.closest('form.start-form')) b.textContent = label;
    // A form's extras that act on a room (Guess or Pass's custom words) are not part of a queued game.
    if (!f.el.matches('form.start-form')) for (const c of f.el.children) c.hidden = !c.matches('form.start-form') && !c.querySelector('form.start-form');
  }
  const el = h('div', { class: 'game-picker' }, forms.map((f) => f.el));
  return {
    el,
    /** Keep the forms current (player lists) where there is a room; outside one, nothing to do. */
    update(state, prev) { if (state?.room) for (const f of forms) f.update(state, prev); },
  };
}

/** Load the games' screens (their start forms) once. */
export function loadPickerForms() {
  return loadGameScreens();
}
