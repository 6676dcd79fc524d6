// This browser's device id (contract §9, "Bans"): an opaque string made once and kept in
// localStorage (`partyline.device`), sent as `device` on every create and join (players, the
// audience, moderators and the TV), so a room's ban by device refuses this browser whatever name
// it types. It is not a secret and never resumes anything (the seat and profile tokens do that);
// the server keeps only a hash of it. Pure over an injected Storage-like object.

const KEY = 'partyline.device';

/** The shape of an id this module made (`d-` and 32 hex digits); anything else is replaced. */
const SHAPE = /^d-[0-9a-f]{32}$/;

/** A new device id from `random` (a function filling a Uint8Array): `d-` and 32 hex digits, 34 characters (the wire allows 64). */
export function newDeviceId(random) {
  const bytes = new Uint8Array(16);
  random(bytes);
  return `d-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * This browser's device id: the one kept in `storage`, else a new one, kept. A browser whose
 * storage refuses writes (private mode with storage off) still gets one id for the page's life.
 */
export function deviceId(storage, random) {
  let kept = null;
  try { kept = storage.getItem(KEY); } catch { /* no storage: a new id below */ }
  if (kept && SHAPE.test(kept)) return kept;
  const made = newDeviceId(random);
  try { storage.setItem(KEY, made); } catch { /* kept for this page only */ }
  return made;
}
