// Would You Rather, as the web client knows it: one entry of the games registry.

import { h } from '../../dom.js';
import { WYR, fromSnapshot, reduce, sentAt, started } from './reducer.js';
import strings from './strings.js';

/** The lobby's line about the last game. */
function finalBoard(ctx) {
  const { t } = ctx;
  return h('div', { class: 'card final' }, h('h3', { text: `${t('wyrTitle')} · ${t('wyrOver')}` }));
}

export default {
  id: WYR,
  short: 'wyr',
  titleKey: 'wyrTitle',
  howToKey: 'webWyrHowTo',
  eventPrefixes: ['wyr.'],
  strings,
  fromSnapshot,
  started,
  reduce,
  sentAt,
  finalBoard,
  loadScreens: () => import('./screens.js'), // createView, createStartForm, tvView
};
