/**
 * jsdom setup for the web tests. @testing-library/jest-dom is not installed,
 * so tests use plain expect on what the DOM shows.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// MUI's useMediaQuery and react-admin's responsive layout ask for matchMedia, which jsdom lacks.
// Desktop width: nothing matches the "down(…)" queries.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// Used by MUI (TextareaAutosize, Popper) and absent from jsdom.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  // Assigned, not vi.stubGlobal: tests call vi.unstubAllGlobals() for their fetch stubs.
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// react-admin scrolls to the top on navigation; jsdom only logs "not implemented".
window.scrollTo = () => undefined;

// Whole react-admin areas render slowly in jsdom on a busy machine; findBy* waits up to 10 s, not 1 s.
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// As in a signed-in browser, the server's readable sign-in marker is there (server/http/session.ts);
// a test of a signed-out visitor removes it.
beforeEach(() => {
  document.cookie = 'pateva_signed_in=1; path=/';
});
