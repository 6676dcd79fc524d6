// The settings sheet: theme (auto / light / dark), language, vibration, sound, the guesser's
// controls (buttons / swipe / tilt) and "How to play" for every game. Opened from a ⚙ button
// in the join and room headers (js/views/settings-button.js, which loads this module on the
// first tap, off the join screen's path); every change applies at once and is remembered.

import { h } from '../dom.js';
import { SETTING_CHOICES } from '../settings.js';
import { GAMES } from '../games/registry.js';
import { howToPlay } from '../games/how-to.js';
import { languagePicker } from './language-picker.js';
import { httpsWouldAdd } from '../install.js';

const LABELS = {
  theme: { auto: 'webThemeAuto', light: 'webThemeLight', dark: 'webThemeDark' },
  controls: { buttons: 'webControlsButtons', swipe: 'webControlsSwipe', tilt: 'webControlsTilt' },
};

function choice(ctx, key, legendKey) {
  const { t } = ctx;
  const now = ctx.settings.get()[key];
  return h('fieldset', { class: `segmented setting-${key}` }, h('legend', { text: t(legendKey) }),
    SETTING_CHOICES[key].map((v) => h('label', {},
      h('input', { type: 'radio', name: `setting-${key}`, value: v, checked: v === now, onchange: () => ctx.settings.set({ [key]: v }) }),
      h('span', { text: t(LABELS[key][v]) }))));
}

function toggle(ctx, key, labelKey) {
  return h('label', { class: `chip setting-${key}` },
    h('input', { type: 'checkbox', name: `setting-${key}`, checked: ctx.settings.get()[key], onchange: (e) => ctx.settings.set({ [key]: e.target.checked }) }),
    h('span', { text: ctx.t(labelKey) }));
}

/** On a plain-HTTP page (not a secure context): what HTTPS would add, and how the host turns it on. */
function httpsNote(ctx) {
  const adds = httpsWouldAdd({ secure: !!globalThis.isSecureContext });
  if (!adds.length) return null;
  const { t } = ctx;
  return h('section', { class: 'https-note' }, h('h3', { text: t('webHttpsTitle') }), h('p', { text: t('webHttpsIntro') }),
    h('ul', {}, adds.map((key) => h('li', { text: t(key) }))), h('p', { class: 'muted', text: t('webHttpsHow') }));
}

/** The sheet as a modal <dialog>; `closed` runs when it closes (js/views/settings-button.js opens it). */
export function settingsSheet(ctx, closed) {
  const { t } = ctx;
  const close = h('button', { type: 'button', class: 'primary', text: t('webClose') });
  const language = languagePicker(ctx); // a new language rebuilds the screen: the sheet closes
  const sheet = h('dialog', { class: 'settings-sheet', 'aria-label': t('webSettings') },
    h('h2', { text: t('webSettings') }),
    choice(ctx, 'theme', 'webTheme'),
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webLanguage') }), language),
    h('div', { class: 'row' }, toggle(ctx, 'haptics', 'webHaptics'), toggle(ctx, 'sound', 'webSound')),
    choice(ctx, 'controls', 'webControls'),
    httpsNote(ctx),
    h('section', { class: 'how-tos' }, h('h3', { text: t('webHowToPlay') }), GAMES.map((g) => howToPlay(ctx, g.id, { withTitle: true }))),
    h('div', { class: 'row sheet-actions' }, close));
  const done = () => { sheet.remove(); closed?.(); };
  close.addEventListener('click', () => { sheet.close?.(); done(); });
  sheet.addEventListener('cancel', done);
  language.addEventListener('change', () => { sheet.close?.(); sheet.remove(); });
  return sheet;
}
