// Sending through the outbox with a fake link: a tap while the link is down waits and goes
// out once on resume, or is reported; the browser's offline event closes the link at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSender } from '../js/sender.js';
import { watchNetwork } from '../js/network.js';

function fakeLink() {
  return {
    isOpen: false, sent: [], drops: 0, reconnects: 0,
    request(type, params) {
      if (!this.isOpen) return Promise.reject(Object.assign(new Error('closed'), { code: 'disconnected' }));
      this.sent.push([type, params]);
      return Promise.resolve({ type: 'ok' });
    },
    drop() { this.drops += 1; }, reconnectNow() { this.reconnects += 1; },
  };
}

const voting = { room: { code: 'ABCD' }, game: { game: 'would_you_rather', phase: 'voting', question: { question_id: 'q1' } } };

function setup(state = voting) {
  const link = fakeLink();
  const toasts = [];
  const sender = createSender({ link, state: () => state, t: () => (k) => k, toast: (x) => toasts.push(x), changed: () => {} });
  return { link, toasts, sender };
}

test('a vote while the link is down waits, then goes out once with the tap resolved', async () => {
  const { link, toasts, sender } = setup();
  const tap = sender.send('wyr.vote', { choice: 'a' });
  assert.deepEqual(toasts, ['webHeld']);
  assert.equal(sender.waiting, 1);
  link.isOpen = true;
  await sender.flush();
  await sender.flush();
  assert.deepEqual(link.sent, [['wyr.vote', { choice: 'a' }]]);
  assert.deepEqual(await tap, { type: 'ok' });
  assert.deepEqual(toasts, ['webHeld', 'webSentLater']);
});

test('an action that cannot wait is reported as not sent at once', async () => {
  const { link, toasts, sender } = setup();
  assert.equal(await sender.send('dice.roll', {}), null);
  assert.deepEqual(toasts, ['webNotSentOffline']);
  link.isOpen = true;
  await sender.flush();
  assert.deepEqual(link.sent, []);
});

test('a held vote whose question closed is reported, not sent', async () => {
  let state = voting;
  const link = fakeLink();
  const toasts = [];
  const sender = createSender({ link, state: () => state, t: () => (k) => k, toast: (x) => toasts.push(x), changed: () => {} });
  const tap = sender.send('wyr.vote', { choice: 'b' });
  state = { ...voting, game: null };
  link.isOpen = true;
  await sender.flush();
  assert.equal(await tap, null);
  assert.deepEqual(link.sent, []);
  assert.deepEqual(toasts, ['webHeld', 'webNotSentStale']);
});

test('the browser going offline closes the link; online reconnects at once', () => {
  const link = fakeLink();
  const handlers = {};
  const target = { addEventListener: (type, fn) => { handlers[type] = fn; } };
  let changed = 0;
  const net = watchNetwork({ link, changed: () => { changed += 1; }, nav: { onLine: true }, target });
  assert.equal(net.online, true);
  handlers.offline();
  assert.equal(net.online, false);
  assert.equal(link.drops, 1);
  handlers.online();
  assert.equal(net.online, true);
  assert.equal(link.reconnects, 1);
  assert.equal(changed, 2);
});

test('while the browser says offline, a tap waits even though the socket looks open', async () => {
  const link = fakeLink();
  link.isOpen = true;
  let online = false;
  const toasts = [];
  const sender = createSender({ link, state: () => voting, t: () => (k) => k, toast: (x) => toasts.push(x), changed: () => {}, online: () => online });
  sender.send('wyr.vote', { choice: 'a' });
  assert.deepEqual(link.sent, []);
  online = true;
  await sender.flush();
  assert.deepEqual(link.sent, [['wyr.vote', { choice: 'a' }]]);
});

test('a refusal the caller shows itself (a filtered text under its field) is no toast; others are', async () => {
  const { link, toasts, sender } = setup();
  link.isOpen = true;
  link.request = (type, params) => Promise.reject(Object.assign(new Error('text: filtered'), { code: params.text === 'bad' ? 'filtered' : 'rate_limited', field: 'text' }));
  const seen = [];
  const onError = (err) => { seen.push([err.code, err.field]); return err.code === 'filtered'; };
  assert.equal(await sender.send('chat.send', { text: 'bad' }, { onError }), null);
  assert.deepEqual(seen, [['filtered', 'text']]);
  assert.deepEqual(toasts, [], 'shown under the field, not as a toast');
  assert.equal(await sender.send('chat.send', { text: 'fine' }, { onError }), null);
  assert.equal(toasts.length, 1, 'what the field does not take is still said');
  assert.equal(await sender.send('chat.send', { text: 'bad' }), null);
  assert.equal(toasts.length, 2, 'without onError a refusal is a toast');
});
