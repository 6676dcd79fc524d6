import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReducer, initialState } from '../js/state.js';
import { amHost, unlistedAudience } from '../js/selectors.js';
import { gameRegistry } from '../js/games/registry.js';
import { gopRole } from '../js/games/guess_or_pass/reducer.js';
import { offsetMs } from '../js/clock.js';

const reduce = createReducer(gameRegistry);

const snapshot = {
  room: 'KQRW', host: 'p1', locked: false,
  members: [
    { player_id: 'p1', name: 'Alice', role: 'player', connected: true, score: 0 },
    { player_id: 'p2', name: 'Bob', role: 'player', connected: true, score: 0 },
  ],
  game: null,
  fair: { commitment: 'c'.repeat(64), client_seed: 'abc', next_nonce: 1 },
  dice: { mode: 'free', count: 2, sides: 6, rolling: [], history: [] },
};

function run(frames, opts, me = 'p2') {
  let s = reduce(initialState(opts), { type: 'local.seated', room: 'KQRW', player_id: me, snapshot }, 0);
  for (const f of frames) s = reduce(s, f, 1000);
  return s;
}

test('seated: room, members, fairness', () => {
  const s = run([]);
  assert.equal(s.room.code, 'KQRW');
  assert.equal(s.me.player_id, 'p2');
  assert.equal(s.fair.client_seed, 'abc');
  assert.ok(!amHost(s));
  assert.ok(amHost(run([], {}, 'p1')));
});

test('members join, drop, come back, leave; host and lock change', () => {
  const s = run([
    { type: 'room.player_joined', room: 'KQRW', seq: 5, player_id: 'p3', name: 'Carol', role: 'audience' },
    { type: 'room.player_disconnected', player_id: 'p1', grace_ends_at_ms: 5 },
    { type: 'room.host_changed', host: 'p2', previous: 'p1' },
    { type: 'room.locked', locked: true, by: 'p2' },
  ]);
  assert.deepEqual(s.room.members.map((m) => [m.name, m.role, m.connected]), [['Alice', 'player', false], ['Bob', 'player', true], ['Carol', 'audience', true]]);
  assert.equal(s.room.host, 'p2');
  assert.ok(s.room.locked);
  assert.equal(s.lastSeq, 5);
  assert.deepEqual(s.chat.map((c) => c.key), ['sysJoined', 'sysDisconnected', 'sysHostChanged', 'sysLocked']);
  const t = reduce(s, { type: 'room.player_left', player_id: 'p3', name: 'Carol', reason: 'kicked' });
  assert.equal(t.room.members.length, 2);
  assert.equal(t.chat.at(-1).key, 'sysRemoved');
});

test('a large audience arrives in digests: upsert the seated, drop who left, no chat lines', () => {
  const s = run([
    { type: 'room.player_joined', room: 'KQRW', seq: 5, player_id: 'p3', name: 'Carol', role: 'audience' },
    { type: 'room.audience_changed', room: 'KQRW', seq: 6, audience: 2, left: ['p3', 'p9'], members: [
      { player_id: 'p4', name: 'Dan', role: 'audience', connected: true, score: 0 },
      { player_id: 'p5', name: 'Eve', role: 'audience', connected: false, score: 0 },
    ] },
    { type: 'room.audience_changed', room: 'KQRW', seq: 7, audience: 2, left: [], members: [
      { player_id: 'p5', name: 'Eve', role: 'audience', connected: true, score: 0 },
    ] },
  ]);
  assert.deepEqual(s.room.members.map((m) => [m.player_id, m.connected]), [['p1', true], ['p2', true], ['p4', true], ['p5', true]]);
  assert.deepEqual(s.chat.map((c) => c.key), ['sysJoined']);
  assert.equal(s.lastSeq, 7);
});

