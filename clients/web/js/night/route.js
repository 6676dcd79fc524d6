// The night routes of the page (`/n/ABCD`, `/n/ABCD/recap`), apart from the rest of
// js/night/model.js so the entry point reads them without loading the model. Pure.

/** Night codes: 4 letters of the room alphabet (A–Z without I and O). */
const CODE = /^[A-HJ-NP-Z]{4}$/;

/**
 * The night route of a path: `/n/ABCD` → {code: 'ABCD', page: 'night'}, `/n/abcd/recap` →
 * {code: 'ABCD', page: 'recap'}; null for any other path.
 */
export function nightRoute(path) {
  const m = /^\/n\/([A-Za-z]{4})(\/recap)?\/?$/.exec(path ?? '');
  if (!m) return null;
  const code = m[1].toUpperCase();
  return CODE.test(code) ? { code, page: m[2] ? 'recap' : 'night' } : null;
}
