/**
 * Renders one main-area page the way the app does (react-admin context with the
 * real Finnish i18nProvider, a router at the given URL, the toast area) and
 * answers its API calls with msw.
 */
import { cleanup, configure, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import i18nProvider from '../../../src/i18n/i18nProvider';
import dataProvider from '../../../src/dataProvider';

export const server = setupServer();

// The pages render inside react-admin with MUI; on a busy machine a second is not always enough.
configure({ asyncUtilTimeout: 4000 });

/** Absolute URL of an API path as the browser would send it. */
export const api = (path: string) => new URL(`/api${path}`, window.location.origin).toString();

/** Starts msw for the file; an unexpected call fails the test, and so does a missing Finnish text. */
export function setUpApi(): void {
  let nativeFetch: typeof fetch;
  let missingKeys: MockInstance<Console['error']> | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // The app calls relative /api paths as a browser does; Node's fetch needs them absolute.
    nativeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      nativeFetch(typeof input === 'string' ? new URL(input, window.location.origin).toString() : input, init);
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    const missing = (missingKeys?.mock.calls ?? []).filter((call) => String(call[0]).startsWith('Käännös puuttuu'));
    missingKeys?.mockRestore();
    expect(missing).toEqual([]);
  });
  beforeEach(() => {
    // The signed-in user is cached per page load; each test is a new page load.
    resetCurrentUser();
    missingKeys = vi.spyOn(console, 'error');
  });
  afterAll(() => {
    globalThis.fetch = nativeFetch;
    server.close();
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `element` at route `path`, starting from `url`. Other paths show only where the router went. */
export function renderPage(path: string, url: string, element: ReactElement) {
  // A data router, as the app has (App.tsx): forms that warn of unsaved changes need one.
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  // The router is returned too: a test can go back as the browser's Back button does (router.navigate(-1)).
  return Object.assign(render(<RouterProvider router={router} />), { router });
}
