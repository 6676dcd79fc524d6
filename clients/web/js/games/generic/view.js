// The plain view of a game without a folder: its title, announced options, the server's
// snapshot of it (refreshed after each of its events), its latest events, a form to send a
// move by request name, and the host's Stop.

import { field, fill, h } from '../../dom.js';
import { amHost, member } from '../../selectors.js';
import { parseParams, snapshotRows, titleOf } from './reducer.js';
import { stopGameButton } from '../../views/stop-game.js';

/** The generic game view: {el, update(state, prev)}. */
export function createView(ctx) {
  const { t } = ctx;
  const title = h('h2');
  const body = h('div', { class: 'generic-body' });
  const typeInput = h('input', { name: 'type', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', required: true });
  const paramsInput = h('textarea', { name: 'params', rows: '2', autocapitalize: 'off', spellcheck: 'false' });
  const error = h('p', { class: 'notice', role: 'alert' });
  const action = h('form', { class: 'card generic-action' }, h('h3', { text: t('webGenericAction') }),
    field(t('webGenericType'), typeInput), field(t('webGenericParams'), paramsInput), error,
    h('button', { type: 'submit', class: 'primary', text: t('webGenericSend') }));
  action.addEventListener('submit', async (e) => {
    e.preventDefault();
    const parsed = parseParams(paramsInput.value);
    error.textContent = parsed.error ? t('webGenericBadLine', parsed.error) : '';
    if (!parsed.error && (await ctx.send(typeInput.value.trim(), parsed.params))) await refresh();
  });
  const stop = stopGameButton(ctx);
  const el = h('section', { class: 'generic-game' }, title, h('p', { class: 'hint', text: t('webGenericNote') }), body, action, h('div', { class: 'row' }, stop));

  async function refresh() {
    const ok = await ctx.send('room.snapshot');
    if (ok?.snapshot) ctx.dispatch({ type: 'local.snapshot', snapshot: ok.snapshot });
  }

  function update(state, prev) {
    const g = state.game;
    stop.hidden = !amHost(state) || ctx.tv;
    action.hidden = ctx.tv;
    title.textContent = titleOf(g.game);
    // The server's events say something changed; its snapshot says what.
    if (!g.view || (prev?.game && prev.game.log !== g.log && g.log.length)) refresh();
    if (prev && prev.game === g && prev.room === state.room) return;
    const name = (id) => member(state, id)?.name;
    const dl = (rows) => h('dl', { class: 'generic-rows' }, rows.flatMap(([k, v]) => [h('dt', { text: k }), h('dd', { text: v })]));
    fill(body,
      g.view ? h('div', { class: 'card' }, h('h3', { text: t('webGenericState') }), dl(snapshotRows(g.view, name))) : null,
      Object.keys(g.options ?? {}).length ? h('div', { class: 'card' }, h('h3', { text: t('webGenericOptions') }), dl(snapshotRows(g.options, name))) : null,
      g.log.length ? h('div', { class: 'card' }, h('h3', { text: t('webGenericEvents') }),
        h('ul', { class: 'generic-log' }, [...g.log].reverse().map((e) => h('li', {}, h('code', { text: e.type }), ' ', snapshotRows(e.fields, name).map(([k, v]) => `${k}: ${v}`).join(' · '))))) : null);
  }
  return { el, update };
}
