// The score beside each player in the member list and on the TV, by ONE rule per screen: the
// running game's points while a game with scores runs (Guess or Pass, Odd One Out); the night's
// points in a night's room; the room's total otherwise (the snapshot's `score`: every game's
// points, as a night counts them). The label says which. Pure.

import { scoresMap } from './games/common.js';

/** {kind: 'game'|'night'|'room', labelKey, scores: {player_id: points}} for `state`. */
export function sideScores(state) {
  const game = gameScores(state.game);
  if (game) return { kind: 'game', labelKey: 'webScoresGame', scores: game };
  if (state.night) {
    const scores = {};
    for (const s of state.night.standings ?? []) scores[s.player_id] = s.points ?? 0;
    return { kind: 'night', labelKey: 'webScoresNight', scores };
  }
  const scores = {};
  for (const m of state.room?.members ?? []) if (m.role !== 'audience') scores[m.player_id] = m.score ?? 0;
  return { kind: 'room', labelKey: 'webScoresRoom', scores };
}

/** The running game's points by player, or null for a game without scores (or none). */
function gameScores(g) {
  if (!g?.scores) return null;
  if (Array.isArray(g.scores)) return scoresMap(g.scores);
  return typeof g.scores === 'object' ? { ...g.scores } : null;
}
