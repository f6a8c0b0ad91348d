/** Path parameters shared by the routes: ids are positive safe integers, written canonically. */
import { z } from 'zod';
import { CANONICAL_ID, idParam } from '../../src/domain/api/pathParams';

// Declared in the domain, where the browser's typed actions read the same path parameters.
export { CANONICAL_ID, idParam };

/** An id in a query string (a filter): canonical digits, at most int4 as our id columns are. */
export const idSchema = z
  .string()
  .regex(CANONICAL_ID, 'Tunnisteen on oltava positiivinen kokonaisluku.')
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647, 'Tunnisteen on oltava positiivinen kokonaisluku.'));

/** `/…/:id` (for company routes the company, which the access rules read from there). */
export const idParams = z.object({ id: idParam });

/** `/…/:id/<things>/:<name>`: `:id` and one record under it. */
export const nestedIdParams = <K extends string>(name: K) =>
  z.object({ id: idParam, [name]: idParam } as { id: typeof idParam } & Record<K, typeof idParam>);
