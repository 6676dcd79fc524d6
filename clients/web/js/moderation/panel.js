// The host's "Safety" panel (🛡 in the room's header; contract §9): the same review queue the
// moderators see, the room's settings, the moderator invitation, and the people with Remove, Ban and
// the bans.

import { h } from '../dom.js';
import { createQueue } from './queue-view.js';
import { createRoomSettings } from './settings-view.js';
import { createModInvite } from './invite-view.js';
import { createPeople } from './people-view.js';
import './strings.js';

/** The host's safety panel: {el, update(state, prev)}. */
export function createSafetyPanel(ctx) {
  const parts = [createQueue(ctx), createRoomSettings(ctx), createModInvite(ctx), createPeople(ctx)];
  const el = h('section', { class: 'safety', 'aria-label': ctx.t('webTabSafety') }, h('h2', { class: 'visually-hidden', text: ctx.t('webTabSafety') }), parts.map((p) => p.el));
  return {
    el,
    update(state, prev) {
      for (const p of parts) p.update(state, prev);
    },
  };
}
