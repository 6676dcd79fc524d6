// A QR code (ISO/IEC 18004) for a short text, made in the page: the moderator's invitation link is
// a secret, so its QR code is drawn here rather than asked of the server (whose `/qr/CODE.svg` draws
// only a room's join link). Byte mode, error correction level M, versions 1–10 (up to 213 bytes of
// UTF-8, far more than a link), the mask with the lowest penalty. Written from the standard; pure.

/** Per version 1–10 at level M: [total codewords, error correction codewords per block, blocks]. */
const VERSIONS = [null,
  [26, 10, 1], [44, 16, 1], [70, 26, 1], [100, 18, 2], [134, 24, 2],
  [172, 16, 4], [196, 18, 4], [242, 22, 4], [292, 22, 5], [346, 26, 5]];

/** Alignment pattern centres per version (none for version 1). */
const ALIGNMENT = [null, [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

/** The eight data masks: whether module (x, y) is flipped. */
const MASKS = [
  (x, y) => (x + y) % 2 === 0,
  (x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

// GF(256) with the polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D): exponent and logarithm tables.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
for (let i = 0, v = 1; i < 255; i++) {
  EXP[i] = v;
  LOG[v] = i;
  v <<= 1;
  if (v & 0x100) v ^= 0x11d;
}
for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
const mul = (a, b) => (a && b ? EXP[LOG[a] + LOG[b]] : 0);

/** The Reed–Solomon generator polynomial of `degree` (coefficients, highest power first, leading 1 left out). */
function generator(degree) {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] ^= poly[j];
      next[j + 1] ^= mul(poly[j], EXP[i]);
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The `degree` error correction codewords of `data`. */
function errorCorrection(data, degree) {
  const gen = generator(degree);
  const rem = new Array(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ rem.shift();
    rem.push(0);
    for (let i = 0; i < degree; i++) rem[i] ^= mul(gen[i], factor);
  }
  return rem;
}

/** The smallest version that holds `n` bytes at level M, or 0. */
function versionFor(n) {
  for (let v = 1; v < VERSIONS.length; v++) {
    const [total, ec, blocks] = VERSIONS[v];
    const bits = 4 + (v < 10 ? 8 : 16) + 8 * n;
    if (bits <= (total - ec * blocks) * 8) return v;
  }
  return 0;
}

/** The data codewords: byte mode, the count, the bytes, a terminator, then padding to `capacity`. */
function dataCodewords(bytes, version, capacity) {
  const bits = [];
  const put = (value, length) => { for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1); };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8) bits.push(0);
  const out = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; out.length < capacity; pad ^= 0xec ^ 0x11) out.push(pad);
  return out;
}

/** All codewords in the order they are placed: the blocks' data interleaved, then their error correction. */
function codewords(data, version) {
  const [total, ecLength, blockCount] = VERSIONS[version];
  const shortLength = Math.floor(total / blockCount);
  const shortBlocks = blockCount - (total % blockCount);
  const blocks = [];
  for (let i = 0, at = 0; i < blockCount; i++) {
    const length = shortLength - ecLength + (i < shortBlocks ? 0 : 1);
    const part = data.slice(at, at + length);
    at += length;
    blocks.push({ data: part, ec: errorCorrection(part, ecLength) });
  }
  const out = [];
  for (let i = 0; i <= shortLength - ecLength; i++) for (const b of blocks) if (i < b.data.length) out.push(b.data[i]);
  for (let i = 0; i < ecLength; i++) for (const b of blocks) out.push(b.ec[i]);
  return out;
}

/** The BCH remainder of `value` for the generator `poly` of degree `degree`. */
function bch(value, poly, degree) {
  let rem = value << degree;
  for (let i = 31 - Math.clz32(rem); i >= degree; i = 31 - Math.clz32(rem)) rem ^= poly << (i - degree);
  return rem;
}

class Grid {
  constructor(size) {
    this.size = size;
    this.dark = Array.from({ length: size }, () => new Array(size).fill(false));
    this.fixed = Array.from({ length: size }, () => new Array(size).fill(false));
  }

  /** A function module (never masked, never data). */
  set(x, y, dark) {
    this.dark[y][x] = dark;
    this.fixed[y][x] = true;
  }
}

/** Finders, separators, timing, alignment, the dark module, and room for the format and version bits. */
function functionPatterns(grid, version) {
  const { size } = grid;
  for (let i = 0; i < size; i++) { grid.set(6, i, i % 2 === 0); grid.set(i, 6, i % 2 === 0); }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        grid.set(x, y, d !== 2 && d !== 4);
      }
    }
  }
  const centres = ALIGNMENT[version];
  for (const cx of centres) {
    for (const cy of centres) {
      if ((cx === 6 && cy === 6) || (cx === 6 && cy === centres.at(-1)) || (cx === centres.at(-1) && cy === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) grid.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }
  }
  formatBits(grid, 0); // reserved now, written with the chosen mask
  if (version >= 7) {
    const bits = (version << 12) | bch(version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      const dark = ((bits >>> i) & 1) === 1;
      grid.set(a, b, dark);
      grid.set(b, a, dark);
    }
  }
}

