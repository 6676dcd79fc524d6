// The outbox: a tap while the link is down is sent once on resume when it still applies,
// and reported as not sent otherwise; never dropped silently.
import test from 'node:test';
import assert from 'node:assert/strict';
import { canHold, emptyOutbox, hold, release, waiting } from '../js/outbox.js';

const voting = (qid, phase = 'voting') => ({ room: { code: 'ABCD' }, game: { game: 'would_you_rather', phase, question: { question_id: qid } } });

test('a vote on the open question is held and sent once on resume', () => {
  const { outbox, entry } = hold(emptyOutbox(), 'wyr.vote', { choice: 'a' }, voting('q1'));
  assert.ok(entry);
  assert.equal(waiting(outbox), 1);
  const r = release(outbox, voting('q1'));
  assert.deepEqual(r.send.map((e) => e.params), [{ choice: 'a' }]);
  assert.deepEqual(r.unsent, []);
  assert.equal(waiting(r.outbox), 0);
  assert.deepEqual(release(r.outbox, voting('q1')).send, [], 'sent once, not again');
});

test('a changed vote replaces the held one: one vote goes out', () => {
  const first = hold(emptyOutbox(), 'wyr.vote', { choice: 'a' }, voting('q1'));
  const second = hold(first.outbox, 'wyr.vote', { choice: 'b' }, voting('q1'));
  assert.deepEqual(second.replaced.map((e) => e.id), [first.entry.id]);
  assert.deepEqual(release(second.outbox, voting('q1')).send.map((e) => e.params.choice), ['b']);
});

test('a vote whose question closed meanwhile is reported as not sent', () => {
  const { outbox } = hold(emptyOutbox(), 'wyr.vote', { choice: 'a' }, voting('q1'));
  for (const later of [voting('q2'), voting('q1', 'results'), { room: { code: 'ABCD' }, game: null }]) {
    const r = release(outbox, later);
    assert.equal(r.send.length, 0);
    assert.equal(r.unsent.length, 1);
  }
});

test('a vote with no open question, and actions that cannot wait, are refused at once', () => {
  assert.equal(hold(emptyOutbox(), 'wyr.vote', { choice: 'a' }, voting('q1', 'results')).entry, null);
  for (const type of ['gop.pass', 'gop.correct', 'dice.roll', 'wheel.spin', 'coin.flip', 'game.start', 'room.kick']) {
    assert.equal(canHold(type), false, type);
    const r = hold(emptyOutbox(), type, {}, voting('q1'));
    assert.equal(r.entry, null, type);
    assert.equal(waiting(r.outbox), 0);
  }
});

test('chat waits for the same room, in tap order', () => {
  let box = emptyOutbox();
  for (const text of ['one', 'two']) box = hold(box, 'chat.send', { text }, voting('q1')).outbox;
  assert.deepEqual(release(box, voting('q9')).send.map((e) => e.params.text), ['one', 'two']);
  const elsewhere = release(box, { room: { code: 'WXYZ' } });
  assert.equal(elsewhere.unsent.length, 2);
});
