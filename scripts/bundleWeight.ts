/**
 * Per-route JavaScript weight of the built app (after `vite build`), from Vite's
 * manifest: a route loads the entry chunk, the lazy chunks its route requests,
 * and every chunk those import statically. Sizes are gzipped with node:zlib, as
 * the server sends them. Exits 1 when a route is over its budget, so `npm run
 * build` and `npm test` fail when the sign-in pages grow heavy again.
 *
 *   tsx scripts/bundleWeight.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteSpec {
  path: string;
  /** Manifest keys (source paths) of the modules App.tsx lazily loads for this route. */
  lazy: string[];
  /** Gzipped JavaScript budget in kB (1 kB = 1000 bytes); none = reported only. */
  budgetKb?: number;
}

/** ARCHITECTURE.md: the sign-in pages load no react-admin code; 170 kB is their budget. */
export const AUTH_BUDGET_KB = 170;

const ADMIN_I18N = 'src/i18n/i18nProvider.ts';

/** Mirrors the routes of src/App.tsx; a key missing from the manifest is an error, so a rename cannot hide a route. */
export const ROUTES: RouteSpec[] = [
  // The sign-in pages are in the entry chunk itself (src/App.tsx imports them statically): nothing lazy.
  { path: '/auth/login', lazy: [], budgetKb: AUTH_BUDGET_KB },
  { path: '/auth/register', lazy: [], budgetKb: AUTH_BUDGET_KB },
  { path: '/', lazy: ['src/areas/main/MainArea.tsx', ADMIN_I18N] },
  { path: '/office', lazy: ['src/areas/office/OfficeArea.tsx', ADMIN_I18N] },
  { path: '/board', lazy: ['src/areas/board/BoardArea.tsx', ADMIN_I18N] },
  { path: '/audit', lazy: ['src/areas/audit/AuditArea.tsx', ADMIN_I18N] },
  { path: '/company-restructuring', lazy: ['src/areas/companyRestructuring/CompanyRestructuringArea.tsx', ADMIN_I18N] },
  // The public pages (accessibility statement, reference confirmation, registry): one chunk, no react-admin; reported only.
  { path: '/rekisteri', lazy: ['src/pages/PublicPages.tsx'] },
];

export interface RouteWeight {
  path: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetKb?: number;
}

/** The chunk files of `keys` and of everything they import statically (dynamic imports load later, on demand). */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: update ROUTES in scripts/bundleWeight.ts to match src/App.tsx`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/**
 * The manifest key of a lazily imported source module: its own path when it is a
 * chunk of its own; when it shares a chunk with static importers (i18nProvider.ts
 * does), the entry's dynamic import whose chunk bears the module's name.
 */
export function lazyKey(manifest: Manifest, entry: string, source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[cm]?[jt]sx?$/, '');
  const matches = (manifest[entry].dynamicImports ?? []).filter((key) => manifest[key]?.name === name);
  if (matches.length !== 1) throw new Error(`${source} is not a lazy chunk in the Vite manifest: update ROUTES in scripts/bundleWeight.ts to match src/App.tsx`);
  return matches[0];
}

/** The app's entry: index.html's. The error tracker's entry (src/errorReporting/tracker.ts) is a script the signed-in app adds, no route's first load. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([key, chunk]) => chunk.isEntry && key.endsWith('.html'));
  if (entries.length !== 1) throw new Error(`expected one HTML entry in the Vite manifest, found ${entries.length}`);
  return entries[0][0];
}

export function measureRoutes(distDir: string, routes: RouteSpec[] = ROUTES): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(distDir, file));
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const entry = entryKey(manifest);
  return routes.map((route) => {
    const files = staticClosure(manifest, [entry, ...route.lazy.map((source) => lazyKey(manifest, entry, source))]);
    const total = files.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
    return { path: route.path, files, rawBytes: total.raw, gzipBytes: total.gzip, budgetKb: route.budgetKb };
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function overBudget(weights: RouteWeight[]): RouteWeight[] {
  return weights.filter((w) => w.budgetKb !== undefined && w.gzipBytes > w.budgetKb * 1000);
}

function printTable(weights: RouteWeight[]): void {
  const rows = weights.map((w) => [
    w.path,
    String(w.files.length),
    kb(w.rawBytes),
    kb(w.gzipBytes),
    w.budgetKb === undefined ? '' : `${w.budgetKb}${w.gzipBytes > w.budgetKb * 1000 ? '  OVER' : '  ok'}`,
  ]);
  const header = ['route', 'js files', 'raw kB', 'gzip kB', 'budget kB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('JavaScript a route loads before it is usable (entry + lazy chunks + their static imports):');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const weights = measureRoutes(path.resolve(process.argv[2] ?? 'dist'));
  printTable(weights);
  const over = overBudget(weights);
  if (over.length > 0) {
    for (const w of over) console.error(`${w.path}: ${kb(w.gzipBytes)} kB gzipped JavaScript, budget ${w.budgetKb} kB`);
    process.exit(1);
  }
}
