import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anyRolling, diceAt, isRolling, settleMs, tumblingFace } from '../js/dice-schedule.js';
import { classifySwipe, gestureAction, tapSide } from '../js/gestures.js';
import { cleanCode, codeFromPath, isTvPath, seatStore } from '../js/seat-store.js';

const roll = [
  { value: 5, locked: false, delay_ms: 9, duration_ms: 562 },
  { value: 6, locked: true, delay_ms: 135, duration_ms: 780 },
  { value: 4, locked: false, delay_ms: 68, duration_ms: 818 },
];

test('every die follows its own delay and duration; locked dice stay still', () => {
  assert.equal(settleMs(roll), 915);
  assert.deepEqual(diceAt(roll, 0).map((d) => d.phase), ['waiting', 'still', 'waiting']);
  assert.deepEqual(diceAt(roll, 50).map((d) => d.phase), ['rolling', 'still', 'waiting']);
  assert.deepEqual(diceAt(roll, 600).map((d) => d.phase), ['settled', 'still', 'rolling']);
  assert.deepEqual(diceAt(roll, 886).map((d) => d.phase), ['settled', 'still', 'settled']);
  assert.equal(diceAt(roll, 9 + 281).at(0).progress, 0.5);
  assert.ok(anyRolling(roll, 885));
  assert.ok(!anyRolling(roll, 886)); // the locked die's timing does not keep it moving
});

test('the table is rolling until the server settle time', () => {
  assert.ok(isRolling(1000, 999));
  assert.ok(!isRolling(1000, 1000));
  assert.ok(!isRolling(null, 0));
});

test('tumbling faces stay within the sides', () => {
  for (let t = 0; t < 2000; t += 35) {
    const f = tumblingFace(6, 3, t);
    assert.ok(f >= 1 && f <= 6);
  }
});

test('swipes: right and left, ignoring short or vertical moves', () => {
  assert.equal(classifySwipe(120, 10), 'right');
  assert.equal(classifySwipe(-90, 20), 'left');
  assert.equal(classifySwipe(30, 0), null);
  assert.equal(classifySwipe(100, 90), null);
});

test('the guesser can never mark a card correct by a gesture', () => {
  for (const g of ['right', 'forward']) {
    assert.equal(gestureAction(g, 'guesser'), 'type');
    assert.equal(gestureAction(g, 'giver'), 'correct');
    assert.equal(gestureAction(g, 'audience'), null);
  }
  for (const g of ['left', 'back']) {
    assert.equal(gestureAction(g, 'guesser'), 'pass');
    assert.equal(gestureAction(g, 'giver'), 'pass');
  }
});

test('classic mode: the guesser marks guessed by a gesture or the right half, passes by the left', () => {
  for (const g of ['right', 'forward']) assert.equal(gestureAction(g, 'guesser', 'classic'), 'correct');
  for (const g of ['left', 'back']) assert.equal(gestureAction(g, 'guesser', 'classic'), 'pass');
  assert.equal(gestureAction('right', 'guesser', 'secret'), 'type');
  assert.equal(tapSide(10, 640), 'left');
  assert.equal(tapSide(319, 640), 'left');
  assert.equal(tapSide(320, 640), 'right');
});

function memory() {
  const m = new Map();
  return { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k) };
}

test('seats are remembered per room; one profile token for all rooms', () => {
  const s = seatStore(memory(), (b) => b.fill(0xab));
  assert.equal(s.seat('KQRW'), null);
  s.save('kqrw', { token: 't', player_id: 'p2' });
  assert.deepEqual(s.seat('KQRW'), { token: 't', player_id: 'p2' });
  assert.equal(s.seat('KQRW', 'tv:'), null);
  s.forget('KQRW');
  assert.equal(s.seat('KQRW'), null);
  assert.equal(s.language(), null);
  s.saveLanguage('tr');
  assert.equal(s.language(), 'tr');
  const t = s.profileToken();
  assert.equal(t, 'ab'.repeat(16));
  assert.equal(s.profileToken(), t);
});

test('codes from paths and typing', () => {
  assert.equal(codeFromPath('/KQRW'), 'KQRW');
  assert.equal(codeFromPath('/tv/kqrw'), 'KQRW');
  assert.equal(codeFromPath('/IOIO'), null);
  assert.equal(codeFromPath('/'), null);
  assert.equal(codeFromPath('/index.html'), null);
  assert.ok(isTvPath('/tv/KQRW'));
  assert.ok(!isTvPath('/KQRW'));
  assert.equal(cleanCode(' kqrw '), 'KQRW');
  assert.equal(cleanCode('KQR'), null);
});

test('the coin shows 5 to 7 whole turns whatever the server\'s spins', async () => {
  const { coinTurns, FLIP_MS } = await import('../js/views/coin.js');
  assert.deepEqual([1, 5, 6, 7, 12, undefined].map(coinTurns), [5, 5, 6, 7, 7, 6]);
  assert.equal(FLIP_MS, 1000);
});
