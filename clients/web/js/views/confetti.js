// Confetti on a full-screen canvas; nothing at all with prefers-reduced-motion.

import { h } from '../dom.js';

const COLORS = ['#ff4f9a', '#22c3e6', '#ffc53d', '#7c5cff', '#2fd67b', '#ff7a45'];

/** A confetti layer: {el, burst(size)} where size is 'small' or 'big'. */
export function createConfetti(reducedMotion) {
  const canvas = h('canvas', { class: 'confetti', 'aria-hidden': 'true' });
  let parts = [];
  let raf = null;

  function frame() {
    const ctx = canvas.getContext('2d');
    const w = (canvas.width = innerWidth);
    const hgt = (canvas.height = innerHeight);
    ctx.clearRect(0, 0, w, hgt);
    parts = parts.filter((p) => p.y < hgt + 20 && p.life-- > 0);
    for (const p of parts) {
      p.vy += 0.25;
      p.x += p.vx;
      p.y += p.vy;
      p.rot += p.vr;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(p.rot);
      ctx.fillStyle = p.color;
      ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      ctx.restore();
    }
    raf = parts.length ? requestAnimationFrame(frame) : null;
    if (!raf) ctx.clearRect(0, 0, w, hgt);
  }

  function burst(size = 'small') {
    if (reducedMotion()) return;
    const n = size === 'big' ? 160 : 50;
    for (let i = 0; i < n; i++) {
      parts.push({
        x: innerWidth / 2 + (Math.random() - 0.5) * innerWidth * 0.3, y: innerHeight * 0.35,
        vx: (Math.random() - 0.5) * 14, vy: -6 - Math.random() * 10, rot: Math.random() * 6, vr: (Math.random() - 0.5) * 0.4,
        size: 6 + Math.random() * 8, color: COLORS[i % COLORS.length], life: 240,
      });
    }
    if (!raf) raf = requestAnimationFrame(frame);
  }
  return { el: canvas, burst };
}
