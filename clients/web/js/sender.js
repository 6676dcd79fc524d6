// Sending actions whatever the link is doing: while it is up, a request goes out at once;
// while it is down (socket closed or the browser offline), the outbox (js/outbox.js) decides
// whether the tap waits and goes out once on resume, or is reported as not sent. Every tap
// ends in a reply, a toast saying it waits, or a toast saying it was not sent.

import { emptyOutbox, hold, release, waiting } from './outbox.js';
import { errorText } from './i18n.js';

/**
 * `link`: the Connection; `state()`: the client state; `t()`: the translate function;
 * `toast(text)`; `changed()`: the number of waiting actions changed.
 */
export function createSender({ link, state, t, toast, changed, online = () => true }) {
  let outbox = emptyOutbox();
  const waiters = new Map(); // entry id → resolve of the tap's promise

  const up = () => link.isOpen && online();

  /** `onError(err)`: the caller shows this error itself (under the field it names) when it returns true; else a toast says it. */
  async function request(type, params, onError) {
    try {
      return await link.request(type, params);
    } catch (err) {
      if (err.code === 'disconnected') return holdOrRefuse(type, params);
      if (!onError?.(err)) toast(errorText(t(), err));
      return null;
    }
  }

  function holdOrRefuse(type, params) {
    const r = hold(outbox, type, params, state());
    if (!r.entry) {
      toast(t()('webNotSentOffline'));
      return Promise.resolve(null);
    }
    outbox = r.outbox;
    for (const e of r.replaced) { waiters.get(e.id)?.(null); waiters.delete(e.id); }
    toast(t()('webHeld'));
    changed();
    return new Promise((resolve) => waiters.set(r.entry.id, resolve));
  }

  return {
    /**
     * Send a request: the ok frame, or null (after saying why). Resolves late for a held tap.
     * `onError(err)` may show a refusal itself (a `filtered` text under its field): true when it did.
     */
    send(type, params = {}, { onError } = {}) {
      return up() ? request(type, params, onError) : holdOrRefuse(type, params);
    },
    /** The room is resumed: send what still applies, once; report the rest as not sent. */
    async flush() {
      if (!waiting(outbox)) return;
      const r = release(outbox, state());
      outbox = r.outbox;
      changed();
      for (const e of r.unsent) { toast(t()('webNotSentStale')); waiters.get(e.id)?.(null); waiters.delete(e.id); }
      for (const e of r.send) {
        const resolve = waiters.get(e.id);
        waiters.delete(e.id);
        const ok = await request(e.type, e.params);
        if (ok) toast(t()('webSentLater'));
        resolve?.(ok);
      }
    },
    /** How many taps wait for the link. */
    get waiting() { return waiting(outbox); },
  };
}
