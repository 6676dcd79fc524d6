// Would You Rather, as the web client knows it: one entry of the games registry.

import { h } from '../../dom.js';
import * as rules from './reducer.js';
import { createView } from './view.js';
import { createStartForm } from './start-form.js';
import strings from './strings.js';

/** The lobby's line about the last game. */
function finalBoard(ctx) {
  const { t } = ctx;
  return h('div', { class: 'card final' }, h('h3', { text: `${t('wyrTitle')} · ${t('wyrOver')}` }));
}

export default {
  ...rules, // fromSnapshot, started, reduce
  id: rules.WYR,
  short: 'wyr',
  titleKey: 'wyrTitle',
  howToKey: 'webWyrHowTo',
  eventPrefixes: ['wyr.'],
  strings,
  createView,
  createStartForm,
  finalBoard,
};
