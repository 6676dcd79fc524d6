// The test vector of Protocol/FAIRNESS.md section 6, re-derived as the browser does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Stream, commitmentOf, deriveCoin, deriveDice, deriveWheel, roundAngle, verifyResult } from '../js/fair.js';

const SEED = '11'.repeat(32);
const CLIENT = 'c0ffee';

test('commitment is SHA-256 of the seed bytes', async () => {
  assert.equal(await commitmentOf(SEED), '02d449a31fbb267c8f352e9968a79e3e5fc95c1bbeaa502fd6454ebde5a4bedc');
});

test('nonce 1: the first two words and the coin', async () => {
  const s = await Stream.open(SEED, CLIENT, 1);
  assert.equal(await s.next(), 0xe57e72228e21d1d5n);
  assert.equal(await s.next(), 0x9e37ca044542f31fn);
  assert.deepEqual(await deriveCoin(await Stream.open(SEED, CLIENT, 1)), { side: 'tails', spins: 5 });
});

test('nonce 2: three d6', async () => {
  const d = await deriveDice(await Stream.open(SEED, CLIENT, 2), 6, [null, null, null]);
  assert.deepEqual(d.dice.map((x) => x.value), [5, 6, 4]);
  assert.deepEqual(d.dice.map((x) => x.delay_ms), [9, 135, 68]);
  assert.deepEqual(d.dice.map((x) => x.duration_ms), [562, 780, 818]);
  assert.equal(d.total, 15);
});

test('nonce 3: wheel Soup 1 / Pizza 2 / Tacos 7', async () => {
  const w = await deriveWheel(await Stream.open(SEED, CLIENT, 3), [1, 2, 7]);
  assert.equal(w.index, 2);
  assert.equal(w.turns, 6);
  assert.equal(w.u, 700207);
  assert.equal(w.f, 0.750207);
  assert.equal(Math.round(w.phi * 1e6) / 1e6, 297.052164);
  assert.equal(w.angle_deg, 2492.947836);
});

test('rounding is half away from zero at 6 decimals', () => {
  assert.equal(roundAngle(1.0000005), 1.000001);
  assert.equal(roundAngle(2358), 2358);
});

const commitment = '02d449a31fbb267c8f352e9968a79e3e5fc95c1bbeaa502fd6454ebde5a4bedc';

test('verifyResult accepts honest frames and names forged fields', async () => {
  const coin = { type: 'coin.flipped', side: 'tails', spins: 5, nonce: 1, client_seed: CLIENT, commitment };
  assert.deepEqual(await verifyResult(coin, SEED), []);
  assert.deepEqual(await verifyResult({ ...coin, side: 'heads' }, SEED), ['side heads ≠ tails']);
  const dice = {
    type: 'dice.rolled', sides: 6, total: 15, nonce: 2, client_seed: CLIENT, commitment,
    dice: [{ value: 5, locked: false, delay_ms: 9, duration_ms: 562 }, { value: 6, locked: false, delay_ms: 135, duration_ms: 780 },
      { value: 4, locked: false, delay_ms: 68, duration_ms: 818 }],
  };
  assert.deepEqual(await verifyResult(dice, SEED), []);
  const forged = structuredClone(dice);
  forged.dice[0].value = 6; forged.total = 16;
  assert.deepEqual(await verifyResult(forged, SEED), ['dice[0].value 6 ≠ 5', 'total 16 ≠ 15']);
  const options = [{ label: 'Soup', weight: 1 }, { label: 'Pizza', weight: 2 }, { label: 'Tacos', weight: 7 }];
  const wheel = { type: 'wheel.spun', options, index: 2, label: 'Tacos', turns: 6, angle_deg: 2492.947836, nonce: 3, client_seed: CLIENT, commitment };
  assert.deepEqual(await verifyResult(wheel, SEED), []);
  assert.equal((await verifyResult({ ...wheel, angle_deg: 2492.9 }, SEED)).length, 1);
  assert.deepEqual(await verifyResult(coin, '22'.repeat(32)), ['the seed does not hash to the commitment']);
});

import { useWebCrypto } from '../js/fair.js';
import { hmacSha256, sha256 } from '../js/sha256.js';
import { createHash, createHmac, randomBytes } from 'node:crypto';

test('the JavaScript SHA-256 and HMAC agree with Node\'s on many lengths', () => {
  for (let n = 0; n < 300; n += 7) {
    const data = randomBytes(n);
    assert.equal(Buffer.from(sha256(data)).toString('hex'), createHash('sha256').update(data).digest('hex'), `sha256 of ${n} bytes`);
    const key = randomBytes(n % 100);
    assert.equal(Buffer.from(hmacSha256(key, data)).toString('hex'), createHmac('sha256', key).update(data).digest('hex'), `hmac ${n}`);
  }
});

test('without Web Crypto (plain http on a LAN) the vectors still hold', async () => {
  useWebCrypto(false);
  try {
    assert.equal(await commitmentOf(SEED), commitment);
    const w = await deriveWheel(await Stream.open(SEED, CLIENT, 3), [1, 2, 7]);
    assert.equal(w.angle_deg, 2492.947836);
    const d = await deriveDice(await Stream.open(SEED, CLIENT, 2), 6, [null, null, null]);
    assert.deepEqual(d.dice.map((x) => x.value), [5, 6, 4]);
    assert.deepEqual(await deriveCoin(await Stream.open(SEED, CLIENT, 1)), { side: 'tails', spins: 5 });
  } finally {
    useWebCrypto(true);
  }
});
