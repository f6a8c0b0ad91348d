/** Path parameters shared by the routes: ids are positive safe integers. */
import { z } from 'zod';

export const idParam = z.coerce.number().int().positive().max(2 ** 53);

/** `/…/:id` (for company routes the company, which the access rules read from there). */
export const idParams = z.object({ id: idParam });

/** `/…/:id/<things>/:<name>`: `:id` and one record under it. */
export const nestedIdParams = <K extends string>(name: K) =>
  z.object({ id: idParam, [name]: idParam } as { id: typeof idParam } & Record<K, typeof idParam>);
