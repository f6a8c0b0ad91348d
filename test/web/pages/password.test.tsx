import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../src/pages/auth/ForgotPasswordPage';
import { LoginPage } from '../../../src/pages/auth/LoginPage';
import { ResetPasswordPage } from '../../../src/pages/auth/ResetPasswordPage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();

const PASSWORD = 'uusi-salasana-456';

function renderReset(url: string) {
  // Both pages are mounted so the test sees the login page's note after the redirect.
  return renderPage(
    '/auth/*',
    url,
    <Routes>
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="login" element={<LoginPage />} />
    </Routes>,
  );
}

async function typePasswords(confirmation = PASSWORD) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Uusi salasana/), PASSWORD);
  await user.type(screen.getByLabelText(/Salasana uudelleen/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Vaihda salasana' }));
}

describe('password reset', () => {
  it('sends token, e-mail and the new password, then goes to sign-in with a success note', async () => {
    let sent: unknown = null;
    server.use(
      http.post(api('/auth/password/reset'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Salasana vaihdettu.' });
      }),
    );
    renderReset('/auth/reset-password?token=tok123&email=maija%40example.fi');
    expect((screen.getByLabelText(/Sähköpostiosoite/) as HTMLInputElement).value).toBe('maija@example.fi');
    await typePasswords();
    expect(await screen.findByText('Salasana on vaihdettu. Kirjaudu sisään uudella salasanalla.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/auth/login');
    expect(sent).toEqual({ email: 'maija@example.fi', token: 'tok123', password: PASSWORD, password_confirmation: PASSWORD });
  });

  it('shows a bad token as an unusable link with a way to ask for a new one', async () => {
    server.use(
      http.post(api('/auth/password/reset'), () =>
        HttpResponse.json({ message: 'Tarkista tiedot.', errors: { token: ['Palautuslinkki on vanhentunut.'] } }, { status: 422 }),
      ),
    );
    renderReset('/auth/reset-password?token=vanha&email=maija%40example.fi');
    await typePasswords();
    expect(await screen.findByText(/Palautuslinkki on vanhentunut\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pyydä uusi linkki.' }).getAttribute('href')).toBe('/auth/forgot-password');
    expect((screen.getByLabelText(/^Uusi salasana/) as HTMLInputElement).value).toBe(PASSWORD);
    expect(screen.getByTestId('location').textContent).toContain('/auth/reset-password');
  });

  it('marks an empty "Salasana uudelleen" on submit and sends nothing', async () => {
    let sent = false;
    server.use(
      http.post(api('/auth/password/reset'), () => {
        sent = true;
        return HttpResponse.json({ message: 'Salasana vaihdettu.' });
      }),
    );
    renderReset('/auth/reset-password?token=tok123&email=maija%40example.fi');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vaihda salasana' }));
    expect(await screen.findByText('Vahvista salasana.')).toBeTruthy();
    expect(screen.getByLabelText(/Salasana uudelleen/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(false);
  });

  it('does not send mismatching passwords', async () => {
    renderReset('/auth/reset-password?token=tok123&email=maija%40example.fi');
    await typePasswords('eri-salasana-789');
    expect(await screen.findByText('Salasanat eivät täsmää.')).toBeTruthy();
  });
});

describe('forgotten password', () => {
  it('always answers with the same confirmation', async () => {
    let sent: unknown = null;
    server.use(
      http.post(api('/auth/password/email'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'whatever the server says' });
      }),
    );
    renderPage('/auth/forgot-password', '/auth/forgot-password', <ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Sähköpostiosoite/), 'kuka@example.fi{Enter}');
    await waitFor(() => expect(sent).toEqual({ email: 'kuka@example.fi' }));
    expect(await screen.findByText(/Jos osoitteella on tunnus, siihen on lähetetty linkki/)).toBeTruthy();
    expect(screen.queryByText('whatever the server says')).toBeNull();
  });
});
