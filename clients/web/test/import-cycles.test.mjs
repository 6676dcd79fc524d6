import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, importsOf, moduleGraph } from './import-graph.mjs';

const js = join(dirname(fileURLToPath(import.meta.url)), '../js');

test('the web client has no import cycle (static, re-exports or import())', () => {
  const graph = moduleGraph(js);
  assert.ok(Object.keys(graph).length > 50, 'the graph reads every module');
  assert.ok(graph['app.js'].includes('state.js') && graph['views/settings-button.js'].includes('views/settings-sheet.js'), 'static and dynamic imports are both read');
  assert.deepEqual(cycles(graph), [], 'modules that import each other (break the cycle: a leaf module, or pass the dependency in)');
});

test('the state modules never import the game registry; views read the state through js/selectors.js', () => {
  const graph = moduleGraph(js);
  for (const m of ['state.js', 'state-games.js', 'state-random.js', 'clock.js', 'selectors.js']) {
    assert.ok(!graph[m].includes('games/registry.js'), `${m} imports the registry: inject it (createReducer(games))`);
  }
  assert.deepEqual(graph['selectors.js'], [], 'selectors.js is a leaf');
  assert.deepEqual(graph['clock.js'], [], 'clock.js is a leaf that knows no game');
});

test('the cycle finder finds cycles and reads every kind of import', () => {
  assert.deepEqual(cycles({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'], 'd.js': ['a.js'] }), ['a.js → b.js → c.js → a.js']);
  assert.deepEqual(cycles({ 'a.js': ['a.js'] }), ['a.js → a.js']);
  assert.deepEqual(cycles({ 'a.js': ['b.js'], 'b.js': ['x/lib.js'] }), []);
  assert.deepEqual(importsOf(`import { a } from './a.js';
    import {
      b,
    } from '../b.js';
    import './c.js';
    export { d } from './d.js';
    export * from './e.js';
    const f = await import('./f.js');
    // import { g } from './g.js';
    /* import('./h.js') */
    import { i } from 'node:fs';`), ['./a.js', '../b.js', './d.js', './e.js', './c.js', './f.js']);
});
