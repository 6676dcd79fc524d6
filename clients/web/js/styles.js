// Style sheets by their source name. The built client (scripts/web-build.mjs) serves each under a
// content-hashed name and lists them in index.html's <meta name="partyline-styles">
// ("/css/tv.css=/assets/tv-HASH.css ..."); the source served as it is (partyd --web-dir) has none,
// and the source names are used.

/** The map of source names to built names in `content` (the meta's text); pure. */
export function parseStyleMap(content) {
  const map = new Map();
  for (const pair of String(content ?? '').split(/\s+/)) {
    const at = pair.indexOf('=');
    if (at > 0) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return map;
}

let built = null;

/** The URL to load the style sheet `href` (`/css/tv.css`) from on this page. */
export function styleHref(href) {
  built ??= parseStyleMap(globalThis.document?.querySelector('meta[name="partyline-styles"]')?.content);
  return built.get(href) ?? href;
}
