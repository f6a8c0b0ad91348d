/** "Oma tili" (issue 9 #9): name, sign-in address and password of the signed-in user; the confirmation page of a new address. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserMenu } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AccountMenuItem } from '../../../src/areas/shared/AccountMenuItem';
import { AccountPage } from '../../../src/pages/account/AccountPage';
import { ConfirmEmailPage } from '../../../src/pages/auth/ConfirmEmailPage';
import { buildMembership, buildUser } from '../company/fixtures';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();

const STRONG = 'Vahva-uusi-tunnussana-2026!';
const openAccount = () => renderPage('/account', '/account', <AccountPage />);
const section = (name: string) => screen.getByRole('region', { name });

describe('account page', () => {
  it('saves the name through PUT /people/:id and shows it from /users/me again', async () => {
    let user = buildUser([buildMembership()]);
    let sent: unknown = null;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(user)),
      http.put(api('/people/11'), async ({ request }) => {
        sent = await request.json();
        user = { ...user, person: { ...user.person, firstName: 'Vilho' } };
        return HttpResponse.json({ ...user.person, personEducations: [], personCertificates: [] });
      }),
    );
    openAccount();
    await screen.findByRole('heading', { level: 1, name: 'Oma tili' });
    const name = section('Nimi');
    const first = within(name).getByLabelText(/Etunimi/);
    expect((first as HTMLInputElement).value).toBe('Ville');
    await userEvent.clear(first);
    await userEvent.click(within(name).getByRole('button', { name: 'Tallenna nimi' }));
    expect(await within(name).findByText('Etunimi on pakollinen.')).toBeTruthy();
    expect(sent).toBeNull();

    await userEvent.type(first, 'Vilho');
    await userEvent.click(within(name).getByRole('button', { name: 'Tallenna nimi' }));
    expect(await screen.findByText('Nimi tallennettu.')).toBeTruthy();
    // Only what changed is sent.
    expect(sent).toEqual({ first_name: 'Vilho' });
    await waitFor(() => expect((within(section('Nimi')).getByLabelText(/Etunimi/) as HTMLInputElement).value).toBe('Vilho'));
  });

  it('shows the browser’s and the server’s password messages beside their fields, then the success toast', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership()]))),
      http.put(api('/users/me/password'), async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        bodies.push(body);
        if (body.current_password !== 'Oikea-salasana-1') {
          return HttpResponse.json(
            { message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', code: 'validation', errors: { current_password: ['Nykyinen salasana on väärä.'] } },
            { status: 422 },
          );
        }
        return HttpResponse.json({ message: 'Salasana on vaihdettu. Muut kirjautumisesi on lopetettu.' });
      }),
    );
    openAccount();
    await screen.findByRole('heading', { level: 1, name: 'Oma tili' });
    const password = section('Salasana');
    const submit = () => userEvent.click(within(password).getByRole('button', { name: 'Vaihda salasana' }));

    await submit();
    expect(await within(password).findByText('Nykyinen salasana on pakollinen.')).toBeTruthy();
    expect(within(password).getByText('Salasanan on oltava vähintään 12 merkkiä pitkä.')).toBeTruthy();
    // "Salasana uudelleen" left empty is marked as well (issue 18 §7).
    expect(within(password).getByText('Vahvista salasana.')).toBeTruthy();
    expect(within(password).getByLabelText(/Uusi salasana uudelleen/).getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(within(password).getByLabelText(/Nykyinen salasana/), 'Vaara-salasana-1');
    await userEvent.type(within(password).getByLabelText(/^Uusi salasana \*?$/), STRONG);
    await userEvent.type(within(password).getByLabelText(/Uusi salasana uudelleen/), 'Jotain-muuta-kokonaan');
    await submit();
    expect(await within(password).findByText('Salasanat eivät täsmää.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.clear(within(password).getByLabelText(/Uusi salasana uudelleen/));
    await userEvent.type(within(password).getByLabelText(/Uusi salasana uudelleen/), STRONG);
    await submit();
    expect(await within(password).findByText('Nykyinen salasana on väärä.')).toBeTruthy();
    expect(bodies).toEqual([{ current_password: 'Vaara-salasana-1', password: STRONG, password_confirmation: STRONG }]);

    const current = within(password).getByLabelText(/Nykyinen salasana/);
    await userEvent.clear(current);
    await userEvent.type(current, 'Oikea-salasana-1');
    await submit();
    expect(await screen.findByText('Salasana on vaihdettu. Muut kirjautumisesi on lopetettu.')).toBeTruthy();
    // A fresh form: the passwords do not stay on screen.
    await waitFor(() => expect((within(section('Salasana')).getByLabelText(/Nykyinen salasana/) as HTMLInputElement).value).toBe(''));
  });

  it('refuses a guessable new password before sending it', async () => {
    let called = false;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(buildUser([buildMembership()]))),
      http.put(api('/users/me/password'), () => {
        called = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    openAccount();
    await screen.findByRole('heading', { level: 1, name: 'Oma tili' });
    const password = section('Salasana');
    await userEvent.type(within(password).getByLabelText(/Nykyinen salasana/), 'Oikea-salasana-1');
    await userEvent.type(within(password).getByLabelText(/^Uusi salasana \*?$/), 'salasana1234');
    await userEvent.type(within(password).getByLabelText(/Uusi salasana uudelleen/), 'salasana1234');
    await userEvent.click(within(password).getByRole('button', { name: 'Vaihda salasana' }));
    expect(await within(password).findByText(/Salasana on liian helppo arvata/)).toBeTruthy();
    expect(called).toBe(false);
  });

  it('asks for a new address with the current password, and shows it as pending', async () => {
    let user = buildUser([buildMembership()]);
    let sent: unknown = null;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(user)),
      http.put(api('/users/me/email'), async ({ request }) => {
        sent = await request.json();
        user = { ...user, pendingEmail: 'uusi@example.test' };
        return HttpResponse.json({ message: 'Lähetimme vahvistuslinkin osoitteeseen uusi@example.test.', pendingEmail: 'uusi@example.test' });
      }),
    );
    openAccount();
    await screen.findByRole('heading', { level: 1, name: 'Oma tili' });
    const email = section('Sähköpostiosoite');
    expect(within(email).getByText('Kirjaudut sisään osoitteella ville@example.test.')).toBeTruthy();
    await userEvent.type(within(email).getByLabelText(/Uusi sähköpostiosoite/), 'ei-osoite');
    await userEvent.click(within(email).getByRole('button', { name: 'Vaihda sähköpostiosoite' }));
    expect(await within(email).findByText('Anna kelvollinen sähköpostiosoite.')).toBeTruthy();
    expect(within(email).getByText('Nykyinen salasana on pakollinen.')).toBeTruthy();

    const input = within(email).getByLabelText(/Uusi sähköpostiosoite/);
    await userEvent.clear(input);
    await userEvent.type(input, 'uusi@example.test');
    await userEvent.type(within(email).getByLabelText(/Nykyinen salasana/), 'Oikea-salasana-1');
    await userEvent.click(within(email).getByRole('button', { name: 'Vaihda sähköpostiosoite' }));
    expect(await screen.findByText('Lähetimme vahvistuslinkin osoitteeseen uusi@example.test.')).toBeTruthy();
    expect(sent).toEqual({ email: 'uusi@example.test', current_password: 'Oikea-salasana-1' });
    expect(await screen.findByText(/Uusi osoite uusi@example.test odottaa vahvistusta/)).toBeTruthy();

    // Cancelled: the notice goes away.
    server.use(
      http.delete(api('/users/me/email'), () => {
        user = { ...user, pendingEmail: null };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Peruuta osoitteen vaihto' }));
    expect(await screen.findByText('Osoitteen vaihto peruttu.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/odottaa vahvistusta/)).toBeNull());
  });
});

describe('user menu', () => {
  it('has "Oma tili", reached by keyboard, leading to /account', async () => {
    renderPage(
      '*',
      '/companies/7/overview',
      <UserMenu>
        <AccountMenuItem />
      </UserMenu>,
    );
    const button = await screen.findByRole('button', { name: 'Profiili' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Oma tili' });
    // The menu opened by keyboard focuses its first item.
    await waitFor(() => expect(document.activeElement).toBe(item));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Oma tili' })).toBeNull());
  });
});

describe('confirmation page of a new address', () => {
  const HASH = 'a'.repeat(40);
  const SIGNATURE = 'b'.repeat(64);
  const LINK = `/auth/confirm-email/42/${HASH}?expires=1900000000&signature=${SIGNATURE}`;
  const renderConfirm = () => renderPage('/auth/confirm-email/:id/:hash', LINK, <ConfirmEmailPage />);

  it('posts the link once and says the new address', async () => {
    const calls: string[] = [];
    server.use(
      http.post(api(`/auth/email/change/42/${HASH}`), ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json({ changed: true, email: 'uusi@example.test' });
      }),
    );
    renderConfirm();
    expect(await screen.findByText('Sähköpostiosoitteesi on nyt uusi@example.test. Kirjaudu jatkossa sisään tällä osoitteella.')).toBeTruthy();
    // Signed in in this browser (the test setup's marker): on to the account page.
    expect(screen.getByRole('link', { name: 'Omaan tiliin' }).getAttribute('href')).toBe('/account');
    expect(calls).toEqual([`?expires=1900000000&signature=${SIGNATURE}`]);
  });

  it('shows the Finnish refusal of a bad link', async () => {
    server.use(
      http.post(api(`/auth/email/change/42/${HASH}`), () =>
        HttpResponse.json({ message: 'Vahvistuslinkki on virheellinen tai vanhentunut.', code: 'invalid_signature' }, { status: 403 }),
      ),
    );
    renderConfirm();
    expect(await screen.findByText('Vahvistuslinkki on virheellinen tai vanhentunut.')).toBeTruthy();
    expect(screen.getByText('Voit pyytää uuden linkin vaihtamalla osoitteen uudelleen Oma tili -sivulla.')).toBeTruthy();
  });
});
