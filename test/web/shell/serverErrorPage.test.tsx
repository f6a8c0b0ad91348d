import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerErrorBoundary } from '../../../src/components/ServerErrorScreen';
import { ApiError, apiFetch } from '../../../src/dataProvider/httpClient';
import { setServerErrorPage } from '../../../src/dataProvider/serverErrorPage';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { stubApi } from './fetchStub';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setServerErrorPage(null));
});

function renderApp() {
  render(
    <I18nContextProvider value={i18nProvider}>
      <ServerErrorBoundary>
        <p>Sovelluksen sisältö</p>
      </ServerErrorBoundary>
    </I18nContextProvider>,
  );
}

describe('the server error page (SPEC §8)', () => {
  it('replaces the app after a 503 whose body is not JSON, showing the response as text', async () => {
    stubApi({ 'GET /api/users/me': async () => new Response('<h1>502 Bad Gateway</h1><script>alert(1)</script>', { status: 503 }) });
    renderApp();
    expect(screen.getByText('Sovelluksen sisältö')).toBeTruthy();
    await act(async () => {
      await expect(apiFetch('/users/me')).rejects.toBeInstanceOf(ApiError);
    });
    expect(screen.queryByText('Sovelluksen sisältö')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Palvelu ei ole juuri nyt käytettävissä' })).toBeTruthy();
    expect(screen.getByText(/Palvelin vastasi virheellä \(503\)/)).toBeTruthy();
    expect(screen.getByText('<h1>502 Bad Gateway</h1><script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('main h1')?.textContent).toBe('Palvelu ei ole juuri nyt käytettävissä');
    expect(screen.getByRole('button', { name: 'Lataa sivu uudelleen' })).toBeTruthy();
  });

  it('leaves the app alone for a 500 with our JSON error, which the caller shows', async () => {
    stubApi({ 'GET /api/users/me': { status: 500, body: { message: 'Palvelussa tapahtui virhe.', requestId: 'abc' } } });
    renderApp();
    await act(async () => {
      await expect(apiFetch('/users/me')).rejects.toMatchObject({ status: 500, message: 'Palvelussa tapahtui virhe.' });
    });
    expect(screen.getByText('Sovelluksen sisältö')).toBeTruthy();
  });
});