test('a large audience is counted, not listed: the snapshot count, then joins, leaves and digests', () => {
  const crowd = { ...snapshot, audience: 250, members: [...snapshot.members, { player_id: 'p40', name: 'Zed', role: 'audience', connected: true, score: 0 }] };
  let s = reduce(initialState(), { type: 'local.seated', room: 'KQRW', player_id: 'p40', snapshot: crowd }, 0);
  assert.equal(s.room.audience, 250);
  assert.equal(unlistedAudience(s), 249);
  s = reduce(s, { type: 'room.audience_changed', room: 'KQRW', seq: 6, audience: 251, left: [], members: [
    { player_id: 'p77', name: 'Kim', role: 'audience', connected: true, score: 0 },
  ] });
  assert.equal(s.room.audience, 251);
  assert.equal(unlistedAudience(s), 249);
  // A small room (no count from an older server): counted from the list, kept by joins and leaves.
  let small = run([{ type: 'room.player_joined', room: 'KQRW', seq: 5, player_id: 'p3', name: 'Carol', role: 'audience' }]);
  assert.equal(small.room.audience, 1);
  assert.equal(unlistedAudience(small), 0);
  small = reduce(small, { type: 'room.player_left', player_id: 'p3', name: 'Carol', reason: 'left' });
  assert.equal(small.room.audience, 0);
});

test('kicked or replaced: out of the room with a notice', () => {
  const s = run([{ type: 'room.kicked', player_id: 'p2', by: 'p1' }]);
  assert.equal(s.room, null);
  assert.equal(s.me, null);
  assert.deepEqual(s.notice, { key: 'sysKicked' });
});

const gopStart = [
  { type: 'game.started', game: 'guess_or_pass', options: { category: 'animals', round_seconds: 60, countdown_seconds: 5, break_seconds: 5 }, by: 'p1' },
  { type: 'gop.countdown', guesser: 'p2', category: 'animals', round: 1, starts_at_ms: 6000, ends_at_ms: 11000 },
  { type: 'gop.round_started', guesser: 'p2', category: 'animals', round: 1, ends_at_ms: 71000, duration_ms: 60000 },
];

test('Guess or Pass as the guesser: hidden card, resolution, summary', () => {
  let s = run([...gopStart, { type: 'gop.card_hidden', index: 0 }]);
  assert.equal(gopRole(s), 'guesser');
  assert.equal(s.game.phase, 'round');
  assert.deepEqual(s.game.card, { index: 0 });
  assert.equal(offsetMs(s.clock), 10000); // sent at server 11000, received at local 1000
  s = reduce(s, { type: 'gop.card_resolved', index: 0, word: 'cat', outcome: 'correct', by: 'p1' }, 2000);
  assert.equal(s.game.card, null);
  assert.equal(s.game.scores.p2, 1);
  s = reduce(s, { type: 'gop.card_hidden', index: 1 });
  s = reduce(s, { type: 'gop.guess_missed', player_id: 'p2', text: 'dog' });
  assert.equal(s.game.missed[0].text, 'dog');
  s = reduce(s, { type: 'gop.round_ended', guesser: 'p2', category: 'animals', round: 1, score: 1, cards: [{ index: 0, word: 'cat', outcome: 'correct' }, { index: 1, word: 'owl', outcome: 'unresolved' }], best_score: 1, new_best: true, next_round_at_ms: 80000 });
  assert.equal(s.game.phase, 'round_over');
  assert.ok(s.game.summary.new_best);
  assert.equal(s.room.members[1].score, 1);
  s = reduce(s, { type: 'gop.game_over', scoreboard: [{ player_id: 'p2', score: 1 }], reason: 'completed' });
  s = reduce(s, { type: 'game.stopped', game: 'guess_or_pass', reason: 'completed' });
  assert.equal(s.game, null);
  assert.deepEqual(s.finished.scoreboard, [{ player_id: 'p2', score: 1 }]);
});

test('the TV never keeps an unresolved word, from events or snapshots', () => {
  let s = run([...gopStart, { type: 'gop.card', index: 0, word: 'giraffe' }], { hideWords: true }, 'p3');
  assert.deepEqual(s.game.card, { index: 0, word: undefined });
  assert.ok(!JSON.stringify(s).includes('giraffe'));
  s = reduce(s, { type: 'local.snapshot', snapshot: { ...snapshot, game: { game: 'guess_or_pass', phase: 'round', round: 1, guesser: 'p2', category: 'animals', ends_at_ms: 5, current_card: { index: 3, word: 'zebra' }, cards: [], scores: [] } } });
  assert.equal(s.game.card.index, 3);
  assert.ok(!JSON.stringify(s).includes('zebra'));
  const giver = run([...gopStart, { type: 'gop.card', index: 0, word: 'giraffe' }], {}, 'p1');
  assert.equal(giver.game.card.word, 'giraffe');
  assert.equal(gopRole(giver), 'giver');
});

