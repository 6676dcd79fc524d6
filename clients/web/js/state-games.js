// Games in the state: `game.started` and `game.stopped`, and every game's own frames handed to
// the game's reducer. `games` is injected by js/state.js's `createReducer` ({byId(id),
// forEvent(type)}: js/games/registry.js's `gameRegistry`), never imported. Pure; used by state.js.

/** The running game from a snapshot's `game` (null when none). */
export function gameFromSnapshot(games, g, state) {
  if (!g) return null;
  return games.byId(g.game).fromSnapshot(g, state);
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
