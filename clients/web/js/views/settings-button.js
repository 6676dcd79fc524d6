// The ⚙ button in the join and room headers. The sheet it opens (js/views/settings-sheet.js,
// with every game's "How to play") loads on the first tap, so the join screen does not wait for it.

import { h } from '../dom.js';

/** The ⚙ button that opens the settings sheet. */
export function settingsButton(ctx) {
  const { t } = ctx;
  const button = h('button', { type: 'button', class: 'small secondary settings-open', 'aria-label': t('webSettings'), title: t('webSettings'), text: '⚙' });
  button.addEventListener('click', async () => {
    const { settingsSheet } = await import('./settings-sheet.js');
    const sheet = settingsSheet(ctx, () => button.focus());
    document.body.append(sheet);
    sheet.showModal?.() ?? sheet.setAttribute('open', '');
  });
  return button;
}
