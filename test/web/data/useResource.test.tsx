import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useApiList, useApiResource } from '../../../src/components/data/useApiResource';
import { useResource, type ResourceOptions } from '../../../src/components/data/useResource';
import { ApiError } from '../../../src/dataProvider/httpClient';
import { api, server, setUpApi } from '../pages/helpers';

setUpApi();

/** A loader whose calls the test answers by hand, one deferred answer per call. */
function manualLoader<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const loaderFor = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, loaderFor };
}

function renderResource<T>(loader: ReturnType<typeof manualLoader<T>>, key: string | null, options?: ResourceOptions) {
  return renderHook(({ current }: { current: string | null }) => useResource<T>(current, loader.loaderFor(current ?? ''), options), {
    initialProps: { current: key },
  });
}

describe('useResource', () => {
  it('starts loading, then holds the answer', async () => {
    const loader = manualLoader<string>();
    const { result } = renderResource(loader, 'a');
    expect(result.current.status).toBe('loading');
    await act(async () => loader.calls[0].resolve('A'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'A' });
  });

  it('gives failed with the error when the call fails', async () => {
    const loader = manualLoader<string>();
    const { result } = renderResource(loader, 'a');
    const error = new ApiError(500, { message: 'Palvelussa tapahtui virhe.' });
    await act(async () => loader.calls[0].reject(error));
    expect(result.current).toMatchObject({ status: 'failed', error });
  });

  it('keeps the data on screen while a reload is on its way, then shows the new answer', async () => {
    const loader = manualLoader<string>();
    const { result } = renderResource(loader, 'a');
    await act(async () => loader.calls[0].resolve('first'));
    act(() => result.current.reload());
    expect(loader.calls).toHaveLength(2);
    expect(result.current).toMatchObject({ status: 'loaded', data: 'first' });
    await act(async () => loader.calls[1].resolve('second'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'second' });
  });

  it('on another key shows loading and ignores the old call, which is aborted', async () => {
    const loader = manualLoader<string>();
    const { result, rerender } = renderResource(loader, 'a');
    rerender({ current: 'b' });
    expect(result.current.status).toBe('loading');
    expect(loader.calls.map((call) => call.key)).toEqual(['a', 'b']);
    expect(loader.calls[0].signal.aborted).toBe(true);
    await act(async () => loader.calls[0].resolve('old answer'));
    expect(result.current.status).toBe('loading');
    await act(async () => loader.calls[1].resolve('B'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'B' });
  });

  it('after unmount aborts the call and sets nothing from its answer', async () => {
    const loader = manualLoader<string>();
    const { result, unmount } = renderResource(loader, 'a');
    unmount();
    expect(loader.calls[0].signal.aborted).toBe(true);
    await act(async () => loader.calls[0].resolve('late'));
    expect(result.current.status).toBe('loading');
  });

  it('with keepData keeps the loaded data while another key loads', async () => {
    const loader = manualLoader<string>();
    const { result, rerender } = renderResource(loader, 'page 1', { keepData: true });
    await act(async () => loader.calls[0].resolve('rows of page 1'));
    rerender({ current: 'page 2' });
    expect(result.current).toMatchObject({ status: 'loaded', data: 'rows of page 1' });
    await act(async () => loader.calls[1].resolve('rows of page 2'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'rows of page 2' });
  });

  it('with keepData still ignores the answer of a key left behind', async () => {
    const loader = manualLoader<string>();
    const { result, rerender } = renderResource(loader, 'page 1', { keepData: true });
    await act(async () => loader.calls[0].resolve('rows of page 1'));
    rerender({ current: 'page 2' });
    rerender({ current: 'page 3' });
    await act(async () => loader.calls[1].resolve('rows of page 2'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'rows of page 1' });
    await act(async () => loader.calls[2].resolve('rows of page 3'));
    expect(result.current).toMatchObject({ status: 'loaded', data: 'rows of page 3' });
  });

  it('loads nothing for a null key', () => {
    const loader = manualLoader<string>();
    const { result } = renderResource(loader, null);
    expect(result.current.status).toBe('loading');
    expect(loader.calls).toEqual([]);
  });
});

describe('useApiResource and useApiList', () => {
  it('GET the path with the query; the list variant gives the rows of the page', async () => {
    const queries: string[] = [];
    server.use(
      http.get(api('/companies/7/offices'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ data: [{ id: 1 }], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } });
      }),
    );
    const page = renderHook(() => useApiResource<{ data: unknown[] }>('/companies/7/offices', { page: 2, paginate: 25 }));
    const list = renderHook(() => useApiList<{ id: number }>('/companies/7/offices'));
    await waitFor(() => expect(page.result.current.status).toBe('loaded'));
    await waitFor(() => expect(list.result.current).toMatchObject({ status: 'loaded', data: [{ id: 1 }] }));
    expect(page.result.current).toMatchObject({ data: { data: [{ id: 1 }] } });
    expect(queries.sort()).toEqual(['', '?page=2&paginate=25']);
  });

  it('a refusal of the API is failed with its ApiError', async () => {
    server.use(http.get(api('/companies/9'), () => HttpResponse.json({ message: 'Ei oikeutta' }, { status: 403 })));
    const { result } = renderHook(() => useApiResource('/companies/9'));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const error = result.current.status === 'failed' ? result.current.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});
