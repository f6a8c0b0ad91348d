/**
 * Writes the lockfile entries `npm install` leaves out: optional platform
 * packages (oxlint's @oxlint/binding-*, and the like) whose exact version this
 * machine's registry does not have for other platforms. Without them `npm ci`
 * refuses the lockfile ("Missing: @oxlint/binding-darwin-arm64@ from lock
 * file"). Each entry carries the package's os/cpu/libc, so npm ci skips it on
 * every other platform and fetches it where it belongs.
 *
 *   npm run lock:platforms            fix package-lock.json in place
 *   npm run lock:platforms -- --check exit 1 if an entry is missing (changes nothing)
 *
 * Run it after `npm install <package>` or any lockfile update.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { platformOf, type Platform } from './platformOf';

const run = promisify(execFile);

export interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

export interface MissingOptional {
  /** Lockfile key of the package that declares the optional dependency. */
  parent: string;
  name: string;
  spec: string;
}

/** Where Node (and npm) would find `name` from the package at `from`: its own node_modules, then each ancestor's. */
export function resolveFrom(packages: Record<string, LockEntry>, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

export function findMissingOptionals(lock: Lockfile): MissingOptional[] {
  const missing: MissingOptional[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveFrom(lock.packages, key, name)) missing.push({ parent: key, name, spec });
    }
  }
  return missing;
}

/** The new entry's key: hoisted to the top when that place is free, else under its parent (as npm would). */
export function placeFor(packages: Record<string, LockEntry>, item: MissingOptional): string {
  const top = `node_modules/${item.name}`;
  return packages[top] ? `${item.parent}/node_modules/${item.name}` : top;
}

export function entryFor(parent: LockEntry, version: string, platform: Platform): LockEntry {
  const entry: LockEntry = { version };
  if (platform.cpu) entry.cpu = platform.cpu;
  // An optional dependency of a dev-only package is dev-only too.
  if (parent.dev) entry.dev = true;
  if (platform.libc) entry.libc = platform.libc;
  if (platform.license) entry.license = platform.license;
  entry.optional = true;
  if (platform.os) entry.os = platform.os;
  if (platform.engines) entry.engines = platform.engines;
  return entry;
}

/** npm writes the packages in this order; keeping it makes the diff of a later `npm install` empty. */
export function sortPackages(packages: Record<string, LockEntry>): Record<string, LockEntry> {
  const keys = Object.keys(packages).sort((a, b) => a.localeCompare(b, 'en'));
  return Object.fromEntries(keys.map((key) => [key, packages[key]]));
}

async function npmView(spec: string, fields: string[]): Promise<Record<string, unknown> | null> {
  try {
    const { stdout } = await run('npm', ['view', spec, ...fields, '--json'], { maxBuffer: 1 << 20 });
    if (!stdout.trim()) return null;
    const parsed: unknown = JSON.parse(stdout);
    // Several matching versions give an array; the fields of a platform package do not change between them.
    const one = Array.isArray(parsed) ? parsed.at(-1) : parsed;
    return one && typeof one === 'object' ? (one as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const FIELDS = ['version', 'os', 'cpu', 'libc', 'engines', 'license'];

/** os/cpu/libc of the exact version if the registry has it, else of its newest version, else read from the name. */
async function describe(name: string, version: string): Promise<Platform> {
  const meta = (await npmView(`${name}@${version}`, FIELDS)) ?? (await npmView(name, FIELDS));
  const fromName = platformOf(name);
  const list = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : undefined);
  const platform: Platform = {
    os: list(meta?.os) ?? fromName?.os,
    cpu: list(meta?.cpu) ?? fromName?.cpu,
    libc: meta ? list(meta.libc) : fromName?.libc,
    engines: meta?.engines && typeof meta.engines === 'object' ? (meta.engines as Record<string, string>) : undefined,
    license: typeof meta?.license === 'string' ? meta.license : undefined,
  };
  if (!platform.os && !platform.cpu) {
    throw new Error(`${name}@${version}: the registry does not know it and its name names no platform; add its entry by hand`);
  }
  return platform;
}

const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const file = path.resolve('package-lock.json');
  const lock = JSON.parse(await readFile(file, 'utf8')) as Lockfile;
  const missing = findMissingOptionals(lock);
  if (missing.length === 0) {
    console.log('package-lock.json: every optional platform package has its entry.');
    return;
  }
  if (check) {
    for (const item of missing) console.error(`missing from package-lock.json: ${item.name}@${item.spec} (optional dependency of ${item.parent})`);
    console.error('Run `npm run lock:platforms` and commit package-lock.json.');
    process.exit(1);
  }
  for (const item of missing) {
    // Platform packages are pinned to their parent's exact version; a range would need the registry to pick one.
    if (!EXACT.test(item.spec)) throw new Error(`${item.name}@${item.spec}: not an exact version; run npm install on a machine whose registry has it`);
  }
  // Asked all at once: each npm view takes a second or two, and a parent can have twenty platforms.
  const platforms = await Promise.all(missing.map((item) => describe(item.name, item.spec)));
  const packages = { ...lock.packages };
  missing.forEach((item, i) => {
    const key = placeFor(packages, item);
    packages[key] = entryFor(lock.packages[item.parent], item.spec, platforms[i]);
    console.log(`added ${key}@${item.spec} (${[packages[key].os, packages[key].cpu, packages[key].libc].flat().filter(Boolean).join(' ')})`);
  });
  await writeFile(file, `${JSON.stringify({ ...lock, packages: sortPackages(packages) }, null, 2)}\n`);
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
