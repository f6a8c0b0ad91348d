/**
 * A refused save's messages — the browser's own check (the declaration's rules) or the server's
 * (SPEC §7 names: `application_industries.0.reference_ids`) — grouped by the part of the form where
 * the field is (the declaration's field: `industries`), so each shows beside its own input. A
 * message of a field the page shows no input for still shows, in the list above the form
 * (`other`): nothing the server says is dropped.
 */
import { toSnakeCase } from '../../../domain/caseKeys';
import { application } from '../../../domain/entities/application';
import { formNameOf } from '../../../domain/entities/entity';

/** A part of the form: one of the declaration's fields, or `other`. */
export type FormPart = string;
export type FormErrors = Partial<Record<FormPart, string[]>>;

/** The server's messages (camelCase keys, as the data provider gives them) under the form's names. */
export const serverFormErrors = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [formNameOf(application, toSnakeCase(key)), message]));

/** Messages (form names) by the part they belong to; `shown` are the parts the page has inputs for. */
export function groupFieldErrors(errors: Record<string, string>, shown: readonly string[]): FormErrors {
  const grouped: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const head = key.split(/[.[]/)[0];
    const part = shown.includes(head) ? head : 'other';
    const messages = (grouped[part] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return grouped;
}
