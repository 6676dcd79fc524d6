// The night in the room's lobby: what is playing and what is next, the night's scoreboard
// (players who were removed stay, greyed), and for the host the playlist's controls — add a
// game with that game's own start form, remove, move up and down, start the next, auto-advance
// — and "End the night". Hidden in a room that is no night.

import { fill, h } from '../dom.js';
import { amHost } from '../selectors.js';
import { confirmAction } from '../confirm.js';
import { gameTitle } from '../games/registry.js';
import { timerText } from '../views/timer.js';
import { optionWords } from './options.js';
import { createGamePicker } from './game-picker.js';
import { nightPaths, nowAndNext, standingsRows } from './model.js';
import './strings.js';

/** The request that turns auto-advance on and off (Protocol/PROTOCOL.md, game nights). */
export const AUTO_ADVANCE = { type: 'playlist.auto', field: 'enabled' };

/** The night's scoreboard as a list (shared with the TV): greyed rows for players gone. */
export function nightBoard(ctx, state, { max = Infinity } = {}) {
  const { t } = ctx;
  const rows = standingsRows(state.night?.standings, state.room?.members);
  if (rows.every((r) => r.points === 0)) return h('p', { class: 'muted', text: t('webNightNoPoints') }); // none yet (or nobody scored)
  const shown = rows.length > max ? rows.slice(0, max - 1) : rows;
  return h('ol', { class: 'night-board' },
    shown.map((r) => h('li', { class: `rank-${r.medal || 4}${r.gone ? ' is-gone' : ''}`, 'data-player': r.player_id, 'data-place': String(r.rank) },
      h('span', { class: 'board-rank', text: `${r.rank}.` }),
      h('span', { class: 'board-name', text: r.name }),
      r.gone ? h('span', { class: 'badge badge-away', text: t('webNightGone') }) : null,
      h('strong', { class: 'board-points', text: t('webNightPoints', r.points) }))),
    rows.length > shown.length ? h('li', { class: 'tv-more', text: t('webTvMore', rows.length - shown.length) }) : null);
}

/** "Now: X · Next: Y" for a state with a night (null parts left out). */
export function nowNextLines(ctx, state) {
  const { t } = ctx;
  const { next } = nowAndNext(state.night?.playlist);
  const playing = state.game?.game;
  return {
    now: playing ? t('webNightNow', gameTitle(t, playing)) : null,
    next: next ? t('webNightNext', gameTitle(t, next.game)) : t('webNightNextNone'),
  };
}

