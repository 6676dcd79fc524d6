// A tiny DOM helper: h('button', {class, onclick, 'aria-label'}, 'text', child...). Text is
// always set as text (never HTML), so names and chat cannot inject markup.

/** Create an element. `attrs`: `class`, `text`, `on<event>` handlers, `dataset`, booleans, others as attributes. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v == null || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'value') el.value = v;
    else if (k === 'checked' || k === 'disabled' || k === 'selected' || k === 'hidden') el[k] = !!v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c == null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/**
 * Replace a container's children, keeping keyboard focus on the element with the same
 * `data-key` (so live updates do not throw a keyboard or screen-reader user out).
 */
export function fill(container, ...children) {
  const active = document.activeElement;
  const key = active && container.contains(active) ? active.dataset?.key : null;
  container.replaceChildren();
  append(container, children);
  if (key) container.querySelector(`[data-key="${CSS.escape(key)}"]`)?.focus();
}

/** A labelled form field: <label>text <input ...></label>. */
export function field(label, input) {
  return h('label', { class: 'field' }, h('span', { class: 'field-label', text: label }), input);
}

/** Whether the user asked for less motion. */
export function reducedMotion() {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** A <select> over [value, label] pairs. */
export function select(options, value, attrs = {}) {
  return h('select', attrs, options.map(([v, label]) => h('option', { value: v, selected: String(v) === String(value), text: label })));
}
