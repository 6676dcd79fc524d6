// Wheels: pick one of the room's wheels from the grid and spin it; the canvas turns to the
// server's angle. Your own wheels can be created, edited, renamed and deleted (long-press in the
// grid, deletes confirmed); weights are shown as shares.

import { field, fill, h } from '../dom.js';
import { nameOf } from '../selectors.js';
import { segments, spinDurationMs } from '../wheel-geometry.js';
import { cleanOptions, validateWheel } from '../wheel-form.js';
import { createWheelCanvas, segmentColor } from './wheel-canvas.js';
import { createWheelGrid } from './wheel-grid.js';
import { fieldNote } from './field-note.js';
import { filteredKey, filteredTarget } from '../errors.js';

/** The wheel view: {el, update(state, prev)}. */
export function createWheel(ctx) {
  const { t } = ctx;
  const canvas = createWheelCanvas(t('wheelTitle'));
  const spinButton = h('button', { type: 'button', class: 'primary big', text: t('webSpin') });
  const result = h('p', { class: 'wheel-result', 'aria-live': 'polite' });
  const legend = h('ul', { class: 'legend' });
  const editor = createEditor(ctx);
  const grid = createWheelGrid(ctx, {
    pick: (id) => { selected = id; shownSpin = null; grid.update(ctx.state(), selected); render(ctx.state()); },
    edit: (w) => editor.open(w),
    rename: (w) => editor.rename(w),
  });
  let shownSpin = null;
  let selected = null;

  spinButton.addEventListener('click', () => { if (selected) ctx.send('wheel.spin', { wheel_id: selected }); });

  const el = h('section', { class: 'wheel', 'aria-label': t('wheelTitle') }, h('h2', { text: t('wheelTitle') }),
    grid.el, h('div', { class: 'row spin-row' }, spinButton),
    result, h('div', { class: 'wheel-stage' }, canvas.el), legend,
    h('button', { type: 'button', class: 'secondary', text: t('formNewWheel'), onclick: () => editor.open(null) }), editor.el);

  function current(state) {
    return state.wheels.find((w) => w.wheel_id === selected) ?? null;
  }

  function render(state) {
    const wheel = current(state);
    const options = shownSpin ? shownSpin.options : wheel?.options;
    fill(legend, (options ?? []).map((o, i) => {
      const seg = segments(options)[i];
      return h('li', {}, h('span', { class: 'swatch', 'aria-hidden': 'true', dataset: { color: segmentColor(i, options.length) } }),
        h('span', { text: o.label }), h('span', { class: 'muted', text: `×${o.weight} · ${t.percent(Math.round(seg.share * 1000) / 10)}` }));
    }));
    for (const sw of legend.querySelectorAll('.swatch')) sw.style.background = sw.dataset.color;
    if (!canvas.spinning()) canvas.draw(options ?? [], shownSpin ? shownSpin.angle_deg : 0);
  }

  function update(state, prev) {
    const wheels = state.wheels;
    if (!prev || prev.wheels !== wheels || prev.room !== state.room) {
      if (!wheels.some((w) => w.wheel_id === selected)) selected = wheels[0]?.wheel_id ?? null;
      spinButton.disabled = wheels.length === 0 || ctx.tv;
      grid.update(state, selected);
      render(state);
    }
    const spin = state.spin;
    if (spin && spin !== prev?.spin && spin !== shownSpin) {
      shownSpin = spin;
      if (state.wheels.some((w) => w.wheel_id === spin.wheel_id)) { selected = spin.wheel_id; grid.update(state, selected); }
      result.textContent = t('wheelSpunBy', nameOf(state, spin.player_id), spin.name);
      render(state);
      const elapsed = Math.max(0, Date.now() - spin.at);
      canvas.spin(spin.options, spin.angle_deg, spin.turns, ctx.reducedMotion(), () => {
        result.textContent = `${t('wheelSpunBy', nameOf(ctx.state(), spin.player_id), spin.name)} · ${t('wheelWinner', spin.label)}`;
        canvas.el.setAttribute('aria-label', `${spin.name}: ${t('wheelWinner', spin.label)}`);
        if (elapsed < spinDurationMs(spin.turns)) ctx.celebrate('big');
      }, elapsed);
    }
  }
  return { el, update };
}

