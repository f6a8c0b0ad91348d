/**
 * The company's application form (issue 11, issue 19 §2), from the declaration
 * (entities/application.ts): what the page edits is the declaration's form values of the
 * application the API answers, checked in the browser with the server's own rules
 * (`updateFormSchema`), and sent under SPEC §7's names — snake_case, nested lists as lists of
 * groups (the data provider's toFormData gives them SPEC §7's bracket names when the body goes as
 * multipart). SPEC §5: an update sends only new files; an application with area codes goes the
 * multipart path (the declared action's `sendsForm`, src/domain/api/applicationActions.ts).
 */
import type { z } from 'zod';
import type { Application } from './api/applications';
import { applicationType } from './applications';
import { application, FAMILY_FORM_FIELDS, type ApplicationUpdateBody } from './entities/application';
import { formValuesOf, requestBody, updateFormSchema, type FormValuesOf } from './entities/entity';

type Fields = typeof application.fields;
/** What the page edits: the declaration's form values, but the files (their own calls) and the board meeting (the office's, later). */
export type ApplicationDraft = Omit<FormValuesOf<Fields>, 'files' | 'boardMeetingId'>;
export type ApplicationIndustryDraft = ApplicationDraft['industries'][number];

/** A save's body as the browser sends it: the family's parts (files have their own call, SPEC §5). */
export type ApplicationBody = ApplicationUpdateBody;

export function draftOf(record: Application): ApplicationDraft {
  const { files: _files, boardMeetingId: _board, ...draft } = formValuesOf(application, record);
  return draft;
}

/** An empty row is not a scope: the page keeps it for typing, the save leaves it out. */
const withoutEmptyScopes = (draft: ApplicationDraft): ApplicationDraft => ({ ...draft, scopes: draft.scopes.filter((scope) => (scope.description ?? '').trim() !== '') });

/** The parts of the draft a save of this application type sends (its family's). */
function familyPart(applicationTypeId: number, draft: ApplicationDraft): Partial<ApplicationDraft> {
  const family = applicationType(applicationTypeId)?.family ?? 'certificate';
  return Object.fromEntries(FAMILY_FORM_FIELDS[family].map((key) => [key, draft[key]]));
}

/**
 * The browser's check of a save with the server's rules: the values as the server will read them
 * (trimmed, empty text as none), or each refused field's message under the form's names.
 */
export function checkDraft(
  applicationTypeId: number,
  draft: ApplicationDraft,
): { success: true; values: Partial<ApplicationDraft> } | { success: false; errors: Record<string, string> } {
  const result = (updateFormSchema(application) as z.ZodType<Partial<ApplicationDraft>>).safeParse(familyPart(applicationTypeId, withoutEmptyScopes(draft)));
  if (result.success) return { success: true, values: result.data };
  return { success: false, errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])) };
}

/**
 * The body of a save: the family's parts of the draft under SPEC §7's names. No files: what is already
 * on the application is never sent again (SPEC §5), and a new one goes by its own call at once.
 */
export function applicationBody(applicationTypeId: number, draft: ApplicationDraft): ApplicationBody {
  const checked = checkDraft(applicationTypeId, draft);
  const values = checked.success ? checked.values : familyPart(applicationTypeId, withoutEmptyScopes(draft));
  return requestBody(application, values) as ApplicationBody;
}

/** The same values whatever the order of their keys (a form keeps its own order). */
function sameValues(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  // An empty text is no text (a cleared field is what was never filled).
  return (a === '' ? null : (a ?? null)) === (b === '' ? null : (b ?? null));
}

/** Whether the page's draft differs from what was last saved (the save button and the leave warning read it). */
export const draftChanged = (saved: ApplicationDraft, draft: ApplicationDraft): boolean => !sameValues(saved, draft);

/**
 * A newer saved version while the form is open (a save's answer, a refresh after a file): the parts the
 * company has not changed since `base` (what it last sent, or the version it started from) take the saved
 * version's values, so the server's normalising shows; a part changed meanwhile — typed while a save was on
 * its way — stays as typed. The form is never started again (docs/decisions.md).
 */
export function followSaved(current: ApplicationDraft, base: ApplicationDraft, saved: ApplicationDraft): Partial<ApplicationDraft> {
  const keys = Object.keys(saved) as Array<keyof ApplicationDraft>;
  return Object.fromEntries(keys.filter((key) => sameValues(current[key], base[key]) && !sameExactly(current[key], saved[key])).map((key) => [key, saved[key]]));
}

/** Equal as JSON: a trimmed text or a dropped empty row is a difference the form takes over. */
const sameExactly = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
