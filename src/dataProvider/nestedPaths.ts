/**
 * Nested resources by one rule: a resource's path template
 * (`companies/:companyId/offices`) is filled from the first source, in a fixed
 * order, that has each `:param`. The data provider decides the sources per
 * method; this file only fills and reports what is missing.
 */
import { i18nProvider } from '../i18n/i18nProvider';

/** Resource name → path template, e.g. `{ offices: 'companies/:companyId/offices' }`. */
export type ResourcePaths = Record<string, string>;

/** One place a value may come from (meta, filter, data …), looked up by the param's name. */
export type ParamSource = Record<string, unknown> | null | undefined;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of a template's `:params`, in order. */
export function templateParams(template: string): string[] {
  return Array.from(template.matchAll(PARAM), (match) => match[1]);
}

/** The template of a resource; one not in the map is `/<resource>`. */
export function templateOf(paths: ResourcePaths, resource: string): string {
  const template = paths[resource] ?? resource;
  return template.startsWith('/') ? template : `/${template}`;
}

/**
 * A path param missing from every source: a developer error (the view did not
 * pass meta.companyId …). The message a person may see is the generic Finnish
 * one; the details are for the developer, in `detail`, `cause` and the console.
 */
export class MissingPathParamError extends Error {
  readonly resource: string;
  readonly param: string;
  readonly template: string;
  readonly detail: string;
  constructor(resource: string, param: string, template: string) {
    const detail =
      `dataProvider: resource "${resource}" (path ${template}) needs ":${param}"; ` +
      `pass it as meta.${param} (or in the filter, the record or previousData, as the method allows).`;
    super(i18nProvider.translate('pateva.errors.server'), { cause: new Error(detail) });
    this.name = 'MissingPathParamError';
    this.resource = resource;
    this.param = param;
    this.template = template;
    this.detail = detail;
  }
}

/** A value fit for a path segment: a non-empty string or a finite number. */
const usable = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

export function resolvePath(
  paths: ResourcePaths,
  resource: string,
  sources: readonly ParamSource[],
): { path: string; params: string[] } {
  const template = templateOf(paths, resource);
  const params = templateParams(template);
  const path = template.replace(PARAM, (_, param: string) => {
    const value = sources.map((source) => source?.[param]).find(usable);
    if (value === undefined) {
      const error = new MissingPathParamError(resource, param, template);
      console.error(error.detail);
      throw error;
    }
    return encodeURIComponent(String(value));
  });
  return { path, params };
}
