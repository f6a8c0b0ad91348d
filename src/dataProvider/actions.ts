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

/** What a call sends beside its path: the body, the query, the multipart form, an abort signal. */
export type ActionInput<Act extends AnyAction> = (Act['body'] extends z.ZodType ? { body: ActionBody<Act> } : Record<never, never>) &
  (Act['query'] extends z.ZodType ? { query?: ActionQuery<Act> } : Record<never, never>) &
  UploadInput<Act['upload']> & { signal?: AbortSignal };

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

export async function callAction<Act extends AnyAction>(action: Act, params: ActionParams<Act>, input: LooseInput = {}): Promise<ActionAnswer<Act>> {
  const path = actionPath(action, params);
  if (action.upload) {
    // A browser sends a form only with POST; PUT goes as POST with `_method` (uploadCall).
    const method = action.method === 'PUT' ? 'PUT' : 'POST';
    return uploadCall<ActionAnswer<Act>>(path, { ...input.fields, ...input.files }, { method, onProgress: input.onProgress, signal: input.signal });
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
