// The operator's `server.notice` as a banner across the top of every screen (phone and TV): it
// stays until dismissed — on a TV nobody taps, it goes after a minute. The TV also shows here why
// its room closed (the room's picture stays behind it), and that one stays.
import { h } from '../dom.js';

/** A banner element and `show(text)`; `t` translates (the title and the button). */
export function createServerNotice(t, { autoHideMs = 0 } = {}) {
  const text = h('p', { class: 'server-notice-text' });
  const title = h('strong', { class: 'server-notice-title' });
  const dismiss = h('button', { type: 'button', class: 'server-notice-ok', onclick: () => hide() });
  const el = h('div', { class: 'server-notice', role: 'alert', hidden: true }, title, text, dismiss);
  let timer = null;

  function hide() {
    el.hidden = true;
    clearTimeout(timer);
  }

  return {
    el,
    /** Shows `message`, replacing any notice before it; `stay` keeps it up on a TV too. */
    show(message, { stay = false } = {}) {
      title.textContent = t('webServerNotice');
      dismiss.textContent = t('webNoticeDismiss');
      text.textContent = message;
      el.hidden = false;
      clearTimeout(timer);
      if (autoHideMs > 0 && !stay) timer = setTimeout(hide, autoHideMs);
    },
    /** The language changed. */
    retranslate(next) {
      t = next;
      title.textContent = t('webServerNotice');
      dismiss.textContent = t('webNoticeDismiss');
    },
  };
}
