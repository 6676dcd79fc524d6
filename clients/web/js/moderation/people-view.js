// People, for the host and the moderators (Protocol/PROTOCOL.md §16.4-16.5): the room's members
// with Remove and Ban (never the host, never myself), the moderators (the host may remove or ban
// one; a moderator may not), and the bans, each with Lift. A large audience that snapshots count
// rather than list is one "+N audience" line: its trolls are banned from the review queue.

import { fill, h } from '../dom.js';
import { amHost, unlistedAudience } from '../selectors.js';
import { avatarBadge } from '../views/avatar.js';
import { askBan, askKick, unban } from './actions.js';

/** People: {el, update(state, prev)}. */
export function createPeople(ctx) {
  const { t } = ctx;
  const members = h('ul', { class: 'members mod-members', 'aria-label': t('webPeopleTitle') });
  const moderators = h('ul', { class: 'members mod-moderators', 'aria-label': t('webModeratorsTitle') });
  const bans = h('ul', { class: 'members mod-bans', 'aria-label': t('webBansTitle') });
  const el = h('div', { class: 'mod-people' },
    h('section', { class: 'card' }, h('h2', { text: t('webPeopleTitle') }), members),
    h('section', { class: 'card' }, h('h2', { text: t('webModeratorsTitle') }), moderators),
    h('section', { class: 'card' }, h('h2', { text: t('webBansTitle') }), bans));

  function actions(target) {
    return h('span', { class: 'member-actions' },
      h('button', { type: 'button', class: 'small secondary', 'data-action': 'kick', 'data-key': `kick-${target.player_id}`, text: t('webKickShort'), 'aria-label': t('webKick', target.name), onclick: () => askKick(ctx, target) }),
      h('button', { type: 'button', class: 'small danger', 'data-action': 'ban', 'data-key': `ban-${target.player_id}`, text: t('webBan'), 'aria-label': t('webBanAria', target.name), onclick: () => askBan(ctx, target) }));
  }

  function memberRows(state) {
    const me = state.me?.player_id;
    const rows = state.room.members.map((m) => h('li', { class: `member${m.connected ? '' : ' is-away'}`, 'data-player': m.player_id },
      avatarBadge(m), h('span', { class: 'member-name', text: m.name }),
      h('span', { class: 'badges' },
        m.player_id === state.room.host && h('span', { class: 'badge badge-host', text: t('host') }),
        m.player_id === me && h('span', { class: 'badge badge-you', text: t('you') }),
        m.role === 'audience' && h('span', { class: 'badge badge-audience', text: t('audience') }),
        !m.connected && h('span', { class: 'badge badge-away', text: t('away') })),
      m.player_id !== state.room.host && m.player_id !== me ? actions(m) : null));
    const counted = unlistedAudience(state);
    if (counted > 0) rows.push(h('li', { class: 'member member-crowd' }, h('span', { class: 'badge badge-audience', text: `+${counted} ${t('audience')}` })));
    return rows.length > 1 ? rows : [...rows, h('li', { class: 'muted', text: t('webNoPeople') })];
  }

  function moderatorRows(state) {
    const list = state.staff?.moderators ?? [];
    if (!list.length) return h('li', { class: 'muted', text: t('webNoModerators') });
    const host = amHost(state);
    return list.map((m) => h('li', { class: `member${m.connected ? '' : ' is-away'}`, 'data-player': m.player_id },
      avatarBadge(m), h('span', { class: 'member-name', text: m.name }),
      h('span', { class: 'badges' }, h('span', { class: 'badge badge-mod', text: t('webModBadge') }),
        m.player_id === state.me?.player_id && h('span', { class: 'badge badge-you', text: t('you') }),
        !m.connected && h('span', { class: 'badge badge-away', text: t('away') })),
      host ? actions(m) : null));
  }

  function banRows(state) {
    const list = state.staff?.bans;
    if (!list?.length) return h('li', { class: 'muted', text: list ? t('webBansEmpty') : '…' });
    const when = (ms) => new Intl.DateTimeFormat(ctx.lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(ms));
    return list.map((b) => h('li', { class: 'member mod-ban', 'data-ban': b.ban_id },
      h('span', { class: 'member-name', text: b.name }),
      h('span', { class: 'badges muted' }, [b.at_ms ? t('webBannedAt', when(b.at_ms)) : '', b.address ? ` · ${t('webBannedAddress')}` : ''].join('')),
      h('button', { type: 'button', class: 'small secondary', 'data-action': 'unban', 'data-key': `unban-${b.ban_id}`, text: t('webUnban'), 'aria-label': t('webUnbanAria', b.name), onclick: () => unban(ctx, b) })));
  }

  return {
    el,
    update(state, prev) {
      if (!prev || prev.room !== state.room || prev.me !== state.me) fill(members, memberRows(state));
      if (!prev || prev.staff?.moderators !== state.staff?.moderators || prev.room?.host !== state.room?.host) fill(moderators, moderatorRows(state));
      if (!prev || prev.staff?.bans !== state.staff?.bans) fill(bans, banRows(state));
    },
  };
}
