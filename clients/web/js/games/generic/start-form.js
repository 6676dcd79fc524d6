// Starting a game the client has no folder for: its id and options as key=value lines.

import { field, h } from '../../dom.js';
import { parseParams } from './reducer.js';

/** The host's form for any other game: {el, update()}. */
export function createStartForm(ctx) {
  const { t } = ctx;
  const game = h('input', { name: 'game', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', required: true });
  const options = h('textarea', { name: 'options', rows: '2', autocapitalize: 'off', spellcheck: 'false' });
  const error = h('p', { class: 'notice', role: 'alert' });
  const form = h('form', { class: 'card start-form start-generic', 'aria-label': t('webGenericStart') },
    h('details', {}, h('summary', { text: t('webGenericStart') }),
      field(t('webGenericGame'), game), field(t('webGenericParams'), options), error,
      h('button', { type: 'submit', class: 'secondary', text: t('webGenericStartBtn') })));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const parsed = parseParams(options.value);
    error.textContent = parsed.error ? t('webGenericBadLine', parsed.error) : '';
    if (!parsed.error) ctx.send('game.start', { ...parsed.params, game: game.value.trim() });
  });
  return { el: form, update() {} };
}
