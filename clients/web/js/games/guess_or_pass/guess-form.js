// The guesser's typed-guess box (secret mode), on the portrait view and the forehead screen.

import { h } from '../../dom.js';

/** {form, input}: submitting sends `gop.guess` and clears the box. `cls` adds classes to the form. */
export function createGuessForm(ctx, cls) {
  const { t } = ctx;
  const input = h('input', { type: 'text', name: 'guess', autocomplete: 'off', autocapitalize: 'off', maxlength: '100', enterkeyhint: 'send', 'aria-label': t('webGuessLabel'), placeholder: t('webGuessLabel') });
  const form = h('form', { class: `guess-form ${cls}` }, input, h('button', { type: 'submit', class: 'primary', text: t('webGuess') }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    ctx.send('gop.guess', { text });
    input.value = '';
  });
  return { form, input };
}