test('Would You Rather: question, votes, my vote, results, clock from vote_seconds', () => {
  let s = run([
    { type: 'game.started', game: 'would_you_rather', options: { vote_seconds: 20, results_seconds: 3, categories: ['silly'] }, by: 'p1' },
    { type: 'wyr.question', question_id: 'q1', a: 'fly', b: 'swim', category: 'silly', custom: false, round: 1, ends_at_ms: 41000 },
  ]);
  assert.equal(s.game.phase, 'voting');
  assert.equal(offsetMs(s.clock), 20000);
  assert.equal(s.game.voters, 2); // before the first vote: the connected players
  s = reduce(s, { type: 'local.my_vote', choice: 'b' });
  s = reduce(s, { type: 'wyr.vote_cast', player_id: 'p2', votes_in: 1, voters: 2 });
  assert.equal(s.game.my_vote, 'b');
  assert.equal(s.game.votes_in, 1);
  s = reduce(s, { type: 'wyr.results', question_id: 'q1', a: 'fly', b: 'swim', a_votes: 1, b_votes: 1, a_pct: 50, b_pct: 50, audience: { a_votes: 0, b_votes: 0 }, all_time: { a_votes: 9, b_votes: 3 }, next_question_at_ms: 50000 });
  assert.equal(s.game.phase, 'results');
  assert.equal(s.game.results.all_time.a_votes, 9);
  s = reduce(s, { type: 'wyr.question', question_id: 'q2', a: 'x', b: 'y', category: 'silly', round: 2, ends_at_ms: 70000 });
  assert.equal(s.game.my_vote, null);
});

test('dice: free rolls, turns, locks; results are logged for verification and the nonce moves on', () => {
  let s = run([{ type: 'dice.rolled', player_id: 'p1', mode: 'free', sides: 6, dice: [{ value: 3, locked: false, delay_ms: 0, duration_ms: 500 }], total: 3, settles_at_ms: 1500, nonce: 1, client_seed: 'abc', commitment: 'c'.repeat(64) }]);
  assert.equal(s.dice.last.total, 3);
  assert.equal(s.results.length, 1);
  assert.equal(s.fair.next_nonce, 2);
  assert.deepEqual(s.dice.rolling, [{ player_id: 'p1', until_ms: 1500 }]);
  assert.equal(s.chat.at(-1).args[0], 'Alice');
  s = reduce(s, { type: 'dice.config', mode: 'turns', count: 3, sides: 6, turn: 'p1' });
  assert.equal(s.dice.turn, 'p1');
  s = reduce(s, { type: 'dice.rolled', player_id: 'p1', mode: 'turns', sides: 6, dice: [1, 2, 3].map((v) => ({ value: v, locked: false, delay_ms: 0, duration_ms: 500 })), total: 6, settles_at_ms: 9, nonce: 2 });
  assert.ok(s.dice.rolled_this_turn);
  s = reduce(s, { type: 'dice.locked', player_id: 'p1', index: 1, locked: true });
  assert.deepEqual(s.dice.dice.map((d) => d.locked), [false, true, false]);
  s = reduce(s, { type: 'dice.turn', player_id: 'p2', previous: 'p1', dice: [1, 2, 3], total: 6 });
  assert.equal(s.dice.turn, 'p2');
  assert.ok(!s.dice.rolled_this_turn);
  assert.deepEqual(s.dice.history, [{ player_id: 'p1', dice: [1, 2, 3], total: 6 }]);
});

