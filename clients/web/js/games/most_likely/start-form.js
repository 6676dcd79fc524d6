// Most Likely To's start form (host only): rounds, vote time, category, family friendly, and
// the room's own prompts (`ml.add`, also between games).

import { field, h, select } from '../../dom.js';
import { familySafe, numberInput } from '../forms.js';
import { fieldNote } from '../../views/field-note.js';
import { ML, ML_CATEGORIES } from './reducer.js';

/** The host's Most Likely To controls: {el, update()}. */
export function createStartForm(ctx) {
  const { t } = ctx;
  const form = h('form', { class: 'card start-form start-ml', 'aria-label': t('webStartMl') },
    h('h3', { text: t('mlTitle') }),
    h('div', { class: 'grid2' },
      field(t('webCategory'), select(ML_CATEGORIES.map((c) => [c, t(`mlCat_${c}`)]), 'mixed', { name: 'category' })),
      field(t('mlRounds'), numberInput('rounds', 5, 1, 20)),
      field(t('webVoteSeconds'), numberInput('vote_seconds', 30, 10, 120))),
    familySafe(t),
    h('button', { type: 'submit', class: 'primary ml', text: t('webStartMl') }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(form);
    const params = { game: ML, category: f.get('category'), rounds: Number(f.get('rounds')), vote_seconds: Number(f.get('vote_seconds')) };
    if (f.get('family_safe')) params.family_safe = true;
    ctx.send('game.start', params);
  });

  const promptInput = h('input', { name: 'prompt', maxlength: '140', autocomplete: 'off', placeholder: t('mlPromptPlaceholder') });
  const promptNote = fieldNote(ctx, promptInput); // a prompt the room's filter refuses is said under the field
  const count = h('p', { class: 'muted' });
  const promptForm = h('form', { class: 'row ml-add' }, field(t('mlCustomPrompt'), promptInput),
    h('button', { type: 'submit', class: 'secondary', text: t('webAdd') }));
  promptForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = promptInput.value.trim();
    if (!text) return;
    const reply = await ctx.send('ml.add', { text }, { onError: promptNote.catches('ml.add', ['text']) });
    if (reply) {
      promptInput.value = '';
      count.textContent = t('mlCustomPrompts', reply.count ?? 0);
    }
  });
  return { el: h('div', { class: 'game-start' }, form, h('div', { class: 'card' }, promptForm, promptNote.el, count)), update() {} };
}
