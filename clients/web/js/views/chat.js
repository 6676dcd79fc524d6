// Chat and room news. System lines are stored as keys and translated when shown.

import { fill, h } from '../dom.js';
import { LANGUAGE_NAMES, categoryKey } from '../i18n.js';

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
  const form = h('form', { class: 'chat-form row' }, input, h('button', { type: 'submit', class: 'primary', text: t('webSend') }));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    if (await ctx.send('chat.send', { text })) input.value = '';
  });
  const el = h('section', { class: 'chat', 'aria-label': t('chat') }, h('h2', { class: 'visually-hidden', text: t('chat') }), log, form);

  function update(state, prev) {
    form.hidden = ctx.tv;
    if (prev && prev.chat === state.chat) return;
    const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    fill(log, state.chat.slice(-100).map((e) => e.kind === 'chat'
      ? h('li', { class: e.player_id === state.me?.player_id ? 'mine' : '' }, h('strong', { text: `${e.name}: ` }), h('span', { text: e.text }))
      : h('li', { class: 'sys', text: sysText(t, e) })));
    if (nearBottom || !prev) log.scrollTop = log.scrollHeight;
  }
  return { el, update };
}
