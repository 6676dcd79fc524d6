// The home screen's "Plan a game night" card: a disclosure whose form (js/night/plan-form.js,
// with the games' start forms) loads the first time it is opened, off the join path.

import { h } from '../dom.js';
import { styleHref } from '../styles.js';

/** The card: a <details> that builds the plan form on first open. */
export function planNightCard(ctx) {
  const { t } = ctx;
  const body = h('div', { class: 'plan-night-slot' }, h('p', { class: 'muted', text: t('webNightLoading') }));
  const card = h('details', { class: 'card plan-night' }, h('summary', { 'data-action': 'plan-night', text: t('webNightPlan') }), body);
  let made = null;
  card.addEventListener('toggle', () => {
    if (!card.open || made) return;
    if (!document.head.querySelector(`link[href="${styleHref('/css/night.css')}"]`)) document.head.append(h('link', { rel: 'stylesheet', href: styleHref('/css/night.css') }));
    made = import('./plan-form.js').then((m) => m.createPlanForm(ctx)).then((form) => body.replaceChildren(form.el));
  });
  return card;
}
