// Places on every scoreboard (js/ranking.js): standard competition ranking, medals only with points.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { medalFor, placeMark, ranked } from '../js/ranking.js';
import { standingsRows } from '../js/night/model.js';

const board = (rows) => rows.map((r) => [r.entry.player_id, r.place, r.medal]);

test('tied players share a place, and the next place skips (1, 1, 3): standard competition ranking', () => {
  const rows = ranked([{ player_id: 'a', score: 5 }, { player_id: 'b', score: 5 }, { player_id: 'c', score: 2 }, { player_id: 'd', score: 2 }, { player_id: 'e', score: 1 }]);
  assert.deepEqual(board(rows), [['a', 1, 1], ['b', 1, 1], ['c', 3, 3], ['d', 3, 3], ['e', 5, 0]]);
});

test('both players tied for first are winners: neither is "the first of the tied"', () => {
  const rows = ranked([{ player_id: 'b', score: 3 }, { player_id: 'a', score: 3 }]);
  assert.deepEqual(rows.filter((r) => r.medal === 1).map((r) => r.entry.player_id), ['b', 'a'], 'the given order kept, both gold');
});

test('0 points earns no medal, even in a medal place', () => {
  assert.deepEqual(board(ranked([{ player_id: 'a', score: 4 }, { player_id: 'b', score: 0 }, { player_id: 'c', score: 0 }])), [['a', 1, 1], ['b', 2, 0], ['c', 2, 0]]);
  assert.deepEqual(board(ranked([{ player_id: 'a', score: 0 }, { player_id: 'b', score: 0 }])), [['a', 1, 0], ['b', 1, 0]], 'nobody scored: nobody has a medal');
  assert.equal(medalFor(3, 1), 3);
  assert.equal(medalFor(4, 9), 0);
  assert.equal(medalFor(1, 0), 0);
});

test('unsorted entries are sorted best first; a custom score function', () => {
  assert.deepEqual(ranked([{ id: 'x', points: 1 }, { id: 'y', points: 7 }], (e) => e.points).map((r) => [r.entry.id, r.place]), [['y', 1], ['x', 2]]);
  assert.deepEqual(ranked(null), []);
});

test('the mark beside a name: a medal, or the place', () => {
  assert.equal(placeMark(1, 1), '🥇');
  assert.equal(placeMark(1, 0), '1.');
  assert.equal(placeMark(3, 3), '🥉');
  assert.equal(placeMark(5, 0), '5.');
});

test('the night\'s board and the recap rank the same way (no bronze for 0 points)', () => {
  const rows = standingsRows([{ player_id: 'p1', name: 'Ana', points: 2 }, { player_id: 'p2', name: 'Bo', points: 2 }, { player_id: 'p3', name: 'Cy', points: 0 }]);
  assert.deepEqual(rows.map((r) => [r.name, r.rank, r.medal]), [['Ana', 1, 1], ['Bo', 1, 1], ['Cy', 3, 0]]);
});