test('wheels, coin and a seed rotation', () => {
  let s = run([
    { type: 'local.wheels', wheels: [{ wheel_id: 'w1', name: 'Lunch', owner: 'p2', options: [] }] },
    { type: 'wheel.spun', player_id: 'p2', wheel_id: 'w1', name: 'Lunch', options: [], index: 0, label: 'Soup', angle_deg: 2000, turns: 5, nonce: 4, commitment: 'c'.repeat(64) },
    { type: 'coin.flipped', player_id: 'p1', side: 'heads', spins: 5, nonce: 5, commitment: 'c'.repeat(64) },
    { type: 'fair.rotated', revealed_server_seed: '11'.repeat(32), previous_commitment: 'c'.repeat(64), commitment: 'd'.repeat(64) },
    { type: 'fair.client_seed', player_id: 'p1', client_seed: 'mine' },
  ]);
  assert.equal(s.spin.label, 'Soup');
  assert.equal(s.coin.side, 'heads');
  assert.equal(s.fair.commitment, 'd'.repeat(64));
  assert.equal(s.fair.client_seed, 'mine');
  assert.deepEqual(s.fair.revealed, [{ seed: '11'.repeat(32), commitment: 'c'.repeat(64) }]);
  assert.equal(s.fair.next_nonce, 6);
  s = reduce(s, { type: 'wheel.changed', action: 'deleted', wheel_id: 'w1', name: 'Lunch', owner: 'p2' });
  assert.equal(s.wheels.length, 0);
});

test('chat keeps the last messages; errors become a notice; unknown frames change nothing', () => {
  let s = run([]);
  for (let i = 0; i < 250; i++) s = reduce(s, { type: 'chat.message', player_id: 'p1', name: 'Alice', text: `m${i}` });
  assert.equal(s.chat.length, 200);
  assert.equal(s.chat.at(-1).text, 'm249');
  s = reduce(s, { type: 'error', code: 'not_allowed', message: 'no' });
  assert.equal(s.notice.code, 'not_allowed');
  assert.equal(reduce(s, { type: 'future.thing' }), s);
  assert.equal(reduce(s, null), s);
});

import { percentages, sortHistory } from '../js/games/would_you_rather/reducer.js';

test('percentages match the protocol examples', () => {
  assert.deepEqual(percentages(1, 2), [33, 67]);
  assert.deepEqual(percentages(1, 1), [50, 50]);
  assert.deepEqual(percentages(1, 0), [100, 0]);
  assert.deepEqual(percentages(0, 0), [0, 0]);
  assert.deepEqual(percentages(2, 1), [67, 33]);
  assert.deepEqual(percentages(1, 5), [17, 83]);
});

test('history: most responses first, stable otherwise', () => {
  const q = (id, a, b, aa = 0) => ({ question_id: id, a_votes: a, b_votes: b, audience: { a_votes: aa, b_votes: 0 } });
  assert.deepEqual(sortHistory([q('x', 1, 0), q('y', 2, 2), q('z', 0, 0, 1), q('w', 3, 1)]).map((e) => e.question_id), ['y', 'w', 'x', 'z']);
});

test('content: the room language, custom words, recent chat on resume', () => {
  let s = reduce(initialState(), { type: 'local.seated', room: 'KQRW', player_id: 'p2', snapshot: { ...snapshot, lang: 'tr', custom_words: 2 }, chat: [{ player_id: 'p1', name: 'Alice', text: 'hi', at_ms: 5 }] });
  assert.equal(s.room.lang, 'tr');
  assert.equal(s.room.custom_words, 2);
  assert.deepEqual(s.chat, [{ kind: 'chat', player_id: 'p1', name: 'Alice', text: 'hi' }]);
  s = reduce(s, { type: 'room.lang_changed', lang: 'es', by: 'p1' });
  s = reduce(s, { type: 'gop.word_added', player_id: 'p1', count: 3 });
  assert.equal(s.room.lang, 'es');
  assert.equal(s.room.custom_words, 3);
  assert.deepEqual(s.chat.slice(-2).map((c) => c.key), ['webLangChanged', 'webWordAdded']);
  // Resuming into the same room keeps the lines this page already has.
  s = reduce(s, { type: 'local.seated', room: 'KQRW', player_id: 'p2', snapshot, chat: [] });
  assert.equal(s.chat.length, 3);
});
