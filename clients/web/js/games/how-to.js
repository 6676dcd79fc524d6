// "How to play" for a game: a disclosure with the game's own text (its folder's strings).

import { h } from '../dom.js';
import { gameById, gameTitle } from './registry.js';

/** <details class="how-to"> for game `id`; `withTitle` names the game in the summary. */
export function howToPlay(ctx, id, { withTitle = false } = {}) {
  const { t } = ctx;
  const summary = withTitle ? `${t('webHowToPlay')}: ${gameTitle(t, id)}` : t('webHowToPlay');
  return h('details', { class: 'how-to', dataset: { game: id } }, h('summary', { text: summary }), h('p', { text: t(gameById(id).howToKey) }));
}
