// The games the web client has screens for: ONE list. A game is a folder js/games/<id>/ whose
// index.js default-exports {id, short, titleKey, howToKey, eventPrefixes, strings, fromSnapshot,
// started, reduce, sentAt, finalBoard, loadScreens, boardKey?} (`boardKey`: what the numbers of
// its last board count, when not points; `sentAt(frame, options)`: when the server sent
// one of its frames, from the game's own timer fields, for the clock); `loadScreens()` imports its `screens.js`
// ({createView, createStartForm, tvView?}), which `loadGameScreens()` adds to the entry. Any
// other game id gets the generic entry (js/games/generic/): the server's snapshot of it, its
// options and a plain start form.
// `tvView(ctx, state)` draws the running game for the TV (js/tv/screen.js); a game without one
// shows its phone view there.

import { addStrings } from '../i18n.js';
import guessOrPass from './guess_or_pass/index.js';
import wouldYouRather from './would_you_rather/index.js';
import oddOneOut from './odd_one_out/index.js';
import mostLikely from './most_likely/index.js';
import { genericGame } from './generic/index.js';

/** The games with their own folder, in the lobby's order. */
export const GAMES = [guessOrPass, wouldYouRather, oddOneOut, mostLikely];

const generic = genericGame('');
for (const g of [...GAMES, generic]) addStrings(g.strings);

/** The generic entry's screens, once loaded (every generic entry shares them). */
let genericScreens = {};

/**
 * Load every game's screens (`createView`, `createStartForm`, `tvView`: its `loadScreens()`)
 * into its entry, once. The room and TV screens wait for it; the join screen does not.
 */
export async function loadGameScreens() {
  const [own, shared] = await Promise.all([Promise.all(GAMES.map((g) => g.loadScreens())), generic.loadScreens()]);
  GAMES.forEach((g, i) => Object.assign(g, own[i]));
  genericScreens = { ...shared };
}

/** The entry for game `id`: its own, or the generic one. */
export function gameById(id) {
  return GAMES.find((g) => g.id === id) ?? { ...genericGame(id), ...genericScreens };
}

/** The game whose events start like `type` (`gop.card` → Guess or Pass), or null. */
export function gameForEvent(type) {
  return GAMES.find((g) => g.eventPrefixes.some((p) => type.startsWith(p))) ?? null;
}

/** The games as the state's reducer takes them (js/state.js's `createReducer`: injected, never imported there). */
export const gameRegistry = Object.freeze({ byId: gameById, forEvent: gameForEvent });

/** The generic entry's start form, for games the client has no folder for (after loadGameScreens). */
export function createGenericStartForm(ctx) {
  return genericScreens.createStartForm(ctx);
}

/** A game's title in the interface language. */
export function gameTitle(t, id) {
  const g = gameById(id);
  return g.titleKey ? t(g.titleKey) : g.title;
}
