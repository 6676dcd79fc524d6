import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameById, gameForEvent, gameRegistry } from '../js/games/registry.js';
import { addTimesMost, canVoteFor, sentAt, standingsBoard } from '../js/games/most_likely/reducer.js';
import strings from '../js/games/most_likely/strings.js';
import { createReducer, initialState } from '../js/state.js';

const reduce = createReducer(gameRegistry);

const members = ['p1', 'p2', 'p3', 'p4'].map((id, i) => ({ player_id: id, name: ['Ann', 'Bo', 'Cy', 'Di'][i], role: i === 3 ? 'audience' : 'player', connected: true }));
const seated = (game, me = 'p1') => reduce(initialState(), {
  type: 'local.seated', room: 'KQRW', player_id: me, snapshot: { room: 'KQRW', host: 'p1', members, game, fair: null, dice: null },
}, 0);
const play = (s, ...frames) => frames.reduce((acc, f) => reduce(acc, f, 0), s);

test('Most Likely To has its own folder entry and owns ml.* events', () => {
  assert.equal(gameById('most_likely').short, 'ml');
  assert.equal(gameForEvent('ml.results').id, 'most_likely');
});

test('a prompt: the round\'s players are the connected players, I vote for anyone but me, my vote is mine alone', () => {
  let s = play(seated(null), { type: 'game.started', game: 'most_likely', options: { rounds: 2, vote_seconds: 30 } });
  assert.equal(s.game.phase, 'starting');
  s = play(s, { type: 'ml.prompt', round: 1, rounds: 2, prompt_id: 'en-ml-ev-01', text: 'Who is most likely to nap?', ends_at_ms: 9000 });
  assert.equal(s.game.phase, 'voting');
  assert.deepEqual(s.game.players, ['p1', 'p2', 'p3'], 'the audience does not vote and is not voted for');
  assert.equal(s.game.voters, 3);
  assert.ok(canVoteFor(s.game, 'p1', 'p2'));
  assert.ok(!canVoteFor(s.game, 'p1', 'p1'), 'never oneself');
  assert.ok(!canVoteFor(s.game, 'p1', 'p4'), 'never the audience');
  assert.ok(!canVoteFor(s.game, 'p4', 'p1'), 'the audience does not vote');
  s = play(s, { type: 'local.ml_vote', player_id: 'p2' }, { type: 'ml.vote_cast', votes_in: 1, voters: 3 });
  assert.equal(s.game.my_vote, 'p2');
  assert.equal(s.game.votes_in, 1);
});

test('results: the tally and the top players, times on top counted; the next prompt clears my vote; game over leaves a board', () => {
  let s = play(seated(null), { type: 'game.started', game: 'most_likely', options: {} },
    { type: 'ml.prompt', round: 1, rounds: 2, prompt_id: 'a', text: 'A?', ends_at_ms: 9000 }, { type: 'local.ml_vote', player_id: 'p2' });
  s = play(s, { type: 'ml.results', round: 1, prompt_id: 'a', tally: [{ player_id: 'p2', votes: 2 }, { player_id: 'p3', votes: 1 }],
    most: ['p2'], next_round_at_ms: 17000 });
  assert.equal(s.game.phase, 'results');
  assert.equal(s.game.ends_at_ms, 17000);
  assert.deepEqual(s.game.standings.map((e) => [e.player_id, e.times_most]), [['p2', 1]]);
  s = play(s, { type: 'ml.prompt', round: 2, rounds: 2, prompt_id: 'b', text: 'B?', ends_at_ms: 30000 });
  assert.equal(s.game.my_vote, null);
  assert.equal(s.game.results, null);
  const standings = [{ player_id: 'p2', name: 'Bo', times_most: 1 }, { player_id: 'p1', name: 'Ann', times_most: 0 }];
  s = play(s, { type: 'ml.game_over', standings });
  assert.equal(s.game.phase, 'over');
  assert.deepEqual(s.finished, { game: 'most_likely', scoreboard: [{ player_id: 'p2', score: 1 }, { player_id: 'p1', score: 0 }] });
});

test('ties count for every player on top, most times first', () => {
  const after = addTimesMost([{ player_id: 'p1', name: 'Ann', times_most: 1 }], ['p2', 'p3']);
  assert.deepEqual(addTimesMost(after, ['p3']).map((e) => [e.player_id, e.times_most]), [['p3', 2], ['p1', 1], ['p2', 1]]);
  assert.deepEqual(standingsBoard([{ player_id: 'p1', times_most: 2 }]), [{ player_id: 'p1', score: 2 }]);
});

test('a snapshot mid-vote restores the prompt and only my own vote', () => {
  const s = seated({ game: 'most_likely', phase: 'voting', round: 1, rounds: 3, prompt_id: 'a', text: 'A?', ends_at_ms: 5,
    votes_in: 2, voters: 3, players: ['p1', 'p2', 'p3'], my_vote: 'p3', standings: [] });
  assert.equal(s.game.text, 'A?');
  assert.equal(s.game.my_vote, 'p3');
  assert.equal(s.game.votes_in, 2);
});

test('the clock: a prompt was sent vote_seconds before it closes, results break_seconds before the next', () => {
  assert.equal(sentAt({ type: 'ml.prompt', ends_at_ms: 40000 }, { vote_seconds: 30 }), 10000);
  assert.equal(sentAt({ type: 'ml.results', next_round_at_ms: 20000 }, { break_seconds: 8 }), 12000);
  assert.equal(sentAt({ type: 'ml.vote_cast' }, {}), null);
});

test('every string exists in the four languages', () => {
  const keys = Object.keys(strings.en).sort();
  for (const lang of ['tr', 'es', 'zh-Hans']) assert.deepEqual(Object.keys(strings[lang]).sort(), keys, lang);
});
