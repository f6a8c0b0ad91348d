/** PostgreSQL constraint errors as the code that handles them reads them. */

/** A unique violation (23505), of `constraint` if named (an index name for a unique index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}