/** The 15 format bits (level M = 0b00, `mask`) in both copies, and the dark module. */
function formatBits(grid, mask) {
  const { size } = grid;
  const data = (0b00 << 3) | mask;
  const bits = ((data << 10) | bch(data, 0x537, 10)) ^ 0x5412;
  const bit = (i) => ((bits >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) grid.set(8, i, bit(i));
  grid.set(8, 7, bit(6));
  grid.set(8, 8, bit(7));
  grid.set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) grid.set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) grid.set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) grid.set(8, size - 15 + i, bit(i));
  grid.set(8, size - 8, true);
}

/** The codewords' bits in the zigzag order, two columns at a time from the bottom right, around the timing column. */
function placeData(grid, words) {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - step : step;
        if (grid.fixed[y][x]) continue;
        grid.dark[y][x] = i < words.length * 8 && ((words[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
        i += 1;
      }
    }
  }
}

function applyMask(grid, mask) {
  const flip = MASKS[mask];
  for (let y = 0; y < grid.size; y++) for (let x = 0; x < grid.size; x++) if (!grid.fixed[y][x] && flip(x, y)) grid.dark[y][x] = !grid.dark[y][x];
}

/** The standard's penalty: runs, 2×2 blocks, finder-like patterns, and the balance of dark and light. */
function penalty(grid) {
  const { size, dark } = grid;
  let score = 0;
  const lines = [];
  for (let i = 0; i < size; i++) {
    lines.push(dark[i]);
    lines.push(dark.map((row) => row[i]));
  }
  for (const line of lines) {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) { run += 1; continue; }
      if (run >= 5) score += run - 2;
      run = 1;
    }
    const text = line.map((d) => (d ? '1' : '0')).join('');
    for (const pattern of ['10111010000', '00001011101']) for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
  }
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (dark[y][x]) darkCount += 1;
      if (x < size - 1 && y < size - 1 && dark[y][x] === dark[y][x + 1] && dark[y][x] === dark[y + 1][x] && dark[y][x] === dark[y + 1][x + 1]) score += 3;
    }
  }
  score += Math.floor(Math.abs((darkCount * 100) / (size * size) - 50) / 5) * 10;
  return score;
}

/**
 * The QR code of `text` (UTF-8, byte mode, level M): {version, size, mask, modules} where
 * `modules[y][x]` is true for a dark module; the quiet zone (4 modules) is the caller's. Throws a
 * RangeError when the text needs more than version 10. `mask` (0–7) forces a mask (for tests).
 */
export function qrCode(text, { mask: forced = null } = {}) {
  const bytes = [...new TextEncoder().encode(String(text))];
  const version = versionFor(bytes.length);
  if (!version) throw new RangeError(`QR: ${bytes.length} bytes is more than version 10 holds at level M`);
  const [total, ec, blocks] = VERSIONS[version];
  const words = codewords(dataCodewords(bytes, version, total - ec * blocks), version);
  let best = null;
  for (let mask = 0; mask < MASKS.length; mask++) {
    if (forced != null && mask !== forced) continue;
    const grid = new Grid(17 + 4 * version);
    functionPatterns(grid, version);
    placeData(grid, words);
    applyMask(grid, mask);
    formatBits(grid, mask);
    const score = penalty(grid);
    if (!best || score < best.score) best = { score, grid, mask };
  }
  return { version, size: best.grid.size, mask: best.mask, modules: best.grid.dark };
}

/** An SVG path (`d`) drawing the dark modules of `code` as unit squares, offset by a quiet zone of `margin` modules. */
export function qrPath(code, margin = 4) {
  const parts = [];
  code.modules.forEach((row, y) => row.forEach((dark, x) => { if (dark) parts.push(`M${x + margin} ${y + margin}h1v1h-1z`); }));
  return parts.join('');
}
