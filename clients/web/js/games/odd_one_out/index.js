// Odd One Out, as the web client knows it: one entry of the games registry.

import { ODD, fromSnapshot, reduce, sentAt, started } from './reducer.js';
import strings from './strings.js';
import { finalScoreboard } from '../../views/scoreboard.js';

/** The last game's scoreboard, shown in the lobby. */
function finalBoard(ctx, state, finished) {
  const { t } = ctx;
  return finalScoreboard(`${t('oddTitle')} · ${t('oddOver')}`, state, finished.scoreboard);
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
  sentAt,
  finalBoard,
  loadScreens: () => import('./screens.js'), // createView, createStartForm, tvView
};
