import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BrowserRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../src/App';
import MainArea from '../../../src/areas/main/MainArea';
import { api, server, setUpApi } from './helpers';

setUpApi();

/** At `path` in the app's own routes (whole = true) or in the main area alone. */
function openAt(path: string, whole = false) {
  window.history.pushState({}, '', path);
  return render(<BrowserRouter>{whole ? <AppRoutes /> : <MainArea />}</BrowserRouter>);
}

const signedOut = () =>
  server.use(http.get(api('/users/me'), () => HttpResponse.json({ message: 'Kirjaudu sisään.' }, { status: 401 })));

describe('main area routes', () => {
  it.each([
    ['/auth/login', 'Kirjaudu sisään'],
    ['/auth/register?company_id=3&token=abc', 'Luo uusi tunnus'],
    ['/auth/forgot-password', 'Unohtuiko salasana?'],
    ['/auth/reset-password?token=t&email=a%40b.fi', 'Aseta uusi salasana'],
  ])('shows %s without a session and stays there', async (path, heading) => {
    signedOut();
    // The app serves the sign-in pages before the main area's routes, which has none of them.
    openAt(path, true);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    // Give react-admin's auth check time to answer; it must not take the visitor away.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(path);
  });

  it('shows the home page at / inside the layout for a signed-in user', async () => {
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({
          id: 1,
          email: 'maija@example.fi',
          personId: 9,
          person: { id: 9, firstName: 'Maija', lastName: 'Meikäläinen' },
          permissions: [],
          boards: [],
          companies: [],
        }),
      ),
      // The signed-in layout asks whether errors are reported (issue 22 §5): here they are not.
      http.get(api('/client-config'), () => HttpResponse.json({ errorReporting: null })),
    );
    openAt('/');
    expect(await screen.findByRole('heading', { name: 'Tervetuloa, Maija' })).toBeTruthy();
    expect(screen.getByLabelText(/Y-tunnus/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Kirjaudu sisään' })).toBeNull();
    expect(document.querySelector('script[data-error-tracker]')).toBeNull();
  });
});
