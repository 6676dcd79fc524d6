// The night routes of the page (`/n/ABCD`, `/n/ABCD/recap`), apart from the rest of
// js/night/model.js so the entry point reads them without loading the model. Pure.

/** Night codes: 4 letters of the room alphabet (A–Z without I and O). */
const CODE = /^[A-HJ-NP-Z]{4}$/;

/**
 * The night route of a path: `/n/ABCD` → {code: 'ABCD', page: 'night'}, `/n/abcd/recap` →
 * {code: 'ABCD', page: 'recap', streamer: false}; null for any other path. `streamer`: the page's
 * query says `streamer=1` (a TV in streamer mode came here: the recap shows nothing of the code).
 */
export function nightRoute(path, search = '') {
  const m = /^\/n\/([A-Za-z]{4})(\/recap)?\/?$/.exec(path ?? '');
  if (!m) return null;
  const code = m[1].toUpperCase();
  if (!CODE.test(code)) return null;
  return m[2] ? { code, page: 'recap', streamer: new URLSearchParams(search ?? '').get('streamer') === '1' } : { code, page: 'night' };
}

/** The recap's path for night `code`; a TV in streamer mode (contract §9, `hide_code`) asks for one without the code's QR. */
export function recapPath(code, { streamer = false } = {}) {
  return `/n/${code}/recap${streamer ? '?streamer=1' : ''}`;
}
