/**
 * The company edit form checked in the browser with the server's own schema
 * (updateCompanySchema), so the user sees the same Finnish messages before
 * sending as the server would answer with.
 */
import { toCamelCase, toSnakeCase } from '../../domain/caseKeys';
import { updateCompanySchema } from '../../domain/schemas/company';

const FORM_FIELDS = ['name', 'switchboardNumber', 'companyStatusId'] as const;

export function validateCompany(values: Record<string, unknown>): Record<string, string> {
  const body = Object.fromEntries(FORM_FIELDS.map((field) => [toSnakeCase(field), values[field] ?? null]));
  // An untouched name comes in as null; the schema reports it as missing.
  if (body.name === null) body.name = '';
  const result = updateCompanySchema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = toCamelCase(String(issue.path[0] ?? ''));
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
