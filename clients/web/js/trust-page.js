// The "trust this server" page (`/trust`, served when partyd runs with --https-local): the
// server's certificate authority to install once per phone — an iOS profile, the certificate for
// Android and computers — with the steps for each, its fingerprint, and the HTTPS address to open
// afterwards. Reads /api/trust.

import { addStrings, translator } from './i18n.js';
import { h } from './dom.js';
import { languagePicker } from './views/language-picker.js';
import { pageContext, mount } from './night/shell.js';
import webTrust from './locales/web-trust.js';

addStrings(webTrust);

/** The steps of one phone system: the text's parts split at `|`, numbered. Pure. */
export function steps(text) {
  return String(text).split('|').map((s) => s.trim()).filter(Boolean);
}

/** The page in `root`: {start()}. */
export function createTrustPage({ root, lang, table, fetchImpl = globalThis.fetch }) {
  const t = translator(table, lang);
  const ctx = pageContext(t, lang);
  const system = (title, stepsKey, link) => h('section', { class: 'card trust-system' }, h('h2', { text: t(title) }),
    link, h('ol', {}, steps(t(stepsKey)).map((s) => h('li', { text: s }))));
  return {
    async start() {
      let info = null;
      try { const reply = await fetchImpl('/api/trust'); if (reply.ok) info = await reply.json(); } catch { /* shown below */ }
      const body = info ? [
        h('p', { text: t('webTrustIntro') }),
        system('webTrustIos', 'webTrustIosSteps', h('a', { class: 'button primary', href: info.profile, 'data-action': 'trust-profile', text: t('webTrustProfile') })),
        system('webTrustAndroid', 'webTrustAndroidSteps', h('a', { class: 'button primary', href: info.crt, 'data-action': 'trust-crt', text: t('webTrustCrt') })),
        system('webTrustOther', 'webTrustOtherSteps', h('a', { class: 'button secondary', href: info.pem, text: t('webTrustCrt') })),
        h('p', { class: 'muted trust-fingerprint', text: t('webTrustFingerprint', info.fingerprint) }),
        info.https_url ? h('a', { class: 'button primary big', href: `${info.https_url}/`, 'data-action': 'trust-open', text: t('webTrustOpen') }) : null,
      ] : [h('p', { class: 'notice', text: t('webTrustUnavailable') })];
      mount(root, h('main', { class: 'trust-page' }, h('header', { class: 'join-header' }, h('h1', { class: 'logo', text: t('webTrustTitle') }), languagePicker(ctx)), body), 'trust', lang);
      document.title = t('webTrustTitle');
    },
  };
}
