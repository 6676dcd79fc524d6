// Would You Rather's start form (host only): categories, voting and results time, family friendly.

import { field, h } from '../../dom.js';
import { categoryKey } from '../../i18n.js';
import { familySafe, numberInput } from '../forms.js';
import { WYR, WYR_CATEGORIES } from './reducer.js';

/** The host's Would You Rather controls: {el, update()}. */
export function createStartForm(ctx) {
  const { t } = ctx;
  const form = h('form', { class: 'card start-form start-wyr', 'aria-label': t('webStartWyr') },
    h('h3', { text: t('wyrTitle') }),
    h('fieldset', { class: 'chips' }, h('legend', { text: t('webCategories') }),
      WYR_CATEGORIES.map((c) => h('label', { class: 'chip' }, h('input', { type: 'checkbox', name: 'categories', value: c, checked: true }), h('span', { text: t(categoryKey(c)) })))),
    h('div', { class: 'grid2' },
      field(t('webVoteSeconds'), numberInput('vote_seconds', 20, 5, 120)),
      field(t('webResultsSeconds'), numberInput('results_seconds', 3, 1, 30))),
    familySafe(t),
    h('button', { type: 'submit', class: 'primary wyr', text: t('webStartWyr') }));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(form);
    const categories = f.getAll('categories');
    const params = { game: WYR, vote_seconds: Number(f.get('vote_seconds')), results_seconds: Number(f.get('results_seconds')) };
    if (categories.length && categories.length < WYR_CATEGORIES.length) params.categories = categories;
    if (f.get('family_safe')) params.family_safe = true;
    ctx.send('game.start', params);
  });
  return { el: form, update() {} };
}
