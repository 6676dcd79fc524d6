// The web client's module graph, read from its sources: which module imports which (static
// imports, `export … from` and `import('…')` with a literal path, which bundles and loads the
// same way), and the cycles in it. Test-only (import-cycles.test.mjs).

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every `.js` file under `dir`, as absolute paths. */
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsFiles(path) : path.endsWith('.js') ? [path] : [];
  });
}

/** `source` without its comments (block comments, and line comments that start a line). */
function withoutComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The relative specifiers `source` imports, statically or dynamically. */
export function importsOf(source) {
  const code = withoutComments(source);
  const found = [
    ...code.matchAll(/\b(?:import|export)\s+[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
  ];
  return [...new Set(found.map((m) => m[1]))];
}

/** {module (path relative to `dir`): [the modules it imports, relative to `dir`]} for every file under `dir`. */
export function moduleGraph(dir) {
  const graph = {};
  for (const file of jsFiles(dir)) {
    graph[relative(dir, file)] = importsOf(readFileSync(file, 'utf8')).map((spec) => relative(dir, resolve(dirname(file), spec)));
  }
  return graph;
}

/**
 * The cycles of `graph` ({node: [nodes]}): one path per strongly connected component of more
 * than one node (or a node importing itself), written `a → b → … → a`. Empty when there is none.
 */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next); low.set(v, next); next++;
    stack.push(v); onStack.add(v);
    for (const w of graph[v] ?? []) {
      if (!(w in graph)) continue;
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
    if (component.length > 1 || (graph[v] ?? []).includes(v)) components.push(component);
  };
  for (const v of Object.keys(graph).sort()) if (!index.has(v)) visit(v);
  return components.map((component) => pathThrough(graph, new Set(component)));
}

/** A cycle through the nodes of one component, as text: from its first node back to it. */
function pathThrough(graph, nodes) {
  const start = [...nodes].sort()[0];
  // Breadth-first from `start` to any node that imports `start`, inside the component.
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph[v] ?? []) {
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start].join(' → ');
      }
      if (nodes.has(w) && !previous.has(w)) { previous.set(w, v); queue.push(w); }
    }
  }
  return `${start} → ${start}`;
}
