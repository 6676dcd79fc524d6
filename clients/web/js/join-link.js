// The room's join link as phones must see it: the web client's base URL the server announces
// in its welcome (`web`, PROTOCOL.md section 1: `--public-url`, else the address it listens on
// when that names one, else its LAN address — the same address its `/qr/CODE.svg` encodes),
// and only when it announces none, the address this page was opened with.

/** The base every link for other devices starts with: the announced address, else the page's origin. */
export function siteBase(welcome, loc) {
  const announced = typeof welcome?.web === 'string' && /^https?:\/\//.test(welcome.web) ? welcome.web.replace(/\/+$/, '') : '';
  return announced || loc.origin;
}

/** The join link of room `code`, from the server's welcome frame and the page's location. */
export function joinLink(welcome, loc, code) {
  return `${siteBase(welcome, loc)}/${code}`;
}

/** The link of a page of the site (`/n/ABCD`, a night's page) as other devices open it. */
export function siteLink(welcome, loc, path) {
  return `${siteBase(welcome, loc)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The link cut where it may break on screen: after `//`, before `:port` and before the code
 * (`http://party.example:8080/ABCD` → [`http://`, `party.example`, `:8080/`, `ABCD`]). The
 * last part, the code, must never break.
 */
export function linkParts(link) {
  const m = /^([a-z]+:\/\/)([^:/]+)(:\d+)?(\/.*?)?([A-Z]{4})$/i.exec(link);
  if (!m) return [link];
  const [, scheme, host, port = '', path = '/', code] = m;
  return [scheme, host, `${port}${path}`, code];
}
