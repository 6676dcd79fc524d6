// Games in the state: `game.started` and `game.stopped`, and every game's own frames handed to
// the game's reducer from the registry (js/games/). Pure; used by state.js.

import { gameById, gameForEvent } from './games/registry.js';

/** The running game from a snapshot's `game` (null when none). */
export function gameFromSnapshot(g, state) {
  if (!g) return null;
  return gameById(g.game).fromSnapshot(g, state);
}

/** Whether a frame type belongs to the games (`game.*` or a registered game's prefix). */
export function isGameFrame(type) {
  return type.startsWith('game.') || !!gameForEvent(type);
}

/** Game frames: `game.*` here, the rest by the game that owns them. `sys` adds a system line. */
export function reduceGame(s, f, now, sys) {
  switch (f.type) {
    case 'game.started': {
      const base = gameById(f.game).started(f);
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
      const owner = gameForEvent(f.type) ?? (s.game ? gameById(s.game.game) : null);
      return owner ? owner.reduce(s, f, now, sys) : s;
    }
  }
}
