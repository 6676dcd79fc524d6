// The room's settings (Protocol/PROTOCOL.md §16.1) for the host — all five — and a moderator —
// the word filter, review, audience chat and streamer mode; extra time shows as the host set it.
// Each change goes out at once as `room.settings` {that setting}; what shows is always the room's
// settings as the server last said them (`room.settings_changed`, the snapshot), so a refused change
// springs back.

import { h } from '../dom.js';
import { amHost } from '../selectors.js';
import { isModerator } from './state.js';
import { FILTER_LEVELS, TIMER_SCALES, changeableSettings, settingsChange } from './settings.js';

const FILTER_KEYS = { off: 'webFilterOff', moderate: 'webFilterModerate', strict: 'webFilterStrict' };

let forms = 0;

/** The settings card: {el, update(state, prev)}. */
export function createRoomSettings(ctx) {
  const { t } = ctx;
  const id = `room-settings-${++forms}`;
  const inputs = {}; // setting → its inputs

  function role(state) {
    return amHost(state) ? 'host' : isModerator(state) ? 'moderator' : null;
  }

  async function change(key, value) {
    const state = ctx.state();
    const params = settingsChange(state.room.settings, role(state), key, value);
    if (params) await ctx.send('room.settings', params);
    show(ctx.state()); // the server's word (an event, or nothing when refused)
  }

  function choices(key, values, label, hint) {
    inputs[key] = values.map(([value, text]) => h('input', { type: 'radio', name: `${id}-${key}`, value: String(value), onchange: () => change(key, value) }));
    return h('div', { class: `setting setting-${key}` },
      h('fieldset', { class: 'segmented', 'data-setting': key }, h('legend', { text: label }),
        inputs[key].map((input, i) => h('label', {}, input, h('span', { text: values[i][1] })))),
      h('p', { class: 'hint setting-hint', text: hint }));
  }

  function toggle(key, label, hint) {
    const input = h('input', { type: 'checkbox', name: key, 'data-setting': key, onchange: () => change(key, input.checked) });
    inputs[key] = [input];
    return h('div', { class: `setting setting-${key}` }, h('label', { class: 'check' }, input, h('span', { class: 'setting-label', text: label })),
      h('p', { class: 'hint setting-hint', text: hint }));
  }

  const hostOnly = h('p', { class: 'hint setting-hint host-only', text: t('webHostOnlySetting') });
  const el = h('section', { class: 'card room-settings', 'aria-label': t('webRoomSettingsTitle') }, h('h2', { text: t('webRoomSettingsTitle') }),
    choices('filter', FILTER_LEVELS.map((l) => [l, t(FILTER_KEYS[l])]), t('webFilterLabel'), t('webFilterHint')),
    toggle('review', t('webReview'), t('webReviewHint')),
    toggle('audience_chat', t('webAudienceChat'), t('webAudienceChatHint')),
    toggle('hide_code', t('webStreamerMode'), t('webStreamerModeHint')),
    choices('timer_scale', TIMER_SCALES.map((s) => [s, t('webTimerScaleValue', s)]), t('webTimerScale'), t('webTimerScaleHint')), hostOnly);

  function show(state) {
    const settings = state.room?.settings;
    if (!settings) return;
    const may = changeableSettings(role(state));
    for (const [key, list] of Object.entries(inputs)) {
      for (const input of list) {
        if (input.type === 'checkbox') input.checked = !!settings[key];
        else input.checked = input.value === String(settings[key]);
        input.disabled = !may.includes(key);
      }
    }
    hostOnly.hidden = may.includes('timer_scale');
  }

  return {
    el,
    update(state, prev) {
      if (prev && prev.room?.settings === state.room?.settings && prev.room?.host === state.room?.host) return;
      show(state);
    },
  };
}
