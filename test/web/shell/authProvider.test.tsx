import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { redirectToLogin } from '../../../src/authProvider/redirect';
import { dataProvider } from '../../../src/dataProvider';
import { officeUser, stubApi } from './fetchStub';

// jsdom cannot navigate; the redirect is observed at its one call site instead.
vi.mock('../../../src/authProvider/redirect', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/authProvider/redirect')>()),
  redirectToLogin: vi.fn(),
}));

beforeEach(() => {
  resetCurrentUser();
  vi.mocked(redirectToLogin).mockClear();
  window.localStorage.setItem('RaStore.pateva.menu.board.open', 'false');
  window.sessionStorage.setItem('draft', 'x');
});
afterEach(() => vi.unstubAllGlobals());

const storageIsEmpty = () => window.localStorage.length === 0 && window.sessionStorage.length === 0;

describe('authProvider and 401', () => {
  it('a 401 from any API call clears local and session storage and goes to /auth/login', async () => {
    stubApi({ 'GET /api/companies/1': { status: 401, body: { message: 'Kirjaudu sisään.' } } });
    await expect(dataProvider.getOne('companies', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(storageIsEmpty()).toBe(true);
    expect(redirectToLogin).toHaveBeenCalled();
  });

  it('checkError(401) logs out without asking react-admin for a second logout; 403 keeps the user signed in', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: false });
    expect(storageIsEmpty()).toBe(true);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);

    window.localStorage.setItem('kept', '1');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('kept')).toBe('1');
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('sends the __Host- XSRF token under HTTPS (server/http/xsrf.ts)', async () => {
    // jsdom's page is not HTTPS, so it would not keep a __Host- cookie: the browser's view of them, stubbed.
    const cookies = vi.spyOn(document, 'cookie', 'get').mockReturnValue('XSRF-TOKEN=vanha; __Host-XSRF-TOKEN=https-token; pateva_signed_in=1');
    try {
      const { calls } = stubApi({ 'POST /api/auth/logout': { status: 204 } });
      await authProvider.logout({});
      expect(calls[0].headers['X-XSRF-TOKEN']).toBe('https-token');
    } finally {
      cookies.mockRestore();
    }
  });

  it('asks nothing of the server for a visitor who is not signed in (no 401 in the console, issue 9 #19)', async () => {
    document.cookie = 'pateva_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { calls } = stubApi({});
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    await authProvider.logout({});
    expect(calls).toEqual([]);
    expect(redirectToLogin).toHaveBeenCalled();
  });

  it('logout posts /auth/logout with the XSRF token, clears storage and goes to /auth/login', async () => {
    document.cookie = 'XSRF-TOKEN=abc123';
    const { calls } = stubApi({ 'POST /api/auth/logout': { status: 204 } });
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(calls[0].path).toBe('/api/auth/logout');
    expect(calls[0].headers['X-XSRF-TOKEN']).toBe('abc123');
    expect(storageIsEmpty()).toBe(true);
    expect(redirectToLogin).toHaveBeenCalled();
  });
});

describe('authProvider and the current user', () => {
  it('checkAuth asks /users/me once per page; identity and permissions come from it', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await authProvider.checkAuth({});
    expect(await authProvider.getIdentity?.()).toEqual({ id: 7, fullName: 'Olli Toimisto' });
    expect(await authProvider.getPermissions?.({})).toEqual(officeUser.permissions);
    expect(calls).toHaveLength(1);
  });

  it('checkAuth rejects without a toast when the session is gone', async () => {
    stubApi({ 'GET /api/users/me': { status: 401, body: { message: 'Kirjaudu sisään.' } } });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('canAccess lets the office edit companies', async () => {
    stubApi({ 'GET /api/users/me': { body: officeUser } });
    expect(await authProvider.canAccess?.({ action: 'edit', resource: 'companies', record: { id: 1 } })).toBe(true);
    expect(await authProvider.canAccess?.({ action: 'delete', resource: 'companies', record: { id: 1 } })).toBe(false);
  });
});
