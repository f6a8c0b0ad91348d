import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../../src/domain/schemas/auth';
import { clearSavedInvite, readSavedInvite, saveInvite } from '../../../src/pages/auth/invite';
import { PASSWORD_MIN_LENGTH as HINTED_MIN_LENGTH } from '../../../src/pages/auth/passwordRule';
import { RegisterPage } from '../../../src/pages/auth/RegisterPage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();
beforeEach(() => clearSavedInvite());

const PASSWORD = 'pitka-salasana-123';

async function fillForm(password = PASSWORD, confirmation = PASSWORD) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Sähköpostiosoite/), 'uusi@example.fi');
  await user.type(screen.getByLabelText(/Etunimi/), 'Maija');
  await user.type(screen.getByLabelText(/Sukunimi/), 'Meikäläinen');
  await user.type(screen.getByLabelText(/^Salasana \*/), password);
  await user.type(screen.getByLabelText(/Salasana uudelleen/), confirmation);
  return user;
}

function recordRegistration() {
  const sent: unknown[] = [];
  server.use(
    http.post(api('/auth/register'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ email: 'uusi@example.fi' }, { status: 201 });
    }),
  );
  return sent;
}

describe('registration page', () => {
  it('hints the password length the server demands', () => {
    // The hint shows before the zod schemas load, so it keeps its own copy of the rule.
    expect(HINTED_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    expect(screen.getByText(`Vähintään ${PASSWORD_MIN_LENGTH} merkkiä. Pitkä salasana tai useampi sana, joita ei ole helppo arvata.`)).toBeTruthy();
  });

  it('shows the strength as the password is typed and refuses a guessable one before sending (issue 9 #4)', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    const user = await fillForm('salasana1234', 'salasana1234');
    expect(await screen.findByText('Salasanan vahvuus: heikko')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText(/Salasana on liian helppo arvata/)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(/^Salasana \*/));
    await user.type(screen.getByLabelText(/^Salasana \*/), 'korppi-lumi-vasara-kivi');
    expect(await screen.findByText('Salasanan vahvuus: vahva')).toBeTruthy();
  });

  it('checks the password length in Finnish before sending', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    const user = await fillForm('lyhyt', 'lyhyt');
    await user.click(screen.getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText('Salasanan on oltava vähintään 12 merkkiä pitkä.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect((screen.getByLabelText(/Etunimi/) as HTMLInputElement).value).toBe('Maija');
  });

  it('marks every empty field on submit, "Salasana uudelleen" too', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText('Salasanan on oltava vähintään 12 merkkiä pitkä.')).toBeTruthy();
    const confirmation = screen.getByLabelText(/Salasana uudelleen/);
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vahvista salasana.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says in Finnish when the passwords differ', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    const user = await fillForm(PASSWORD, `${PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText('Salasanat eivät täsmää.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the form with invite_token null and then shows the authentication state', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(screen.getByLabelText(/uutiskirjeen/));
    await user.click(screen.getByRole('button', { name: 'Luo tunnus' }));

    expect(await screen.findByRole('heading', { name: 'Vahvista sähköpostiosoitteesi' })).toBeTruthy();
    expect(screen.getByText('Lähetimme vahvistuslinkin osoitteeseen uusi@example.fi.')).toBeTruthy();
    expect(screen.queryByLabelText(/Etunimi/)).toBeNull();
    expect(sent).toEqual([
      {
        email: 'uusi@example.fi',
        first_name: 'Maija',
        last_name: 'Meikäläinen',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        newsletter: true,
        invite_token: null,
      },
    ]);
  });

  it('shows the invite’s company, locks the invited address, sends the token and then says the person may sign in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('/invites/kutsu-abc/validate'), () =>
        HttpResponse.json({ is_valid: true, company_name: 'Rakennus Virtanen Oy', new_user: true, email: 'uusi@example.fi' }),
      ),
      http.post(api('/auth/register'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ email: 'uusi@example.fi', emailVerified: true }, { status: 201 });
      }),
    );
    renderPage('/auth/register', '/auth/register?company_id=7&token=kutsu-abc', <RegisterPage />);
    expect(await screen.findByText('Sinut on kutsuttu yrityksen Rakennus Virtanen Oy käyttäjäksi.')).toBeTruthy();
    expect(readSavedInvite()).toEqual({ companyId: '7', token: 'kutsu-abc' });
    const email = screen.getByLabelText(/Sähköpostiosoite/) as HTMLInputElement;
    expect(email.value).toBe('uusi@example.fi');
    expect(email.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe('/auth/login?company_id=7&token=kutsu-abc');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Etunimi/), 'Maija');
    await user.type(screen.getByLabelText(/Sukunimi/), 'Meikäläinen');
    await user.type(screen.getByLabelText(/^Salasana \*/), PASSWORD);
    await user.type(screen.getByLabelText(/Salasana uudelleen/), PASSWORD);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Tunnus on luotu' })).toBeTruthy();
    expect(screen.getByText(/Sähköpostiosoitteesi uusi@example.fi on vahvistettu kutsun kautta, ja olet nyt yrityksen Rakennus Virtanen Oy käyttäjä/)).toBeTruthy();
    expect(screen.queryByText('Vahvista sähköpostiosoitteesi')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe('/auth/login');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: 'uusi@example.fi', invite_token: 'kutsu-abc', newsletter: false });
    expect(readSavedInvite()).toBeNull();
  });

  it('uses the invite kept in the cookie when the page is opened without one', async () => {
    saveInvite({ companyId: '7', token: 'tallessa' });
    server.use(
      http.get(api('/invites/tallessa/validate'), () =>
        HttpResponse.json({ is_valid: true, company_name: 'Rakennus Virtanen Oy', new_user: false, email: 'vanha@example.fi' }),
      ),
    );
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    expect(await screen.findByText(/Osoitteella vanha@example.fi on jo tunnus: kirjaudu sisään, niin kutsu hyväksytään./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe('/auth/login?company_id=7&token=tallessa');
  });

  it('warns of an invalid invite, forgets it and registers without it', async () => {
    server.use(
      http.get(api('/invites/vanha/validate'), () =>
        HttpResponse.json({ is_valid: false, company_name: null, new_user: null, email: null }),
      ),
    );
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register?company_id=7&token=vanha', <RegisterPage />);
    expect(await screen.findByText(/Kutsu ei ole enää voimassa/)).toBeTruthy();
    expect(readSavedInvite()).toBeNull();
    const user = await fillForm();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Vahvista sähköpostiosoitteesi' });
    expect((sent[0] as { invite_token: unknown }).invite_token).toBeNull();
  });

  it('shows the server field errors of a 422 and keeps every value', async () => {
    server.use(
      http.post(api('/auth/register'), () =>
        HttpResponse.json(
          { message: 'Tarkista tiedot.', errors: { email: ['Sähköpostiosoite on jo käytössä.'] } },
          { status: 422 },
        ),
      ),
    );
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText('Sähköpostiosoite on jo käytössä.')).toBeTruthy();
    expect((screen.getByLabelText(/Sähköpostiosoite/) as HTMLInputElement).value).toBe('uusi@example.fi');
    expect((screen.getByLabelText(/Sukunimi/) as HTMLInputElement).value).toBe('Meikäläinen');
    expect((screen.getByLabelText(/Salasana uudelleen/) as HTMLInputElement).value).toBe(PASSWORD);
  });
});
