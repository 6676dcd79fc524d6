// Guess or Pass, as the web client knows it: one entry of the games registry.

import { h } from '../../dom.js';
import { nameOf } from '../../state.js';
import * as rules from './reducer.js';
import { createView } from './view.js';
import { createStartForm } from './start-form.js';
import strings from './strings.js';

/** The last game's scoreboard, shown in the lobby. */
function finalBoard(ctx, state, finished) {
  const { t } = ctx;
  return h('div', { class: 'card final' }, h('h3', { text: `${t('gopTitle')} · ${t('gopGameOver')}` }),
    h('ol', { class: 'scoreboard' }, (finished.scoreboard ?? []).map((e, i) => h('li', { class: i === 0 ? 'winner' : '' },
      h('span', { text: nameOf(state, e.player_id) }), h('strong', { text: String(e.score) })))));
}

export default {
  ...rules, // fromSnapshot, started, reduce
  id: rules.GOP,
  short: 'gop',
  titleKey: 'gopTitle',
  howToKey: 'webGopHowTo',
  eventPrefixes: ['gop.'],
  strings,
  createView,
  createStartForm,
  finalBoard,
};
