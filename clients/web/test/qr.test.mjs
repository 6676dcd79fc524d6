// The page's own QR codes (js/qr/qr-code.js, for the moderator's secret invitation link): the shape
// the standard fixes, and — where Debian's zbarimg (zbar-tools) is installed — every version and
// every mask read back to the text by a real decoder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { qrCode, qrPath } from '../js/qr/qr-code.js';

function hasZbar() {
  try { execFileSync('zbarimg', ['--version'], { stdio: 'ignore' }); return true; } catch { return false; }
}

/** `code` as a binary PGM image (`scale` pixels a module, a quiet zone of 4 modules). */
function pgm(code, scale = 3) {
  const margin = 4;
  const n = (code.size + 2 * margin) * scale;
  const px = Buffer.alloc(n * n, 255);
  code.modules.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return;
    for (let dy = 0; dy < scale; dy++) px.fill(0, ((y + margin) * scale + dy) * n + (x + margin) * scale, ((y + margin) * scale + dy) * n + (x + margin + 1) * scale);
  }));
  return Buffer.concat([Buffer.from(`P5 ${n} ${n} 255\n`), px]);
}

test('a QR code has the standard\'s shape: size, finders, timing, the dark module', () => {
  const link = 'http://192.168.1.20:8080/ABCD#mod=0123456789abcdef0123456789abcdef';
  const code = qrCode(link);
  assert.equal(code.size, 17 + 4 * code.version);
  assert.ok(code.version >= 4 && code.version <= 5, `a link fits a small symbol (version ${code.version})`);
  const m = code.modules;
  for (const [cx, cy] of [[3, 3], [code.size - 4, 3], [3, code.size - 4]]) {
    assert.ok(m[cy][cx] && m[cy - 3][cx - 3] && !m[cy - 2][cx] && m[cy - 3][cx], `a finder at ${cx},${cy}`);
  }
  for (let i = 8; i < code.size - 8; i++) assert.equal(m[6][i], i % 2 === 0, `timing at ${i}`);
  assert.ok(m[code.size - 8][8], 'the dark module');
  assert.equal(qrCode(link).modules.flat().join(), m.flat().join(), 'the same text, the same symbol');
  assert.match(qrPath(qrCode('hi')), /^(M\d+ \d+h1v1h-1z)+$/);
  assert.throws(() => qrCode('x'.repeat(214)), RangeError);
});

test('every version 1–10 and every mask reads back to its text (zbarimg)', { skip: !hasZbar() && 'zbarimg (zbar-tools) is not installed' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    const file = join(dir, 'q.pgm');
    const seen = new Set();
    // Every version once (each with another mask), and every mask on a link-sized symbol.
    const cases = [1, 20, 40, 60, 80, 100, 115, 140, 170, 213].map((length, i) => [length, i % 8]);
    for (let mask = 0; mask < 8; mask++) cases.push([70, mask]);
    for (const [length, mask] of cases) {
      const text = Array.from({ length }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789:/#'[(i * 7 + length + mask) % 39]).join('');
      const code = qrCode(text, { mask });
      seen.add(code.version);
      writeFileSync(file, pgm(code));
      const read = execFileSync('zbarimg', ['-q', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().replace(/\n$/, '');
      assert.equal(read, text, `version ${code.version}, mask ${mask}`);
    }
    assert.deepEqual([...seen].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const unicode = 'Ayşe · 你好 · 🎉';
    writeFileSync(file, pgm(qrCode(unicode)));
    assert.equal(execFileSync('zbarimg', ['-q', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().replace(/\n$/, ''), unicode, 'UTF-8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
