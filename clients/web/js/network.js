// What the browser says about the network: `offline` closes the link at once (a socket can
// linger for a minute before it notices), `online` reconnects without waiting for the retry
// timer. The page treats "offline" like a closed link: the controls say so and taps go to
// the outbox (js/sender.js).

/** Watch `navigator.onLine` and its events; `changed()` after each change. */
export function watchNetwork({ link, changed, nav = globalThis.navigator, target = globalThis }) {
  const watcher = { online: nav?.onLine !== false };
  target.addEventListener?.('offline', () => {
    watcher.online = false;
    link.drop();
    changed();
  });
  target.addEventListener?.('online', () => {
    watcher.online = true;
    link.reconnectNow();
    changed();
  });
  return watcher;
}
