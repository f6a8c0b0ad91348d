/**
 * Key spelling between the browser and the API: entities come back camelCase
 * (SPEC §3 names), request bodies and queries go out snake_case (SPEC §7).
 * Digits stay attached to the word before them: addressLine1 ↔ address_line1.
 */
export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function toCamelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}

/** Renames the top-level keys of an object; values are left as they are. */
export function mapKeys<T>(source: Record<string, T>, rename: (key: string) => string): Record<string, T> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [rename(key), value]));
}
