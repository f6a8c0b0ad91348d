/**
 * Request bodies as multipart/form-data with SPEC §7's bracket field names
 * (applications: `application_area_codes[]`, `files[0][file]`,
 * `files[0][file_type_id]`), for the calls that carry files. JSON cannot carry
 * a file, and the API reads nested fields from these names.
 */
import { toSnakeCase } from '../domain/caseKeys';

/** SPEC §7's PUT override: a browser sends multipart only with POST, so an update says PUT in a field. */
export const METHOD_OVERRIDE_FIELD = '_method';

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isBlob(value) && !(value instanceof Date);

type Leaf = string | number | boolean | bigint | Date | Blob;

/** A value that becomes one form field (not a list or a group of fields). */
const isLeaf = (value: unknown): value is Leaf =>
  ['string', 'number', 'boolean', 'bigint'].includes(typeof value) || value instanceof Date || isBlob(value);

/** Whether a body holds a File or Blob anywhere, so it must go as multipart. */
export function containsFile(value: unknown): boolean {
  if (isBlob(value)) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (isPlainObject(value)) return Object.values(value).some(containsFile);
  return false;
}

function appendLeaf(form: FormData, name: string, value: Leaf): void {
  if (isBlob(value)) {
    // A File keeps its own name; a bare Blob would otherwise be called "blob".
    form.append(name, value, typeof File !== 'undefined' && value instanceof File ? value.name : 'blob');
  } else if (typeof value === 'boolean') {
    // Form fields are text; the API reads 1/0 as booleans, as PHP-style backends do.
    form.append(name, value ? '1' : '0');
  } else if (value instanceof Date) {
    form.append(name, value.toISOString());
  } else {
    form.append(name, String(value));
  }
}

function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (isLeaf(value)) {
    appendLeaf(form, name, value);
    return;
  }
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== undefined);
    if (items.every(isLeaf)) {
      // A list of plain values: key[]=a&key[]=b, as the query strings are (SPEC §7).
      for (const item of items) appendLeaf(form, `${name}[]`, item);
    } else {
      // A list of groups needs an index to keep each group's fields together.
      // The original index is kept so a skipped null does not renumber the rest.
      value.forEach((item, index) => appendValue(form, `${name}[${index}]`, item));
    }
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) appendValue(form, `${name}[${toSnakeCase(key)}]`, item);
  }
  // Anything else (a function, a symbol) has no form representation and is left out.
}

/**
 * The body as form fields: keys snake_case at every level, nulls dropped,
 * booleans '1'/'0'. An empty list sends nothing (a form has no empty list).
 */
export function toFormData(data: Record<string, unknown>, options: { methodOverride?: 'PUT' | 'PATCH' | 'DELETE' } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) appendValue(form, toSnakeCase(key), value);
  if (options.methodOverride) form.append(METHOD_OVERRIDE_FIELD, options.methodOverride);
  return form;
}

/**
 * A body that may go as JSON or as a form (SPEC §7's applications), as a form, with its files. A form has
 * no empty list, and an update keeps a set it leaves out: an emptied set (the last scope removed) goes as
 * `name[]` with one empty value, which the API reads as the empty list (fieldsForm.ts formList).
 */
export function bodyFormData(body: Record<string, unknown>, files: Record<string, Blob | readonly Blob[]> = {}): FormData {
  const form = toFormData({ ...body });
  const markEmpty = (value: unknown, name: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(`${name}[]`, '');
      else value.forEach((item, index) => isPlainObject(item) && markEmpty(item, `${name}[${index}]`));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) markEmpty(item, name ? `${name}[${toSnakeCase(key)}]` : toSnakeCase(key));
    }
  };
  markEmpty(body, '');
  // The files by their form names as given (`file`, `files[0][file]`).
  for (const [name, value] of Object.entries(files)) {
    const blobs: readonly Blob[] = isBlob(value) ? [value] : value;
    for (const blob of blobs) appendLeaf(form, name, blob);
  }
  return form;
}
