// Odd One Out, as the web client knows it: one entry of the games registry.

import { h } from '../../dom.js';
import { nameOf } from '../../state.js';
import { ODD, fromSnapshot, reduce, started } from './reducer.js';
import strings from './strings.js';

/** The last game's scoreboard, shown in the lobby. */
function finalBoard(ctx, state, finished) {
  const { t } = ctx;
  return h('div', { class: 'card final' }, h('h3', { text: `${t('oddTitle')} · ${t('oddOver')}` }),
    h('ol', { class: 'scoreboard' }, (finished.scoreboard ?? []).map((e, i) => h('li', { class: i === 0 ? 'winner' : '' },
      h('span', { text: nameOf(state, e.player_id) }), h('strong', { text: String(e.score) })))));
}

export default {
  id: ODD,
  short: 'odd',
  titleKey: 'oddTitle',
  howToKey: 'webOddHowTo',
  eventPrefixes: ['odd.'],
  strings,
  fromSnapshot,
  started,
  reduce,
  finalBoard,
  loadScreens: () => import('./screens.js'), // createView, createStartForm, tvView
};
