// The registry's fallback: any game id without a folder of its own plays through this plain
// view of the server's snapshot (so a new server game is playable before it has screens).

import { h } from '../../dom.js';
import * as rules from './reducer.js';
import { createView } from './view.js';
import { createStartForm } from './start-form.js';
import strings from './strings.js';

/** The generic entry for game `id`. */
export function genericGame(id) {
  return {
    ...rules, // fromSnapshot, started, reduce
    id,
    short: 'generic',
    title: rules.titleOf(id),
    howToKey: 'webGenericHowTo',
    eventPrefixes: [],
    strings,
    createView,
    createStartForm,
    finalBoard: (ctx) => h('div', { class: 'card final' }, h('h3', { text: rules.titleOf(id) })),
  };
}
