// Games in the state: Guess or Pass and Would You Rather. Pure; used by state.js.

import { who } from './state-random.js';

const GOP = 'guess_or_pass';
const WYR = 'would_you_rather';

function scoresMap(list) {
  const out = {};
  for (const e of list ?? []) out[e.player_id] = e.score;
  return out;
}

/** The running game from a snapshot's `game` (null when none). */
export function gameFromSnapshot(g, state) {
  if (!g) return null;
  if (g.game === GOP) {
    const card = g.current_card ? { index: g.current_card.index, word: state.hideWords ? undefined : g.current_card.word } : null;
    return {
      game: GOP, phase: g.phase, round: g.round, guesser: g.guesser, category: g.category, ends_at_ms: g.ends_at_ms ?? null,
      card, cards: g.cards ?? [], scores: scoresMap(g.scores), missed: [], summary: null, scoreboard: null,
      options: { round_seconds: g.round_seconds, countdown_seconds: g.countdown_seconds, break_seconds: g.break_seconds, category: g.category },
    };
  }
  if (g.game === WYR) {
    return {
      game: WYR, phase: g.phase, round: g.round, question: g.question ?? null, ends_at_ms: g.ends_at_ms ?? null,
      votes_in: g.votes_in ?? 0, voters: g.voters ?? 0, my_vote: g.my_vote ?? null, results: g.results ?? null,
      options: { vote_seconds: g.vote_seconds, results_seconds: g.results_seconds, categories: g.categories },
    };
  }
  return { game: g.game, phase: g.phase, options: {} };
}

function gop(s, patch) {
  return s.game?.game === GOP ? { ...s, game: { ...s.game, ...patch } } : s;
}

function wyr(s, patch) {
  return s.game?.game === WYR ? { ...s, game: { ...s.game, ...patch } } : s;
}

/** Game events (`game.*`, `gop.*`, `wyr.*`). `sys` adds a system line to the chat. */
export function reduceGame(s, f, now, sys) {
  const g = s.game;
  switch (f.type) {
    case 'game.started': {
      const base = f.game === GOP
        ? { game: GOP, phase: 'starting', round: 0, guesser: null, category: f.options?.category, ends_at_ms: null, card: null, cards: [], scores: {}, missed: [], summary: null, scoreboard: null }
        : { game: f.game, phase: 'starting', round: 0, question: null, ends_at_ms: null, votes_in: 0, voters: 0, my_vote: null, results: null };
      return sys({ ...s, game: { ...base, options: f.options ?? {} }, finished: null, wyrHistory: null }, 'sysGameStarted', [f.game]);
    }
    case 'game.stopped':
      return sys({ ...s, game: null, finished: s.finished ?? (g ? { game: g.game } : null) }, 'sysGameStopped');
    case 'gop.countdown':
      return gop(s, { phase: 'countdown', guesser: f.guesser, category: f.category, round: f.round, ends_at_ms: f.ends_at_ms, card: null, cards: [], missed: [], summary: null });
    case 'gop.round_started':
      return gop(s, { phase: 'round', guesser: f.guesser, category: f.category, round: f.round, ends_at_ms: f.ends_at_ms, scores: { ...g?.scores, [f.guesser]: 0 } });
    case 'gop.card':
      return gop(s, { card: { index: f.index, word: s.hideWords ? undefined : f.word } });
    case 'gop.card_hidden':
      return gop(s, { card: { index: f.index } });
    case 'gop.card_resolved': {
      if (g?.game !== GOP) return s;
      const cards = [...g.cards.filter((c) => c.index !== f.index), { index: f.index, word: f.word, outcome: f.outcome, by: f.by }];
      const scores = f.outcome === 'correct' && g.guesser ? { ...g.scores, [g.guesser]: (g.scores[g.guesser] ?? 0) + 1 } : g.scores;
      const card = g.card?.index === f.index ? null : g.card;
      return gop(s, { cards, scores, card, lastResolved: { index: f.index, word: f.word, outcome: f.outcome, at: now } });
    }
    case 'gop.guess_missed':
      return gop(s, { missed: [...(g?.missed ?? []), { player_id: f.player_id, text: f.text, at: now }].slice(-5) });
    case 'gop.round_ended': {
      if (g?.game !== GOP) return s;
      const bumped = s.room
        ? { ...s, room: { ...s.room, members: s.room.members.map((m) => (m.player_id === f.guesser ? { ...m, score: (m.score ?? 0) + (f.score ?? 0) } : m)) } }
        : s;
      return gop(bumped, { phase: 'round_over', summary: f, card: null, ends_at_ms: f.next_round_at_ms ?? null });
    }
    case 'gop.game_over':
      return { ...gop(s, { phase: 'over', scoreboard: f.scoreboard ?? [], ends_at_ms: null }), finished: { game: GOP, scoreboard: f.scoreboard ?? [], reason: f.reason } };
    case 'wyr.question':
      // Until the first vote says otherwise, the voters are the connected players.
      return wyr(s, {
        phase: 'voting', round: f.round, ends_at_ms: f.ends_at_ms, votes_in: 0, my_vote: null, results: null,
        voters: (s.room?.members ?? []).filter((m) => m.role === 'player' && m.connected).length,
        question: { question_id: f.question_id, a: f.a, b: f.b, category: f.category, custom: !!f.custom },
      });
    case 'wyr.vote_cast':
      return wyr(s, { votes_in: f.votes_in, voters: f.voters });
    case 'wyr.results':
      return wyr(s, { phase: 'results', results: f, ends_at_ms: f.next_question_at_ms ?? null });
    case 'wyr.game_over':
      return { ...wyr(s, { phase: 'over', ends_at_ms: null }), finished: { game: WYR, rounds: f.rounds } };
    case 'wyr.question_added':
      return sys(s, 'webQuestionAdded', [who(s, f.player_id), String(f.queued ?? '')]);
    case 'gop.word_added':
      return s.room ? sys({ ...s, room: { ...s.room, custom_words: f.count } }, 'webWordAdded', [String(f.count)]) : s;
    case 'wyr.reset':
      return sys({ ...s, wyrHistory: null }, 'webResetDone', [who(s, f.by)]);
    default:
      return s;
  }
}

/** This member's part in the running Guess or Pass: `guesser`, `giver`, `audience` or null. */
export function gopRole(state) {
  const g = state.game;
  if (g?.game !== GOP || !state.me) return null;
  const me = state.room?.members.find((m) => m.player_id === state.me.player_id);
  if (me?.role === 'audience') return 'audience';
  return g.guesser === state.me.player_id ? 'guesser' : 'giver';
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
