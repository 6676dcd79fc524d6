// Odd One Out in the client state: the game from a snapshot, from `game.started`, and its
// `odd.*` events. Only this player's own word is ever held (`my_word`); the TV and the audience
// never receive one. Pure.

import { secondsMs, sentBefore } from '../../clock.js';

/** The game's id on the wire. */
export const ODD = 'odd_one_out';

/** The categories the server deals from (`mixed`: a new one each round). */
export const ODD_CATEGORIES = ['mixed', 'animals', 'food', 'sports', 'technology', 'music', 'nature'];

/** The running game from a snapshot's `game`. */
export function fromSnapshot(g) {
  return {
    game: ODD, phase: g.phase, round: g.round ?? 0, rounds: g.rounds ?? 0, category: g.category ?? null,
    ends_at_ms: g.ends_at_ms ?? null, players: g.players ?? [], clues: g.clues ?? [], votes_in: g.votes_in ?? 0,
    voters: g.voters ?? 0, my_word: g.my_word ?? null, my_vote: g.my_vote ?? null, reveal: g.reveal ?? null, scores: g.scores ?? [],
  };
}

/** The game as `game.started` begins it. */
export function started() {
  return { game: ODD, phase: 'starting', round: 0, rounds: 0, category: null, ends_at_ms: null, players: [], clues: [],
    votes_in: 0, voters: 0, my_word: null, my_vote: null, reveal: null, scores: [] };
}

function patch(s, fields) {
  return s.game?.game === ODD ? { ...s, game: { ...s.game, ...fields } } : s;
}

/** The `odd.*` events (and `local.odd_vote`, this player's own vote). `sys` adds a system line. */
export function reduce(s, f, now, sys) {
  switch (f.type) {
    case 'odd.round_started':
      return patch(s, { phase: 'clues', round: f.round, rounds: f.rounds, category: f.category, players: f.players ?? [],
        ends_at_ms: f.ends_at_ms, clues: [], votes_in: 0, voters: (f.players ?? []).length, my_word: null, my_vote: null, reveal: null });
    case 'odd.word':
      return patch(s, { my_word: f.word });
    case 'odd.clue_given':
      return patch(s, { clues: [...(s.game?.clues ?? []), { player_id: f.player_id, text: f.text }] });
    case 'odd.voting':
      return patch(s, { phase: 'voting', ends_at_ms: f.ends_at_ms });
    case 'odd.vote_cast':
      return patch(s, { votes_in: f.votes_in, voters: f.voters });
    case 'odd.round_ended':
      return patch(s, { phase: 'reveal', reveal: f, my_word: null, scores: f.scores ?? [], ends_at_ms: f.next_round_at_ms ?? null });
    case 'odd.game_over':
      return { ...patch(s, { phase: 'over', ends_at_ms: null, scores: f.scoreboard ?? [] }), finished: { game: ODD, scoreboard: f.scoreboard ?? [] } };
    case 'local.odd_vote':
      return patch(s, { my_vote: f.player_id });
    default:
      return s;
  }
}

/** Whether this player may still give a clue this round. */
export function canClue(game, me) {
  return game?.phase === 'clues' && !!me && game.players.includes(me) && !game.clues.some((c) => c.player_id === me);
}

/**
 * When the server sent an Odd One Out frame, from its own timer fields and the game's options
 * (js/clock.js's sample): a round `clue_seconds` before its clues close, the vote `vote_seconds`
 * before it closes, the reveal `reveal_seconds` before the next round. Null for the rest.
 */
export function sentAt(frame, options = {}) {
  switch (frame.type) {
    case 'odd.round_started':
      return sentBefore(frame.ends_at_ms, secondsMs(options.clue_seconds));
    case 'odd.voting':
      return sentBefore(frame.ends_at_ms, secondsMs(options.vote_seconds));
    case 'odd.round_ended':
      return sentBefore(frame.next_round_at_ms, secondsMs(options.reveal_seconds));
    default:
      return null;
  }
}
