/**
 * The signed-in user (GET /users/me), fetched once per page load and shared by
 * the area gates, the authProvider and the main-area pages.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiFetch, ApiError, failure } from '../dataProvider/httpClient';
import type { CurrentUser } from '../domain/api/users';

let cached: Promise<CurrentUser> | null = null;

/** The server's readable sign-in marker (server/http/session.ts): without it nobody is signed in here. */
export const hasSignInMarker = (): boolean => document.cookie.split('; ').includes('pateva_signed_in=1');

/**
 * Cached for the life of the page; a failed load is not cached so the next call retries.
 * Without the sign-in marker it answers as a 401 would, without asking (no 401 in the console).
 */
export function fetchCurrentUser(): Promise<CurrentUser> {
  if (!cached && !hasSignInMarker()) return Promise.reject(failure(401, undefined));
  if (!cached) {
    const request = apiFetch<CurrentUser>('/users/me');
    cached = request;
    request.catch(() => {
      if (cached === request) cached = null;
    });
  }
  return cached;
}

/** After login, logout or a 401 the next caller must ask the server again. */
export function resetCurrentUser(): void {
  cached = null;
}

let version = 0;
const listeners = new Set<() => void>();

/**
 * The user's companies changed (a company created, a join request sent): every
 * view of the user — the menu, the home page, the gates — asks the server again
 * and keeps what it shows until the answer comes. A 401 or logout does not use
 * this (resetCurrentUser): the page is leaving, nothing should load again.
 */
export function refreshCurrentUser(): void {
  cached = null;
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentVersion = () => version;

/** Seeds the cache with the user a login answered with, saving a round trip. */
export function rememberCurrentUser(user: CurrentUser): void {
  cached = Promise.resolve(user);
}

export function fullName(user: Pick<CurrentUser, 'person' | 'email'>): string {
  const name = [user.person?.firstName, user.person?.lastName].filter(Boolean).join(' ');
  return name || user.email;
}

export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut' }
  | { status: 'failed'; error: unknown };

/** React view of fetchCurrentUser: 401 is "signedOut", other failures are "failed". */
export function useCurrentUser(): CurrentUserState & { reload: () => void } {
  const [state, setState] = useState<CurrentUserState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const refreshed = useSyncExternalStore(subscribe, currentVersion);
  useEffect(() => {
    let live = true;
    fetchCurrentUser().then(
      (user) => live && setState({ status: 'signedIn', user }),
      (error: unknown) => {
        if (!live) return;
        const signedOut = error instanceof ApiError && error.status === 401;
        setState(signedOut ? { status: 'signedOut' } : { status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, refreshed]);
  return {
    ...state,
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
