/**
 * The data provider's one method for every declared action (src/domain/api/action.ts):
 * `dataProvider.action(sendApplication, { id, appId })`. The path comes from the declaration with the
 * values in place, the body or multipart form is typed by its schema and the answer by its answer
 * schema, so no page writes a path or casts an answer. Errors are react-admin's Finnish HttpErrors
 * as for CRUD (request.ts).
 */
import type { z } from 'zod';
import { actionPath, type ActionAnswer, type ActionBody, type ActionParams, type ActionQuery, type ActionUpload, type AnyAction } from '../domain/api/action';
import type { QueryValue } from '../domain/query';
import { bodyFormData } from './multipart';
import { jsonCall, uploadCall, type UploadProgress } from './request';

type UploadInput<U> = U extends ActionUpload<infer F>
  ? {
      /** The form's text fields (the declaration's `upload.fields`). */
      fields: z.input<F>;
      /** The files by their field's name. */
      files: Record<string, Blob | readonly Blob[]>;
      onProgress?: (progress: UploadProgress) => void;
    }
  : Record<never, never>;

/** A call that takes JSON or a form: the body, and files that make it a form (by their form names, `files[0][file]`). */
interface BodyFiles {
  files?: Record<string, Blob | readonly Blob[]>;
  onProgress?: (progress: UploadProgress) => void;
}

/** What a call sends beside its path: the body (with its files, for a call that takes either), or the multipart form; the query; an abort signal. */
export type ActionInput<Act extends AnyAction> = (Act['body'] extends z.ZodType
  ? { body: ActionBody<Act> } & (Act['upload'] extends ActionUpload ? BodyFiles : Record<never, never>)
  : UploadInput<Act['upload']>) &
  (Act['query'] extends z.ZodType ? { query?: ActionQuery<Act> } : Record<never, never>) & { signal?: AbortSignal };

/** A call with a body or a form must be given one; others may leave the input out. */
export type ActionInputArgs<Act extends AnyAction> = Act['body'] extends z.ZodType
  ? [input: ActionInput<Act>]
  : Act['upload'] extends ActionUpload
    ? [input: ActionInput<Act>]
    : [input?: ActionInput<Act>];

export interface ActionMethods {
  /** Calls a declared action; resolves to its answer (undefined for 204). */
  action<Act extends AnyAction>(action: Act, params: ActionParams<Act>, ...input: ActionInputArgs<Act>): Promise<ActionAnswer<Act>>;
}

interface LooseInput {
  body?: unknown;
  query?: Record<string, QueryValue>;
  fields?: Record<string, unknown>;
  files?: Record<string, Blob | readonly Blob[]>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const hasFiles = (files: LooseInput['files']) => Object.values(files ?? {}).some((value) => (Array.isArray(value) ? value.length > 0 : !!value));

/** Whether the call goes as multipart: a form-only call always; one that takes either when it has files or its declaration says so. */
function goesAsForm(action: AnyAction, input: LooseInput): boolean {
  if (!action.upload) return false;
  return !action.body || hasFiles(input.files) || action.sendsForm(input.body as never);
}

export async function callAction<Act extends AnyAction>(action: Act, params: ActionParams<Act>, input: LooseInput = {}): Promise<ActionAnswer<Act>> {
  const path = actionPath(action, params);
  if (goesAsForm(action, input)) {
    // A browser sends a form only with POST; PUT goes as POST with `_method` (uploadCall).
    const method = action.method === 'PUT' ? 'PUT' : 'POST';
    const form = action.body ? bodyFormData((input.body ?? {}) as Record<string, unknown>, input.files) : { ...input.fields, ...input.files };
    return uploadCall<ActionAnswer<Act>>(path, form, { method, onProgress: input.onProgress, signal: input.signal });
  }
  return jsonCall<ActionAnswer<Act>>(path, {
    method: action.method,
    query: input.query,
    // A GET or DELETE has no body; a POST of an action without fields sends none either.
    body: action.body ? (input.body ?? {}) : undefined,
    signal: input.signal,
  });
}

export function createActionMethods(): ActionMethods {
  return {
    // The typed signature above is the one callers see; the input's shape was checked there.
    action: (action, params, ...input) => callAction(action, params, input[0] as LooseInput | undefined),
  };
}
