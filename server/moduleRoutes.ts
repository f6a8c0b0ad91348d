/**
 * The feature modules' routes, found rather than listed (issue 19 §6): a module registers itself by
 * being a folder of server/modules/ whose public file (index.ts) exports a function named
 * `<something>Routes(app, context)`. Adding a module touches no shared list; app.ts calls them all.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';

/** A module's route plugin: declares its routes (each with its access rule) on the app. */
export type ModuleRoutes = (app: FastifyInstance, context: AppContext) => void | Promise<void>;

export interface FoundRoutes {
  module: string;
  name: string;
  register: ModuleRoutes;
}

const MODULES_DIR = fileURLToPath(new URL('./modules/', import.meta.url));

/** The app registers docs itself, last: the API document is made of every other module's routes. */
const REGISTERED_BY_APP = new Set(['docs']);

const ROUTES_EXPORT = /^[a-z]\w*Routes$/;

/** The modules' folders, in name order (Fastify matches routes by their pattern, not their order). */
export function moduleNames(dir = MODULES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !REGISTERED_BY_APP.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The `*Routes` functions of one module's public file; a module may have none (it only serves others). */
export function routesOf(module: string, exports: Record<string, unknown>): FoundRoutes[] {
  const found: FoundRoutes[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (!ROUTES_EXPORT.test(name)) continue;
    // A misshapen export would register nothing silently: it stops the app instead.
    if (typeof value !== 'function' || value.length > 2) throw new Error(`server/modules/${module}/index.ts: ${name} is not a route function (app, context)`);
    found.push({ module, name, register: value as ModuleRoutes });
  }
  return found;
}

let loaded: Promise<FoundRoutes[]> | null = null;

/** Every module's routes, imported once per process (tests build many apps). */
export function moduleRoutes(): Promise<FoundRoutes[]> {
  loaded ??= (async () => {
    const all: FoundRoutes[] = [];
    for (const module of moduleNames()) {
      const exports = (await import(pathToFileURL(path.join(MODULES_DIR, module, 'index.ts')).href)) as Record<string, unknown>;
      all.push(...routesOf(module, exports));
    }
    return all;
  })();
  return loaded;
}
