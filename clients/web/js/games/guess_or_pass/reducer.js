// Guess or Pass in the client state: the game from a snapshot, from `game.started`, and its
// `gop.*` events. Pure; reached through the games registry.

import { scoresMap } from '../common.js';
import { secondsMs, sentBefore } from '../../clock.js';

/** The game's id on the wire. */
export const GOP = 'guess_or_pass';

/** The running game from a snapshot's `game`. `state.hideWords` (the TV) drops the word. */
export function fromSnapshot(g, state) {
  const card = g.current_card ? { index: g.current_card.index, word: state.hideWords ? undefined : g.current_card.word } : null;
  return {
    game: GOP, phase: g.phase, round: g.round, guesser: g.guesser, category: g.category, mode: g.mode ?? 'secret', ends_at_ms: g.ends_at_ms ?? null,
    card, cards: g.cards ?? [], scores: scoresMap(g.scores), missed: [], summary: null, scoreboard: null,
    options: { round_seconds: g.round_seconds, countdown_seconds: g.countdown_seconds, break_seconds: g.break_seconds, category: g.category, mode: g.mode ?? 'secret' },
  };
}

/** The game as `game.started` {game, options} begins it. */
export function started(f) {
  return {
    game: GOP, phase: 'starting', round: 0, guesser: null, category: f.options?.category, mode: f.options?.mode ?? f.mode ?? 'secret',
    ends_at_ms: null, card: null, cards: [], scores: {}, missed: [], summary: null, scoreboard: null,
  };
}

function patch(s, fields) {
  return s.game?.game === GOP ? { ...s, game: { ...s.game, ...fields } } : s;
}

/** The `gop.*` events. `sys` adds a system line to the chat. */
export function reduce(s, f, now, sys) {
  const g = s.game;
  switch (f.type) {
    case 'gop.countdown':
      return patch(s, { phase: 'countdown', guesser: f.guesser, category: f.category, round: f.round, ends_at_ms: f.ends_at_ms, card: null, cards: [], missed: [], summary: null });
    case 'gop.round_started':
      return patch(s, { phase: 'round', guesser: f.guesser, category: f.category, round: f.round, ends_at_ms: f.ends_at_ms, scores: { ...g?.scores, [f.guesser]: 0 } });
    case 'gop.card':
      return patch(s, { card: { index: f.index, word: s.hideWords ? undefined : f.word } });
    case 'gop.card_hidden':
      return patch(s, { card: { index: f.index } });
    case 'gop.card_resolved': {
      if (g?.game !== GOP) return s;
      const cards = [...g.cards.filter((c) => c.index !== f.index), { index: f.index, word: f.word, outcome: f.outcome, by: f.by }];
      const scores = f.outcome === 'correct' && g.guesser ? { ...g.scores, [g.guesser]: (g.scores[g.guesser] ?? 0) + 1 } : g.scores;
      const card = g.card?.index === f.index ? null : g.card;
      return patch(s, { cards, scores, card, lastResolved: { index: f.index, word: f.word, outcome: f.outcome, at: now } });
    }
    case 'gop.guess_missed':
      return patch(s, { missed: [...(g?.missed ?? []), { player_id: f.player_id, text: f.text, at: now }].slice(-5) });
    case 'gop.round_ended': {
      if (g?.game !== GOP) return s;
      const bumped = s.room
        ? { ...s, room: { ...s.room, members: s.room.members.map((m) => (m.player_id === f.guesser ? { ...m, score: (m.score ?? 0) + (f.score ?? 0) } : m)) } }
        : s;
      return patch(bumped, { phase: 'round_over', summary: f, card: null, ends_at_ms: f.next_round_at_ms ?? null });
    }
    case 'gop.game_over':
      return { ...patch(s, { phase: 'over', scoreboard: f.scoreboard ?? [], ends_at_ms: null }), finished: { game: GOP, scoreboard: f.scoreboard ?? [], reason: f.reason } };
    case 'gop.word_added':
      return s.room ? sys({ ...s, room: { ...s.room, custom_words: f.count } }, 'webWordAdded', [String(f.count)]) : s;
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
 * When the server sent a Guess or Pass frame, from its own timer fields and the game's options
 * (js/clock.js's sample): a countdown says when it started, a round its end and length, a
 * round's end when the next starts (`break_seconds` later). Null for the rest.
 */
export function sentAt(frame, options = {}) {
  switch (frame.type) {
    case 'gop.countdown':
      return Number.isFinite(frame.starts_at_ms) ? frame.starts_at_ms : null;
    case 'gop.round_started':
      return sentBefore(frame.ends_at_ms, frame.duration_ms);
    case 'gop.round_ended':
      return sentBefore(frame.next_round_at_ms, secondsMs(options.break_seconds));
    default:
      return null;
  }
}
