// The host's moderator invitation (Protocol/PROTOCOL.md §16.4): "Invite a moderator" asks for a new
// invitation (`room.mod_invite`; the previous one stops admitting anyone) and shows it as a link
// (js/moderation/invite-link.js) to copy or share privately, with how to share it; nothing of it is
// kept beyond this card.

import { h } from '../dom.js';
import { copyText } from '../views/share.js';
import { modInviteLink } from './invite-link.js';

/** The invitation card: {el, update(state, prev)}. */
export function createModInvite(ctx) {
  const { t } = ctx;
  let url = null;
  const field = h('input', { class: 'mod-invite-link mono', readonly: true, 'aria-label': t('webModInviteCard'), hidden: true });
  const copy = h('button', { type: 'button', class: 'secondary', 'data-action': 'copy-mod-invite', text: t('webCopyLink'), hidden: true,
    onclick: async () => ctx.toast(t((await copyText(url)) ? 'webCopied' : 'webCopyFailed')) });
  const share = h('button', { type: 'button', class: 'secondary', 'data-action': 'share-mod-invite', text: t('webShareButton'), hidden: true,
    onclick: () => navigator.share?.({ title: t('webAppTitle'), text: t('webModInviteShareText'), url }).catch(() => {}) });
  const hint = h('p', { class: 'hint mod-invite-hint', text: t('webModInviteHint') });
  const full = h('p', { class: 'muted', text: t('webModInviteMax'), hidden: true });
  const invite = h('button', { type: 'button', class: 'primary', 'data-action': 'mod-invite', text: t('webModInviteButton') });
  invite.addEventListener('click', async () => {
    invite.disabled = true;
    const ok = await ctx.send('room.mod_invite');
    invite.disabled = false;
    if (!ok?.mod_token) return;
    url = modInviteLink(ctx.joinLink(ctx.state().room.code), ok.mod_token);
    field.value = url;
    field.hidden = copy.hidden = false;
    share.hidden = !navigator.share;
    invite.textContent = t('webModInviteAgain');
    field.select();
  });
  const el = h('section', { class: 'card mod-invite', 'aria-label': t('webModInviteCard') },
    h('h2', { text: t('webModInviteCard') }), hint, h('div', { class: 'row' }, invite), field, h('div', { class: 'row' }, copy, share), full);
  return {
    el,
    update(state) {
      full.hidden = (state.staff?.moderators?.length ?? 0) < 4;
    },
  };
}
