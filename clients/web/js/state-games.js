// Games in the state: `game.started` and `game.stopped`, and every game's own frames handed to
// the game's reducer. `games` is injected by js/state.js's `createReducer` ({byId(id),
// forEvent(type)}: js/games/registry.js's `gameRegistry`), never imported. Pure; used by state.js.

/** The running game from a snapshot's `game` (null when none), with its pause (Protocol/PROTOCOL.md §16.7) when paused. */
export function gameFromSnapshot(games, g, state) {
  if (!g) return null;
  const game = games.byId(g.game).fromSnapshot(g, state);
  return g.paused ? { ...game, pause: pauseOf({ reason: g.pause_reason, remaining_ms: g.remaining_ms, waiting_for: g.waiting_for }) } : game;
}

/** A pause as the state keeps it: {reason: 'host'|'guesser_away', remaining_ms, waiting_for}. */
function pauseOf(f) {
  return { reason: f.reason ?? 'host', remaining_ms: typeof f.remaining_ms === 'number' ? f.remaining_ms : null, waiting_for: f.waiting_for ?? null };
}

/** The running game's pause, or null while it runs (or when no game runs). */
export function gamePause(state) {
  return state.game?.pause ?? null;
}

/** Whether a frame type belongs to the games (`game.*` or a registered game's prefix). */
export function isGameFrame(games, type) {
  return type.startsWith('game.') || !!games.forEvent(type);
}

/**
 * When the server sent `frame`, told by the game that owns it from its own timer fields and the
 * running game's `options` (js/clock.js takes it as a sample); null for any other frame.
 */
export function gameSentAt(games, frame, options) {
  const sent = games.forEvent(frame.type)?.sentAt?.(frame, options ?? {});
  return Number.isFinite(sent) ? sent : null;
}

/** Game frames: `game.*` here, the rest by the game that owns them. `sys` adds a system line. */
export function reduceGame(games, s, f, now, sys) {
  switch (f.type) {
    case 'game.started': {
      const base = games.byId(f.game).started(f);
      return sys({ ...s, game: { ...base, options: f.options ?? {} }, finished: null, wyrHistory: null }, 'sysGameStarted', [f.game]);
    }
    case 'game.paused':
      // Every timer of the game stands still; its own frames go on being reduced as they come.
      return s.game ? sys({ ...s, game: { ...s.game, pause: pauseOf(f) } }, f.reason === 'guesser_away' ? 'webPausedWaiting' : 'webPausedHost', [nameOfPlayer(s, f.waiting_for)]) : s;
    case 'game.resumed':
      // The running timer goes on from `ends_at_ms` (now + the time that was left).
      return s.game ? sys({ ...s, game: { ...moveDeadline(s.game, s.game.ends_at_ms, f.ends_at_ms), pause: null } }, 'webResumed') : s;
    case 'game.stopped': {
      // `totals`: the players' room totals with this game's points in (any game's, even one this client cannot count).
      const totals = new Map((f.totals ?? []).map((e) => [e.player_id, e.score]));
      const room = s.room && totals.size
        ? { ...s.room, members: s.room.members.map((m) => (totals.has(m.player_id) ? { ...m, score: totals.get(m.player_id) } : m)) }
        : s.room;
      return sys({ ...s, room, game: null, finished: s.finished ?? (s.game ? { game: s.game.game } : null) }, 'sysGameStopped');
    }
    default: {
      const owner = games.forEvent(f.type) ?? (s.game ? games.byId(s.game.game) : null);
      return owner ? owner.reduce(s, f, now, sys) : s;
    }
  }
}

function nameOfPlayer(s, id) {
  return s.room?.members.find((m) => m.player_id === id)?.name ?? id ?? '';
}

/**
 * The game with its running timer's deadline moved from `from` to `to` (a resume): `ends_at_ms`, and
 * the same deadline where a game's frame repeats it (`summary.next_round_at_ms`, `results.next_question_at_ms`).
 */
export function moveDeadline(game, from, to) {
  if (to == null || from == null || from === to) return to == null ? game : { ...game, ends_at_ms: to };
  const out = { ...game, ends_at_ms: to };
  for (const [k, v] of Object.entries(game)) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) continue;
    const moved = Object.entries(v).filter(([key, at]) => key.endsWith('_at_ms') && at === from);
    if (moved.length) out[k] = { ...v, ...Object.fromEntries(moved.map(([key]) => [key, to])) };
  }
  return out;
}
