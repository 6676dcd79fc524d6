import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addSample, createClock, msLeft, offsetMs, secondsLeft, sentAt, serverNow, MAX_SAMPLES } from '../js/clock.js';

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

test('frames that tell the server time', () => {
  assert.equal(sentAt({ type: 'gop.countdown', starts_at_ms: 500, ends_at_ms: 5500 }), 500);
  assert.equal(sentAt({ type: 'gop.round_started', ends_at_ms: 61_000, duration_ms: 60_000 }), 1000);
  assert.equal(sentAt({ type: 'wyr.question', ends_at_ms: 21_000 }, { vote_seconds: 20 }), 1000);
  assert.equal(sentAt({ type: 'wyr.question', ends_at_ms: 21_000 }, {}), null);
  assert.equal(sentAt({ type: 'wyr.results', next_question_at_ms: 4000 }, { results_seconds: 3 }), 1000);
  assert.equal(sentAt({ type: 'gop.round_ended', next_round_at_ms: 6000 }, { break_seconds: 5 }), 1000);
  assert.equal(sentAt({ type: 'gop.round_ended' }, { break_seconds: 5 }), null);
  const dice = [{ delay_ms: 10, duration_ms: 600 }, { delay_ms: 200, duration_ms: 900 }];
  assert.equal(sentAt({ type: 'dice.rolled', dice, settles_at_ms: 2100 }), 1000);
  assert.equal(sentAt({ type: 'chat.message' }), null);
});
