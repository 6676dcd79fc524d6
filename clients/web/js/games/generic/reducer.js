// Any game the client has no folder for: its state is the server's snapshot of it (the game's
// `view(for:)`), its announced options and a log of its events. Pure.

/** Events kept in the log. */
export const LOG_LIMIT = 8;

/** The game from a snapshot's `game` (every field kept as the server sent it). */
export function fromSnapshot(g, state) {
  const options = state?.game?.game === g.game ? state.game.options : {};
  return { game: g.game, generic: true, phase: g.phase ?? null, view: g, options: options ?? {}, log: state?.game?.game === g.game ? state.game.log : [] };
}

/** The game as `game.started` begins it. */
export function started(f) {
  return { game: f.game, generic: true, phase: null, view: null, log: [] };
}

/** Every other frame while the game runs goes to its log (the view then asks for a snapshot). */
export function reduce(s, f) {
  if (!s.game?.generic || f.type.startsWith('local.')) return s;
  const { type, room, seq, ...fields } = f;
  return { ...s, game: { ...s.game, log: [...s.game.log, { type, fields }].slice(-LOG_LIMIT) } };
}

/**
 * Parameters typed as `key=value` lines (or `key=value, key=value`): numbers, `true`/`false`
 * and JSON arrays/objects become values of their own type, anything else stays text.
 * Returns {params} or {error: the line that is not `key=value`}.
 */
export function parseParams(text) {
  const params = {};
  for (const raw of String(text ?? '').split(/\n|,(?![^[{]*[\]}])/)) {
    const line = raw.trim();
    if (!line) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) return { error: line };
    const key = line.slice(0, eq).trim();
    params[key] = typedValue(line.slice(eq + 1).trim());
  }
  return { params };
}

function typedValue(v) {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v !== '' && Number.isFinite(Number(v))) return Number(v);
  if (/^[[{]/.test(v)) {
    try { return JSON.parse(v); } catch { return v; }
  }
  return v;
}

/** "coin_race" → "Coin race": a readable title for a game id. */
export function titleOf(id) {
  const words = String(id ?? '').replace(/[_.-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '?';
}

/**
 * The rows a snapshot shows: [label, text] for every field but `game`, player ids replaced by
 * names (`nameOf`), lists and objects written compactly.
 */
export function snapshotRows(view, nameOf) {
  return Object.entries(view ?? {}).filter(([k]) => k !== 'game').map(([k, v]) => [titleOf(k), valueText(v, nameOf)]);
}

function valueText(v, nameOf) {
  if (v == null) return '—';
  if (typeof v === 'string') return nameOf(v) ?? v;
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return v.map((x) => valueText(x, nameOf)).join(', ') || '—';
  return Object.entries(v).map(([k, x]) => `${nameOf(k) ?? k}: ${valueText(x, nameOf)}`).join(' · ') || '—';
}
