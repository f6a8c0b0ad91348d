/**
 * Unit tests import only what they test (issue 19 §6): none loads react-admin, MUI or React DOM, which
 * take seconds to import and once made a unit test time out on a busy machine.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, ROOT } from '../support/importGraph';

const UI_PACKAGES = /^(react-admin|ra-core|ra-ui-materialui|@mui\/|react-dom)/;

/** For each UI package a file loads when run, the chain of imports that brings it in. */
function uiLoads(start: string): string[] {
  const via = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  const found: string[] = [];
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null = file; at; at = via.get(at) ?? null) files.unshift(at);
    return files.join(' → ');
  };
  while (queue.length) {
    const file = queue.shift()!;
    const { files, packages } = importsOf(file, { values: true });
    for (const name of packages) if (UI_PACKAGES.test(name)) found.push(`${chain(file)} → ${name}`);
    for (const next of files) {
      if (!via.has(next)) {
        via.set(next, file);
        queue.push(next);
      }
    }
  }
  return found;
}

describe('unit tests', () => {
  it('load no react-admin, MUI or React DOM, through any import', () => {
    const tests = readdirSync(path.join(ROOT, 'test/unit')).filter((name) => name.endsWith('.test.ts'));
    expect(tests.length).toBeGreaterThan(30);
    expect(tests.flatMap((name) => uiLoads(`test/unit/${name}`))).toEqual([]);
  });

  it('would see one that does', () => {
    expect(uiLoads('src/i18n/i18nProvider.ts')).toEqual(['src/i18n/i18nProvider.ts → react-admin']);
  });
});
