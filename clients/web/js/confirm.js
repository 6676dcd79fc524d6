// A confirmation for actions that cost something (leave, remove a player, give the host
// away, ban): a modal <dialog> naming the action, with the safe choice focused first.

import { h } from './dom.js';

/**
 * The dialog: resolves null when cancelled, else {option} (whether the `option` checkbox, when
 * there is one, was ticked).
 */
function ask(t, { title, body, yes, option }) {
  return new Promise((resolve) => {
    const cancel = h('button', { type: 'button', class: 'secondary', 'data-confirm': 'no', text: t('webCancel') });
    const ok = h('button', { type: 'button', class: 'danger', 'data-confirm': 'yes', text: yes });
    const heading = h('h2', { id: 'confirm-title', text: title });
    const box = option ? h('input', { type: 'checkbox', name: 'confirm-option' }) : null;
    const dialog = h('dialog', { class: 'confirm-dialog', 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-body' },
      heading, h('p', { id: 'confirm-body', text: body }),
      box && h('label', { class: 'check confirm-option' }, box, h('span', { text: option })),
      h('div', { class: 'row confirm-buttons' }, cancel, ok));
    const done = (answer) => { dialog.close(); dialog.remove(); resolve(answer); };
    cancel.addEventListener('click', () => done(null));
    ok.addEventListener('click', () => done({ option: !!box?.checked }));
    dialog.addEventListener('cancel', (e) => { e.preventDefault(); done(null); });
    document.body.append(dialog);
    dialog.showModal();
    cancel.focus();
  });
}

/**
 * Ask before doing something that cannot be undone. Resolves true when the user confirms.
 * `title`, `body`: what happens; `yes`: the confirm button's label.
 */
export async function confirmAction(t, { title, body, yes }) {
  return (await ask(t, { title, body, yes })) !== null;
}

/**
 * The same with a checkbox `option` (a ban's "also their address"): resolves null when cancelled,
 * else {option: whether it was ticked}.
 */
export function confirmWithOption(t, { title, body, yes, option }) {
  return ask(t, { title, body, yes, option });
}
