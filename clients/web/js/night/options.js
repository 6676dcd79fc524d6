// A playlist item's options in words for guests: categories by their names, classic mode and
// family friendly said, timings and the first guesser left out; any other option (a game
// without a folder) as `key value`. No game is named here.

import { categoryKey } from '../i18n.js';
import { optionsText } from './model.js';
import './strings.js';

/** One option in words, or null when a guest need not read it. */
export function optionLabel(t, key, value) {
  if (key === 'category') return t(categoryKey(value));
  if (key === 'categories' && Array.isArray(value)) return value.map((c) => t(categoryKey(c))).join(', ');
  if (key === 'mode') return value === 'classic' ? t('webNightClassic') : null;
  if (key === 'family_safe') return value ? t('webFamilySafe') : null;
  if (key === 'guesser' || /_seconds$/.test(key)) return null;
  return `${key} ${Array.isArray(value) ? value.join(', ') : value}`;
}

/** The options of a playlist item in words (`Animals · classic`). */
export function optionWords(t, options) {
  return optionsText(options, (k, v) => optionLabel(t, k, v));
}
