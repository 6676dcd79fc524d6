// The room's join link as phones must see it: the address the server says phones can reach
// (its welcome's `public_url`: `--public-url`, else its LAN address), and only when the server
// says none, the address this page was opened with.

/** The join link of room `code`, from the server's welcome frame and the page's location. */
export function joinLink(welcome, loc, code) {
  const announced = typeof welcome?.public_url === 'string' ? welcome.public_url.replace(/\/+$/, '') : '';
  return `${announced || loc.origin}/${code}`;
}
