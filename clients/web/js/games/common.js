// Small pure helpers shared by the games' reducers.

/** {player_id: score} from a list of {player_id, score}. */
export function scoresMap(list) {
  const out = {};
  for (const e of list ?? []) out[e.player_id] = e.score;
  return out;
}
