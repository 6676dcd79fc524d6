// What fits on the TV: lists are cut to a fixed number of rows with a "+N more" line, so the
// screen never scrolls however many players, cards or dice there are. Pure.

/** The first rows of `items` that fit in `max` rows: {shown, more}. A "+N more" line takes the last row. */
export function fitRows(items, max) {
  if (items.length <= max) return { shown: items, more: 0 };
  const shown = items.slice(0, Math.max(0, max - 1));
  return { shown, more: items.length - shown.length };
}

/** The size class of a dice tray on the TV by number of dice: few big dice, many small ones. */
export function diceSize(count) {
  if (count <= 6) return 'huge';
  if (count <= 24) return 'large';
  return 'small';
}

/** Players (not audience) sorted by `scores` (by player id, js/side-scores.js; default their room score), highest first, then by name: the TV's list. */
export function rankedPlayers(members, scores = null) {
  return members
    .filter((m) => m.role === 'player')
    .map((m) => ({ ...m, total: scores ? (scores[m.player_id] ?? 0) : (m.score ?? 0) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