/** The lobby's night card: {el, update(state, prev)}. */
export function createNightPanel(ctx) {
  const { t } = ctx;
  const title = h('h3', { class: 'night-lobby-title' });
  const now = h('p', { class: 'night-now' });
  const next = h('p', { class: 'night-next' });
  const board = h('div', { class: 'night-board-box' });
  const items = h('ol', { class: 'night-playlist-items' });
  const nextButton = h('button', { type: 'button', class: 'primary', 'data-action': 'playlist-next', text: t('webNightStartNext') });
  nextButton.addEventListener('click', () => ctx.send('playlist.next'));
  const auto = h('input', { type: 'checkbox', name: 'auto_advance', 'data-action': 'auto-advance' });
  auto.addEventListener('change', () => ctx.send(AUTO_ADVANCE.type, { [AUTO_ADVANCE.field]: auto.checked }));
  const endButton = h('button', { type: 'button', class: 'secondary danger-text', 'data-action': 'night-end', text: t('webNightEnd') });
  endButton.addEventListener('click', async () => {
    if (await confirmAction(t, { title: t('webNightEndTitle'), body: t('webNightEndBody'), yes: t('webNightEnd') })) ctx.send('night.end');
  });
  // The games' start forms, made the first time the host's night card shows (a room that is no
  // night has none, so its lobby's own start forms stay the only ones on the page).
  let picker = null;
  const adder = h('details', { class: 'night-add' }, h('summary', { text: t('webNightAddGame') }));
  const pageLink = h('a', { class: 'night-page-link' });
  const autoAt = h('p', { class: 'night-auto-at' }); // auto-advance: when the next game starts by itself
  const over = h('p', { class: 'night-over' });
  const hostBox = h('div', { class: 'night-host-tools' },
    h('h4', { text: t('webNightPlaylist') }), items,
    h('div', { class: 'row' }, nextButton, h('label', { class: 'chip' }, auto, h('span', { text: t('webNightAuto') }))),
    adder,
    h('div', { class: 'row' }, endButton));
  const el = h('section', { class: 'card night-lobby', 'aria-label': t('webNightTonight') },
    h('p', { class: 'night-kicker', text: t('webNightTonight') }), title, over, now, next, autoAt,
    h('h4', { text: t('webNightScoreboard') }), board, hostBox, pageLink);

  function drawItems(state) {
    const list = state.night.playlist.items;
    fill(items, list.map((it, i) => h('li', { class: 'night-item', 'data-item': it.item_id },
      h('span', { class: 'night-item-game', text: gameTitle(t, it.game) }),
      h('span', { class: 'muted night-item-options', text: optionWords(t, it.options) }),
      h('span', { class: 'night-item-actions' },
        h('button', { type: 'button', class: 'small', 'data-key': `up-${it.item_id}`, text: '↑', disabled: i === 0, 'aria-label': t('webNightMoveUp', gameTitle(t, it.game)), onclick: () => ctx.send('playlist.move', { item_id: it.item_id, index: i - 1 }) }),
        h('button', { type: 'button', class: 'small', 'data-key': `down-${it.item_id}`, text: '↓', disabled: i === list.length - 1, 'aria-label': t('webNightMoveDown', gameTitle(t, it.game)), onclick: () => ctx.send('playlist.move', { item_id: it.item_id, index: i + 1 }) }),
        h('button', { type: 'button', class: 'small danger', 'data-key': `rm-${it.item_id}`, text: '✕', 'aria-label': t('webNightRemove', gameTitle(t, it.game)), onclick: () => ctx.send('playlist.remove', { item_id: it.item_id }) })))));
    if (!list.length) items.append(h('li', { class: 'muted', text: t('webNightPlaylistEmpty') }));
  }

  return {
    el,
    update(state, prev) {
      el.hidden = !state.night;
      if (!state.night) return;
      const n = state.night;
      // Streamer mode (contract §9): the night's code and its page's link (/n/CODE) only after "Show code".
      const hidden = !!state.room.settings?.hide_code && !ctx.codeShown;
      title.textContent = n.title ?? (hidden ? '' : n.code) ?? '';
      const lines = nowNextLines(ctx, state);
      now.textContent = lines.now ?? '';
      now.hidden = !lines.now;
      next.textContent = lines.next;
      const host = amHost(state);
      hostBox.hidden = !host || n.ended;
      over.hidden = !n.ended;
      if (n.ended && !over.firstChild) over.append(t('webNightIsOver'), ' ', h('a', { href: nightPaths(state.room.code).recap, 'data-action': 'recap', text: t('webNightSeeRecap') }));
      const waitsFor = n.auto && n.nextAt && !state.game ? String(n.nextAt) : '';
      if (autoAt.dataset.at !== waitsFor) {
        autoAt.dataset.at = waitsFor;
        fill(autoAt, waitsFor ? timerText(n.nextAt, 'webNightAutoIn', 'night-auto-timer') : null);
      }
      autoAt.hidden = !waitsFor;
      if (!prev || prev.night !== n || prev.room !== state.room) {
        fill(board, nightBoard(ctx, state));
        if (host) drawItems(state);
      }
      nextButton.disabled = !nowAndNext(n.playlist).next;
      if (document.activeElement !== auto) auto.checked = !!n.auto;
      const paths = nightPaths(state.room.code);
      if (pageLink.getAttribute('href') !== paths.page) { pageLink.href = paths.page; pageLink.textContent = t('webNightPageLink'); }
      pageLink.hidden = hidden;
      if (host && !picker) {
        picker = createGamePicker(ctx, { label: t('webNightQueue'), queue: (params) => ctx.send('playlist.add', params) });
        adder.append(picker.el);
      }
      if (host) picker.update(state, prev);
    },
  };
}
