import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/pages/auth/RegisterPage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();

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
  it('checks the password length in Finnish before sending', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register', <RegisterPage />);
    const user = await fillForm('lyhyt', 'lyhyt');
    await user.click(screen.getByRole('button', { name: 'Luo tunnus' }));
    expect(await screen.findByText('Salasanan on oltava vähintään 12 merkkiä pitkä.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect((screen.getByLabelText(/Etunimi/) as HTMLInputElement).value).toBe('Maija');
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

  it('sends the invite token of the link and keeps the invite in the sign-in link', async () => {
    const sent = recordRegistration();
    renderPage('/auth/register', '/auth/register?company_id=7&token=kutsu-abc', <RegisterPage />);
    expect(screen.getByText(/Sinut on kutsuttu yrityksen käyttäjäksi/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe(
      '/auth/login?company_id=7&token=kutsu-abc',
    );
    const user = await fillForm();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Vahvista sähköpostiosoitteesi' });
    expect(sent).toHaveLength(1);
    expect((sent[0] as { invite_token: unknown; newsletter: unknown }).invite_token).toBe('kutsu-abc');
    expect((sent[0] as { newsletter: unknown }).newsletter).toBe(false);
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
