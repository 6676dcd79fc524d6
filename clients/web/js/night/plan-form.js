// "Plan a game night" on the home screen: title, date and time (the user's own timezone),
// place and an optional playlist made with the games' own start forms. `night.create` gives
// the night's code and the host's token, which stays in this browser (js/night/model.js
// nightStore) like a seat token; then the night's link, its QR code and "Add to calendar".

import { field, h } from '../dom.js';
import { errorText } from '../i18n.js';
import { gameTitle } from '../games/registry.js';
import { LIMITS, defaultWhen, formatLength, formatWhen, nightPaths, nightStore, planRequest } from './model.js';
import { optionWords } from './options.js';
import { createGamePicker, loadPickerForms } from './game-picker.js';
import { linkNodes } from '../views/link-nodes.js';
import { fieldNote } from '../views/field-note.js';
import './strings.js';

/** The plan form: {el}. `ctx` is the app's (t, lang, request, toast). */
export async function createPlanForm(ctx) {
  const { t } = ctx;
  await loadPickerForms();
  const when = defaultWhen(Date.now());
  const title = h('input', { name: 'title', maxlength: String(LIMITS.title), required: true, autocomplete: 'off', 'data-field': 'title' });
  const date = h('input', { type: 'date', name: 'date', value: when.date, required: true, 'data-field': 'date' });
  const time = h('input', { type: 'time', name: 'time', value: when.time, required: true, 'data-field': 'time' });
  const place = h('input', { name: 'place', maxlength: String(LIMITS.place), autocomplete: 'off', 'data-field': 'place' });
  const hours = h('input', { type: 'number', name: 'hours', value: String(LIMITS.lengthMinutes.default / 60), min: '0.25', max: '24', step: '0.25', inputmode: 'decimal', required: true, 'data-field': 'hours' });
  const hostName = h('input', { name: 'host_name', maxlength: String(LIMITS.name), autocomplete: 'nickname', value: ctx.lastName(), 'data-field': 'host_name' });
  const error = h('p', { class: 'notice', role: 'alert' });
  // A title, place or name the word filter refuses (`filtered` naming it) is said under that field.
  const notes = { title: fieldNote(ctx, title), place: fieldNote(ctx, place), host_name: fieldNote(ctx, hostName) };
  const items = [];
  const list = h('ol', { class: 'plan-playlist' });
  const empty = h('p', { class: 'muted', text: t('webNightPlaylistEmpty') });
  const picker = createGamePicker(ctx, {
    label: t('webNightQueue'),
    queue: (params) => {
      if (items.length >= LIMITS.playlist) { error.textContent = t('webNightErrPlaylist'); return null; }
      items.push(params);
      drawList();
      ctx.toast(t('webNightQueued', gameTitle(t, params.game)));
      return Promise.resolve({});
    },
  });

  function drawList() {
    list.replaceChildren(...items.map((it, i) => {
      const { game, ...options } = it;
      return h('li', { class: 'plan-item' },
        h('span', { class: 'plan-item-game', text: gameTitle(t, game) }),
        h('span', { class: 'muted plan-item-options', text: optionWords(t, options) }),
        h('button', { type: 'button', class: 'small secondary', 'aria-label': t('webNightRemove', gameTitle(t, game)), text: '✕', onclick: () => { items.splice(i, 1); drawList(); } }));
    }));
    empty.hidden = items.length > 0;
  }
  drawList();

  const submit = h('button', { type: 'submit', class: 'primary big', text: t('webNightPlanSubmit') });
  const form = h('form', { class: 'plan-form', 'aria-label': t('webNightPlan') },
    field(t('webNightTitle'), title), notes.title.el,
    h('div', { class: 'grid3' }, field(t('webNightDate'), date), field(t('webNightTime'), time), field(t('webNightHours'), hours)),
    field(t('webNightPlace'), place), notes.place.el,
    field(t('webYourName'), hostName), notes.host_name.el);
  const playlist = h('section', { class: 'plan-playlist-box', 'aria-label': t('webNightPlaylist') },
    h('h3', { text: t('webNightPlaylist') }), empty, list,
    h('details', { class: 'plan-add' }, h('summary', { text: t('webNightAddGame') }), picker.el));
  const finish = h('form', { class: 'plan-submit' }, error, submit);
  const result = h('div', { class: 'plan-result', hidden: true });
  const el = h('div', { class: 'plan-night-body' }, form, playlist, finish, result);

  finish.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (!form.reportValidity()) return;
    const made = planRequest({ title: title.value, date: date.value, time: time.value, hours: hours.value, place: place.value, playlist: items }, Date.now());
    if (made.error) { error.textContent = t(made.error); form.querySelector(`[data-field=${made.field}]`)?.focus(); return; }
    const name = hostName.value.trim();
    if (name) ctx.saveName(name);
    const token = ctx.profileToken();
    submit.disabled = true;
    error.textContent = '';
    try {
      // The profile token as the host's token: joining the night's room from this browser seats the host.
      const ok = await ctx.request('night.create', { ...made.request, token, ...(name ? { host_name: name } : {}) });
      nightStore(localStorage).saveHost(ok.night, { token: ok.token ?? token, title: made.request.title });
      showResult(ok.night, made.request);
    } catch (err) {
      if (!Object.entries(notes).some(([name, note]) => note.catches('night.create', [name])(err))) error.textContent = errorText(t, err);
    } finally {
      submit.disabled = false;
    }
  });

  function showResult(code, request) {
    const paths = nightPaths(code);
    // The address phones reach (the server's announced one, as the room's join link), never cut inside the code.
    const url = ctx.siteLink(paths.page);
    form.hidden = playlist.hidden = finish.hidden = true;
    result.hidden = false;
    const copy = h('button', { type: 'button', class: 'secondary', 'data-action': 'copy-night', text: t('webCopyLink') });
    copy.addEventListener('click', async () => {
      try { await navigator.clipboard.writeText(url); ctx.toast(t('webCopied')); } catch { ctx.toast(t('webCopyFailed')); }
    });
    const heading = h('h3', { tabindex: '-1', text: t('webNightPlanned') });
    result.replaceChildren(
      heading,
      h('p', { class: 'plan-result-title', text: request.title }),
      h('p', { class: 'muted', text: `${formatWhen(request.starts_at_ms, ctx.lang)} · ${t('webNightLasts', formatLength(request.length_minutes, t))}` }),
      h('div', { class: 'plan-result-share' },
        h('img', { class: 'share-qr', src: paths.qr, width: '112', height: '112', alt: t('webNightQrAlt', code) }),
        h('div', {},
          h('p', { class: 'night-code', text: code }),
          h('a', { class: 'share-link', href: paths.page, 'data-action': 'night-link' }, linkNodes(url)))),
      h('div', { class: 'row' },
        h('a', { class: 'button primary', href: paths.page, 'data-action': 'open-night', text: t('webNightOpenPage') }),
        h('a', { class: 'button secondary', href: paths.ics, download: `${code}.ics`, 'data-action': 'calendar', text: t('webNightCalendar') }),
        copy),
      h('p', { class: 'hint', text: t('webNightHostHint') }));
    heading.focus();
    heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }
  return { el };
}
