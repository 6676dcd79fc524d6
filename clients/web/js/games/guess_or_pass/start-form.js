// Guess or Pass in the lobby (host only): the start form (secret or classic mode, category, first guesser,
// times, family friendly) and the secret custom words for the `custom` category.

import { field, h, select } from '../../dom.js';
import { categoryKey } from '../../i18n.js';
import { familySafe, numberInput } from '../forms.js';
import { GOP } from './reducer.js';
import { fieldNote } from '../../views/field-note.js';

const MODES = [['secret', 'webGopModeSecret'], ['classic', 'webGopModeClassic']];
const CATEGORIES = ['mixed', 'animals', 'food', 'sports', 'technology', 'music', 'nature', 'custom'];

/**
 * The host's Guess or Pass controls: {el, update(state, prev)}. Queued for a night
 * (`ctx.queueing`), the form has no first guesser (who plays is known when the game starts) and
 * no custom category (its words are added in the room, with the lobby's own form).
 */
export function createStartForm(ctx) {
  const { t } = ctx;
  const queued = !!ctx.queueing;
  const categories = queued ? CATEGORIES.filter((c) => c !== 'custom') : CATEGORIES;
  const guesser = select([['', t('webFirstPlayer')]], '', { name: 'guesser' });
  const form = h('form', { class: 'card start-form start-gop', 'aria-label': t('webStartGop') },
    h('h3', { text: t('gopTitle') }),
    h('fieldset', { class: 'segmented gop-mode' }, h('legend', { text: t('webGopMode') }),
      MODES.map(([value, key]) => h('label', {}, h('input', { type: 'radio', name: 'mode', value, checked: value === 'secret' }), h('span', { text: t(key) })))),
    h('div', { class: 'grid2' },
      field(t('webCategory'), select(categories.map((c) => [c, t(categoryKey(c))]), 'mixed', { name: 'category' })),
      queued ? null : field(t('webFirstGuesser'), guesser),
      field(t('webRoundSeconds'), numberInput('round_seconds', 60, 10, 300)),
      field(t('webCountdownSeconds'), numberInput('countdown_seconds', 5, 0, 10)),
      field(t('webBreakSeconds'), numberInput('break_seconds', 5, 0, 30))),
    familySafe(t),
    h('button', { type: 'submit', class: 'primary', text: t('webStartGop') }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(form);
    const params = { game: GOP, category: f.get('category') };
    if (f.get('mode') === 'classic') params.mode = 'classic'; // secret is the default
    for (const k of ['round_seconds', 'countdown_seconds', 'break_seconds']) params[k] = Number(f.get(k));
    if (f.get('guesser')) params.guesser = f.get('guesser');
    if (f.get('family_safe')) params.family_safe = true;
    ctx.send('game.start', params);
  });

  const wordInput = h('input', { name: 'word', maxlength: '40', autocomplete: 'off' });
  const wordNote = fieldNote(ctx, wordInput); // a word the room's filter refuses is said under the field
  const wordCount = h('p', { class: 'muted' });
  const wordForm = h('form', { class: 'row' }, field(t('webCustomWord'), wordInput), h('button', { type: 'submit', class: 'secondary', text: t('webAdd') }));
  wordForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    const word = wordInput.value.trim();
    if (word && (await ctx.send('gop.add', { word }, { onError: wordNote.catches('gop.add', ['word']) }))) wordInput.value = '';
  });
  const words = h('div', { class: 'card' }, wordForm, wordNote.el, wordCount);

  function update(state, prev) {
    wordCount.textContent = t('webCustomWords', state.room.custom_words ?? 0);
    if (prev && prev.room === state.room) return;
    const chosen = guesser.value;
    const players = state.room.members.filter((m) => m.role === 'player');
    guesser.replaceChildren(h('option', { value: '', text: t('webFirstPlayer') }),
      ...players.map((m) => h('option', { value: m.player_id, text: m.name, selected: m.player_id === chosen })));
  }
  return { el: h('div', { class: 'game-start' }, form, words), update };
}
