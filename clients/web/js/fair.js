// Provably-fair re-derivation, exactly as Protocol/FAIRNESS.md and clients/verify_fair.py:
// word i = big-endian uint64 of HMAC-SHA256(server seed, "<client_seed>:<nonce>:<i / 4>")[8*(i%4)..].
// Uses Web Crypto (crypto.subtle) where present: browsers in secure contexts, and Node.

import { segments } from './wheel-geometry.js';
import { hmacSha256, sha256 } from './sha256.js';

const TWO64 = 1n << 64n;
const encoder = new TextEncoder();

/**
 * The hash functions in use: Web Crypto where the browser offers it (secure contexts), the
 * plain-JavaScript ones of sha256.js otherwise (a phone on http://LAN-HOST). `useWebCrypto`
 * lets tests force either.
 */
let webCrypto = true;

/** Use Web Crypto when available (true, the default) or always the JavaScript fallback (false). */
export function useWebCrypto(on) {
  webCrypto = on;
}

function subtle() {
  const c = globalThis.crypto;
  return webCrypto && c && c.subtle ? c.subtle : null;
}

async function digest(bytes) {
  const s = subtle();
  return s ? new Uint8Array(await s.digest('SHA-256', bytes)) : sha256(bytes);
}

async function hmacKey(seed) {
  const s = subtle();
  return s ? { s, key: await s.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']) } : { seed };
}

async function hmac(k, msg) {
  return k.s ? new Uint8Array(await k.s.sign('HMAC', k.key, msg)) : hmacSha256(k.seed, msg);
}

/** Bytes of a hex string (throws on odd length or non-hex). */
export function hexToBytes(hex) {
  const clean = String(hex).trim();
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) throw new Error('not hexadecimal');
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Lowercase hex of bytes. */
export function bytesToHex(bytes) {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the seed bytes as lowercase hex: the commitment of a server seed. */
export async function commitmentOf(seedHex) {
  return bytesToHex(await digest(hexToBytes(seedHex)));
}

/** The word stream of one result (server seed hex, client seed, nonce). */
export class Stream {
  constructor(key, clientSeed, nonce) {
    this.key = key;
    this.prefix = `${clientSeed}:${nonce}:`;
    this.index = 0;
    this.block = null;
  }

  /** A stream ready to draw; `seedHex` is the revealed server seed. */
  static async open(seedHex, clientSeed, nonce) {
    return new Stream(await hmacKey(hexToBytes(seedHex)), clientSeed, nonce);
  }

  /** The next 64-bit word, as a BigInt. */
  async next() {
    const within = this.index % 4;
    if (within === 0) {
      const msg = encoder.encode(this.prefix + String(Math.floor(this.index / 4)));
      this.block = new DataView((await hmac(this.key, msg)).buffer);
    }
    this.index += 1;
    return this.block.getBigUint64(8 * within, false);
  }

  /** A uniform integer in 0 ..< bound by rejection sampling (no modulo bias). */
  async uniform(bound) {
    const m = BigInt(bound);
    const limit = (TWO64 / m) * m;
    for (;;) {
      const x = await this.next();
      if (x < limit) return Number(x % m);
    }
  }
}

/** Round half away from zero to 6 decimals, as the server (Swift `rounded()`) and the verifier do. */
export function roundAngle(x) {
  const r = x * 1000000.0;
  const fl = Math.floor(r);
  return (fl + (r - fl >= 0.5 ? 1.0 : 0.0)) / 1000000.0;
}

function mod360(x) {
  return ((x % 360) + 360) % 360;
}

/** Dice values (unlocked dice drawn, locked kept) and the timing of every die. */
export async function deriveDice(stream, sides, lockedValues) {
  const values = lockedValues.map((v) => v);
  for (let i = 0; i < values.length; i++) {
    if (values[i] == null) values[i] = 1 + (await stream.uniform(sides));
  }
  const dice = [];
  for (let i = 0; i < values.length; i++) {
    const delay_ms = await stream.uniform(251);
    const duration_ms = 500 + (await stream.uniform(501));
    dice.push({ value: values[i], delay_ms, duration_ms });
  }
  return { dice, total: values.reduce((a, b) => a + b, 0) };
}

/** Winner index, turns, the fraction f and the angle of a wheel spin over `weights`. */
export async function deriveWheel(stream, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  const r = await stream.uniform(total);
  let cumulative = 0;
  let index = weights.length - 1;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i];
    if (cumulative > r) { index = i; break; }
  }
  const turns = 5 + (await stream.uniform(3));
  const u = await stream.uniform(900001);
  const f = (50000 + u) / 1000000.0;
  const { start, end } = segments(weights.map((weight) => ({ weight })))[index];
  const phi = start + f * (end - start);
  const angle_deg = roundAngle(turns * 360.0 + mod360(270.0 - phi));
  return { index, turns, u, f, phi, angle_deg };
}

/** Side and spins of a coin flip. */
export async function deriveCoin(stream) {
  const side = (await stream.uniform(2)) === 0 ? 'heads' : 'tails';
  const spins = 5 + (await stream.uniform(3));
  return { side, spins };
}

/**
 * Re-derive one result frame (`dice.rolled`, `wheel.spun`, `coin.flipped`) with a revealed
 * server seed. Returns the list of differences: empty when the frame is honest.
 */
export async function verifyResult(frame, seedHex) {
  const problems = [];
  if ((await commitmentOf(seedHex)) !== String(frame.commitment).toLowerCase()) {
    return ['the seed does not hash to the commitment'];
  }
  const stream = await Stream.open(seedHex, String(frame.client_seed), frame.nonce);
  const check = (name, got, want) => { if (got !== want) problems.push(`${name} ${got} ≠ ${want}`); };
  if (frame.type === 'dice.rolled') {
    const got = frame.dice;
    const d = await deriveDice(stream, frame.sides, got.map((x) => (x.locked ? x.value : null)));
    d.dice.forEach((die, i) => {
      check(`dice[${i}].value`, got[i].value, die.value);
      check(`dice[${i}].delay_ms`, got[i].delay_ms, die.delay_ms);
      check(`dice[${i}].duration_ms`, got[i].duration_ms, die.duration_ms);
    });
    check('total', frame.total, d.total);
  } else if (frame.type === 'wheel.spun') {
    const w = await deriveWheel(stream, frame.options.map((o) => o.weight));
    check('index', frame.index, w.index);
    check('label', frame.label, frame.options[w.index].label);
    check('turns', frame.turns, w.turns);
    if (!(Math.abs(frame.angle_deg - w.angle_deg) <= 1e-7)) problems.push(`angle_deg ${frame.angle_deg} ≠ ${w.angle_deg}`);
  } else if (frame.type === 'coin.flipped') {
    const c = await deriveCoin(stream);
    check('side', frame.side, c.side);
    check('spins', frame.spins, c.spins);
  } else {
    problems.push(`${frame.type} is not a result`);
  }
  return problems;
}
