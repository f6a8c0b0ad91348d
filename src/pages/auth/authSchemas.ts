/**
 * The auth forms validate with the server's own zod schemas (domain/schemas/auth),
 * loaded when a visitor starts filling a form instead of with the page: zod is
 * about 25 kB gzipped, too much of the sign-in pages' 170 kB budget
 * (scripts/bundleWeight.ts) for something no one needs before pressing a key.
 */
import { lazyModule } from './lazyModule';

export const loadAuthSchemas = lazyModule(() => import('../../domain/schemas/auth'));

const preload = () => {
  loadAuthSchemas().catch(() => undefined);
};

/** Spread on a form: the first key press or click in it starts the load, so a submit seldom waits. */
export const preloadSchemasOnUse = { onKeyDownCapture: preload, onPointerDownCapture: preload };
