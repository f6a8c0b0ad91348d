/**
 * The code's shape (issue 19 §5): no import cycle between files of server/ and src/, none between
 * the server's parts (each feature module, http/, shared/, db/ …), a feature module used by the
 * others only through its public file (server/modules/<name>/index.ts), and route files that leave
 * the queries to their services. The import graph is read from the sources' own import lines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, ROOT, sourceFiles, type Graph } from '../support/importGraph';

/** The graph between groups of files (an edge when a file of one imports a file of another). */
function groupGraph(graph: Graph, groupOf: (file: string) => string | null): Graph {
  const groups: Graph = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (!from) continue;
    const edges = groups.get(from) ?? new Set<string>();
    groups.set(from, edges);
    for (const target of targets) {
      const to = groupOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return groups;
}

const featureModule = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
/** A server file's part: its feature module, else its folder (http, shared, db, db/seed …), else the file itself (app.ts, context.ts …). */
const serverPart = (file: string) => {
  if (!file.startsWith('server/')) return null;
  const feature = featureModule(file);
  if (feature) return `modules/${feature}`;
  const folder = path.posix.dirname(file);
  return folder === 'server' ? file : folder;
};

const graph = importGraph([...sourceFiles('server'), ...sourceFiles('src')]);

describe('the import graph', () => {
  it('is read from the import lines, and the cycle finder finds a cycle', () => {
    expect(graph.get('server/app.ts')).toContain('server/http/routeTable.ts');
    expect(graph.get('server/modules/offices/routes.ts')).toContain('server/http/crudRoutes.ts');
    const made: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(made)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', new Set(['a'])]]))).toEqual([['a']]);
  });

  it('has no cycle between files of server/ and src/', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("has no cycle between the server's parts: feature modules, http/, shared/, db/ and the others", () => {
    expect(cycles(groupGraph(graph, serverPart))).toEqual([]);
  });

  it("reaches another feature module only through its public file (server/modules/<name>/index.ts)", () => {
    const throughInternals: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const module = featureModule(target);
        if (module && featureModule(file) !== module && target !== `server/modules/${module}/index.ts`) throughInternals.push(`${file} → ${target}`);
      }
    }
    expect(throughInternals).toEqual([]);
  });

  it('leaves the queries of a route file (or a public file declaring routes, server/shared/tableCrud.ts) to its service', () => {
    const querying = [...graph.keys()]
      .filter((file) => /^server\/modules\/[^/]+\/(routes|index)\.ts$/.test(file))
      .filter((file) => /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|transaction)\(/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(querying).toEqual([]);
  });
});
