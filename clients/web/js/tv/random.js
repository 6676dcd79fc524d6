// Dice, wheel and coin on the TV between games: the latest result fills the stage — every die
// of a 100-dice roll in a compact grid with the total large, the wheel with its winner, the coin.

import { h } from '../dom.js';
import { nameOf } from '../selectors.js';
import { createWheelCanvas } from '../views/wheel-canvas.js';
import { diceSize } from './fit.js';

/** The newest randomizer result in `state`: 'dice', 'wheel', 'coin' or null. */
export function latestRandom(state) {
  const at = { dice: state.dice?.last?.at ?? -1, wheel: state.spin?.at ?? -1, coin: state.coin?.at ?? -1 };
  const [kind, time] = Object.entries(at).sort((a, b) => b[1] - a[1])[0];
  return time >= 0 ? kind : null;
}

/** The TV's randomizer stage: {el, update(state, prev)}; shows the latest result. */
export function createTvRandom(ctx) {
  const { t } = ctx;
  const wheel = createWheelCanvas(t('wheelTitle'));
  const wheelResult = h('p', { class: 'tv-result' });
  const wheelHead = h('p', { class: 'tv-game-head', text: t('wheelTitle') }); // who spun which wheel, as the dice and the coin say who rolled
  const wheelBox = h('section', { class: 'tv-wheel' }, wheelHead, wheel.el, wheelResult);
  const diceBox = h('section', { class: 'tv-dice' });
  const coinBox = h('section', { class: 'tv-coin' });
  const el = h('div', { class: 'tv-random' }, diceBox, wheelBox, coinBox);
  let shownSpin = null;

  function dice(state) {
    const last = state.dice.last;
    const size = diceSize(last.dice.length);
    return [
      h('p', { class: 'tv-game-head', text: t('diceRolledBy', nameOf(state, last.player_id), last.dice.length, last.sides ?? state.dice.sides) }),
      h('ol', { class: `tv-tray tv-dice-${size}`, 'aria-label': t('diceTitle') },
        last.dice.map((d) => h('li', { class: `tv-die${d.locked ? ' locked' : ''}`, text: String(d.value) }))),
      h('p', { class: 'tv-total', text: t('diceTotal', last.total) }),
    ];
  }

  return {
    el,
    update(state, prev) {
      const kind = latestRandom(state);
      el.hidden = !kind;
      diceBox.hidden = kind !== 'dice';
      wheelBox.hidden = kind !== 'wheel';
      coinBox.hidden = kind !== 'coin';
      if (kind === 'dice' && state.dice.last !== prev?.dice?.last) diceBox.replaceChildren(...dice(state));
      if (kind === 'coin' && state.coin !== prev?.coin) {
        const c = state.coin;
        coinBox.replaceChildren(h('p', { class: 'tv-game-head', text: t('coinFlippedBy', nameOf(state, c.player_id)) }),
          h('div', { class: `tv-coin-face ${c.side}`, text: t(c.side === 'heads' ? 'coinHeads' : 'coinTails') }));
      }
      if (kind === 'wheel' && state.spin !== shownSpin) {
        const spin = state.spin;
        shownSpin = spin;
        wheelHead.textContent = t('wheelSpunBy', nameOf(state, spin.player_id), spin.name);
        wheelResult.textContent = '…';
        const elapsed = Math.max(0, Date.now() - spin.at);
        requestAnimationFrame(() => wheel.spin(spin.options, spin.angle_deg, spin.turns, ctx.reducedMotion(), () => {
          if (shownSpin === spin) wheelResult.textContent = t('wheelWinner', spin.label);
        }, elapsed));
      }
    },
  };
}
