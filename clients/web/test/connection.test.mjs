import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Connection, SUBPROTOCOL, backoffMs, socketUrl } from '../js/connection.js';

class FakeSocket {
  static all = [];
  constructor(url, protocol) { Object.assign(this, { url, protocol, sent: [], closedWith: null }); FakeSocket.all.push(this); }
  send(text) { this.sent.push(JSON.parse(text)); }
  close(code) { this.closedWith = code; this.onclose?.(); }
  deliver(frame) { this.onmessage({ data: JSON.stringify(frame) }); }
}

function fakeTimers() {
  const t = { timeouts: [], intervals: [] };
  t.setTimeout = (fn, ms) => { t.timeouts.push({ fn, ms }); return t.timeouts.length; };
  t.clearTimeout = () => {};
  t.setInterval = (fn, ms) => { t.intervals.push({ fn, ms }); return t.intervals.length; };
  t.clearInterval = () => {};
  return t;
}

test('the URL is /ws on the page host', () => {
  assert.equal(socketUrl({ protocol: 'http:', host: 'h:8080' }), 'ws://h:8080/ws');
  assert.equal(socketUrl({ protocol: 'https:', host: 'h:8443' }), 'wss://h:8443/ws');
  assert.deepEqual([1, 2, 3, 4, 5, 9].map(backoffMs), [500, 1000, 2000, 4000, 8000, 8000]);
});

test('welcome first, then requests by id; events go to onFrame; drops reconnect', async () => {
  FakeSocket.all = [];
  const statuses = [];
  const frames = [];
  let opened = 0;
  const timers = fakeTimers();
  const c = new Connection({ url: 'ws://x/ws', WebSocketImpl: FakeSocket, timers, onStatus: (s, n) => statuses.push(`${s}:${n}`), onFrame: (f) => frames.push(f.type), onOpen: () => opened++ });
  c.start();
  const ws = FakeSocket.all[0];
  assert.equal(ws.protocol, SUBPROTOCOL);
  await assert.rejects(c.request('ping'), { code: 'disconnected' }); // not before the welcome
  ws.deliver({ type: 'welcome', protocol: 1 });
  assert.equal(opened, 1);
  const p = c.request('room.create', { name: 'Ann' });
  assert.deepEqual(ws.sent.at(-1), { type: 'room.create', id: 2, name: 'Ann' });
  ws.deliver({ type: 'chat.message', text: 'hi' });
  ws.deliver({ type: 'ok', re: 2, room: 'KQRW' });
  assert.equal((await p).room, 'KQRW');
  const q = c.request('room.join', { room: 'ZZZZ' });
  ws.deliver({ type: 'error', re: 3, code: 'room_not_found', message: 'no' });
  await assert.rejects(q, { code: 'room_not_found' });
  const r = c.request('chat.send', { text: 'x' });
  ws.close(1006);
  await assert.rejects(r, { code: 'disconnected' });
  assert.deepEqual(frames, ['chat.message']);
  assert.equal(timers.timeouts.at(-1).ms, 500);
  timers.timeouts.at(-1).fn();
  FakeSocket.all[1].deliver({ type: 'welcome', protocol: 1 });
  assert.equal(opened, 2);
  assert.deepEqual(statuses, ['connecting:0', 'open:0', 'reconnecting:1', 'reconnecting:1', 'open:0']);
});

test('a link that stops answering pings is closed and reopened', () => {
  FakeSocket.all = [];
  const timers = fakeTimers();
  const c = new Connection({ url: 'ws://x/ws', WebSocketImpl: FakeSocket, timers });
  c.start();
  FakeSocket.all[0].deliver({ type: 'welcome' });
  const ping = timers.intervals.at(-1).fn;
  ping();
  assert.deepEqual(FakeSocket.all[0].sent.at(-1), { type: 'ping' });
  FakeSocket.all[0].deliver({ type: 'pong' });
  ping();
  assert.equal(FakeSocket.all[0].closedWith, null);
  ping(); // no pong came back
  assert.equal(FakeSocket.all[0].closedWith, 4000);
  assert.equal(timers.timeouts.length, 1);
});
