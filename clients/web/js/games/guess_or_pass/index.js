// Guess or Pass, as the web client knows it: one entry of the games registry.

import { GOP, fromSnapshot, reduce, sentAt, started } from './reducer.js';
import strings from './strings.js';
import { finalScoreboard } from '../../views/scoreboard.js';

/** The last game's scoreboard, shown in the lobby. */
function finalBoard(ctx, state, finished) {
  const { t } = ctx;
  return finalScoreboard(`${t('gopTitle')} · ${t('gopGameOver')}`, state, finished.scoreboard);
}

export default {
  id: GOP,
  short: 'gop',
  titleKey: 'gopTitle',
  howToKey: 'webGopHowTo',
  eventPrefixes: ['gop.'],
  strings,
  fromSnapshot,
  started,
  reduce,
  sentAt,
  finalBoard,
  loadScreens: () => import('./screens.js'), // createView, createStartForm, tvView
};
