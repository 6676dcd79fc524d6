// The registry's fallback: any game id without a folder of its own plays through this plain
// view of the server's snapshot (so a new server game is playable before it has screens).

import { h } from '../../dom.js';
import { fromSnapshot, reduce, started, titleOf } from './reducer.js';
import strings from './strings.js';

/** The generic entry for game `id`. */
export function genericGame(id) {
  return {
    id,
    short: 'generic',
    title: titleOf(id),
    howToKey: 'webGenericHowTo',
    eventPrefixes: [],
    strings,
    fromSnapshot,
    started,
    reduce,
    loadScreens: () => import('./screens.js'), // createView, createStartForm
    finalBoard: (ctx) => h('div', { class: 'card final' }, h('h3', { text: titleOf(id) })),
  };
}
