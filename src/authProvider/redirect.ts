/**
 * Leaving the app for the login page. A full page load (not a router
 * navigation) so that no area keeps data of the user who is no longer signed in.
 */
export const LOGIN_PATH = '/auth/login';

/**
 * Not from the public /auth/* pages themselves: they check the session too,
 * and a 401 there is expected, so redirecting would reload them forever.
 */
export function redirectToLogin(): void {
  if (window.location.pathname.startsWith('/auth/')) return;
  window.location.assign(LOGIN_PATH);
}

/** SPEC §8: on 401 and on logout, local and session storage are cleared. */
export function clearBrowserStorage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
