/** The import graph of our sources, read from their import lines (the architecture tests walk it). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Static imports and re-exports (one statement, up to its semicolon), side-effect imports and import(). */
const IMPORT_PATTERNS = [/^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
/** `import type …` and `export type …`: erased, nothing is loaded. */
const TYPE_ONLY = /^\s*(?:import|export)\s+type\s/;

/** The modules a file names (relative paths resolved to files, package names as written); `values`: those it loads when run. */
export function importsOf(file: string, options: { values?: boolean } = {}): { files: string[]; packages: string[] } {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const files = new Set<string>();
  const packages = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (options.values && TYPE_ONLY.test(match[0])) continue;
      if (!match[1].startsWith('.')) packages.add(match[1]);
      const target = resolveImport(file, match[1]);
      if (target) files.add(target);
    }
  }
  return { files: [...files], packages: [...packages] };
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

export type Graph = Map<string, Set<string>>;

export function importGraph(files: string[]): Graph {
  return new Map(files.map((file) => [file, new Set(importsOf(file).files)]));
}

/** Each strongly connected set of more than one node (or a node importing itself): one cycle or more, as a path. */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
