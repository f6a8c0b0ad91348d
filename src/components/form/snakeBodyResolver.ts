/**
 * Browser validation with a request schema of the API (snake_case keys, as in
 * domain/schemas/auth) for a react-admin form whose inputs are camelCase, as the
 * data provider names the server's field errors: the messages land beside the
 * same inputs whether the browser or the server found them.
 */
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { mapKeys, toCamelCase, toSnakeCase } from '../../domain/caseKeys';

export function snakeBodyResolver(schema: ZodType): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(mapKeys(values, toSnakeCase));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = toCamelCase(String(issue.path[0] ?? 'general'));
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
