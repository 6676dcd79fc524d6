// Long-press on an element (touch, pen or mouse held still), plus the context-menu gesture:
// `onLong()` fires once; the click that ends a long press is swallowed.

/** Milliseconds a press must last. */
export const LONG_PRESS_MS = 550;

/** Attach long-press to `el`. */
export function onLongPress(el, onLong, ms = LONG_PRESS_MS) {
  let timer = null;
  let start = null;
  let fired = false;
  const cancel = () => { clearTimeout(timer); timer = null; start = null; };
  el.addEventListener('pointerdown', (e) => {
    fired = false;
    start = { x: e.clientX, y: e.clientY };
    timer = setTimeout(() => { fired = true; cancel(); onLong(); }, ms);
  });
  el.addEventListener('pointermove', (e) => { if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > 10) cancel(); });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave']) el.addEventListener(type, cancel);
  el.addEventListener('contextmenu', (e) => { e.preventDefault(); cancel(); if (!fired) { fired = true; onLong(); } });
  el.addEventListener('click', (e) => { if (fired) { e.stopImmediatePropagation(); e.preventDefault(); fired = false; } }, true);
}
