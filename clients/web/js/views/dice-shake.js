// "Shake to roll" for the dice tab: a switch that listens to the motion sensor (asking
// permission inside the tap where the browser wants it) and rolls on a shake — only while the
// Roll button is enabled, so nothing rolls during a roll. Says why when sensors are off.

import { h } from '../dom.js';
import { askSensors, shakeWatcher } from '../sensors/device.js';

/** The switch: {el}. `roll()` rolls when allowed; `canRoll()` says whether it is. */
export function createShakeSwitch(ctx, { roll, canRoll }) {
  const { t } = ctx;
  const watcher = shakeWatcher(() => { if (canRoll()) { ctx.feedback?.cue('tick'); roll(); } });
  const button = h('button', { type: 'button', class: 'secondary small shake-switch', 'aria-pressed': 'false', text: `📳 ${t('webShakeToRoll')}` });
  const note = h('span', { class: 'hint shake-note' });
  button.addEventListener('click', async () => {
    if (watcher.on) watcher.stop();
    else {
      const answer = await askSensors();
      if (answer !== 'ok') { note.textContent = answer === 'insecure' ? t('webShakeInsecure') : t('webTiltUnsupported'); return; }
      watcher.start();
    }
    button.setAttribute('aria-pressed', String(watcher.on));
    note.textContent = '';
  });
  return { el: h('div', { class: 'row shake' }, button, note) };
}
