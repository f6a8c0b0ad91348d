/**
 * Server modules register themselves (server/moduleRoutes.ts, issue 19 §6): app.ts names no module;
 * every folder of server/modules/ with routes exports its `<name>Routes` from its public file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleNames, routesOf } from '../../server/moduleRoutes';
import { ROOT } from '../support/importGraph';

const MODULES = path.join(ROOT, 'server/modules');

describe('server modules register themselves', () => {
  it('finds every module folder but docs, which the app registers last', () => {
    const names = moduleNames();
    expect(names).toContain('offices');
    expect(names).toContain('health');
    expect(names).not.toContain('docs');
    expect(names).toEqual([...names].sort());
  });

  it("takes a public file's `*Routes` functions and nothing else", () => {
    const officeRoutes = (_app: unknown, _context: unknown) => undefined;
    const found = routesOf('offices', { officeRoutes, officeView: () => 1, ROUTES: 3 });
    expect(found.map((entry) => `${entry.module}.${entry.name}`)).toEqual(['offices.officeRoutes']);
    expect(found[0].register).toBe(officeRoutes);
  });

  it('stops the app on a `*Routes` export that is not a route function', () => {
    expect(() => routesOf('boards', { boardRoutes: { get: 1 } })).toThrow('boardRoutes is not a route function');
    expect(() => routesOf('boards', { boardRoutes: (_a: unknown, _b: unknown, _c: unknown) => undefined })).toThrow('server/modules/boards/index.ts');
  });

  it('has every module that declares routes export them from its public file', () => {
    const unexported = moduleNames()
      .filter((name) => existsSync(path.join(MODULES, name, 'routes.ts')))
      .filter((name) => !/export \{[^}]*\b[a-z]\w*Routes\b[^}]*\} from '\.\/routes'/.test(readFileSync(path.join(MODULES, name, 'index.ts'), 'utf8')));
    expect(unexported).toEqual([]);
  });

  it('leaves app.ts naming no feature module but docs', () => {
    const app = readFileSync(path.join(ROOT, 'server/app.ts'), 'utf8');
    expect(app.match(/from '\.\/modules\/\w+'/g)).toEqual(["from './modules/docs'"]);
  });
});
