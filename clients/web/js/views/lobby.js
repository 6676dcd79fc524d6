// The lobby: invite link, members, host controls (start each game with its options, lock),
// and the last game's final scoreboard.

import { field, fill, h } from '../dom.js';
import { LANGUAGE_NAMES } from '../i18n.js';
import { amHost } from '../selectors.js';
import { GAMES, createGenericStartForm, gameById } from '../games/registry.js';
import { memberList } from './members.js';
import { createShare } from './share.js';
import { howToPlay } from '../games/how-to.js';
import { createNightPanel } from '../night/lobby.js';

/** The lobby view: {el, update(state, prev)}. */
export function createLobby(ctx) {
  const { t } = ctx;
  const invite = createShare(ctx);
  const night = createNightPanel(ctx); // the game night this room belongs to, if any
  const finished = h('div', { class: 'finished' });
  const members = h('div');
  const waiting = h('p', { class: 'muted', text: t('webWaitingHost') });
  // Every game's start form from the registry, then one for games without a folder.
  const forms = [...GAMES.map((g) => g.createStartForm(ctx)), createGenericStartForm(ctx)];

  const contentLang = h('select', { name: 'lang' }, Object.entries(LANGUAGE_NAMES).map(([code, name]) => h('option', { value: code, text: name })));
  contentLang.addEventListener('change', () => ctx.send('room.set_lang', { lang: contentLang.value }));
  const content = h('div', { class: 'card' }, field(t('webContentLang'), contentLang));
  const lockButton = h('button', { type: 'button', class: 'secondary' });
  lockButton.addEventListener('click', () => ctx.send('room.lock', { locked: !ctx.state().room.locked }));
  // At 360×640 the host sees one start button per game at once (the form's own submit
  // button, as it is); each game's options fold away below.
  const quickStart = h('section', { class: 'card quick-start', 'aria-label': t('webStartGame') },
    forms.slice(0, GAMES.length).map((f) => {
      const submit = f.el.querySelector('button[type=submit]');
      return h('button', { type: 'button', class: `${submit.className} quick`, text: submit.textContent, onclick: () => startWith(submit) });
    }));
  const options = h('details', { class: 'game-options' }, h('summary', { text: t('webGameOptions') }), forms.map((f) => f.el));

  /** Submit the start form of `submit`; an option the form refuses is shown (the options unfold). */
  function startWith(submit) {
    const form = submit.closest('form');
    if (form.checkValidity()) { form.requestSubmit(submit); return; }
    options.open = true;
    form.reportValidity();
  }
  const hostTools = h('section', { class: 'host-tools', 'aria-label': t('host') }, options, content, h('div', { class: 'row' }, lockButton));

  const el = h('section', { class: 'lobby' },
    h('h2', { class: 'visually-hidden', text: t('lobbyTitle') }), night.el, quickStart, invite.el, finished, members, waiting,
    h('div', { class: 'how-tos' }, GAMES.map((g) => howToPlay(ctx, g.id, { withTitle: true }))), hostTools);

  function update(state, prev) {
    invite.update(state);
    night.update(state, prev);
    if (!prev || prev.room !== state.room || prev.night !== state.night) fill(members, memberList(ctx, state));
    if (!prev || prev.finished !== state.finished || prev.room !== state.room) fill(finished, finalBoard(ctx, state));
    const host = amHost(state);
    hostTools.hidden = quickStart.hidden = !host;
    waiting.hidden = host;
    lockButton.textContent = state.room.locked ? t('webUnlockRoom') : t('webLockRoom');
    if (document.activeElement !== contentLang) contentLang.value = state.room.lang ?? 'en';
    lockButton.setAttribute('aria-pressed', String(state.room.locked));
    for (const f of forms) f.update(state, prev);
  }
  return { el, update };
}

/** The last game's end, drawn by that game (Guess or Pass: its scoreboard). */
export function finalBoard(ctx, state) {
  const f = state.finished;
  return f ? gameById(f.game).finalBoard(ctx, state, f) : null;
}
