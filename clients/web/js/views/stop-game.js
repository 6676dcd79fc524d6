// The host's "Stop the game", on every game's screen: it asks first (the game ends for
// everyone), then sends `game.stop`.

import { h } from '../dom.js';
import { confirmAction } from '../confirm.js';

/** The button; `cls` its classes. */
export function stopGameButton(ctx, cls = 'secondary') {
  const { t } = ctx;
  return h('button', {
    type: 'button', class: cls, 'data-action': 'stop-game', text: t('webStop'),
    onclick: async () => {
      if (await confirmAction(t, { title: t('webStopConfirmTitle'), body: t('webStopConfirmBody'), yes: t('webStop') })) ctx.send('game.stop');
    },
  });
}
