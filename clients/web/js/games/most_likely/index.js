// Most Likely To, as the web client knows it: one entry of the games registry.

import { ML, fromSnapshot, reduce, sentAt, started } from './reducer.js';
import strings from './strings.js';
import { finalScoreboard } from '../../views/scoreboard.js';

/** The last game's standings (times on top), shown in the lobby, saying what the numbers count
 * (they are not the points the room's totals show). */
function finalBoard(ctx, state, finished) {
  const { t } = ctx;
  return finalScoreboard(`${t('mlTitle')} · ${t('mlOver')} · ${t('mlBoardCaption')}`, state, finished.scoreboard);
}

export default {
  id: ML,
  short: 'ml',
  titleKey: 'mlTitle',
  boardKey: 'mlBoardCaption', // what the last game's board counts (js/tv/scoreboard.js)
  howToKey: 'webMlHowTo',
  eventPrefixes: ['ml.'],
  strings,
  fromSnapshot,
  started,
  reduce,
  sentAt,
  finalBoard,
  loadScreens: () => import('./screens.js'), // createView, createStartForm, tvView
};
