// The language picker every page's header carries (the join screen, the room, the settings sheet,
// a night's pages, the trust page). A leaf of the views: it knows only the language names.

import { h } from '../dom.js';
import { LANGUAGE_NAMES } from '../i18n.js';

/** A `<select>` of the four languages, `ctx.lang` chosen; a choice calls `ctx.setLanguage(code)`. */
export function languagePicker(ctx) {
  const sel = h('select', { class: 'lang', 'aria-label': ctx.t('webLanguage') },
    Object.entries(LANGUAGE_NAMES).map(([code, name]) => h('option', { value: code, selected: code === ctx.lang, text: name })));
  sel.addEventListener('change', () => ctx.setLanguage(sel.value));
  return sel;
}
