// Would You Rather in the client state: the game from a snapshot, from `game.started`, its
// `wyr.*` events, and the percentages and history order the server uses. Pure.

import { nameOf } from '../../selectors.js';
import { secondsMs, sentBefore } from '../../clock.js';

/** The game's id on the wire. */
export const WYR = 'would_you_rather';

/** Would You Rather categories. */
export const WYR_CATEGORIES = ['superpowers', 'lifestyle', 'silly', 'philosophical', 'daily_life', 'fantasy'];

/** The running game from a snapshot's `game`. */
export function fromSnapshot(g) {
  return {
    game: WYR, phase: g.phase, round: g.round, question: g.question ?? null, ends_at_ms: g.ends_at_ms ?? null,
    votes_in: g.votes_in ?? 0, voters: g.voters ?? 0, my_vote: g.my_vote ?? null, results: g.results ?? null,
    options: { vote_seconds: g.vote_seconds, results_seconds: g.results_seconds, categories: g.categories },
  };
}

/** The game as `game.started` begins it. */
export function started() {
  return { game: WYR, phase: 'starting', round: 0, question: null, ends_at_ms: null, votes_in: 0, voters: 0, my_vote: null, results: null };
}

function patch(s, fields) {
  return s.game?.game === WYR ? { ...s, game: { ...s.game, ...fields } } : s;
}

/** The `wyr.*` events (and `local.my_vote`). `sys` adds a system line to the chat. */
export function reduce(s, f, now, sys) {
  switch (f.type) {
    case 'wyr.question':
      // Until the first vote says otherwise, the voters are the connected players.
      return patch(s, {
        phase: 'voting', round: f.round, ends_at_ms: f.ends_at_ms, votes_in: 0, my_vote: null, results: null,
        voters: (s.room?.members ?? []).filter((m) => m.role === 'player' && m.connected).length,
        question: { question_id: f.question_id, a: f.a, b: f.b, category: f.category, custom: !!f.custom },
      });
    case 'wyr.vote_cast':
      return patch(s, { votes_in: f.votes_in, voters: f.voters });
    case 'wyr.results':
      return patch(s, { phase: 'results', results: f, ends_at_ms: f.next_question_at_ms ?? null });
    case 'wyr.game_over':
      return { ...patch(s, { phase: 'over', ends_at_ms: null }), finished: { game: WYR, rounds: f.rounds } };
    case 'wyr.question_added':
      return sys(s, 'webQuestionAdded', [nameOf(s, f.player_id), String(f.queued ?? '')]);
    case 'wyr.reset':
      return sys({ ...s, wyrHistory: null }, 'webResetDone', [nameOf(s, f.by)]);
    case 'local.my_vote':
      return patch(s, { my_vote: f.choice });
    default:
      return s;
  }
}

/**
 * Percentages of two counts as the server computes them (largest remainder): integers that
 * sum to 100 when there is a vote; the leftover point goes to the larger remainder, `a` on a tie.
 */
export function percentages(a, b) {
  const total = a + b;
  if (total <= 0) return [0, 0];
  let pa = Math.floor((100 * a) / total);
  let pb = Math.floor((100 * b) / total);
  if (pa + pb < 100) {
    const ra = (100 * a) % total;
    const rb = (100 * b) % total;
    if (ra >= rb) pa += 1; else pb += 1;
  }
  return [pa, pb];
}

/** History entries sorted as the server does: most responses (players + audience) first. */
export function sortHistory(questions) {
  const total = (q) => (q.a_votes ?? 0) + (q.b_votes ?? 0) + (q.audience?.a_votes ?? 0) + (q.audience?.b_votes ?? 0);
  return questions.map((q, i) => ({ q, i })).sort((x, y) => total(y.q) - total(x.q) || x.i - y.i).map((x) => x.q);
}

/**
 * When the server sent a Would You Rather frame, from its own timer fields and the game's options
 * (js/clock.js's sample): a question `vote_seconds` before its end, results `results_seconds`
 * before the next question. Null for the rest.
 */
export function sentAt(frame, options = {}) {
  switch (frame.type) {
    case 'wyr.question':
      return sentBefore(frame.ends_at_ms, secondsMs(options.vote_seconds));
    case 'wyr.results':
      return sentBefore(frame.next_question_at_ms, secondsMs(options.results_seconds));
    default:
      return null;
  }
}
