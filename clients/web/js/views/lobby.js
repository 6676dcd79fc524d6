// The lobby: invite link, members, host controls (start each game with its options, lock),
// and the last game's final scoreboard.

import { field, fill, h, select } from '../dom.js';
import { LANGUAGE_NAMES, categoryKey } from '../i18n.js';
import { amHost, nameOf } from '../state.js';
import { memberList } from './members.js';
import { createShare } from './share.js';

const GOP_CATEGORIES = ['mixed', 'animals', 'food', 'sports', 'technology', 'music', 'nature', 'custom'];
/** Would You Rather categories. */
export const WYR_CATEGORIES = ['superpowers', 'lifestyle', 'silly', 'philosophical', 'daily_life', 'fantasy'];

function numberInput(name, value, min, max) {
  return h('input', { type: 'number', name, value: String(value), min: String(min), max: String(max), inputmode: 'numeric', required: true });
}

/** The lobby view: {el, update(state, prev)}. */
export function createLobby(ctx) {
  const { t } = ctx;
  const invite = createShare(ctx);
  const finished = h('div', { class: 'finished' });
  const members = h('div');
  const waiting = h('p', { class: 'muted', text: t('webWaitingHost') });

  const guesser = select([['', t('webFirstPlayer')]], '', { name: 'guesser' });
  const gopForm = h('form', { class: 'card start-form', id: 'start-gop', 'aria-label': t('webStartGop') },
    h('h3', { text: t('gopTitle') }),
    h('div', { class: 'grid2' },
      field(t('webCategory'), select(GOP_CATEGORIES.map((c) => [c, t(categoryKey(c))]), 'mixed', { name: 'category' })),
      field(t('webFirstGuesser'), guesser),
      field(t('webRoundSeconds'), numberInput('round_seconds', 60, 10, 300)),
      field(t('webCountdownSeconds'), numberInput('countdown_seconds', 5, 0, 10)),
      field(t('webBreakSeconds'), numberInput('break_seconds', 5, 0, 30))),
    familySafe(t, 'gop'),
    h('button', { type: 'submit', class: 'primary', text: t('webStartGop') }));
  gopForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(gopForm);
    const params = { game: 'guess_or_pass', category: f.get('category') };
    for (const k of ['round_seconds', 'countdown_seconds', 'break_seconds']) params[k] = Number(f.get(k));
    if (f.get('guesser')) params.guesser = f.get('guesser');
    if (f.get('family_safe')) params.family_safe = true;
    ctx.send('game.start', params);
  });

  const wyrForm = h('form', { class: 'card start-form', id: 'start-wyr', 'aria-label': t('webStartWyr') },
    h('h3', { text: t('wyrTitle') }),
    h('fieldset', { class: 'chips' }, h('legend', { text: t('webCategories') }),
      WYR_CATEGORIES.map((c) => h('label', { class: 'chip' }, h('input', { type: 'checkbox', name: 'categories', value: c, checked: true }), h('span', { text: t(categoryKey(c)) })))),
    h('div', { class: 'grid2' },
      field(t('webVoteSeconds'), numberInput('vote_seconds', 20, 5, 120)),
      field(t('webResultsSeconds'), numberInput('results_seconds', 3, 1, 30))),
    familySafe(t, 'wyr'),
    h('button', { type: 'submit', class: 'primary wyr', text: t('webStartWyr') }));
  wyrForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const f = new FormData(wyrForm);
    const categories = f.getAll('categories');
    const params = { game: 'would_you_rather', vote_seconds: Number(f.get('vote_seconds')), results_seconds: Number(f.get('results_seconds')) };
    if (categories.length && categories.length < WYR_CATEGORIES.length) params.categories = categories;
    if (f.get('family_safe')) params.family_safe = true;
    ctx.send('game.start', params);
  });

  const contentLang = h('select', { name: 'lang' }, Object.entries(LANGUAGE_NAMES).map(([code, name]) => h('option', { value: code, text: name })));
  contentLang.addEventListener('change', () => ctx.send('room.set_lang', { lang: contentLang.value }));
  const wordInput = h('input', { name: 'word', maxlength: '40', autocomplete: 'off' });
  const wordCount = h('p', { class: 'muted' });
  const wordForm = h('form', { class: 'row' }, field(t('webCustomWord'), wordInput), h('button', { type: 'submit', class: 'secondary', text: t('webAdd') }));
  wordForm.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (wordInput.value.trim() && (await ctx.send('gop.add', { word: wordInput.value.trim() }))) wordInput.value = '';
  });
  const content = h('div', { class: 'card' }, field(t('webContentLang'), contentLang), wordForm, wordCount);
  const lockButton = h('button', { type: 'button', class: 'secondary' });
  lockButton.addEventListener('click', () => ctx.send('room.lock', { locked: !ctx.state().room.locked }));
  // At 360×640 the host sees one start button per game at once; each game's options fold away below it.
  const startForms = [[gopForm, 'webStartGop', 'primary'], [wyrForm, 'webStartWyr', 'primary wyr']];
  const quickStart = h('section', { class: 'card quick-start', 'aria-label': t('webStartGame') },
    startForms.map(([form, key, cls]) => h('button', { type: 'button', class: `${cls} quick`, 'data-start': form === gopForm ? 'guess_or_pass' : 'would_you_rather', text: t(key), onclick: () => form.requestSubmit() })));
  const options = h('details', { class: 'game-options' }, h('summary', { text: t('webGameOptions') }), gopForm, wyrForm);
  const hostTools = h('section', { class: 'host-tools', 'aria-label': t('host') }, options, content, h('div', { class: 'row' }, lockButton));

  const el = h('section', { class: 'lobby' },
    h('h2', { class: 'visually-hidden', text: t('lobbyTitle') }), quickStart, invite.el, finished, members, waiting, hostTools);

  function update(state, prev) {
    invite.update(state);
    if (!prev || prev.room !== state.room) fill(members, memberList(ctx, state));
    if (!prev || prev.finished !== state.finished || prev.room !== state.room) fill(finished, finalBoard(ctx, state));
    const host = amHost(state);
    hostTools.hidden = quickStart.hidden = !host;
    waiting.hidden = host;
    lockButton.textContent = state.room.locked ? t('webUnlockRoom') : t('webLockRoom');
    if (document.activeElement !== contentLang) contentLang.value = state.room.lang ?? 'en';
    wordCount.textContent = t('webCustomWords', state.room.custom_words ?? 0);
    lockButton.setAttribute('aria-pressed', String(state.room.locked));
    if (!prev || prev.room !== state.room) {
      const chosen = guesser.value;
      const players = state.room.members.filter((m) => m.role === 'player');
      guesser.replaceChildren(h('option', { value: '', text: t('webFirstPlayer') }),
        ...players.map((m) => h('option', { value: m.player_id, text: m.name, selected: m.player_id === chosen })));
    }
  }
  return { el, update };
}

/** The family-mode switch of a start form (`game` makes its id unique on the page). */
function familySafe(t, game) {
  return h('label', { class: 'chip', for: `family-safe-${game}` }, h('input', { type: 'checkbox', id: `family-safe-${game}`, name: 'family_safe', value: 'on' }), h('span', { text: t('webFamilySafe') }));
}

/** The last game's scoreboard (Guess or Pass) or question count (Would You Rather). */
export function finalBoard(ctx, state) {
  const f = state.finished;
  if (!f) return null;
  const { t } = ctx;
  if (f.scoreboard) {
    return h('div', { class: 'card final' }, h('h3', { text: `${t('gopTitle')} · ${t('gopGameOver')}` }),
      h('ol', { class: 'scoreboard' }, f.scoreboard.map((e, i) => h('li', { class: i === 0 ? 'winner' : '' },
        h('span', { text: nameOf(state, e.player_id) }), h('strong', { text: String(e.score) })))));
  }
  return h('div', { class: 'card final' }, h('h3', { text: `${t('wyrTitle')} · ${t('wyrOver')}` }));
}