function createEditor(ctx) {
  const { t } = ctx;
  let editing = null; // the wheel being edited, or null for a new one
  let renaming = false;
  const title = h('h3');
  const name = h('input', { name: 'name', maxlength: '40', required: true });
  const nameNote = fieldNote(ctx, name);
  const rows = h('ol', { class: 'option-rows' });
  const errors = h('ul', { class: 'errors', role: 'alert' });
  // Column heads over the options: what the number beside each label is (its weight).
  const heads = h('div', { class: 'option-head', 'aria-hidden': 'true' }, h('span', { text: t('webLabel') }), h('span', { text: t('webWeight') }), h('span'));
  const optionsBox = h('div', {}, heads, rows, h('button', { type: 'button', class: 'small secondary', text: t('webAddOption'), onclick: () => addRow('', 1, true) }));
  const form = h('form', { class: 'card wheel-editor', hidden: true }, title, field(t('formName'), name), nameNote.el, optionsBox, errors,
    h('div', { class: 'row' }, h('button', { type: 'button', class: 'secondary', text: t('webCancel'), onclick: () => { form.hidden = true; } }),
      h('button', { type: 'submit', class: 'primary', text: t('webSave') })));

  function addRow(label, weight, focus = false) {
    const n = rows.children.length + 1;
    const labelInput = h('input', { name: 'label', value: label, maxlength: '40', 'aria-label': `${t('webLabel')} ${n}`, placeholder: t('webLabel'), oninput: () => labelInput.removeAttribute('aria-invalid') });
    const weightInput = h('input', { name: 'weight', type: 'number', min: '1', max: '1000', value: String(weight), inputmode: 'numeric', 'aria-label': `${t('webWeight')} ${n}` });
    const row = h('li', { class: 'option-row' }, labelInput, weightInput,
      h('button', { type: 'button', class: 'small danger', text: '✕', 'aria-label': t('webRemoveOption', n), onclick: () => row.remove() }));
    rows.append(row);
    if (focus) labelInput.focus();
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const options = [...rows.querySelectorAll('.option-row')].map((r) => ({ label: r.querySelector('[name=label]').value, weight: r.querySelector('[name=weight]').value }));
    const problems = validateWheel(name.value, renaming ? [{ label: 'a', weight: 1 }, { label: 'b', weight: 1 }] : options);
    fill(errors, problems.map(([key, ...args]) => h('li', { text: t(key, ...args) })));
    if (problems.length) return;
    let ok;
    if (renaming) ok = await ctx.send('wheel.rename', { wheel_id: editing.wheel_id, name: name.value.trim() }, { onError: refused('wheel.rename') });
    else if (editing) ok = await ctx.send('wheel.update', { wheel_id: editing.wheel_id, name: name.value.trim(), options: cleanOptions(options) }, { onError: refused('wheel.update') });
    else ok = await ctx.send('wheel.create', { name: name.value.trim(), options: cleanOptions(options) }, { onError: refused('wheel.create') });
    if (ok) form.hidden = true;
  });

  /** A name or label the room's filter refuses (`filtered`, field `name` or `options[i].label`), said where it is. */
  function refused(type) {
    const forName = nameNote.catches(type, ['name']);
    return (err) => {
      if (forName(err)) return true;
      const target = filteredTarget(err);
      const input = target?.field === 'options' ? rows.querySelectorAll('[name=label]')[target.index ?? 0] : null;
      if (!input) return false;
      const { key, args } = filteredKey(err, type);
      fill(errors, h('li', { text: t(key, ...args) }));
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return true;
    };
  }

  return {
    el: form,
    open(wheel) {
      editing = wheel;
      renaming = false;
      title.textContent = wheel ? t('formEditWheel') : t('formNewWheel');
      name.value = wheel?.name ?? '';
      rows.replaceChildren();
      for (const o of wheel?.options ?? [{ label: '', weight: 1 }, { label: '', weight: 1 }]) addRow(o.label, o.weight);
      optionsBox.hidden = false;
      errors.replaceChildren();
      nameNote.clear();
      form.hidden = false;
      name.focus();
    },
    rename(wheel) {
      editing = wheel;
      renaming = true;
      title.textContent = t('webRename');
      name.value = wheel.name;
      optionsBox.hidden = true;
      errors.replaceChildren();
      nameNote.clear();
      form.hidden = false;
      name.focus();
    },
  };
}
