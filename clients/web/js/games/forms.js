// Pieces every game's start form uses: number fields and the family-friendly switch.

import { h } from '../dom.js';

/** A required whole-number input. */
export function numberInput(name, value, min, max) {
  return h('input', { type: 'number', name, value: String(value), min: String(min), max: String(max), inputmode: 'numeric', required: true });
}

let switches = 0;

/** The family-mode switch of a start form (each with its own id: several forms share a page). */
export function familySafe(t) {
  const id = `family-safe-${++switches}`;
  return h('label', { class: 'chip', for: id }, h('input', { type: 'checkbox', id, name: 'family_safe', value: 'on' }), h('span', { text: t('webFamilySafe') }));
}
