// A refusal shown under the field it is about (contract §9: "filtered" names the field, so the
// person can fix that text): a note below an input, the input marked invalid and described by it,
// cleared as soon as the person types again.

import { h } from '../dom.js';
import { filteredKey, filteredTarget } from '../errors.js';

let notes = 0;

/** A note for `input`: {el, show(text), clear(), catches(type, fields)}. */
export function fieldNote(ctx, input) {
  const id = `field-note-${++notes}`;
  const el = h('p', { class: 'field-error', id, 'aria-live': 'polite' });
  function show(text) {
    el.textContent = text;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', id);
  }
  function clear() {
    if (!el.textContent) return;
    el.textContent = '';
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
  input.addEventListener('input', clear);
  return {
    el,
    show,
    clear,
    /**
     * An `onError` for `ctx.send(type, …)`: a `filtered` error naming one of `fields` is shown here, in
     * the page's language, and the field gets the focus back (true); any other error is left to the caller (false).
     */
    catches(type, fields) {
      return (err) => {
        const target = filteredTarget(err);
        if (!target || !fields.includes(target.field)) return false;
        const { key, args } = filteredKey(err, type);
        show(ctx.t(key, ...args));
        input.focus();
        return true;
      };
    },
  };
}
