import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameById, gameForEvent, gameRegistry } from '../js/games/registry.js';
import { canClue } from '../js/games/odd_one_out/reducer.js';
import { createReducer, initialState } from '../js/state.js';

const reduce = createReducer(gameRegistry);

const members = ['p1', 'p2', 'p3'].map((id, i) => ({ player_id: id, name: ['Ann', 'Bo', 'Cy'][i], role: 'player', connected: true }));
const seated = (game, me = 'p1') => reduce(initialState(), {
  type: 'local.seated', room: 'KQRW', player_id: me, snapshot: { room: 'KQRW', host: 'p1', members, game, fair: null, dice: null },
}, 0);
const play = (s, ...frames) => frames.reduce((acc, f) => reduce(acc, f, 0), s);

test('Odd One Out has its own folder entry and owns odd.* events', () => {
  assert.equal(gameById('odd_one_out').short, 'odd');
  assert.equal(gameForEvent('odd.word').id, 'odd_one_out');
});

test('a round: the word is only mine, clues arrive in order, I may clue once', () => {
  let s = play(seated(null), { type: 'game.started', game: 'odd_one_out', options: { rounds: 2, clue_seconds: 60 } });
  assert.equal(s.game.phase, 'starting');
  s = play(s, { type: 'odd.round_started', round: 1, rounds: 2, category: 'food', players: ['p2', 'p1', 'p3'], ends_at_ms: 9000 },
    { type: 'odd.word', round: 1, word: 'pizza' });
  assert.equal(s.game.my_word, 'pizza');
  assert.equal(s.game.voters, 3);
  assert.ok(canClue(s.game, 'p1'));
  s = play(s, { type: 'odd.clue_given', player_id: 'p1', text: 'round', clues_in: 1, cluers: 3 });
  assert.ok(!canClue(s.game, 'p1'));
  assert.ok(canClue(s.game, 'p2'));
  assert.ok(!canClue(s.game, 'p9'), 'a member not dealt in may not clue');
  s = play(s, { type: 'odd.clue_given', player_id: 'p3', text: 'hot', clues_in: 2, cluers: 3 });
  assert.deepEqual(s.game.clues.map((c) => c.player_id), ['p1', 'p3']);
});

test('voting, my own vote, the reveal forgets my word, the game over leaves a scoreboard', () => {
  let s = play(seated(null), { type: 'game.started', game: 'odd_one_out', options: {} },
    { type: 'odd.round_started', round: 1, rounds: 1, category: 'food', players: ['p1', 'p2', 'p3'], ends_at_ms: 9000 },
    { type: 'odd.word', round: 1, word: 'pizza' }, { type: 'odd.voting', round: 1, ends_at_ms: 12000 });
  assert.equal(s.game.phase, 'voting');
  assert.ok(!canClue(s.game, 'p1'));
  s = play(s, { type: 'local.odd_vote', player_id: 'p2' }, { type: 'odd.vote_cast', player_id: 'p1', votes_in: 1, voters: 3 });
  assert.equal(s.game.my_vote, 'p2');
  assert.equal(s.game.votes_in, 1);
  const scores = [{ player_id: 'p1', score: 1 }, { player_id: 'p2', score: 0 }];
  s = play(s, { type: 'odd.round_ended', round: 1, odd_player: 'p2', common_word: 'pizza', odd_word: 'pasta', category: 'food',
    caught: true, votes: [], points: [{ player_id: 'p1', score: 1 }], scores });
  assert.equal(s.game.phase, 'reveal');
  assert.equal(s.game.my_word, null);
  assert.equal(s.game.reveal.odd_word, 'pasta');
  s = play(s, { type: 'odd.game_over', scoreboard: scores }, { type: 'game.stopped', game: 'odd_one_out' });
  assert.equal(s.game, null);
  assert.deepEqual(s.finished, { game: 'odd_one_out', scoreboard: scores });
});

test('joining mid-round from a snapshot keeps the game and my word (and a screen has none)', () => {
  const game = { game: 'odd_one_out', phase: 'voting', round: 2, rounds: 3, category: 'music', ends_at_ms: 5000,
    players: ['p1', 'p2', 'p3'], clues: [{ player_id: 'p2', text: 'loud' }], votes_in: 1, voters: 3, my_word: 'drum', scores: [] };
  const s = seated(game);
  assert.equal(s.game.phase, 'voting');
  assert.equal(s.game.my_word, 'drum');
  assert.equal(s.game.clues.length, 1);
  const { my_word: _, ...screenView } = game;
  assert.equal(seated(screenView).game.my_word, null);
});
