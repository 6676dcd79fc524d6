// A confirmation for actions that cost something (leave, remove a player, give the host
// away): a modal <dialog> naming the action, with the safe choice focused first.

import { h } from './dom.js';

/**
 * Ask before doing something that cannot be undone. Resolves true when the user confirms.
 * `title`, `body`: what happens; `yes`: the confirm button's label.
 */
export function confirmAction(t, { title, body, yes }) {
  return new Promise((resolve) => {
    const cancel = h('button', { type: 'button', class: 'secondary', 'data-confirm': 'no', text: t('webCancel') });
    const ok = h('button', { type: 'button', class: 'danger', 'data-confirm': 'yes', text: yes });
    const heading = h('h2', { id: 'confirm-title', text: title });
    const dialog = h('dialog', { class: 'confirm-dialog', 'aria-labelledby': 'confirm-title', 'aria-describedby': 'confirm-body' },
      heading, h('p', { id: 'confirm-body', text: body }), h('div', { class: 'row confirm-buttons' }, cancel, ok));
    const done = (answer) => { dialog.close(); dialog.remove(); resolve(answer); };
    cancel.addEventListener('click', () => done(false));
    ok.addEventListener('click', () => done(true));
    dialog.addEventListener('cancel', (e) => { e.preventDefault(); done(false); });
    document.body.append(dialog);
    dialog.showModal();
    cancel.focus();
  });
}
