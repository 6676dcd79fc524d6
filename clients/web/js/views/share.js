// The host's invite card in the lobby: the room's QR code (one tap shows it full width, for a
// friend's camera across the table), its link (never broken inside the code), Share (the Web
// Share API where the browser has it) and Copy. In streamer mode (contract §9, `hide_code`) the
// card says to share the link privately and shows neither the code's QR nor the link until
// "Show code" (js/moderation/code-reveal.js); Copy and Share still work.

import { h } from '../dom.js';
import { linkNodes } from './link-nodes.js';

/** Copy `text` to the clipboard: the Clipboard API in secure contexts, a selected field elsewhere (plain-HTTP LAN pages). */
export async function copyText(text) {
  try {
    if (navigator.clipboard && globalThis.isSecureContext) { await navigator.clipboard.writeText(text); return true; }
  } catch { /* fall back below */ }
  const area = h('textarea', { class: 'visually-hidden', 'aria-hidden': 'true', readonly: true });
  area.value = text;
  document.body.append(area);
  area.select();
  const ok = document.execCommand?.('copy') ?? false;
  area.remove();
  return ok;
}

/** The QR code full width in a modal <dialog>, closed by a tap anywhere or Escape. */
function showLargeQr(ctx, code, src) {
  const { t } = ctx;
  const close = h('button', { type: 'button', class: 'primary', text: t('webClose') });
  const sheet = h('dialog', { class: 'qr-sheet', 'aria-label': t('webQrScan', code) },
    h('img', { class: 'qr-large', src, alt: t('webQrAlt', code) }), h('p', { class: 'qr-sheet-code', text: t('webQrScan', code) }), close);
  const done = () => { sheet.close?.(); sheet.remove(); };
  sheet.addEventListener('click', done);
  sheet.addEventListener('cancel', done);
  document.body.append(sheet);
  if (sheet.showModal) sheet.showModal(); else sheet.setAttribute('open', '');
  close.focus();
}

/** The invite card: {el, update(state)}. */
export function createShare(ctx) {
  const { t } = ctx;
  const qr = h('img', { class: 'share-qr', width: '120', height: '120', alt: '' });
  const qrButton = h('button', { type: 'button', class: 'share-qr-button', 'data-action': 'qr-large', 'aria-label': t('webQrLarger') }, qr);
  qrButton.addEventListener('click', () => showLargeQr(ctx, ctx.state().room.code, qr.src));
  const link = h('a', { class: 'share-link' });
  const share = h('button', { type: 'button', class: 'primary', 'data-action': 'share', text: t('webShareButton'), hidden: !navigator.share });
  const copy = h('button', { type: 'button', class: 'secondary', 'data-action': 'copy', text: t('webCopyLink') });
  const heading = h('h3', { text: t('webInviteTitle') });
  const streamerNote = h('p', { class: 'hint share-streamer', hidden: true });
  const reveal = h('button', { type: 'button', class: 'small secondary', 'data-action': 'reveal-code', hidden: true, onclick: () => ctx.showCode(!ctx.codeShown) });
  const el = h('section', { class: 'card share-card', 'aria-label': t('webInviteTitle') },
    qrButton, h('div', { class: 'share-body' }, heading, streamerNote, link, h('div', { class: 'share-buttons' }, share, copy, reveal)));
  let url = '';
  share.addEventListener('click', async () => {
    try {
      await navigator.share({ title: t('webAppTitle'), text: t('webShareText', ctx.state().room.code), url });
    } catch (err) {
      if (err?.name !== 'AbortError') ctx.toast(t('webShareFailed'));
    }
  });
  copy.addEventListener('click', async () => ctx.toast(t((await copyText(url)) ? 'webCopied' : 'webCopyFailed')));
  return {
    el,
    update(state) {
      const code = state.room.code;
      const streamer = !!state.room.settings?.hide_code;
      const hidden = streamer && !ctx.codeShown;
      url = ctx.joinLink(code);
      streamerNote.hidden = reveal.hidden = !streamer;
      streamerNote.textContent = streamer ? t('webStreamerInviteHint') : '';
      reveal.textContent = t(ctx.codeShown ? 'webHideCode' : 'webShowCode');
      qrButton.hidden = link.hidden = hidden;
      if (hidden) {
        // Nothing of the code stays in the page: no image address, no text, no link.
        qr.removeAttribute('src');
        qr.alt = '';
        link.removeAttribute('href');
        link.replaceChildren();
        return;
      }
      if (qr.getAttribute('src') !== `/qr/${code}.svg`) qr.src = `/qr/${code}.svg`;
      qr.alt = t('webQrAlt', code);
      // The address may break before the code, never inside it.
      if (link.getAttribute('href') !== url) {
        link.href = url;
        link.replaceChildren(...linkNodes(url));
      }
    },
  };
}
