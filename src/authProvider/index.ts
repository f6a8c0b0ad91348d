/** react-admin's authProvider over the Pätevä API (docs/api.md, SPEC §6 and §8). */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, apiFetch, setUnauthorizedHandler } from '../dataProvider/httpClient';
import { canAccess } from './canAccess';
import type { CurrentUser } from '../domain/api/users';
import { fetchCurrentUser, fullName, hasSignInMarker, rememberCurrentUser, resetCurrentUser } from './currentUser';
import { clearBrowserStorage, redirectToLogin } from './redirect';

export { fetchCurrentUser, useCurrentUser, resetCurrentUser, fullName } from './currentUser';

/** SPEC §8: a 401 logs the user out: storage cleared, off to /auth/login. */
export function handleUnauthorized(): void {
  resetCurrentUser();
  clearBrowserStorage();
  redirectToLogin();
}

// Every API call, not only react-admin's, ends the session the same way on 401.
setUnauthorizedHandler(handleUnauthorized);

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

export const authProvider: AuthProvider = {
  async login(params: { email: string; password: string }) {
    const user = await apiFetch<CurrentUser>('/auth/login', {
      method: 'POST',
      body: { email: params.email, password: params.password },
    });
    rememberCurrentUser(user);
    return { redirectTo: '/' };
  },

  async logout() {
    try {
      // Not signed in, there is no session to end (and the POST would only fail).
      if (hasSignInMarker()) await apiFetch('/auth/logout', { method: 'POST' });
    } catch (error) {
      // Already signed out (401) is the state we want; anything else must not keep the user signed in here either.
      if (!(error instanceof ApiError)) console.error(error);
    }
    resetCurrentUser();
    clearBrowserStorage();
    redirectToLogin();
    // false: react-admin must not navigate inside the area; the full page load above takes over.
    return false;
  },

  async checkAuth() {
    try {
      await fetchCurrentUser();
    } catch {
      // react-admin then calls logout(), which sends the browser to the login page; no toast on the way out.
      throw { message: false };
    }
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    if (status === 401) {
      handleUnauthorized();
      // Rejecting tells react-admin the error is handled; logoutUser false avoids a second POST /auth/logout.
      throw { logoutUser: false, message: false };
    }
    // 403 and the rest: stay signed in; the page shows the server's Finnish message.
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await fetchCurrentUser();
    return { id: user.id, fullName: fullName(user) };
  },

  async getPermissions() {
    const user = await fetchCurrentUser();
    return user.permissions;
  },

  async canAccess(params) {
    const user = await fetchCurrentUser().catch(() => null);
    return canAccess(user, { action: params.action, resource: params.resource, record: params.record });
  },
};

export default authProvider;
