import { render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaGate } from '../../../src/areas/shared/AreaGate';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { redirectToLogin } from '../../../src/authProvider/redirect';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { boardUser, companyUser, officeUser, stubApi } from './fetchStub';

vi.mock('../../../src/authProvider/redirect', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/authProvider/redirect')>()),
  redirectToLogin: vi.fn(),
}));

beforeEach(() => {
  resetCurrentUser();
  vi.mocked(redirectToLogin).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderGate(area: 'office' | 'board') {
  return render(
    <MemoryRouter>
      <I18nContextProvider value={i18nProvider}>
        <AreaGate area={area}>
          <p>Alueen sisältö</p>
        </AreaGate>
      </I18nContextProvider>
    </MemoryRouter>,
  );
}

describe('AreaGate', () => {
  it('refuses a company user the office in Finnish, says who is signed in and links to the front page', async () => {
    stubApi({ 'GET /api/users/me': { body: companyUser } });
    renderGate('office');
    expect(await screen.findByRole('heading', { name: 'Sinulla ei ole oikeutta tälle alueelle.' })).toBeTruthy();
    expect(screen.getByText('Olet kirjautunut käyttäjänä Kalle Käyttäjä (kalle.kayttaja@example.fi).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Etusivulle' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Alueen sisältö')).toBeNull();
  });

  it('refuses a board member the office but lets them into the board area', async () => {
    stubApi({ 'GET /api/users/me': { body: boardUser } });
    const { unmount } = renderGate('office');
    expect(await screen.findByText('Sinulla ei ole oikeutta tälle alueelle.')).toBeTruthy();
    unmount();
    renderGate('board');
    expect(await screen.findByText('Alueen sisältö')).toBeTruthy();
  });

  it('lets the office in, showing a spinner while the user loads', async () => {
    stubApi({ 'GET /api/users/me': { body: officeUser } });
    renderGate('office');
    expect(screen.getByRole('progressbar', { name: 'Ladataan…' })).toBeTruthy();
    expect(await screen.findByText('Alueen sisältö')).toBeTruthy();
    expect(screen.queryByText('Sinulla ei ole oikeutta tälle alueelle.')).toBeNull();
  });

  it('sends a signed-out visitor to the login page', async () => {
    stubApi({ 'GET /api/users/me': { status: 401, body: { message: 'Kirjaudu sisään.' } } });
    renderGate('office');
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
    expect(screen.queryByText('Alueen sisältö')).toBeNull();
  });

  it('says in Finnish when the user could not be loaded, and retries', async () => {
    let fail = true;
    stubApi({
      'GET /api/users/me': async () =>
        fail
          ? new Response(JSON.stringify({ message: 'Virhe', requestId: 'r1' }), { status: 503 })
          : new Response(JSON.stringify(officeUser), { status: 200 }),
    });
    renderGate('office');
    expect(await screen.findByText('Käyttäjätietojen lataaminen epäonnistui.')).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Yritä uudelleen' }).click();
    expect(await screen.findByText('Alueen sisältö')).toBeTruthy();
  });
});
