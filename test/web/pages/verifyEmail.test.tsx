import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VerifyEmailPage } from '../../../src/pages/auth/VerifyEmailPage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();

const HASH = 'a'.repeat(40);
const SIGNATURE = 'b'.repeat(64);
const LINK = `/auth/verify-email/42/${HASH}?expires=1900000000&signature=${SIGNATURE}`;
const renderVerify = () => renderPage('/auth/verify-email/:id/:hash', LINK, <VerifyEmailPage />);

describe('e-mail verification page', () => {
  it('posts the link to the server once and offers sign-in on success', async () => {
    const calls: string[] = [];
    server.use(
      http.post(api(`/auth/email/verify/42/${HASH}`), ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({ verified: true, email: 'maija@example.fi' });
      }),
    );
    renderVerify();
    expect(screen.getByText('Vahvistetaan sähköpostiosoitetta…')).toBeTruthy();
    expect(await screen.findByText('Sähköpostiosoite maija@example.fi on vahvistettu. Voit nyt kirjautua sisään.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe('/auth/login');
    expect(calls).toEqual([`?expires=1900000000&signature=${SIGNATURE}`]);
  });

  it('shows the Finnish 403 message and sends a new link on request', async () => {
    let resend: unknown = null;
    server.use(
      http.post(api(`/auth/email/verify/42/${HASH}`), () =>
        HttpResponse.json({ message: 'Vahvistuslinkki on vanhentunut. Pyydä uusi linkki.' }, { status: 403 }),
      ),
      http.post(api('/auth/email/resend'), async ({ request }) => {
        resend = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderVerify();
    expect(await screen.findByText('Vahvistuslinkki on vanhentunut. Pyydä uusi linkki.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Sähköpostiosoite/), 'maija@example.fi');
    await user.click(screen.getByRole('button', { name: 'Lähetä uusi linkki' }));
    expect(await screen.findByText(/siihen on lähetetty uusi vahvistuslinkki/)).toBeTruthy();
    expect(resend).toEqual({ email: 'maija@example.fi' });
  });
});
