/**
 * The two ways the data provider sends a request — JSON over fetch, multipart
 * over XMLHttpRequest — with errors turned into react-admin's Finnish
 * HttpErrors in one place, so CRUD, custom methods and uploads fail alike.
 */
import { apiFetch, type RequestOptions } from './httpClient';
import { METHOD_OVERRIDE_FIELD, toFormData } from './multipart';
import { toHttpError } from './toHttpError';
import { xhrRequest, type UploadProgress } from './xhr';

export type { UploadProgress } from './xhr';

export interface CallOptions {
  method?: RequestOptions['method'];
  query?: RequestOptions['query'];
  body?: unknown;
  signal?: AbortSignal;
}

export interface UploadOptions {
  /** The method meant; PUT and PATCH go as POST with `_method` (SPEC §7's PUT override). */
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Paths are relative to /api; a missing leading slash is forgiven. */
const normalise = (path: string) => (path.startsWith('/') ? path : `/${path}`);

export async function jsonCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  try {
    return await apiFetch<T>(normalise(path), options);
  } catch (error) {
    throw toHttpError(error);
  }
}

export async function uploadCall<T>(path: string, data: Record<string, unknown> | FormData, options: UploadOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const override = method === 'POST' ? undefined : method;
  let body: FormData;
  if (data instanceof FormData) {
    // A FormData built by the caller is sent as it is, with the override added to it.
    body = data;
    if (override) body.set(METHOD_OVERRIDE_FIELD, override);
  } else {
    body = toFormData(data, { methodOverride: override });
  }
  try {
    return await xhrRequest<T>(normalise(path), body, { method: 'POST', onProgress: options.onProgress, signal: options.signal });
  } catch (error) {
    throw toHttpError(error);
  }
}
