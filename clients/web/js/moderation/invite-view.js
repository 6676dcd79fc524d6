// The host's moderator invitation (Protocol/PROTOCOL.md §16.4): "Invite a moderator" asks for a new
// invitation (`room.mod_invite`; the previous one stops admitting anyone) and shows it as a link
// (js/moderation/invite-link.js) to copy or share privately, and as a QR code drawn here (for a
// moderator beside the host; the server is never asked to draw a secret), with how to share it;
// nothing of it is kept beyond this card.

import { h } from '../dom.js';
import { copyText } from '../views/share.js';
import { modInviteLink } from './invite-link.js';
import { qrCode, qrPath } from '../qr/qr-code.js';

const SVG = 'http://www.w3.org/2000/svg';

/** The QR code of `text` as an <svg> (black on white, a quiet zone of 4 modules), labelled `label`. */
function qrSvg(text, label) {
  const code = qrCode(text);
  const side = code.size + 8;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('class', 'mod-invite-qr');
  svg.setAttribute('shape-rendering', 'crispEdges');
  const paper = document.createElementNS(SVG, 'rect');
  paper.setAttribute('width', String(side));
  paper.setAttribute('height', String(side));
  paper.setAttribute('fill', '#fff');
  const ink = document.createElementNS(SVG, 'path');
  ink.setAttribute('d', qrPath(code));
  ink.setAttribute('fill', '#000');
  svg.append(paper, ink);
  return svg;
}

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
  const qr = h('div', { class: 'mod-invite-qr-box', hidden: true });
  const invite = h('button', { type: 'button', class: 'primary', 'data-action': 'mod-invite', text: t('webModInviteButton') });
  invite.addEventListener('click', async () => {
    invite.disabled = true;
    const ok = await ctx.send('room.mod_invite');
    invite.disabled = false;
    if (!ok?.mod_token) return;
    url = modInviteLink(ctx.joinLink(ctx.state().room.code), ok.mod_token);
    field.value = url;
    qr.replaceChildren(qrSvg(url, t('webModInviteQr')));
    field.hidden = copy.hidden = qr.hidden = false;
    share.hidden = !navigator.share;
    invite.textContent = t('webModInviteAgain');
    field.select();
  });
  const el = h('section', { class: 'card mod-invite', 'aria-label': t('webModInviteCard') },
    h('h2', { text: t('webModInviteCard') }), hint, h('div', { class: 'row' }, invite), qr, field, h('div', { class: 'row' }, copy, share), full);
  return {
    el,
    update(state) {
      full.hidden = (state.staff?.moderators?.length ?? 0) < 4;
    },
  };
}
