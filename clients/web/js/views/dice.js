// The dice table: free rolls or turns; every die tumbles after its own delay for its own
// duration (the server's values), locked dice stay still; while any die on screen still rolls,
// roll, lock, end turn and the dice settings are disabled. Shake to roll (dice-shake.js).

import { field, fill, h, select } from '../dom.js';
import { amHost, myself, nameOf } from '../selectors.js';
import { diceAt, isRolling, settleMs, tumblingFace } from '../dice-schedule.js';
import { createShakeSwitch } from './dice-shake.js';

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

/** A die face: pips for a d6, the number otherwise. */
export function dieFace(value, sides) {
  if (sides === 6 && PIPS[value]) {
    return h('span', { class: 'pips', 'aria-hidden': 'true' }, Array.from({ length: 9 }, (_, i) => h('span', { class: PIPS[value].includes(i) ? 'pip on' : 'pip' })));
  }
  return h('span', { class: 'die-number', 'aria-hidden': 'true', text: String(value) });
}

/** The dice view: {el, update(state, prev)}. */
export function createDice(ctx) {
  const { t } = ctx;
  const count = h('input', { type: 'number', name: 'count', min: '1', max: '100', value: '2', inputmode: 'numeric' });
  const sides = h('input', { type: 'number', name: 'sides', min: '2', max: '100', value: '6', inputmode: 'numeric' });
  const rollButton = h('button', { type: 'submit', class: 'primary big', text: t('webRoll') });
  const freeFields = h('div', { class: 'grid2' }, field(t('webCount'), count), field(t('webSides'), sides));
  const rollForm = h('form', { class: 'roll-form' }, freeFields, rollButton);
  rollForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const s = ctx.state();
    ctx.send('dice.roll', s.dice.mode === 'free' ? { count: Number(count.value), sides: Number(sides.value) } : {});
  });
  const endButton = h('button', { type: 'button', class: 'secondary', text: t('webEndTurn'), onclick: () => ctx.send('dice.end_turn') });
  const turnLine = h('p', { class: 'turn-line', 'aria-live': 'polite' });
  const tray = h('div', { class: 'tray' });
  const caption = h('p', { class: 'dice-caption', 'aria-live': 'polite' });
  const history = h('div', { class: 'dice-history' });

  const mode = select([['free', t('webFree')], ['turns', t('webTurns')]], 'free', { name: 'mode' });
  const cfgCount = h('input', { type: 'number', name: 'count', min: '1', max: '100', value: '5', inputmode: 'numeric' });
  const cfgSides = h('input', { type: 'number', name: 'sides', min: '2', max: '100', value: '6', inputmode: 'numeric' });
  const config = h('form', { class: 'card' }, h('h3', { text: t('webDiceMode') }),
    h('div', { class: 'grid3' }, field(t('webDiceMode'), mode), field(t('webCount'), cfgCount), field(t('webSides'), cfgSides)),
    h('button', { type: 'submit', class: 'secondary', text: t('webApply') }));
  config.addEventListener('submit', (e) => {
    e.preventDefault();
    ctx.send('dice.config', { mode: mode.value, count: Number(cfgCount.value), sides: Number(cfgSides.value) });
  });

  const shake = createShakeSwitch(ctx, { roll: () => rollForm.requestSubmit(), canRoll: () => !rollButton.disabled && !rollButton.hidden });
  // Who rolled and the total come before the tray: with 100 dice they stay on screen.
  const el = h('section', { class: 'dice', 'aria-label': t('diceTitle') }, h('h2', { text: t('diceTitle') }), turnLine, caption, tray,
    h('div', { class: 'row' }, rollForm, endButton), ctx.tv ? null : shake.el, history, config);

  let anim = null;
  let animating = false; // a die on screen still tumbles (any player's roll)
  let unblockTimer = null;

  function blockedUntil(state) {
    const d = state.dice;
    if (d.mode === 'turns') return d.rolling_until_ms;
    return d.rolling.find((r) => r.player_id === state.me?.player_id)?.until_ms ?? null;
  }

  function shownDice(state) {
    const d = state.dice;
    const last = d.last;
    if (d.mode === 'turns') {
      const timing = last?.mode === 'turns' && last.dice.length === d.dice.length ? last.dice : [];
      return { sides: d.sides, dice: d.dice.map((x, i) => ({ ...timing[i], ...x })), at: last?.at, total: d.dice.reduce((s, x) => s + x.value, 0), who: d.turn };
    }
    return last ? { sides: last.sides, dice: last.dice, at: last.at, total: last.total, who: last.player_id } : null;
  }

  function controls(state) {
    const d = state.dice;
    const myTurn = d.mode === 'free' || d.turn === state.me?.player_id;
    const rolling = animating || isRolling(blockedUntil(state), ctx.serverNow());
    const audience = myself(state)?.role === 'audience';
    freeFields.hidden = d.mode !== 'free';
    rollButton.disabled = rolling || !myTurn || (d.mode === 'turns' && audience);
    endButton.hidden = d.mode !== 'turns';
    endButton.disabled = rolling || !myTurn || !d.rolled_this_turn;
    config.hidden = !amHost(state) || ctx.tv;
    for (const input of [count, sides, ...config.elements]) input.disabled = rolling;
    if (d.mode === 'turns') turnLine.textContent = d.turn === state.me?.player_id ? t('webYourTurn') : t('webWaitingFor', nameOf(state, d.turn));
    else turnLine.textContent = '';
    clearTimeout(unblockTimer);
    const until = blockedUntil(state);
    if (rolling && until != null) unblockTimer = setTimeout(() => { const s = ctx.state(); controls(s); trayView(s, s); }, Math.max(50, until - ctx.serverNow() + 20));
    return { myTurn, rolling };
  }

  function update(state, prev) {
    controls(state);
    if (prev && prev.dice === state.dice && prev.room === state.room) return;
    trayView(state, prev);
  }

  function trayView(state, prev) {
    const d = state.dice;
    const { myTurn, rolling } = controls(state);
    const shown = shownDice(state);
    const canLock = d.mode === 'turns' && myTurn && d.rolled_this_turn && !rolling && !ctx.tv;
    if (!shown || !shown.dice.length) {
      fill(tray, h('p', { class: 'muted', text: t('webDiceNone') }));
      caption.textContent = '';
    } else {
      const dice = shown.dice.map((x, i) => {
        const label = x.locked ? t('webDieLocked', i + 1, x.value) : t('webDie', i + 1, x.value);
        const attrs = { class: `die${x.locked ? ' locked' : ''}${shown.sides === 6 ? ' d6' : ''}`, 'aria-label': label, 'data-key': `die-${i}` };
        return canLock
          ? h('button', { ...attrs, type: 'button', 'aria-pressed': String(!!x.locked), onclick: () => ctx.send('dice.lock', { index: i, locked: !x.locked }) }, dieFace(x.value, shown.sides))
          : h('div', { ...attrs, role: 'img' }, dieFace(x.value, shown.sides));
      });
      fill(tray, dice);
      tray.dataset.size = shown.dice.length > 24 ? 'many' : shown.dice.length > 8 ? 'some' : 'few'; // many dice: smaller, so the roll fits
      caption.textContent = `${t('diceRolledBy', nameOf(state, shown.who), shown.dice.length, shown.sides)} · ${t('diceTotal', shown.total)}`;
      if (d.last && d.last.nonce !== prev?.dice.last?.nonce) animate(shown, tray);
    }
    if (!prev || prev.dice.history !== d.history || prev.room !== state.room) {
      fill(history, d.history.length ? [h('h3', { text: t('webPastTurns') }), h('ol', {}, d.history.slice(-10).reverse().map((e) => h('li', { text: `${nameOf(state, e.player_id)}: ${(e.dice ?? e.values ?? []).join(' ')} = ${e.total}` })))] : null);
    }
  }

  function animate(shown, trayEl) {
    if (anim) cancelAnimationFrame(anim);
    if (ctx.reducedMotion() || shown.at == null) return;
    const span = settleMs(shown.dice);
    animating = Date.now() - shown.at < span;
    if (animating) controls(ctx.state());
    const frame = () => {
      const elapsed = Date.now() - shown.at;
      diceAt(shown.dice, elapsed).forEach((st, i) => {
        const die = trayEl.children[i];
        if (!die) return;
        die.classList.toggle('rolling', st.phase === 'rolling');
        die.classList.toggle('waiting', st.phase === 'waiting');
        if (st.phase === 'rolling') die.replaceChildren(dieFace(tumblingFace(shown.sides, i, elapsed), shown.sides));
        else die.replaceChildren(dieFace(st.value, shown.sides));
      });
      if (elapsed < span) anim = requestAnimationFrame(frame);
      else { anim = null; animating = false; controls(ctx.state()); ctx.celebrate('small'); }
    };
    frame();
  }

  return { el, update };
}
