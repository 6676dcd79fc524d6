// A night's playlist in one shape, and what comes next, apart from js/night/model.js so the
// room's state (js/night/state.js) reads it without loading the model. Pure.

/** One playlist item in one shape: {item_id, game, options}; `{game, ...options}` (a plan's) gets its options gathered. */
function item(raw, i) {
  const { item_id: id, game, options, ...rest } = raw ?? {};
  return { item_id: id ?? `#${i}`, game: String(game ?? ''), options: options ?? rest };
}

/**
 * A playlist as the server sends it (`playlist.changed` {items, current}, `night.get` and the
 * snapshot's `night`) in one shape: {items, current} — `items` the games still queued, next
 * first; `current` the item playing or last started (an object), or null.
 */
export function normalizePlaylist(items, current = null) {
  return { items: (items ?? []).map(item), current: current && typeof current === 'object' ? item(current, -1) : null };
}

/** What was started last and what comes next: {current, next, later} (the queue holds only what is still to come). */
export function nowAndNext(playlist) {
  const items = playlist?.items ?? [];
  return { current: playlist?.current ?? null, next: items[0] ?? null, later: items.slice(1) };
}
