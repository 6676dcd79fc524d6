// The member list: names with host / you / audience / away badges and scores; the host gets
// "make host" and "remove" buttons for the others; a large audience (counted, not listed) is one line.
// Once some of the audience is only counted, all of it is (but me): 19 names and "+11" would read
// as two different groups.

import { h } from '../dom.js';
import { amHost, unlistedAudience } from '../selectors.js';
import { avatarBadge } from './avatar.js';
import { confirmAction } from '../confirm.js';
import { sideScores } from '../side-scores.js';

/** Ask the host before removing a member or giving the host away, then send `type`. */
async function askThenSend(ctx, type, m, title, body, yes) {
  const { t } = ctx;
  if (await confirmAction(t, { title: t(title, m.name), body: t(body, m.name), yes: t(yes) })) ctx.send(type, { player_id: m.player_id });
}

/** The member list for `state` (`compact`: no host buttons, for the TV and game screens). */
export function memberList(ctx, state, { compact = false } = {}) {
  const { t } = ctx;
  const side = sideScores(state); // one rule per screen: this game's, the night's or the room's points
  const host = amHost(state);
  const crowd = unlistedAudience(state) > 0;
  const shown = crowd
    ? state.room.members.filter((m) => m.role !== 'audience' || m.player_id === state.me?.player_id || m.player_id === state.room.host)
    : state.room.members;
  const rows = shown.map((m) => {
    const mine = m.player_id === state.me?.player_id;
    const badges = [
      m.player_id === state.room.host && h('span', { class: 'badge badge-host', text: t('host') }),
      mine && h('span', { class: 'badge badge-you', text: t('you') }),
      m.role === 'audience' && h('span', { class: 'badge badge-audience', text: t('audience') }),
      !m.connected && h('span', { class: 'badge badge-away', text: t('away') }),
    ];
    const score = m.role === 'audience' ? null : side.scores[m.player_id] ?? 0;
    const actions = !compact && host && !mine
      ? h('span', { class: 'member-actions' },
        m.connected && h('button', { type: 'button', class: 'small', 'data-key': `host-${m.player_id}`, text: '★', 'aria-label': t('webMakeHost', m.name), title: t('webMakeHost', m.name), onclick: () => askThenSend(ctx, 'room.transfer_host', m, 'webConfirmHostTitle', 'webConfirmHostBody', 'webConfirmHostYes') }),
        h('button', { type: 'button', class: 'small danger', 'data-key': `kick-${m.player_id}`, text: '✕', 'aria-label': t('webKick', m.name), title: t('webKick', m.name), onclick: () => askThenSend(ctx, 'room.kick', m, 'webConfirmKickTitle', 'webConfirmKickBody', 'webConfirmKickYes') }))
      : null;
    return h('li', { class: `member${m.connected ? '' : ' is-away'}` },
      avatarBadge(m),
      h('span', { class: 'member-name', text: m.name }),
      h('span', { class: 'badges' }, badges),
      score != null && h('span', { class: 'score', text: String(score), 'aria-label': `${t(side.labelKey)}: ${score}` }),
      actions);
  });
  // A large audience is a count, not a list: one line for those not shown.
  const counted = crowd ? (state.room.audience ?? 0) - shown.filter((m) => m.role === 'audience').length : 0;
  if (counted > 0) rows.push(h('li', { class: 'member member-crowd' }, h('span', { class: 'badge badge-audience', text: `+${counted} ${t('audience')}` })));
  return h('div', { class: 'member-box', 'data-scores': side.kind },
    h('p', { class: 'score-label', 'aria-hidden': 'true', text: t(side.labelKey) }),
    h('ul', { class: 'members', 'aria-label': t('players') }, rows));
}
