// The night's page (`/n/ABCD`): title, the start in the reader's own timezone, place, who is
// coming and RSVP (yes / maybe / no with a name, changeable, no account), the playlist, Add
// to calendar, and Join once the room is open (the host, who planned it in this browser:
// "Open the room now"). Its own small controller over the WebSocket link: `night.get`,
// `night.rsvp`, `night.open`; the page asks again every 20 s so Join appears when the room opens.

import { Connection, socketUrl } from '../connection.js';
import { errorText, translator } from '../i18n.js';
import { h } from '../dom.js';
import { statusText } from '../join-screen.js';
import { languagePicker } from '../views/language-picker.js';
import { gameTitle } from '../games/registry.js';
import { ANSWERS, LIMITS, answerOf, formatLength, formatWhen, nightPaths, nightStore, normalizePlaylist, rsvpGroups, rsvpNameKey, rsvpRequest, rsvpTokenStore } from './model.js';
import { optionWords } from './options.js';
import { mount, pageContext } from './shell.js';
import { fieldNote } from '../views/field-note.js';
import './strings.js';

const REFRESH_MS = 20000;

/** The night page in `root`: {start()}. */
export function createNightPage({ root, route, store, lang, table }) {
  const t = translator(table, lang);
  const code = route.code;
  const paths = nightPaths(code);
  const hosts = nightStore(localStorage);
  const rsvpTokens = rsvpTokenStore(localStorage);
  let night = null; // night.get's reply
  let failure = null; // why the night cannot be shown
  let conn = { status: 'connecting', attempt: 0 };
  const ctx = pageContext(t, lang);

  const status = h('span', { class: 'status-pill' });
  const heading = h('h1', { class: 'night-title' });
  const when = h('p', { class: 'night-when' });
  const place = h('p', { class: 'night-place' });
  const hostLine = h('p', { class: 'muted night-host' });
  const stateLine = h('p', { class: 'night-state', role: 'status' });
  const actions = h('div', { class: 'night-actions' });
  const calendar = h('a', { class: 'button secondary', href: paths.ics, download: `${code}.ics`, 'data-action': 'calendar', text: t('webNightCalendar') });

  const nameInput = h('input', { id: 'rsvp-name', name: 'name', maxlength: String(LIMITS.name), autocomplete: 'nickname', required: true, value: store.lastName() });
  const rsvpNote = h('p', { class: 'notice', role: 'alert' });
  const nameNote = fieldNote(ctx, nameInput); // a name the word filter refuses is said under it
  const answerButtons = Object.fromEntries(ANSWERS.map((a) => [a, h('button', { type: 'submit', class: `rsvp-${a}`, value: a, 'data-answer': a, text: t(`webRsvp${cap(a)}`) })]));
  const rsvpForm = h('form', { class: 'card rsvp-form', 'aria-label': t('webRsvpTitle') },
    h('h2', { text: t('webRsvpTitle') }),
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webYourName') }), nameInput), nameNote.el,
    h('div', { class: 'rsvp-buttons', role: 'group', 'aria-label': t('webRsvpTitle') }, Object.values(answerButtons)), rsvpNote);
  rsvpForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const answer = e.submitter?.value;
    if (ANSWERS.includes(answer)) rsvp(answer);
  });
  nameInput.addEventListener('input', () => draw());

  const coming = h('section', { class: 'card night-coming', 'aria-label': t('webNightComing') });
  const playlist = h('section', { class: 'card night-playlist', 'aria-label': t('webNightPlaylist') });
  const el = h('main', { class: 'night-page' },
    h('header', { class: 'join-header' }, h('a', { class: 'logo', href: '/', text: t('webAppTitle') }), languagePicker(ctx)),
    h('section', { class: 'card night-card' }, h('p', { class: 'night-kicker', text: t('webNightKicker') }), heading, when, place, hostLine, stateLine, actions),
    rsvpForm, coming, playlist, h('p', { class: 'status-line' }, status));

  const link = new Connection({
    url: socketUrl(location),
    onFrame: () => {},
    onStatus: (s, attempt) => { conn = { status: s, attempt }; draw(); },
    onOpen: () => refresh(),
  });

  async function refresh() {
    try {
      night = await link.request('night.get', { night: code });
      failure = null;
    } catch (err) {
      if (err.code !== 'disconnected') failure = err;
    }
    draw();
  }

  async function rsvp(answer) {
    const name = nameInput.value.trim();
    if (!name) { nameInput.focus(); nameInput.reportValidity(); return; }
    store.saveName(name);
    rsvpNote.textContent = '';
    nameInput.removeAttribute('aria-invalid');
    try {
      // Only the browser that first gave this name's answer (its rsvp_token) or the host may change it.
      const ok = await link.request('night.rsvp', rsvpRequest(code, name, answer, rsvpTokens.tokens(code), hosts.host(code)?.token));
      rsvpTokens.save(code, ok.name ?? name, ok.rsvp_token);
      await refresh();
    } catch (err) {
      if (!nameNote.catches('night.rsvp', ['name'])(err)) {
        rsvpNote.textContent = err.code === 'name_taken' ? t('webRsvpNameTaken', name) : errorText(t, err);
        if (err.code === 'name_taken') nameInput.setAttribute('aria-invalid', 'true');
      }
    }
  }

  async function openRoom() {
    const host = hosts.host(code);
    const name = nameInput.value.trim() || store.lastName() || host?.name || '';
    try {
      await link.request('night.open', { night: code, token: host.token });
      // Straight into the room: joining with this browser's profile token (the night's host
      // token when it was planned here) seats the host; with no name yet, the join screen asks.
      if (name) store.saveName(name);
      location.assign(name ? `/${code}?join=1` : `/${code}`);
    } catch (err) {
      stateLine.textContent = errorText(t, err);
    }
  }

  function draw() {
    status.textContent = statusText(t, conn);
    status.dataset.status = conn.status;
    if (!night) {
      heading.textContent = failure ? t('webNightNotFound') : t('webNightLoading');
      stateLine.textContent = failure && failure.code !== 'not_found' ? errorText(t, failure) : '';
      rsvpForm.hidden = coming.hidden = playlist.hidden = true;
      actions.replaceChildren(h('a', { class: 'button secondary', href: '/', text: t('webNightHome') }));
      document.title = `${code} · ${t('webAppTitle')}`;
      return;
    }
    document.title = `${night.title} · ${t('webAppTitle')}`;
    heading.textContent = night.title;
    const ended = night.state === 'ended';
    // Once over, the page says when it ended, not when it was planned (the recap has the rest).
    const endedAt = night.recap?.ended_at_ms;
    when.textContent = ended && Number.isFinite(endedAt) ? t('webNightEndedAt', formatWhen(endedAt, lang))
      : night.length_minutes ? `${formatWhen(night.starts_at_ms, lang)} · ${t('webNightLasts', formatLength(night.length_minutes, t))}` : formatWhen(night.starts_at_ms, lang);
    when.title = new Date(ended && Number.isFinite(endedAt) ? endedAt : night.starts_at_ms).toISOString();
    place.textContent = night.place ? `📍 ${night.place}` : '';
    place.hidden = !night.place;
    hostLine.textContent = night.host_name ? t('webNightHostedBy', night.host_name) : '';
    const isHost = !!hosts.host(code)?.token;
    const open = night.state === 'open';
    stateLine.textContent = t(open ? 'webNightIsOpen' : ended ? 'webNightIsOver' : 'webNightIsPlanned');
    stateLine.dataset.state = night.state;
    const buttons = [];
    if (open) {
      // With a name typed (or remembered), Join seats the guest at once (`?join=1`); else the join screen asks for one.
      const join = h('a', { class: 'button primary big', href: `/${code}`, 'data-action': 'join-night', text: t('webNightJoin') });
      join.addEventListener('click', () => {
        const name = nameInput.value.trim();
        if (name) store.saveName(name);
        if (name || store.lastName()) join.href = `/${code}?join=1`;
      });
      buttons.push(join);
    }
    if (!open && !ended && isHost) {
      const b = h('button', { type: 'button', class: 'primary big', 'data-action': 'open-room', text: t('webNightOpenNow') });
      b.addEventListener('click', () => openRoom());
      buttons.push(b);
    }
    if (ended) buttons.push(h('a', { class: 'button primary big', href: paths.recap, 'data-action': 'recap', text: t('webNightSeeRecap') }));
    if (!ended) buttons.push(calendar);
    actions.replaceChildren(...buttons);

    // An ended night shows neither the RSVPs nor the games still queued: it is over.
    rsvpForm.hidden = coming.hidden = playlist.hidden = ended;
    el.dataset.state = night.state;
    // The answer marked is this browser's own (it holds the name's token), or any name's for the host.
    const owned = isHost || !!rsvpTokens.tokens(code)[rsvpNameKey(nameInput.value)];
    const mine = owned ? answerOf(night.rsvps, nameInput.value) : null;
    for (const [a, b] of Object.entries(answerButtons)) {
      b.setAttribute('aria-pressed', String(mine === a));
      b.className = `rsvp-${a}${mine === a ? ' chosen' : ''}`;
    }
    const groups = rsvpGroups(night.rsvps);
    coming.replaceChildren(h('h2', { text: t('webNightComing') }),
      ...ANSWERS.map((a) => h('div', { class: `rsvp-group rsvp-group-${a}` },
        h('h3', { text: t(`webRsvpGroup${cap(a)}`, groups[a].length) }),
        groups[a].length ? h('ul', { class: 'rsvp-names' }, groups[a].map((n) => h('li', { text: n }))) : h('p', { class: 'muted', text: '—' }))));
    const items = normalizePlaylist(night.playlist).items;
    playlist.replaceChildren(h('h2', { text: t('webNightPlaylist') }),
      items.length
        ? h('ol', { class: 'night-games' }, items.map((it) => h('li', {}, h('strong', { text: gameTitle(t, it.game) }), ' ', h('span', { class: 'muted', text: optionWords(t, it.options) }))))
        : h('p', { class: 'muted', text: t('webNightPlaylistOpen') }));
  }

  return {
    start() {
      mount(root, el, 'night', lang);
      draw();
      link.start();
      setInterval(() => { if (document.visibilityState !== 'hidden' && link.isOpen) refresh(); }, REFRESH_MS);
    },
  };
}

function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}
