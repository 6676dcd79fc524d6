// Chat and room news. System lines are stored as keys and translated when shown. In a public room
// (contract §9) a line sent while review is on shows as mine with "waiting for a moderator" until it
// is decided; a moderator's line carries a "mod" badge; a refused text is said under the input.

import { fill, h } from '../dom.js';
import { LANGUAGE_NAMES, categoryKey } from '../i18n.js';
import { myself } from '../selectors.js';
import { isStaff } from '../moderation/state.js';
import { heldStatusKey } from '../moderation/held.js';
import { sendHeldable } from '../moderation/send-held.js';
import { fieldNote } from './field-note.js';

function sysText(t, e) {
  let args = e.args ?? [];
  if (e.key === 'sysGameStarted') args = [args[0] === 'guess_or_pass' ? t('gopTitle') : args[0] === 'would_you_rather' ? t('wyrTitle') : args[0]];
  if (e.key === 'sysFlipped') args = [args[0], args[1] === 'heads' ? t('coinHeads') : t('coinTails')];
  if (e.key === 'gopCategory') args = [t(categoryKey(args[0]))];
  if (e.key === 'webLangChanged') args = [LANGUAGE_NAMES[args[0]] ?? args[0]];
  return t(e.key, ...args);
}

/** The chat view: {el, update(state, prev), unread()}. */
export function createChat(ctx) {
  const { t } = ctx;
  const log = h('ol', { class: 'chat-log', 'aria-live': 'polite', 'aria-label': t('chat') });
  const input = h('input', { name: 'text', maxlength: '500', autocomplete: 'off', enterkeyhint: 'send', 'aria-label': t('webMessage'), placeholder: t('webMessage') });
  const note = fieldNote(ctx, input);
  const hint = h('p', { class: 'chat-hint', hidden: true });
  const send = h('button', { type: 'submit', class: 'primary', text: t('webSend') });
  const form = h('form', { class: 'chat-form row' }, input, send);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (await sendHeldable(ctx, 'chat.send', { text }, { onError: note.catches('chat.send', ['text']) })) input.value = '';
  });
  const el = h('section', { class: 'chat', 'aria-label': t('chat') }, h('h2', { class: 'visually-hidden', text: t('chat') }), log, hint, note.el, form);

  function line(state, e) {
    if (e.kind === 'held') {
      return h('li', { class: `mine held held-${e.status}`, 'data-item': e.item_id },
        h('strong', { text: `${myself(state)?.name ?? ''}: ` }), h('span', { class: 'held-text', text: e.text }),
        h('span', { class: 'held-status', text: ` · ${t(heldStatusKey(e.status))}` }));
    }
    if (e.kind !== 'chat') return h('li', { class: 'sys', text: sysText(t, e) });
    return h('li', { class: e.player_id === state.me?.player_id ? 'mine' : '' }, h('strong', { text: `${e.name}: ` }),
      e.role === 'moderator' ? h('span', { class: 'badge badge-mod', text: t('webModBadge') }) : null, h('span', { text: e.text }));
  }

  function update(state, prev) {
    form.hidden = ctx.tv;
    // What the room's settings mean for my chat: the audience silenced, or every line reviewed first.
    const settings = state.room?.settings;
    const silenced = myself(state)?.role === 'audience' && settings?.audience_chat === false;
    const reviewed = !!settings?.review && !isStaff(state);
    hint.textContent = silenced ? t('webChatAudienceOff') : reviewed ? t('webChatReviewed') : '';
    hint.hidden = ctx.tv || !hint.textContent;
    input.disabled = send.disabled = silenced;
    if (prev && prev.chat === state.chat) return;
    const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    fill(log, state.chat.slice(-100).map((e) => line(state, e)));
    if (nearBottom || !prev) log.scrollTop = log.scrollHeight;
  }
  return { el, update };
}
