/**
 * Multipart requests over XMLHttpRequest, because fetch reports no upload
 * progress. Everything else is as apiFetch does it: /api base, cookies, the
 * XSRF header, the body returned directly, and the same failure handling.
 */
import { toQueryString, type QueryValue } from '../domain/query';
import { API_BASE, failure, parseBodyText, readXsrfToken } from './httpClient';

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser does not know the size. */
  total: number;
  /** 0–100, or null when the size is not known. */
  percent: number | null;
}

export interface XhrOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  query?: Record<string, QueryValue>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The error an aborted request rejects with, as fetch's is, so toHttpError and react-query treat it as an abort. */
const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

export function xhrRequest<T = unknown>(path: string, body: FormData, options: XhrOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      finish();
    };

    xhr.open(options.method ?? 'POST', `${API_BASE}${path}${toQueryString(options.query)}`);
    // Cookies carry the session (fetch's credentials: 'include').
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const xsrf = readXsrfToken();
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    // No Content-Type: the browser writes multipart/form-data with its boundary.

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, percent: total > 0 ? Math.round((event.loaded / total) * 100) : null });
      });
    }
    xhr.addEventListener('load', () =>
      settle(() => {
        const parsed = parseBodyText(xhr.status, xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as T);
        else reject(failure(xhr.status, parsed));
      }),
    );
    // Same as fetch's "Failed to fetch": toHttpError turns it into the Finnish network message.
    xhr.addEventListener('error', () => settle(() => reject(new TypeError('Network request failed'))));
    xhr.addEventListener('timeout', () => settle(() => reject(new TypeError('Network request timed out'))));
    xhr.addEventListener('abort', () => settle(() => reject(abortError())));
    signal?.addEventListener('abort', onAbortSignal);

    xhr.send(body);
  });
}
