/**
 * The signed-in user (GET /users/me), fetched once per page load and shared by
 * the area gates, the authProvider and the main-area pages.
 */
import { useEffect, useState } from 'react';
import { apiFetch, ApiError } from '../dataProvider/httpClient';
import type { CurrentUser } from '../domain/api/users';

let cached: Promise<CurrentUser> | null = null;

/** Cached for the life of the page; a failed load is not cached so the next call retries. */
export function fetchCurrentUser(): Promise<CurrentUser> {
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
  }, [attempt]);
  return {
    ...state,
    reload: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
