// Odd One Out's start form (host only): category, rounds, clue and vote time, family friendly.

import { field, h, select } from '../../dom.js';
import { categoryKey } from '../../i18n.js';
import { familySafe, numberInput } from '../forms.js';
import { ODD, ODD_CATEGORIES } from './reducer.js';

/** The host's Odd One Out controls: {el, update()}. */
export function createStartForm(ctx) {
  const { t } = ctx;
  const form = h('form', { class: 'card start-form start-odd', 'aria-label': t('webStartOdd') },
    h('h3', { text: t('oddTitle') }),
    h('div', { class: 'grid2' },
      field(t('webCategory'), select(ODD_CATEGORIES.map((c) => [c, t(categoryKey(c))]), 'mixed', { name: 'category' })),
      field(t('oddRounds'), numberInput('rounds', 3, 1, 10)),
      field(t('oddClueSeconds'), numberInput('clue_seconds', 60, 10, 300)),
      field(t('webVoteSeconds'), numberInput('vote_seconds', 30, 10, 120))),
    familySafe(t),
    h('button', { type: 'submit', class: 'primary odd', text: t('webStartOdd') }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(form);
    const params = { game: ODD, category: f.get('category'), rounds: Number(f.get('rounds')),
      clue_seconds: Number(f.get('clue_seconds')), vote_seconds: Number(f.get('vote_seconds')) };
    if (f.get('family_safe')) params.family_safe = true;
    ctx.send('game.start', params);
  });
  return { el: form, update() {} };
}
