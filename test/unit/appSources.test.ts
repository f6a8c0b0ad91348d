/** Issue 18 #7: `npm start` builds the browser app only when what the build reads has changed. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildNeeded, recordBuild } from '../../scripts/appSources';

let root = '';

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), content);
}

/** A checkout as the build sees it, and a dist/ built from it. */
async function builtCheckout(): Promise<void> {
  await put('src/main.tsx', 'render(<App />);');
  await put('src/pages/Login.tsx', 'export const Login = () => null;');
  await put('public/favicon.svg', '<svg/>');
  await put('index.html', '<div id="root"></div>');
  await put('vite.config.ts', 'export default {};');
  await put('package-lock.json', '{}');
  await put('dist/index.html', '<html></html>');
  const { hash } = await buildNeeded(root);
  await recordBuild(root, hash);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pateva-sources-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('whether npm start builds the browser app', () => {
  it('builds when nothing is built, or a build left no record', async () => {
    await put('src/main.tsx', 'x');
    expect((await buildNeeded(root)).needed).toBe(true);
    await put('dist/index.html', '<html></html>');
    expect((await buildNeeded(root)).needed).toBe(true);
  });

  it('does not build again for unchanged sources, nor for files the build does not read', async () => {
    await builtCheckout();
    expect((await buildNeeded(root)).needed).toBe(false);
    await put('server/main.ts', 'changed');
    await put('README.md', 'changed');
    await put('data/postgres/PG_VERSION', '18');
    expect((await buildNeeded(root)).needed).toBe(false);
  });

  it.each([
    ['a source changed', () => put('src/pages/Login.tsx', 'export const Login = () => "kirjaudu";')],
    ['a source added', () => put('src/pages/Logout.tsx', 'export {};')],
    ['a source removed', () => rm(path.join(root, 'src/pages/Login.tsx'))],
    ['a file moved', async () => { await rm(path.join(root, 'src/pages/Login.tsx')); await put('src/Login.tsx', 'export const Login = () => null;'); }],
    ['public/ changed', () => put('public/favicon.svg', '<svg></svg>')],
    ['index.html changed', () => put('index.html', '<main id="root"></main>')],
    ['the vite settings changed', () => put('vite.config.ts', 'export default { base: "/" };')],
    ['the packages changed', () => put('package-lock.json', '{"lockfileVersion":3}')],
    ['dist/ was removed', () => rm(path.join(root, 'dist'), { recursive: true })],
  ])('builds when %s', async (_, change) => {
    await builtCheckout();
    await change();
    expect((await buildNeeded(root)).needed).toBe(true);
  });
});
