// Most Likely To in the client state: the game from a snapshot, from `game.started`, and its
// `ml.*` events. Ballots are secret: only this player's own vote is ever held (`my_vote`), and
// the server never says who voted for whom. Pure.

import { secondsMs, sentBefore } from '../../clock.js';

/** The game's id on the wire. */
export const ML = 'most_likely';

/** The prompt categories (`mixed`: all of them). */
export const ML_CATEGORIES = ['mixed', 'everyday', 'silly', 'future'];

/** The running game from a snapshot's `game`. */
export function fromSnapshot(g) {
  return {
    game: ML, phase: g.phase, round: g.round ?? 0, rounds: g.rounds ?? 0, prompt_id: g.prompt_id ?? null, text: g.text ?? null,
    ends_at_ms: g.ends_at_ms ?? null, players: g.players ?? [], votes_in: g.votes_in ?? 0, voters: g.voters ?? 0,
    my_vote: g.my_vote ?? null, results: g.results ?? null, standings: g.standings ?? [],
  };
}

/** The game as `game.started` begins it. */
export function started() {
  return { game: ML, phase: 'starting', round: 0, rounds: 0, prompt_id: null, text: null, ends_at_ms: null, players: [],
    votes_in: 0, voters: 0, my_vote: null, results: null, standings: [] };
}

function patch(s, fields) {
  return s.game?.game === ML ? { ...s, game: { ...s.game, ...fields } } : s;
}

/** The players who vote this round: the connected players of the room (the server counts them the same way). */
function roundPlayers(s) {
  return (s.room?.members ?? []).filter((m) => m.role === 'player' && m.connected !== false).map((m) => m.player_id);
}

/** Standings as scoreboard lines ({player_id, score}: times on top). */
export function standingsBoard(standings) {
  return (standings ?? []).map((e) => ({ player_id: e.player_id, score: e.times_most ?? 0 }));
}

/** The `ml.*` events (and `local.ml_vote`, this player's own vote). `sys` adds a system line. */
export function reduce(s, f, now, sys) {
  switch (f.type) {
    case 'ml.prompt':
      return patch(s, { phase: 'voting', round: f.round, rounds: f.rounds ?? s.game?.rounds ?? 0, prompt_id: f.prompt_id, text: f.text,
        ends_at_ms: f.ends_at_ms, players: roundPlayers(s), votes_in: 0, voters: roundPlayers(s).length, my_vote: null, results: null });
    case 'ml.vote_cast':
      return patch(s, { votes_in: f.votes_in, voters: f.voters });
    case 'ml.results':
      return patch(s, { phase: 'results', results: f, ends_at_ms: f.next_round_at_ms ?? null,
        standings: addTimesMost(s.game?.standings ?? [], f.most ?? []) });
    case 'ml.game_over':
      return { ...patch(s, { phase: 'over', ends_at_ms: null, standings: f.standings ?? [] }),
        finished: { game: ML, scoreboard: standingsBoard(f.standings) } };
    case 'ml.prompt_added':
      return sys(s, 'mlPromptAdded', [String(f.count)]);
    case 'local.ml_vote':
      return patch(s, { my_vote: f.player_id });
    default:
      return s;
  }
}

/** The standings after a round whose top players were `most` (most times on top first). */
export function addTimesMost(standings, most) {
  const next = standings.map((e) => ({ ...e }));
  for (const id of most) {
    const line = next.find((e) => e.player_id === id);
    if (line) line.times_most += 1; else next.push({ player_id: id, name: '', times_most: 1 });
  }
  return next.sort((a, b) => b.times_most - a.times_most || (a.player_id < b.player_id ? -1 : 1));
}

/** Whether `me` may vote for `id` now: both players of the round, never oneself. */
export function canVoteFor(game, me, id) {
  return game?.phase === 'voting' && !!me && id !== me && game.players.includes(me) && game.players.includes(id);
}

/**
 * When the server sent a Most Likely To frame, from its own timer fields and the game's options
 * (js/clock.js's sample): a prompt `vote_seconds` before its vote closes, results
 * `break_seconds` before the next prompt. Null for the rest.
 */
export function sentAt(frame, options = {}) {
  switch (frame.type) {
    case 'ml.prompt':
      return sentBefore(frame.ends_at_ms, secondsMs(options.vote_seconds));
    case 'ml.results':
      return sentBefore(frame.next_round_at_ms, secondsMs(options.break_seconds));
    default:
      return null;
  }
}
