import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createApi } from '../js/api.js';

/** A fetch that records its calls and answers `status` with `body`. */
function fakeFetch(status = 200, body = { ok: true }) {
  const calls = [];
  const fetch = async (url, init) => {
    calls.push({ url, init });
    return { ok: status >= 200 && status < 300, status, json: async () => { if (body === null) throw new Error('no body'); return body; } };
  };
  return { fetch, calls };
}

test('every call sends the token in the Authorization header only, never in the URL or a cookie', async () => {
  const { fetch, calls } = fakeFetch();
  const api = createApi('s3cret-token-value', fetch);
  await api.rooms();
  await api.stats();
  await api.room('ABCD');
  for (const { url, init } of calls) {
    assert.equal(init.headers.Authorization, 'Bearer s3cret-token-value');
    assert.ok(!url.includes('s3cret'), url);
    assert.equal(init.credentials, 'omit');
    assert.equal(init.method, 'GET');
    assert.equal(init.body, undefined);
  }
  assert.deepEqual(calls.map((c) => c.url), ['/admin/api/rooms', '/admin/api/stats', '/admin/api/rooms/ABCD']);
});

test('actions POST the contract\'s JSON bodies', async () => {
  const { fetch, calls } = fakeFetch();
  const api = createApi('t'.repeat(20), fetch);
  await api.close('ABCD', 'bye now');
  await api.close('ABCD', '');
  await api.kick('ABCD', 'p3');
  await api.notice('restart in 5');
  await api.maintenance(true);
  await api.drain('node2');
  await api.drain();
  assert.deepEqual(calls.map((c) => [c.init.method, c.url, JSON.parse(c.init.body)]), [
    ['POST', '/admin/api/rooms/ABCD/close', { message: 'bye now' }],
    ['POST', '/admin/api/rooms/ABCD/close', {}],
    ['POST', '/admin/api/rooms/ABCD/kick', { player_id: 'p3' }],
    ['POST', '/admin/api/notice', { text: 'restart in 5' }],
    ['POST', '/admin/api/maintenance', { on: true }],
    ['POST', '/admin/api/drain', { node: 'node2' }],
    ['POST', '/admin/api/drain', {}],
  ]);
  assert.ok(calls.every((c) => c.init.headers['Content-Type'] === 'application/json'));
});

test('failures resolve with their status; a network failure is status 0', async () => {
  const denied = createApi('x'.repeat(20), fakeFetch(401, null).fetch);
  assert.deepEqual(await denied.stats(), { ok: false, status: 401, data: null });
  const missing = createApi('x'.repeat(20), fakeFetch(404, { error: 'room_not_found', message: 'no room' }).fetch);
  assert.deepEqual(await missing.room('ZZZZ'), { ok: false, status: 404, data: { error: 'room_not_found', message: 'no room' } });
  const down = createApi('x'.repeat(20), async () => { throw new TypeError('failed to fetch'); });
  assert.deepEqual(await down.rooms(), { ok: false, status: 0, data: null });
});
