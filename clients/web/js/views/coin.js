// The coin: flips in 3D to the server's side — 5 to 7 whole turns (the server's spins, kept in
// that range) in one second, easing out.

import { h } from '../dom.js';
import { nameOf } from '../selectors.js';
import { COIN_MS } from '../feedback-cues.js';

/** Flip animation length (ms): the coin lands when its sound plays. */
export const FLIP_MS = COIN_MS;

/** Whole turns shown for the server's `spins`: 5 to 7. */
export function coinTurns(spins) {
  return Math.min(7, Math.max(5, Math.round(Number.isFinite(spins) ? spins : 6)));
}

/** The coin view: {el, update(state, prev)}. */
export function createCoin(ctx) {
  const { t } = ctx;
  const coin = h('div', { class: 'coin', role: 'img', 'aria-label': t('coinTitle') },
    h('div', { class: 'coin-face heads', text: t('coinHeads') }), h('div', { class: 'coin-face tails', text: t('coinTails') }));
  const result = h('p', { class: 'coin-result', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', class: 'primary big', text: t('webFlip'), onclick: () => ctx.send('coin.flip') });
  const el = h('section', { class: 'coin-panel', 'aria-label': t('coinTitle') }, h('h2', { text: t('coinTitle') }),
    h('div', { class: 'coin-stage' }, coin), result, button);
  let timer = null;

  function update(state, prev) {
    button.hidden = ctx.tv;
    const c = state.coin;
    if (!c || c === prev?.coin) return;
    const side = c.side === 'heads' ? t('coinHeads') : t('coinTails');
    const final = coinTurns(c.spins) * 360 + (c.side === 'tails' ? 180 : 0);
    const elapsed = Date.now() - c.at;
    clearTimeout(timer);
    const finish = () => {
      result.textContent = `${t('coinFlippedBy', nameOf(ctx.state(), c.player_id))}: ${side}`;
      coin.setAttribute('aria-label', `${t('coinTitle')}: ${side}`);
    };
    if (ctx.reducedMotion() || elapsed > FLIP_MS) {
      coin.classList.remove('flipping');
      coin.style.transform = `rotateX(${c.side === 'tails' ? 180 : 0}deg)`;
      finish();
      return;
    }
    result.textContent = t('coinFlippedBy', nameOf(state, c.player_id));
    coin.classList.remove('flipping');
    coin.style.transform = 'rotateX(0deg)';
    void coin.offsetWidth; // restart the transition
    coin.classList.add('flipping');
    coin.style.transform = `rotateX(${final}deg)`;
    timer = setTimeout(() => { finish(); ctx.celebrate('small'); }, FLIP_MS);
  }
  return { el, update };
}
