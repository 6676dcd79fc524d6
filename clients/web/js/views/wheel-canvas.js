// Draws a wheel on a canvas per FAIRNESS.md section 5 (segment 0 from 0°, clockwise, pointer
// at 270° = 12 o'clock) and animates a spin: clockwise by the server's angle, easing out.

import { h } from '../dom.js';
import { POINTER_DEG, easeOut, rad, segments, spinDurationMs } from '../wheel-geometry.js';

const PALETTE = ['#ff4f9a', '#22c3e6', '#ffc53d', '#7c5cff', '#2fd67b', '#ff7a45', '#3d8bff', '#e85dff'];

/** The colour of segment `i` of `n` (neighbours, including last and first, always differ). */
export function segmentColor(i, n) {
  if (n > 1 && i === n - 1 && i % PALETTE.length === 0) return PALETTE[1];
  return PALETTE[i % PALETTE.length];
}

/** A wheel canvas: {el, draw(options, rotationDeg), spin(options, angle, turns, done)}. */
export function createWheelCanvas(label) {
  const canvas = h('canvas', { class: 'wheel-canvas', role: 'img', 'aria-label': label, width: '400', height: '400' });
  let raf = null;

  function size() {
    const css = canvas.clientWidth || 320;
    const px = Math.round(css * (globalThis.devicePixelRatio || 1));
    if (canvas.width !== px) { canvas.width = px; canvas.height = px; }
    return px;
  }

  function draw(options, rotationDeg = 0) {
    const px = size();
    const ctx = canvas.getContext('2d');
    const r = px / 2 - px * 0.04;
    const c = px / 2;
    ctx.clearRect(0, 0, px, px);
    if (!options?.length) return;
    const segs = segments(options);
    segs.forEach((s, i) => {
      ctx.beginPath();
      ctx.moveTo(c, c);
      ctx.arc(c, c, r, rad(s.start + rotationDeg), rad(s.end + rotationDeg));
      ctx.closePath();
      ctx.fillStyle = segmentColor(i, segs.length);
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,255,255,0.8)';
      ctx.lineWidth = px / 200;
      ctx.stroke();
    });
    ctx.fillStyle = '#111';
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'right';
    const font = Math.max(10, Math.min(px / 18, 28));
    ctx.font = `600 ${font}px system-ui, sans-serif`;
    segs.forEach((s, i) => {
      if (s.end - s.start < 4) return;
      ctx.save();
      ctx.translate(c, c);
      const mid = (((s.start + s.end) / 2 + rotationDeg) % 360 + 360) % 360;
      ctx.rotate(rad(mid));
      ctx.fillStyle = '#14121f';
      const text = String(options[i].label);
      const shown = text.length > 16 ? `${text.slice(0, 15)}…` : text;
      if (mid > 90 && mid < 270) {
        // Keep labels on the left half upright.
        ctx.rotate(Math.PI);
        ctx.textAlign = 'left';
        ctx.fillText(shown, -(r - px * 0.04), 0, r * 0.7);
        ctx.textAlign = 'right';
      } else {
        ctx.fillText(shown, r - px * 0.04, 0, r * 0.7);
      }
      ctx.restore();
    });
    ctx.beginPath();
    ctx.arc(c, c, px * 0.06, 0, Math.PI * 2);
    ctx.fillStyle = '#fff';
    ctx.fill();
    ctx.lineWidth = px / 100;
    ctx.strokeStyle = '#14121f';
    ctx.stroke();
    // The pointer at 270° (12 o'clock), pointing into the wheel.
    const tip = { x: c + Math.cos(rad(POINTER_DEG)) * (r - px * 0.05), y: c + Math.sin(rad(POINTER_DEG)) * (r - px * 0.05) };
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(c - px * 0.04, 2);
    ctx.lineTo(c + px * 0.04, 2);
    ctx.closePath();
    ctx.fillStyle = '#14121f';
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = px / 150;
    ctx.stroke();
  }

  /** Spin from rest to `angleDeg` (ease-out); `reduced` jumps to the end. `done` runs after. */
  function spin(options, angleDeg, turns, reduced, done, elapsedStart = 0) {
    if (raf) cancelAnimationFrame(raf);
    const duration = spinDurationMs(turns);
    if (reduced || elapsedStart >= duration) { draw(options, angleDeg); done?.(); return; }
    const start = performance.now() - elapsedStart;
    const frame = (now) => {
      const k = Math.min(1, (now - start) / duration);
      draw(options, angleDeg * easeOut(k));
      if (k < 1) raf = requestAnimationFrame(frame); else { raf = null; done?.(); }
    };
    raf = requestAnimationFrame(frame);
  }

  return { el: canvas, draw, spin, spinning: () => raf != null };
}
