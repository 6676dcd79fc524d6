// The console's pure logic: filtering and sorting rooms, the figures at the top, words for
// statuses and errors. No DOM, no network: tested with `node --test clients/admin/test/`.

/** A room code as typed into the filter: letters only, upper case (`ab c` → `ABC`). */
export function normalizeCode(input) {
  return String(input ?? '').toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4);
}

/** Rooms whose code contains the filter (all of them for an empty filter). */
export function filterRooms(rooms, query) {
  const q = normalizeCode(query);
  return q ? rooms.filter((r) => r.code.includes(q)) : rooms.slice();
}

/** Most members (players and audience) first, then by code. */
export function sortRooms(rooms) {
  const members = (r) => (r.players ?? 0) + (r.audience ?? 0);
  return rooms.slice().sort((a, b) => members(b) - members(a) || a.code.localeCompare(b.code));
}

/** The list the page shows: filtered by code, most members first, at most `limit` rows. */
export function visibleRooms(rooms, query, limit = 500) {
  const shown = sortRooms(filterRooms(rooms ?? [], query));
  return { rooms: shown.slice(0, limit), hidden: Math.max(0, shown.length - limit), total: shown.length };
}

/** Bytes for people: `512 B`, `3.4 KB`, `120 MB`, `1.2 GB` (powers of 1024). */
export function formatBytes(n) {
  if (n == null || !Number.isFinite(n)) return '–';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) { v /= 1024; i++; }
  return `${i === 0 || v >= 100 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

/** A duration in seconds, its two largest units: `45s`, `3m 20s`, `5h 2m`, `2d 4h`. */
export function formatDuration(seconds) {
  if (seconds == null || !Number.isFinite(seconds)) return '–';
  let s = Math.max(0, Math.floor(seconds));
  const parts = [['d', 86400], ['h', 3600], ['m', 60], ['s', 1]].map(([unit, size]) => {
    const n = Math.floor(s / size);
    s -= n * size;
    return [n, unit];
  });
  const first = parts.findIndex(([n]) => n > 0);
  if (first < 0) return '0s';
  return parts.slice(first, first + 2).filter(([n], i) => i === 0 || n > 0).map(([n, u]) => `${n}${u}`).join(' ');
}

/** How long ago `ms` was at `now`: `just now`, `40s ago`, `3m ago`, `2h ago`. */
export function formatAgo(ms, now) {
  const s = Math.max(0, Math.round((now - ms) / 1000));
  if (s < 5) return 'just now';
  return `${formatDuration(s).split(' ')[0]} ago`;
}

/** The figures at the top of the page, from `GET /admin/api/stats`. */
export function statCards(stats) {
  if (!stats) return [];
  const up = (stats.nodes ?? []).filter((n) => n.up).length;
  return [
    { key: 'connections', label: 'Connections', value: String(stats.connections) },
    { key: 'rooms', label: 'Rooms', value: String(stats.rooms) },
    { key: 'members', label: 'Members', value: String(stats.members) },
    { key: 'memory', label: 'Memory', value: formatBytes(stats.rss_bytes), note: 'this node' },
    { key: 'store', label: 'Store', value: stats.store === 'ok' ? 'ok' : 'failing', tone: stats.store === 'ok' ? 'good' : 'bad' },
    { key: 'nodes', label: 'Nodes', value: stats.cluster ? `${up} of ${(stats.nodes ?? []).length} up` : 'single server' },
    { key: 'uptime', label: 'Uptime', value: formatDuration(stats.uptime_s), note: 'this node' },
    { key: 'maintenance', label: 'New rooms', value: stats.maintenance ? 'maintenance' : stats.draining ? 'drained' : 'open',
      tone: stats.maintenance || stats.draining ? 'warn' : 'good' },
  ];
}

/** A node's state in words: `up`, `down`, `no answer`, `drained`, `maintenance`. */
export function nodeState(node) {
  if (!node.up) return 'down';
  if (!node.reachable) return 'no answer';
  if (node.draining) return 'drained';
  if (node.maintenance) return 'maintenance';
  return 'up';
}

/** A room's settings in one line: `filter moderate · review off · code shown · timers ×1 · audience chat on`. */
export function settingsLine(s) {
  if (!s) return '';
  return [`filter ${s.filter}`, `review ${s.review ? 'on' : 'off'}`, s.hide_code ? 'code hidden' : 'code shown',
    `timers ×${s.timer_scale}`, `audience chat ${s.audience_chat ? 'on' : 'off'}`].join(' · ');
}

/** The game column: the game's name (and phase when known), or `–`. */
export function gameLabel(game) {
  if (!game) return '–';
  const id = typeof game === 'string' ? game : game.game;
  const names = { guess_or_pass: 'Guess or Pass', would_you_rather: 'Would You Rather', odd_one_out: 'Odd One Out', most_likely: 'Most Likely To' };
  const name = names[id] ?? id;
  return typeof game === 'object' && game.phase ? `${name} (${game.phase})` : name;
}

/** A member's role and status in words: `host · player`, `audience`, with `away` when disconnected. */
export function memberLine(m) {
  return [m.host ? 'host' : null, m.role, m.connected ? null : 'away'].filter(Boolean).join(' · ');
}

/** What to tell the operator about a failed call {status, data}. */
export function errorText(result) {
  if (!result) return 'No answer.';
  if (result.status === 0) return 'The server did not answer (is partyd running, is this the console port?).';
  if (result.status === 401) return 'That token was not accepted.';
  if (result.status === 429) return 'Too many failed attempts from this address: wait a minute, then try again.';
  const message = result.data?.message;
  return message ? `${message} (${result.status})` : `The server answered ${result.status}.`;
}

/** The question a confirmation asks before an action. */
export function confirmText(action) {
  switch (action.kind) {
    case 'close':
      return `Close room ${action.code}? Everyone in it is told${action.message ? ` “${action.message}”` : ''} and the room is gone for good.`;
    case 'kick':
      return `Remove ${action.name} (${action.player_id}) from room ${action.code}?`;
    case 'notice':
      return `Send “${action.text}” to every player in every room?`;
    case 'maintenance':
      return action.on ? 'Turn maintenance on? No new rooms open until it is off; open rooms play on.'
        : 'Turn maintenance off? New rooms open again.';
    case 'drain':
      return `Drain node ${action.name}? Its rooms move to the other nodes (every seat is kept) and it opens no new rooms.`;
    default:
      return 'Are you sure?';
  }
}
