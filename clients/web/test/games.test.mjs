import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAMES, gameById, gameForEvent, gameRegistry, gameTitle, loadGameScreens } from '../js/games/registry.js';
import { parseParams, snapshotRows, titleOf } from '../js/games/generic/reducer.js';
import { createReducer, initialState } from '../js/state.js';
import { translator } from '../js/i18n.js';
import { LANGUAGES } from './locales.mjs';

const reduce = createReducer(gameRegistry);

const snapshot = (game) => ({
  room: 'KQRW', host: 'p1', members: [{ player_id: 'p1', name: 'Alice', role: 'player', connected: true }, { player_id: 'p2', name: 'Bob', role: 'player', connected: true }],
  game, fair: null, dice: null,
});
const seated = (game) => reduce(initialState(), { type: 'local.seated', room: 'KQRW', player_id: 'p1', snapshot: snapshot(game) }, 0);
const placeholders = (s) => [...s.matchAll(/\{\d\}/g)].map((m) => m[0]).sort().join();

test('one list: every game has a folder entry with every part, and owns its event prefix', async () => {
  assert.deepEqual(GAMES.map((g) => g.id), ['guess_or_pass', 'would_you_rather', 'odd_one_out', 'most_likely']);
  for (const g of GAMES) assert.equal(g.createView, undefined, `${g.id}'s screens wait for loadGameScreens()`);
  await loadGameScreens();
  for (const g of GAMES) {
    for (const part of ['fromSnapshot', 'started', 'reduce', 'createView', 'createStartForm', 'finalBoard']) assert.equal(typeof g[part], 'function', `${g.id}.${part}`);
    assert.equal(gameById(g.id), g);
  }
  assert.equal(gameForEvent('gop.card').id, 'guess_or_pass');
  assert.equal(gameForEvent('wyr.results').id, 'would_you_rather');
  assert.equal(gameForEvent('dice.rolled'), null);
});

test('every game\'s strings exist in the four languages with the same placeholders, how-to included', () => {
  for (const g of [...GAMES, gameById('coin_race')]) {
    const en = g.strings.en;
    assert.ok(en[g.howToKey], `${g.id} has a how-to`);
    for (const lang of Object.keys(LANGUAGES)) {
      assert.deepEqual(Object.keys(g.strings[lang]).sort(), Object.keys(en).sort(), `${g.id} ${lang}`);
      for (const k of Object.keys(en)) assert.equal(placeholders(g.strings[lang][k]), placeholders(en[k]), `${g.id} ${lang}.${k}`);
    }
    assert.equal(translator(LANGUAGES.tr, 'tr')(g.howToKey), g.strings.tr[g.howToKey]);
  }
});

test('an unknown game id gets the generic entry: title from the id, snapshot kept whole', () => {
  const g = gameById('coin_race');
  assert.equal(g.short, 'generic');
  assert.equal(gameTitle(translator(LANGUAGES.en, 'en'), 'coin_race'), 'Coin race');
  assert.equal(gameTitle(translator(LANGUAGES.en, 'en'), 'guess_or_pass'), 'Guess or Pass');
  const s = seated({ game: 'coin_race', phase: 'racing', leader: 'p2', positions: { p1: 3, p2: 5 }, target: 10 });
  assert.equal(s.game.generic, true);
  assert.equal(s.game.phase, 'racing');
  assert.deepEqual(s.game.view.positions, { p1: 3, p2: 5 });
});

test('the generic game: announced options kept, its events logged, room events not', () => {
  let s = seated(null);
  s = reduce(s, { type: 'game.started', room: 'KQRW', seq: 3, game: 'coin_race', options: { target: 10 }, by: 'p1' }, 0);
  assert.deepEqual(s.game.options, { target: 10 });
  s = reduce(s, { type: 'race.moved', room: 'KQRW', seq: 4, player_id: 'p2', position: 4 }, 0);
  s = reduce(s, { type: 'dice.rolled', room: 'KQRW', seq: 5, player_id: 'p1', dice: [{ value: 2 }], total: 2, nonce: 1 }, 0);
  assert.deepEqual(s.game.log, [{ type: 'race.moved', fields: { player_id: 'p2', position: 4 } }]);
  // A snapshot refresh keeps the options and the log.
  s = reduce(s, { type: 'local.snapshot', snapshot: snapshot({ game: 'coin_race', phase: 'racing', positions: { p2: 4 } }) }, 0);
  assert.deepEqual(s.game.options, { target: 10 });
  assert.equal(s.game.log.length, 1);
  assert.deepEqual(s.game.view.positions, { p2: 4 });
  s = reduce(s, { type: 'game.stopped', room: 'KQRW', seq: 6, game: 'coin_race', reason: 'finished' }, 0);
  assert.equal(s.game, null);
  assert.equal(s.finished.game, 'coin_race');
});

test('the shipped games still get their own reducers, not the generic one', () => {
  let s = seated(null);
  s = reduce(s, { type: 'game.started', game: 'would_you_rather', options: { vote_seconds: 20 } }, 0);
  s = reduce(s, { type: 'wyr.question', question_id: 'q1', a: 'x', b: 'y', round: 1, ends_at_ms: 5 }, 0);
  assert.equal(s.game.phase, 'voting');
  assert.equal(s.game.generic, undefined);
  s = reduce(s, { type: 'local.my_vote', choice: 'b' }, 0);
  assert.equal(s.game.my_vote, 'b');
});

test('generic parameters: key=value lines with numbers, booleans, JSON and text', () => {
  assert.deepEqual(parseParams('target=10\nfast=true\nname=Blue team\nlist=[1, 2]'), { params: { target: 10, fast: true, name: 'Blue team', list: [1, 2] } });
  assert.deepEqual(parseParams('a=1, b=no'), { params: { a: 1, b: 'no' } });
  assert.deepEqual(parseParams(''), { params: {} });
  assert.deepEqual(parseParams('oops'), { error: 'oops' });
});

test('generic snapshot rows: readable labels, names for player ids, compact lists', () => {
  const names = { p1: 'Alice', p2: 'Bob' };
  const rows = snapshotRows({ game: 'x', leader: 'p2', positions: { p1: 3 }, order: ['p1', 'p2'], done: false, winner: null }, (id) => names[id]);
  assert.deepEqual(rows, [['Leader', 'Bob'], ['Positions', 'Alice: 3'], ['Order', 'Alice, Bob'], ['Done', 'false'], ['Winner', '—']]);
  assert.equal(titleOf('odd_one_out'), 'Odd one out');
});
