// The score beside each player (js/side-scores.js): one rule per screen, labelled.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sideScores } from '../js/side-scores.js';

const room = { code: 'ABCD', members: [
  { player_id: 'p1', name: 'Ana', role: 'player', score: 7 },
  { player_id: 'p2', name: 'Bo', role: 'player', score: 2 },
  { player_id: 'p3', name: 'Cy', role: 'audience', score: 0 },
] };

test('between games in an ordinary room: the room\'s total (every game\'s points)', () => {
  assert.deepEqual(sideScores({ room, game: null, night: null }), { kind: 'room', labelKey: 'webScoresRoom', scores: { p1: 7, p2: 2 } });
});

test('during a game with scores: that game\'s points only (Guess or Pass\'s map, Odd One Out\'s list)', () => {
  const gop = { game: 'guess_or_pass', scores: { p2: 3 } };
  assert.deepEqual(sideScores({ room, game: gop, night: null }), { kind: 'game', labelKey: 'webScoresGame', scores: { p2: 3 } });
  const odd = { game: 'odd_one_out', scores: [{ player_id: 'p1', score: 3 }, { player_id: 'p2', score: 1 }] };
  assert.deepEqual(sideScores({ room, game: odd, night: { standings: [] } }).scores, { p1: 3, p2: 1 }, 'the game\'s, even in a night');
});

test('in a night\'s room, between games or in a game without scores: the night\'s points', () => {
  const night = { standings: [{ player_id: 'p1', points: 4 }, { player_id: 'p2', points: 5 }] };
  assert.deepEqual(sideScores({ room, game: null, night }), { kind: 'night', labelKey: 'webScoresNight', scores: { p1: 4, p2: 5 } });
  assert.equal(sideScores({ room, game: { game: 'would_you_rather' }, night }).kind, 'night', 'Would You Rather keeps no score of its own');
  assert.equal(sideScores({ room, game: { game: 'would_you_rather' }, night: null }).kind, 'room');
});

test('game.stopped brings the room\'s totals (every game\'s points, Would You Rather\'s too): the lobby shows them at once', async () => {
  const { createReducer, initialState } = await import('../js/state.js');
  const { gameRegistry } = await import('../js/games/registry.js');
  const reduce = createReducer(gameRegistry);
  let s = reduce(initialState(), { type: 'local.seated', room: 'ABCD', player_id: 'p1', snapshot: { room: 'ABCD', host: 'p1', members: room.members } });
  s = reduce(s, { type: 'game.started', game: 'would_you_rather', options: {} });
  s = reduce(s, { type: 'game.stopped', game: 'would_you_rather', reason: 'stopped', totals: [{ player_id: 'p1', score: 8 }, { player_id: 'p2', score: 3 }] });
  assert.deepEqual(sideScores(s), { kind: 'room', labelKey: 'webScoresRoom', scores: { p1: 8, p2: 3 } });
  const without = reduce(s, { type: 'game.stopped', game: 'would_you_rather' });
  assert.deepEqual(sideScores(without).scores, { p1: 8, p2: 3 }, 'an older server without totals changes nothing');
});
