/**
 * A lookup list (SPEC §7 GET /descriptions/{name}), public and cached by the browser for the session.
 * Its name goes in the path in kebab case; the fields' declarations name lists in camelCase.
 */
import { z } from 'zod';
import { toSnakeCase } from '../caseKeys';
import { defineAction } from './action';
import { describableSchema } from './describables';

/** `educationDegrees`, `education_degrees` and `education-degrees` all name the list education-degrees. */
export const lookupName = (name: string) => toSnakeCase(name).replace(/_/g, '-');

export const lookupList = defineAction({
  method: 'GET',
  path: '/descriptions/:name',
  params: { name: z.string().regex(/^[a-z0-9_-]{1,60}$/) },
  answer: z.array(describableSchema),
});
