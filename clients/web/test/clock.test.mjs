import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addSample, createClock, msLeft, offsetMs, secondsLeft, secondsMs, sentBefore, serverNow, MAX_SAMPLES } from '../js/clock.js';
import { createReducer, initialState } from '../js/state.js';
import { GAMES, gameRegistry } from '../js/games/registry.js';
import { randomSentAt } from '../js/state-random.js';

const game = (id) => GAMES.find((g) => g.id === id);

test('no samples: the local clock is the server clock', () => {
  const c = createClock();
  assert.equal(offsetMs(c), 0);
  assert.equal(serverNow(c, 1000), 1000);
});

test('the largest sample wins: it had the least network delay', () => {
  let c = createClock();
  c = addSample(c, 10_000, 5_000); // offset 5000 minus a delay
  c = addSample(c, 20_100, 15_000); // 5100: less delay
  c = addSample(c, 30_000, 25_050); // 4950
  assert.equal(offsetMs(c), 5100);
});

test('only recent samples count', () => {
  let c = addSample(createClock(), 1_000_000, 0);
  for (let i = 0; i < MAX_SAMPLES; i++) c = addSample(c, 100, 0);
  assert.equal(offsetMs(c), 100);
});

test('remaining time follows the server clock, rounded up, never negative', () => {
  const c = addSample(createClock(), 100_000, 90_000); // server is 10 s ahead
  assert.equal(msLeft(c, 105_000, 90_000), 5000);
  assert.equal(secondsLeft(c, 105_000, 90_001), 5);
  assert.equal(secondsLeft(c, 105_000, 94_999), 1);
  assert.equal(secondsLeft(c, 105_000, 99_000), 0);
  assert.equal(secondsLeft(c, null, 0), null);
});

test('a moment named after a frame tells when it was sent', () => {
  assert.equal(sentBefore(61_000, 60_000), 1000);
  assert.equal(sentBefore(61_000, null), null);
  assert.equal(sentBefore(undefined, 5), null);
  assert.equal(secondsMs(20), 20_000);
  assert.equal(secondsMs(undefined), null);
});

test('each game tells from its own timer fields when the server sent its frames', () => {
  const gop = game('guess_or_pass').sentAt;
  assert.equal(gop({ type: 'gop.countdown', starts_at_ms: 500, ends_at_ms: 5500 }), 500);
  assert.equal(gop({ type: 'gop.round_started', ends_at_ms: 61_000, duration_ms: 60_000 }), 1000);
  assert.equal(gop({ type: 'gop.round_ended', next_round_at_ms: 6000 }, { break_seconds: 5 }), 1000);
  assert.equal(gop({ type: 'gop.round_ended' }, { break_seconds: 5 }), null);
  const wyr = game('would_you_rather').sentAt;
  assert.equal(wyr({ type: 'wyr.question', ends_at_ms: 21_000 }, { vote_seconds: 20 }), 1000);
  assert.equal(wyr({ type: 'wyr.question', ends_at_ms: 21_000 }, {}), null);
  assert.equal(wyr({ type: 'wyr.results', next_question_at_ms: 4000 }, { results_seconds: 3 }), 1000);
  const odd = game('odd_one_out').sentAt;
  assert.equal(odd({ type: 'odd.round_started', ends_at_ms: 61_000 }, { clue_seconds: 60 }), 1000);
  assert.equal(odd({ type: 'odd.voting', ends_at_ms: 31_000 }, { vote_seconds: 30 }), 1000);
  assert.equal(odd({ type: 'odd.round_ended', next_round_at_ms: 9000 }, { reveal_seconds: 8 }), 1000);
  assert.equal(odd({ type: 'odd.vote_cast', votes_in: 1 }, { vote_seconds: 30 }), null);
  const dice = [{ delay_ms: 10, duration_ms: 600 }, { delay_ms: 200, duration_ms: 900 }];
  assert.equal(randomSentAt({ type: 'dice.rolled', dice, settles_at_ms: 2100 }), 1000);
  assert.equal(randomSentAt({ type: 'chat.message' }), null);
});

test('the reducer feeds the clock from any game that tells, Odd One Out included', () => {
  const reduce = createReducer(gameRegistry);
  let s = reduce(initialState(), { type: 'game.started', game: 'odd_one_out', options: { clue_seconds: 60, vote_seconds: 30, reveal_seconds: 8 } }, 0);
  s = reduce(s, { type: 'odd.round_started', round: 1, rounds: 3, category: 'animals', players: ['p1'], ends_at_ms: 160_000 }, 40_000);
  assert.equal(offsetMs(s.clock), 60_000, 'the server sent it at 100 s, read here at 40 s');
  s = reduce(s, { type: 'odd.voting', round: 1, ends_at_ms: 200_000 }, 109_000);
  assert.equal(offsetMs(s.clock), 61_000, 'the sample with the least delay wins');
  const other = createReducer({ byId: gameRegistry.byId, forEvent: () => null }); // a registry that knows no game tells nothing
  assert.equal(offsetMs(other(initialState(), { type: 'odd.voting', round: 1, ends_at_ms: 200_000 }, 109_000).clock), 0);
});
