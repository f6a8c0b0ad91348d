import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../src/pages/auth/LoginPage';
import { fullReload } from '../../../src/pages/auth/fullReload';
import { clearSavedInvite, readSavedInvite, saveInvite } from '../../../src/pages/auth/invite';
import { api, renderPage, server, setUpApi } from './helpers';

vi.mock('../../../src/pages/auth/fullReload', () => ({ fullReload: vi.fn() }));

setUpApi();
beforeEach(() => {
  clearSavedInvite();
  vi.mocked(fullReload).mockClear();
});

const renderLogin = () => renderPage('/auth/login', '/auth/login', <LoginPage />);

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Sähköpostiosoite/), email);
  await user.type(screen.getByLabelText(/^Salasana/), password);
  // Enter submits, as in any form.
  await user.keyboard('{Enter}');
  return user;
}

describe('login page', () => {
  it('shows the server 422 message beside the e-mail field and keeps what was typed', async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json(
          { message: 'Tarkista tiedot.', errors: { email: ['Sähköpostiosoite tai salasana on väärä.'] } },
          { status: 422 },
        ),
      ),
    );
    renderLogin();
    await fillAndSubmit('matti@example.fi', 'vaara-salasana');

    expect(await screen.findByText('Sähköpostiosoite tai salasana on väärä.')).toBeTruthy();
    expect((screen.getByLabelText(/Sähköpostiosoite/) as HTMLInputElement).value).toBe('matti@example.fi');
    expect((screen.getByLabelText(/^Salasana/) as HTMLInputElement).value).toBe('vaara-salasana');
    expect(fullReload).not.toHaveBeenCalled();
  });

  it('validates in the browser before sending', async () => {
    let called = false;
    server.use(http.post(api('/auth/login'), () => { called = true; return HttpResponse.json({}); }));
    renderLogin();
    await fillAndSubmit('ei-osoite', 'x');
    expect(await screen.findByText('Anna kelvollinen sähköpostiosoite.')).toBeTruthy();
    expect(called).toBe(false);
  });

  it('offers a new verification link when the address is not verified', async () => {
    let resentTo: unknown = null;
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ message: 'Vahvista osoite.', code: 'email_not_verified' }, { status: 403 }),
      ),
      http.post(api('/auth/email/resend'), async ({ request }) => {
        resentTo = await request.json();
        return HttpResponse.json({ message: 'Vahvistuslinkki lähetetty, jos osoite on vahvistamatta.' });
      }),
    );
    renderLogin();
    const user = await fillAndSubmit('Liisa@Example.fi', 'oikea-salasana-123');

    expect(await screen.findByText(/Sähköpostiosoitettasi ei ole vielä vahvistettu/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lähetä vahvistuslinkki uudelleen' }));
    expect(await screen.findByText('Vahvistuslinkki lähetetty, jos osoite on vahvistamatta.')).toBeTruthy();
    expect(resentTo).toEqual({ email: 'Liisa@Example.fi' });
  });

  it('shows the throttling message of a 429', async () => {
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ message: 'Liian monta yritystä. Yritä uudelleen 60 sekunnin kuluttua.' }, { status: 429 }),
      ),
    );
    renderLogin();
    await fillAndSubmit('matti@example.fi', 'salasana');
    expect(await screen.findByText('Liian monta yritystä. Yritä uudelleen 60 sekunnin kuluttua.')).toBeTruthy();
  });

  it('sends the lower-cased address and reloads to / on success', async () => {
    let sent: unknown = null;
    server.use(
      http.post(api('/auth/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 1, email: 'matti@example.fi' });
      }),
    );
    renderLogin();
    await fillAndSubmit('Matti@Example.fi', 'oikea-salasana-123');
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/'));
    expect(sent).toEqual({ email: 'matti@example.fi', password: 'oikea-salasana-123' });
  });

  it('takes staff to their own area after sign-in (issue 9 #7)', async () => {
    const cases: Array<[number[], string]> = [[[1], '/office'], [[2], '/office'], [[3], '/board'], [[5], '/audit'], [[], '/']];
    for (const [roles, landing] of cases) {
      server.use(http.post(api('/auth/login'), () => HttpResponse.json({ id: 1, permissions: roles.map((id) => ({ id })), companies: [] })));
      const view = renderLogin();
      await fillAndSubmit('matti@example.fi', 'oikea-salasana-123');
      await waitFor(() => expect(fullReload).toHaveBeenLastCalledWith(landing));
      view.unmount();
    }
  });

  it('links to registration and the forgotten-password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Luo uusi tunnus' }).getAttribute('href')).toBe('/auth/register');
    expect(screen.getByRole('link', { name: 'Unohtuiko salasana?' }).getAttribute('href')).toBe('/auth/forgot-password');
  });

  it('accepts the invite of the link after signing in, forgets it, toasts "Kutsu hyväksytty" and goes to /', async () => {
    const accepted: string[] = [];
    server.use(
      http.get(api('/invites/kutsu-abc/validate'), () =>
        HttpResponse.json({ is_valid: true, company_name: 'Rakennus Virtanen Oy', new_user: false, email: 'matti@example.fi' }),
      ),
      http.post(api('/auth/login'), () => HttpResponse.json({ id: 1, email: 'matti@example.fi' })),
      http.post(api('/companies/7/invites/kutsu-abc/accept'), ({ request }) => {
        accepted.push(new URL(request.url).pathname);
        return HttpResponse.json({ accepted: true, companyId: 7, companyName: 'Rakennus Virtanen Oy' });
      }),
    );
    renderPage('/auth/login', '/auth/login?company_id=7&token=kutsu-abc', <LoginPage />);
    expect(await screen.findByText(/Sinut on kutsuttu yrityksen Rakennus Virtanen Oy käyttäjäksi. Kirjaudu sisään osoitteella matti@example.fi/)).toBeTruthy();
    expect(readSavedInvite()).toEqual({ companyId: '7', token: 'kutsu-abc' });
    await waitFor(() => expect((screen.getByLabelText(/Sähköpostiosoite/) as HTMLInputElement).value).toBe('matti@example.fi'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Salasana/), 'oikea-salasana-123');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Kutsu hyväksytty')).toBeTruthy();
    expect(accepted).toEqual(['/api/companies/7/invites/kutsu-abc/accept']);
    expect(readSavedInvite()).toBeNull();
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/'));
  });

  it('accepts the invite kept in the cookie, and warns "Kutsua ei voitu hyväksyä!" when the server refuses', async () => {
    saveInvite({ companyId: '7', token: 'tallessa' });
    server.use(
      http.get(api('/invites/tallessa/validate'), () =>
        HttpResponse.json({ is_valid: true, company_name: 'Rakennus Virtanen Oy', new_user: false, email: 'matti@example.fi' }),
      ),
      http.post(api('/auth/login'), () => HttpResponse.json({ id: 1, email: 'toinen@example.fi' })),
      http.post(api('/companies/7/invites/tallessa/accept'), () =>
        HttpResponse.json({ message: 'Kutsu on lähetetty toiseen sähköpostiosoitteeseen.', code: 'invite_not_valid' }, { status: 422 }),
      ),
    );
    renderLogin();
    await screen.findByText(/Sinut on kutsuttu yrityksen Rakennus Virtanen Oy käyttäjäksi/);
    await waitFor(() => expect((screen.getByLabelText(/Sähköpostiosoite/) as HTMLInputElement).value).toBe('matti@example.fi'));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Sähköpostiosoite/));
    await fillAndSubmit('toinen@example.fi', 'oikea-salasana-123');
    expect(await screen.findByText('Kutsua ei voitu hyväksyä!')).toBeTruthy();
    expect(readSavedInvite()).toBeNull();
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/'));
  });

  it('tells of an invite that is no longer valid and does not try to accept it', async () => {
    server.use(
      http.get(api('/invites/vanha/validate'), () => HttpResponse.json({ is_valid: false, company_name: null, new_user: null, email: null })),
      http.post(api('/auth/login'), () => HttpResponse.json({ id: 1, email: 'matti@example.fi' })),
    );
    const accepting = vi.fn();
    server.use(http.post(api('/companies/7/invites/vanha/accept'), () => {
      accepting();
      return HttpResponse.json({ accepted: true, companyId: 7, companyName: 'Rakennus Virtanen Oy' });
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage('/auth/login', '/auth/login?company_id=7&token=vanha', <LoginPage />);
    expect(await screen.findByText('Kutsu ei ole enää voimassa. Pyydä yritykseltä uusi kutsu.')).toBeTruthy();
    expect(readSavedInvite()).toBeNull();
    await fillAndSubmit('matti@example.fi', 'oikea-salasana-123');
    expect(await screen.findByText('Kutsua ei voitu hyväksyä!')).toBeTruthy();
    // SPEC §8: the validated, invalid invite raises 'invite not valid to accept' and is never sent to accept.
    expect(warn).toHaveBeenCalledWith('invite not valid to accept');
    expect(accepting).not.toHaveBeenCalled();
    warn.mockRestore();
    await waitFor(() => expect(fullReload).toHaveBeenCalledWith('/'));
  });
});
