/**
 * Path parameters as the API reads them, shared by the server's routes and the browser's typed
 * actions (action.ts): a path segment is text; an id is a positive safe integer written canonically.
 */
import { z } from 'zod';

/** An id as the API writes it: no sign, no leading zero, no other base (`01`, `+1`, `0x10` name nothing). */
export const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

export const idParam = z
  .string()
  .regex(CANONICAL_ID)
  .transform(Number)
  .pipe(z.number().int().positive().max(2 ** 53));
