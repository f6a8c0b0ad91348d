/**
 * Whether the browser app in dist/ was built from the sources as they are now (`npm start` builds
 * only then, issue 18 #7): a SHA-256 over the files the build reads, written beside dist/ after
 * each build. A missing dist/index.html or a missing or different hash means "build".
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What `vite build` reads: the app's sources, its page, its settings and the packages it bundles. */
export const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/** Beside dist/, not in it: vite empties dist/ on every build, and dist/ is served. */
export const HASH_FILE = '.dist-sources';

/** The files of an input (itself if it is a file), relative to root; none if it does not exist. */
async function filesUnder(root: string, relative: string): Promise<string[]> {
  const full = path.join(root, relative);
  const info = await stat(full).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [relative];
  const entries = await readdir(full, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(root, child)));
    else if (entry.isFile()) files.push(child);
  }
  return files;
}

/** One hash of every input's path and content, in a fixed order. */
export async function sourcesHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of (await filesUnder(root, input)).sort()) {
      // The path and the length go in first, so moving content from one file to another changes the hash too.
      const content = await readFile(path.join(root, file));
      hash.update(`${file}\u0000${content.length}\u0000`).update(content);
    }
  }
  return hash.digest('hex');
}

/** Whether dist/ must be built again, and the hash to record once it is. */
export async function buildNeeded(root: string): Promise<{ needed: boolean; hash: string }> {
  const hash = await sourcesHash(root);
  if (!existsSync(path.join(root, 'dist', 'index.html'))) return { needed: true, hash };
  const recorded = await readFile(path.join(root, HASH_FILE), 'utf8').catch(() => '');
  return { needed: recorded.trim() !== hash, hash };
}

export async function recordBuild(root: string, hash: string): Promise<void> {
  await writeFile(path.join(root, HASH_FILE), `${hash}\n`);
}
