// "How to play" for a game: a disclosure with the game's own text (its folder's strings). The
// game's entry comes from `ctx.games` (the registry, injected: a game's own view uses this).

import { h } from '../dom.js';

/** <details class="how-to"> for game `id` (`ctx.games.byId(id)`); `withTitle` names the game in the summary. */
export function howToPlay(ctx, id, { withTitle = false } = {}) {
  const { t } = ctx;
  const game = ctx.games.byId(id);
  const title = game.titleKey ? t(game.titleKey) : game.title;
  const summary = withTitle ? `${t('webHowToPlay')}: ${title}` : t('webHowToPlay');
  return h('details', { class: 'how-to', dataset: { game: id } }, h('summary', { text: summary }), h('p', { text: t(game.howToKey) }));
}
