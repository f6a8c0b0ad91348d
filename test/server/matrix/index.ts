/**
 * Every slice of the authorization matrix, found rather than listed (issue 19 §6): each export of a
 * file of this folder that is a slice (it has `rows`). A new module adds its file, nothing else.
 * The world (world.ts) reads this list, so it is left out; the other helpers export no slice.
 */
import type { MatrixSlice } from './presets';

const FILES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./world.ts'], { eager: true });

const isSlice = (value: unknown): value is MatrixSlice => typeof value === 'object' && value !== null && 'rows' in value;

/** In file name order; a route in two slices would hide one of them, so it stops the run. */
export function slicesOf(files: Record<string, Record<string, unknown>>): MatrixSlice[] {
  const slices: MatrixSlice[] = [];
  const owner = new Map<string, string>();
  for (const file of Object.keys(files).sort()) {
    for (const [name, value] of Object.entries(files[file])) {
      if (!isSlice(value)) continue;
      for (const route of Object.keys(value.rows)) {
        if (owner.has(route)) throw new Error(`Matrix route ${route} is in both ${owner.get(route)} and ${name}`);
        owner.set(route, name);
      }
      slices.push(value);
    }
  }
  return slices;
}

export const SLICES: MatrixSlice[] = slicesOf(FILES);
