// Places on every scoreboard (phones, TV, the night's board, the recap; the server's share card
// does the same, PartyCore's NightRanking): standard competition ranking — equal scores share a
// place and the next place skips as many (1, 1, 3) — and medals for places 1 to 3, never for 0
// points. Pure.

/**
 * `entries` best first (by `score(e)`, the given order kept for equal scores) as
 * [{entry, place, medal}]: `medal` 1, 2 or 3 (gold, silver, bronze) or 0 for none.
 */
export function ranked(entries, score = (e) => e.score ?? 0) {
  const sorted = [...(entries ?? [])].map((entry, i) => ({ entry, i, value: Number(score(entry)) || 0 }))
    .sort((a, b) => b.value - a.value || a.i - b.i);
  let place = 0;
  return sorted.map((row, i) => {
    if (i === 0 || row.value !== sorted[i - 1].value) place = i + 1;
    return { entry: row.entry, place, medal: medalFor(place, row.value) };
  });
}

/** The medal of `place` with `points`: 1–3 for the first three places, 0 past them or without points. */
export function medalFor(place, points) {
  return points > 0 && place >= 1 && place <= 3 ? place : 0;
}

/** 🥇🥈🥉 for a medal, the place as "4." without one. */
export function placeMark(place, medal) {
  return ['🥇', '🥈', '🥉'][medal - 1] ?? `${place}.`;
}
