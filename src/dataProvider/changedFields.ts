/**
 * The body of an update: only the fields the user changed, snake_case (SPEC
 * §7), so an edit form never writes back fields it merely displayed.
 */
import { toSnakeCase } from '../domain/caseKeys';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown> | undefined,
  alwaysSend: readonly string[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id' || value === undefined) continue;
    if (previous && same(value, previous[key]) && !alwaysSend.includes(key)) continue;
    body[toSnakeCase(key)] = value;
  }
  return body;
}
