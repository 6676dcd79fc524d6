// A member's avatar as an element: their emoji on their colour, or their initial (js/avatars.js
// decides). Used by every member list; the TV can use it too: avatarBadge(member, 'tv-avatar').

import { h } from '../dom.js';
import { avatarFor } from '../avatars.js';

/** <span class="avatar …"> for a member {name, avatar?}; decorative (the name is beside it). */
export function avatarBadge(member, extraClass = '') {
  const a = avatarFor(member);
  const el = h('span', { class: `avatar${a.emoji ? ' avatar-emoji' : ''}${extraClass ? ` ${extraClass}` : ''}`, 'aria-hidden': 'true', text: a.text });
  el.style.background = a.color;
  return el;
}
