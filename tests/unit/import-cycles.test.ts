/**
 * No two files of the app (src/), the server, the CLI or the service worker
 * import each other, directly or around a longer circle: every arrow points
 * one way inside a folder too, not only between folders (the layer rule in
 * eslint.config.js sees folders only). Type-only imports count: a circle of
 * types is still a circle a reader must hold in mind at once, and it is how
 * a value circle usually starts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ROOTS = ['src', 'server', 'cli', 'sw'].map((dir) => join(ROOT, dir));
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Relative specifiers of a module: `import`/`export ... from`, side-effect
 * `import '...'`, type-only forms, and `import('...')`. Static forms are
 * matched only at the start of a line, so an example in a comment is not an edge.
 */
function importSpecifiers(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s*)?['"](\.[^'"]*)['"]/gm)) specs.push(m[1]!);
  for (const m of source.matchAll(/\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g)) specs.push(m[1]!);
  return specs;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

function resolveSpecifier(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((p) => existsSync(p) && statSync(p).isFile());
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(file, 'utf8')).map((spec) => resolveSpecifier(file, spec));
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== undefined))]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** One concrete loop through the first file of a component, following imports inside it (breadth first: a shortest one). */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!members.has(w) || cameFrom.has(w)) continue;
      cameFrom.set(w, v);
      queue.push(w);
    }
  }
  return [start];
}

describe('import cycles', () => {
  it('reads every relative import form, type-only ones included', () => {
    const source = [
      "import type { A } from './a';",
      "import {\n  b,\n  type B,\n} from '../b';",
      "export * from './c';",
      "export { type D } from './d';",
      "import './e';",
      "const f = await import('./f');",
      " * import { g } from './in-a-comment'",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './c', './d', './e', './f']);
  });

  it('finds a circle of three and a file importing itself, and nothing in a line', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['s', ['s']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['s']]);
  });

  it('has no circle among the modules of src/, server/, cli/ and sw/', () => {
    const graph = importGraph(ROOTS.flatMap((dir) => sourceFiles(dir)));
    const name = (file: string) => relative(ROOT, file);
    const report = cycles(graph).map(
      (files) => `${files.length} files in a circle: ${files.map(name).join(', ')}\n  e.g. ${loopThrough(graph, files).map(name).join(' -> ')}`,
    );
    expect(report, `import circles:\n${report.join('\n')}`).toEqual([]);
  });
});
