// The console's API (contract §9) over fetch: the token goes in the Authorization header only —
// never in a URL, never in a cookie (credentials: 'omit'). Every call resolves to
// {ok, status, data}; a network failure is status 0. `fetch` is injected for the tests.

/** An API client for `token`. */
export function createApi(token, fetchFn = (path, init) => globalThis.fetch(path, init)) {
  async function call(method, path, body) {
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const init = { method, headers, credentials: 'omit', cache: 'no-store', redirect: 'error' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetchFn(path, init);
    } catch {
      return { ok: false, status: 0, data: null };
    }
    let data = null;
    try { data = await response.json(); } catch { data = null; }
    return { ok: response.ok, status: response.status, data };
  }
  const room = (code) => `/admin/api/rooms/${encodeURIComponent(code)}`;
  return {
    rooms: () => call('GET', '/admin/api/rooms'),
    stats: () => call('GET', '/admin/api/stats'),
    room: (code) => call('GET', room(code)),
    close: (code, message) => call('POST', `${room(code)}/close`, message ? { message } : {}),
    kick: (code, playerId) => call('POST', `${room(code)}/kick`, { player_id: playerId }),
    notice: (text) => call('POST', '/admin/api/notice', { text }),
    maintenance: (on) => call('POST', '/admin/api/maintenance', { on }),
    drain: (node) => call('POST', '/admin/api/drain', node ? { node } : {}),
  };
}
