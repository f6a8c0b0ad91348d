/** An application's body as multipart/form-data: pure, so it is tested without the data provider's react-admin. */
import type { ApplicationBody } from '../domain/applicationForm';
import { toFormData } from './multipart';

/**
 * The body as a form. A form has no empty list, and an update keeps a set it leaves out: an emptied
 * set (the last scope removed) goes as `name[]` with one empty value, which the API reads as the
 * empty list (docs/decisions.md, issue 11 applications API).
 */
export function applicationFormData(body: ApplicationBody): FormData {
  const form = toFormData({ ...body });
  const markEmpty = (value: unknown, name: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(`${name}[]`, '');
      else value.forEach((item, index) => item && typeof item === 'object' && !(item instanceof Blob) && markEmpty(item, `${name}[${index}]`));
    } else if (value && typeof value === 'object' && !(value instanceof Blob)) {
      for (const [key, item] of Object.entries(value)) markEmpty(item, name ? `${name}[${key}]` : key);
    }
  };
  markEmpty(body, '');
  return form;
}
