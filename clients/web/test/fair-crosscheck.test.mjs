// Frames derived in JavaScript for many seeds, nonces and wheels pass clients/verify_fair.py.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stream, commitmentOf, deriveCoin, deriveDice, deriveWheel } from '../js/fair.js';

const verifier = join(dirname(fileURLToPath(import.meta.url)), '../../verify_fair.py');
const python = spawnSync('python3', ['--version']).status === 0;

test('JavaScript derivations agree with verify_fair.py', { skip: !python && 'python3 missing' }, async () => {
  const seed = 'ab'.repeat(16) + '0123456789abcdef'.repeat(2);
  const commitment = await commitmentOf(seed);
  const client_seed = 'Xy!~9';
  const frames = [];
  let nonce = 1;
  for (let k = 0; k < 12; k++) {
    const weights = Array.from({ length: 2 + (k % 5) }, (_, i) => 1 + ((i * 37 + k * 11) % 1000));
    const w = await deriveWheel(await Stream.open(seed, client_seed, nonce), weights);
    const options = weights.map((weight, i) => ({ label: `o${i}`, weight }));
    frames.push({ type: 'wheel.spun', room: 'ABCD', options, index: w.index, label: `o${w.index}`, turns: w.turns, angle_deg: w.angle_deg, nonce: nonce++, client_seed, commitment });
    const d = await deriveDice(await Stream.open(seed, client_seed, nonce), 2 + k * 8, Array(1 + k).fill(null));
    frames.push({ type: 'dice.rolled', room: 'ABCD', sides: 2 + k * 8, dice: d.dice.map((x) => ({ ...x, locked: false })), total: d.total, nonce: nonce++, client_seed, commitment });
    const c = await deriveCoin(await Stream.open(seed, client_seed, nonce));
    frames.push({ type: 'coin.flipped', room: 'ABCD', ...c, nonce: nonce++, client_seed, commitment });
  }
  const file = join(mkdtempSync(join(tmpdir(), 'fair-')), 'log.ndjson');
  writeFileSync(file, frames.map((f) => JSON.stringify(f)).join('\n') + '\n');
  const run = spawnSync('python3', [verifier, file, '--server-seed', seed], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /37 passed, 0 failed/);
});
