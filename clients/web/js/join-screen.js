// The join screen (code, name, role, create) and the pieces every screen shares: the link's
// status and notices (the language picker is js/views/language-picker.js). The page's first screen: its imports are all the
// page needs before it can be used; the room and TV screens load afterwards (js/app.js).

import { h } from './dom.js';
import { errorText } from './i18n.js';
import { offersAudience } from './errors.js';
import { settingsButton } from './views/settings-button.js';
import { languagePicker } from './views/language-picker.js';
import { avatarPicker } from './views/avatar-picker.js';
import { planNightCard } from './night/plan-card.js';
import { FILTER_LEVELS, createSettings } from './moderation/settings.js';

/** The connection status pill (and the reconnecting banner's text). */
export function statusText(t, conn) {
  if (conn.status === 'open') return t('connConnected');
  if (conn.status === 'reconnecting') return t('connReconnecting', conn.attempt);
  if (conn.status === 'offline') return t('connOffline');
  return t('connConnecting');
}

/** A notice from the state as text (kicked, replaced, an error). */
export function noticeText(t, notice) {
  if (!notice) return '';
  if (notice.key) return t(notice.key, ...(notice.args ?? []));
  return errorText(t, notice);
}

/** The field a join error concerns on the join screen (`name` or `room`), or null. */
function fieldFor(error) {
  if (error?.code === 'name_taken' || error?.field === 'name') return 'name';
  if (error?.key === 'webErrBadCode' || error?.code === 'room_not_found' || error?.field === 'room') return 'room';
  return null;
}

/** The join screen: {el, update(state)}. */
export function createJoin(ctx, { code, name, busy }) {
  const { t } = ctx;
  const codeInput = h('input', { id: 'join-code', name: 'room', value: code ?? '', maxlength: '4', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', class: 'code-input' });
  const nameInput = h('input', { id: 'join-name', name: 'name', value: name ?? '', maxlength: '24', autocomplete: 'nickname', required: true });
  const role = h('fieldset', { class: 'segmented' }, h('legend', { text: t('webJoinAs') }),
    h('label', {}, h('input', { type: 'radio', name: 'role', value: 'player', checked: true }), h('span', { text: t('webRolePlayer') })),
    h('label', {}, h('input', { type: 'radio', name: 'role', value: 'audience' }), h('span', { text: t('webRoleAudience') })));
  const message = h('p', { class: 'notice', role: 'alert' });
  // A server error about a field shows under that field (the name, the code); others under the buttons.
  const fieldNotes = { name: h('p', { class: 'field-error', id: 'join-name-error' }), room: h('p', { class: 'field-error', id: 'join-code-error' }) };
  const asAudience = h('button', { type: 'button', class: 'secondary', 'data-action': 'join-audience', text: t('webJoinAudienceInstead'), hidden: true });
  asAudience.addEventListener('click', () => ctx.join(codeInput.value, nameInput.value.trim(), 'audience'));
  const joinButton = h('button', { type: 'submit', class: 'primary big', text: t('webJoin') });
  const createButton = h('button', { type: 'button', class: 'secondary big', text: t('webCreate') });
  const form = h('form', { class: 'join-form card' },
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webYourName') }), nameInput), fieldNotes.name,
    avatarPicker(ctx),
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webRoomCode') }), codeInput), fieldNotes.room,
    role, joinButton, message, asAudience, h('p', { class: 'or-line', text: t('webOr') }), createButton);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (ctx.modInvite) { ctx.joinAsModerator(nameInput.value.trim()); return; }
    ctx.join(codeInput.value, nameInput.value.trim(), form.querySelector('[name=role]:checked').value);
  });
  const newRoom = newRoomSettings(ctx);
  createButton.addEventListener('click', () => {
    if (!nameInput.value.trim()) { nameInput.focus(); nameInput.reportValidity?.(); return; }
    ctx.create(nameInput.value.trim(), newRoom.settings());
  });
  // Opened from a moderator's invitation (`/ABCD#mod=…`): a name and "Join as moderator", nothing else.
  const invited = !!ctx.modInvite;
  const modButton = h('button', { type: 'submit', class: 'primary big', 'data-action': 'join-moderator', text: t('webModJoin') });
  if (invited) {
    form.replaceChildren(h('h2', { class: 'mod-invite-title', text: t('webModInviteTitle') }), h('p', { class: 'hint', text: t('webModInviteBody') }),
      h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webYourName') }), nameInput), fieldNotes.name, modButton, message);
  } else {
    form.append(newRoom.el);
  }
  const status = h('span', { class: 'status-pill' });
  const el = h('main', { class: 'join-screen' },
    h('header', { class: 'join-header' }, h('h1', { class: 'logo', text: t('webAppTitle') }), languagePicker(ctx), settingsButton(ctx)),
    h('p', { class: 'tagline', text: t('webTagline') }),
    h('h2', { class: 'visually-hidden', text: t('webJoinTitle') }), form, invited ? null : planNightCard(ctx), h('p', { class: 'status-line' }, status));
  setTimeout(() => (!nameInput.value || code || invited ? nameInput : codeInput).focus(), 0);
  return {
    el,
    update(state, conn, ui) {
      const error = ui.error ?? state.notice;
      const field = fieldFor(error);
      for (const [name, note] of Object.entries(fieldNotes)) note.textContent = name === field ? noticeText(t, error) : '';
      nameInput.setAttribute('aria-invalid', String(field === 'name'));
      codeInput.setAttribute('aria-invalid', String(field === 'room'));
      if (field === 'name') nameInput.setAttribute('aria-describedby', 'join-name-error'); else nameInput.removeAttribute('aria-describedby');
      if (field === 'room') codeInput.setAttribute('aria-describedby', 'join-code-error'); else codeInput.removeAttribute('aria-describedby');
      message.textContent = ui.busy ? t('webResuming') : field ? '' : noticeText(t, error) || (conn.status === 'offline' ? t('webOfflineNotice') : '');
      asAudience.hidden = ui.busy || !offersAudience(error, ui.error?.role);
      joinButton.disabled = createButton.disabled = modButton.disabled = ui.busy || conn.status !== 'open';
      status.textContent = statusText(t, conn);
      status.dataset.status = conn.status;
    },
  };
}

/**
 * A new room's settings, folded under the Create button (contract §9: `room.create` {settings}): streamer
 * mode, so the code never shows on the TV from the start, review, and the word filter's level.
 * {el, settings()}: settings() is what differs from the defaults, or null.
 */
function newRoomSettings(ctx) {
  const { t } = ctx;
  const hideCode = h('input', { type: 'checkbox', name: 'hide_code' });
  const review = h('input', { type: 'checkbox', name: 'review' });
  const levels = { off: 'webFilterOff', moderate: 'webFilterModerate', strict: 'webFilterStrict' };
  const filter = h('select', { name: 'filter' }, FILTER_LEVELS.map((l) => h('option', { value: l, selected: l === 'moderate', text: t(levels[l]) })));
  const el = h('details', { class: 'new-room-settings' }, h('summary', { text: t('webNewRoomSettings') }),
    h('label', { class: 'check' }, hideCode, h('span', { text: t('webStreamerMode') })),
    h('label', { class: 'check' }, review, h('span', { text: t('webReviewSetting') })),
    h('label', { class: 'field' }, h('span', { class: 'field-label', text: t('webFilterLabel') }), filter));
  return { el, settings: () => createSettings({ hide_code: hideCode.checked, review: review.checked, filter: filter.value }) };
}
