// The guesser's typed-guess box (secret mode), on the portrait view and the forehead screen.

import { h } from '../../dom.js';
import { fieldNote } from '../../views/field-note.js';

/**
 * {form, input}: submitting sends `gop.guess` and clears the box; a guess the room's filter refuses
 * comes back into the box with the reason under it (inside the form). `cls` adds classes to the form.
 */
export function createGuessForm(ctx, cls) {
  const { t } = ctx;
  const input = h('input', { type: 'text', name: 'guess', autocomplete: 'off', autocapitalize: 'off', maxlength: '100', enterkeyhint: 'send', 'aria-label': t('webGuessLabel'), placeholder: t('webGuessLabel') });
  const note = fieldNote(ctx, input);
  const form = h('form', { class: `guess-form ${cls}` }, input, h('button', { type: 'submit', class: 'primary', text: t('webGuess') }), note.el);
  const catches = note.catches('gop.guess', ['text']);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    ctx.send('gop.guess', { text }, { onError: (err) => { if (!catches(err)) return false; if (!input.value) input.value = text; return true; } });
    input.value = '';
  });
  return { form, input };
}
