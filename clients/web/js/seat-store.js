// Seats in localStorage: the resume token of each room, and one profile token for all rooms
// (the same token everywhere keeps one profile: best scores, wheels). `storage` is injected.

const PREFIX = 'partyline.seat.';
const PROFILE = 'partyline.profile';

/** A 32-hex-digit token from `random` (a function filling a Uint8Array). */
export function newToken(random) {
  const bytes = new Uint8Array(16);
  random(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The seat store over a Storage-like object (getItem/setItem/removeItem). */
export function seatStore(storage, random) {
  const read = (key) => {
    try { return JSON.parse(storage.getItem(key) ?? 'null'); } catch { return null; }
  };
  return {
    /** The saved seat of room `code`: {token, player_id, name, role} or null. */
    seat(code, kind = '') { return read(PREFIX + kind + code.toUpperCase()); },
    /** Remember a seat. */
    save(code, seat, kind = '') { storage.setItem(PREFIX + kind + code.toUpperCase(), JSON.stringify(seat)); },
    /** Forget a seat (left, kicked, expired). */
    forget(code, kind = '') { storage.removeItem(PREFIX + kind + code.toUpperCase()); },
    /** The profile token, made on first use. */
    profileToken() {
      let t = storage.getItem(PROFILE);
      if (!t || !/^[A-Za-z0-9_-]{16,128}$/.test(t)) {
        t = newToken(random);
        storage.setItem(PROFILE, t);
      }
      return t;
    },
    /** The last name typed. */
    lastName() { return storage.getItem('partyline.name') ?? ''; },
    /** Remember the name typed. */
    saveName(name) { storage.setItem('partyline.name', name); },
    /** The language picked last (null if none). */
    language() { return storage.getItem('partyline.lang'); },
    /** Remember the language picked. */
    saveLanguage(lang) { storage.setItem('partyline.lang', lang); },
  };
}

/** A room code from a path like `/KQRW` or `/tv/kqrw` (null if none). */
export function codeFromPath(path) {
  const m = /^\/(?:tv\/)?([A-Za-z]{4})\/?$/.exec(path);
  if (!m) return null;
  const code = m[1].toUpperCase();
  return /^[A-HJ-NP-Z]{4}$/.test(code) ? code : null;
}

/** Whether a path is a TV screen (`/tv/ABCD`). */
export function isTvPath(path) {
  return /^\/tv\//i.test(path);
}

/** A typed room code cleaned up (upper case, no spaces) or null when it has the wrong shape. */
export function cleanCode(text) {
  const code = String(text ?? '').trim().toUpperCase();
  return /^[A-HJ-NP-Z]{4}$/.test(code) ? code : null;
}
