/**
 * The XMLHttpRequest wiring of uploads, with a fake XMLHttpRequest the test
 * drives: progress events in any size, cancelling mid-way, cookies, a network
 * failure. (msw answers at once, so it cannot show a request cut short.)
 */
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, type UploadProgress } from '../../../src/dataProvider';
import { FakeXhr, lastXhr } from '../files/fakeXhr';
import { uploadCall } from '../../../src/dataProvider/request';

const provider = createDataProvider({ applications: 'companies/:companyId/applications' });
const pdf = () => new File(['%PDF'], 'todistus.pdf', { type: 'application/pdf' });
/** Lets the provider's awaits run up to xhr.send. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('uploads over XMLHttpRequest', () => {
  it('reports progress with percent, sends cookies and the XSRF header, and resolves with the body', async () => {
    document.cookie = 'XSRF-TOKEN=t%2B1; path=/';
    const progress: UploadProgress[] = [];
    const pending = uploadCall<{ id: number }>('/companies/7/applications/3/files', { file: pdf(), fileTypeId: 2 }, {
      onProgress: (p) => progress.push(p),
    });
    await flush();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/companies/7/applications/3/files');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('t+1');
    // The browser writes the multipart Content-Type with its boundary.
    expect(Object.keys(xhr.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file_type_id')).toBe('2');
    xhr.progress(0, 2000);
    xhr.progress(500, 2000);
    xhr.progress(2000, 2000);
    xhr.progress(300, 0, false);
    xhr.respond(201, { id: 11 });
    expect(await pending).toEqual({ id: 11 });
    expect(progress).toEqual([
      { loaded: 0, total: 2000, percent: 0 },
      { loaded: 500, total: 2000, percent: 25 },
      { loaded: 2000, total: 2000, percent: 100 },
      { loaded: 300, total: 0, percent: null },
    ]);
  });

  it('meta.onProgress and meta.signal reach an update sent as multipart; aborting rejects with an AbortError', async () => {
    const controller = new AbortController();
    const onProgress = vi.fn();
    const pending = provider
      .update('applications', {
        id: 3,
        data: { companyId: 7, files: [{ file: pdf(), fileTypeId: 2 }] },
        previousData: { id: 3, companyId: 7, files: [] },
        meta: { onProgress, signal: controller.signal },
      })
      .catch((e: unknown) => e);
    await flush();
    const xhr = lastXhr();
    expect(xhr.url).toBe('/api/companies/7/applications/3');
    expect((xhr.body as FormData).get('_method')).toBe('PUT');
    xhr.progress(10, 100);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 10, total: 100, percent: 10 });
    controller.abort();
    const error = await pending;
    expect(xhr.aborted).toBe(true);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('a FormData the caller built is sent as it is, with the PUT override added', async () => {
    const form = new FormData();
    form.append('file_type_id[]', '1');
    const pending = uploadCall('/companies/7/financial-years/2/files', form, { method: 'PUT' });
    await flush();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.body).toBe(form);
    expect(Array.from(form.entries())).toEqual([
      ['file_type_id[]', '1'],
      ['_method', 'PUT'],
    ]);
    xhr.respond(204, undefined);
    expect(await pending).toBeUndefined();
  });

  it('a signal aborted before the call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await uploadCall('/x', { file: pdf() }, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
    expect(FakeXhr.made).toEqual([]);
  });

  it('a network failure is the Finnish network error, as with fetch', async () => {
    const pending = uploadCall('/x', { file: pdf() }).catch((e: unknown) => e);
    await flush();
    lastXhr().dispatchEvent(new ProgressEvent('error'));
    const error = (await pending) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Palvelimeen ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.');
  });
});
