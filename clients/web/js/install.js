// The page as an app: its service worker (sw.js: the shell offline, one version at a time), and
// what a page without HTTPS is missing. The worker is registered only where the built client is
// served (index.html names its build) and the browser allows it (HTTPS and localhost).

/** Whether `doc` is the built client (scripts/web-build.mjs), not the source served as it is. */
export function isBuilt(doc) {
  return !!doc?.querySelector?.('meta[name="partyline-build"]');
}

/** What HTTPS would add on this page, as string keys (none on HTTPS and localhost). Pure. */
export function httpsWouldAdd({ secure }) {
  return secure ? [] : ['webHttpsInstall', 'webHttpsAwake', 'webHttpsMotion', 'webHttpsCopy'];
}

/** Registers sw.js once the page has loaded (off the join path); resolves to the registration or null. */
export function registerServiceWorker({ nav = globalThis.navigator, doc = globalThis.document, win = globalThis.window } = {}) {
  if (!isBuilt(doc) || !win?.isSecureContext || !nav?.serviceWorker) return Promise.resolve(null);
  const register = () => nav.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => null);
  if (doc.readyState === 'complete') return register();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(register()), { once: true }));
}

/** Loads a lazily loaded part; if its file is gone (a new partyd replaced this page's version
 * while it was open), reloads the page once so it runs the new version whole, never a mix. */
export function loadPart(load, { storage = globalThis.sessionStorage, reload = () => globalThis.location.reload() } = {}) {
  return load().then((part) => { storage?.removeItem('partyline.reloaded'); return part; }, (err) => {
    if (storage && !storage.getItem('partyline.reloaded')) { storage.setItem('partyline.reloaded', '1'); reload(); }
    throw err;
  });
}
