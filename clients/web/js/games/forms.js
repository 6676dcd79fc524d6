// Pieces every game's start form uses: number fields and the family-friendly switch.

import { h } from '../dom.js';

/** A required whole-number input. */
export function numberInput(name, value, min, max) {
  return h('input', { type: 'number', name, value: String(value), min: String(min), max: String(max), inputmode: 'numeric', required: true });
}

/** The family-mode switch of a start form. */
export function familySafe(t) {
  return h('label', { class: 'chip' }, h('input', { type: 'checkbox', name: 'family_safe', value: 'on' }), h('span', { text: t('webFamilySafe') }));
}
