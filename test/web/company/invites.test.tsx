import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RecordContextProvider } from 'react-admin';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { InvitesTab } from '../../../src/resources/companies/tabs/InvitesTab';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildInvite, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = () => renderPage('/companies/:companyId/*', '/companies/7/invites', <CompanyPage />);
const meta = (total: number) => ({ currentPage: 1, perPage: 25, total, lastPage: 1 });

/** The company page for a person with the given membership, and the invites the API holds. */
function serve(membership = buildMembership(), invites = [buildInvite()]) {
  const calls = { list: 0, created: [] as unknown[], deleted: [] as string[] };
  let held = [...invites];
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/invites'), () => {
      calls.list += 1;
      return HttpResponse.json({ data: held, meta: meta(held.length) });
    }),
    http.post(api('/companies/7/invites'), async ({ request }) => {
      const body = (await request.json()) as { email: string; company_admin: boolean };
      calls.created.push(body);
      const created = buildInvite({ id: 10, email: body.email, companyAdmin: body.company_admin });
      held = [...held, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/companies/7/invites/:inviteId'), ({ params }) => {
      const found = held.find((invite) => String(invite.id) === params.inviteId);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Kutsua ei löytynyt, tai se on jo peruttu tai hyväksytty.' }, { status: 404 });
    }),
    http.delete(api('/companies/7/invites/:token'), ({ params }) => {
      calls.deleted.push(String(params.token));
      held = held.filter((invite) => invite.token !== params.token);
      return HttpResponse.json({ ...invites[0], deletedAt: '2026-03-03T10:00:00.000Z' });
    }),
  );
  return calls;
}

describe('company invites (Kutsut)', () => {
  it('lists open invites with roles, dates and the expired mark', async () => {
    serve(buildMembership(), [
      buildInvite({ companyManagingDirector: true, companyContactPerson: true }),
      buildInvite({ id: 4, email: 'vanha@example.test', expired: true, expiresAt: '2026-02-20T08:30:00.000Z' }),
    ]);
    open();
    const table = await screen.findByRole('table', { name: 'Avoimet kutsut' });
    expect(screen.getByRole('tab', { name: 'Kutsut', selected: true })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('kutsuttu@example.test')).toBeTruthy();
    expect(within(rows[1]).getByText('Toimitusjohtaja, Yhteyshenkilö')).toBeTruthy();
    expect(within(rows[1]).getByText(/^02\.03\.2026 klo/)).toBeTruthy();
    expect(within(rows[1]).getByText('09.03.2026')).toBeTruthy();
    expect(within(rows[1]).queryByText('Vanhentunut')).toBeNull();
    expect(within(rows[2]).getByText('Käyttäjä')).toBeTruthy();
    expect(within(rows[2]).getByText('Vanhentunut')).toBeTruthy();
  });

  it('sends an invite with the chosen roles, toasts "Kutsu lähetetty!" and shows it in the list', async () => {
    const calls = serve(buildMembership(), []);
    open();
    expect(await screen.findByText('Yrityksellä ei ole avoimia kutsuja.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Sähköpostiosoite/), 'Uusi.Kollega@Example.test');
    await user.click(screen.getByLabelText('Pääkäyttäjä'));
    await user.click(screen.getByLabelText('Yhteyshenkilö'));
    await user.click(screen.getByRole('button', { name: 'Lähetä kutsu' }));

    expect(await screen.findByText('Kutsu lähetetty!')).toBeTruthy();
    expect(calls.created).toEqual([
      { email: 'uusi.kollega@example.test', company_admin: true, company_managing_director: false, company_contact_person: true },
    ]);
    const table = await screen.findByRole('table', { name: 'Avoimet kutsut' });
    expect(within(table).getByText('uusi.kollega@example.test')).toBeTruthy();
    expect((screen.getByLabelText(/^Sähköpostiosoite/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Pääkäyttäjä') as HTMLInputElement).checked).toBe(false);
  });

  it('checks the address in Finnish before sending and shows the server’s 409 message, keeping the values', async () => {
    const calls = serve(buildMembership(), []);
    open();
    await screen.findByText('Yrityksellä ei ole avoimia kutsuja.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Sähköpostiosoite/), 'ei-osoite');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Anna kelvollinen sähköpostiosoite.')).toBeTruthy();
    expect(calls.created).toEqual([]);

    server.use(
      http.post(api('/companies/7/invites'), () =>
        HttpResponse.json({ message: 'Osoitteen omistaja on jo tämän yrityksen käyttäjä.', code: 'already_member' }, { status: 409 }),
      ),
    );
    await user.clear(screen.getByLabelText(/^Sähköpostiosoite/));
    await user.type(screen.getByLabelText(/^Sähköpostiosoite/), 'jasen@example.test');
    await user.click(screen.getByLabelText('Toimitusjohtaja'));
    await user.click(screen.getByRole('button', { name: 'Lähetä kutsu' }));
    expect(await screen.findByText('Osoitteen omistaja on jo tämän yrityksen käyttäjä.')).toBeTruthy();
    expect((screen.getByLabelText(/^Sähköpostiosoite/) as HTMLInputElement).value).toBe('jasen@example.test');
    expect((screen.getByLabelText('Toimitusjohtaja') as HTMLInputElement).checked).toBe(true);
  });

  it('cancels an invite only after confirmation, by its token (SPEC §7), and toasts "Kutsu peruutettu."', async () => {
    const calls = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Peruuta kutsu osoitteeseen kutsuttu@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Peruutetaanko kutsu?' });
    expect(within(dialog).getByText(/Kutsu osoitteeseen kutsuttu@example.test peruutetaan/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Takaisin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Peruuta kutsu osoitteeseen kutsuttu@example.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Peruuta kutsu' }));
    expect(await screen.findByText('Kutsu peruutettu.')).toBeTruthy();
    expect(calls.deleted).toEqual(['kutsu-token-3']);
    expect(await screen.findByText('Yrityksellä ei ole avoimia kutsuja.')).toBeTruthy();
  });

  it('an invite has an address: opened from the list, Back closes it (issue 19 §4)', async () => {
    serve(buildMembership(), [buildInvite({ companyManagingDirector: true })]);
    const { router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Näytä kutsu osoitteeseen kutsuttu@example.test' }));
    expect(router.state.location.pathname).toBe('/companies/7/invites/3');
    const dialog = await screen.findByRole('dialog', { name: 'Kutsu' });
    expect(await within(dialog).findByText('Toimitusjohtaja')).toBeTruthy();
    expect(within(dialog).getByText('kutsuttu@example.test')).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/companies/7/invites');
  });

  it('cancels an invite from its own view, which then closes to the list', async () => {
    const calls = serve();
    const { router } = renderPage('/companies/:companyId/*', '/companies/7/invites/3', <CompanyPage />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Kutsu' });
    await user.click(await within(dialog).findByRole('button', { name: 'Peruuta kutsu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Peruutetaanko kutsu?' })).getByRole('button', { name: 'Peruuta kutsu' }));
    expect(await screen.findByText('Kutsu peruutettu.')).toBeTruthy();
    expect(calls.deleted).toEqual(['kutsu-token-3']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/7/invites'));
    expect(await screen.findByText('Yrityksellä ei ole avoimia kutsuja.')).toBeTruthy();
  });

  it('an address of an invite no longer open says so', async () => {
    serve();
    renderPage('/companies/:companyId/*', '/companies/7/invites/99', <CompanyPage />);
    expect(await screen.findByText('Kutsua ei löytynyt. Se on voitu jo peruuttaa tai hyväksyä.')).toBeTruthy();
  });

  it('lets a member with the people permission manage invites, but not invite a new admin', async () => {
    serve(buildMembership({ companyAdmin: false, permissions: ['people'] }));
    open();
    expect(await screen.findByRole('button', { name: 'Lähetä kutsu' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Peruuta kutsu osoitteeseen kutsuttu@example.test' })).toBeTruthy();
    expect(screen.getByLabelText('Yhteyshenkilö')).toBeTruthy();
    expect(screen.queryByLabelText('Pääkäyttäjä')).toBeNull();
  });

  it('shows a member without the people permission no form, no list and asks the API nothing', async () => {
    const calls = serve(buildMembership({ companyAdmin: false, permissions: ['finances'] }));
    open();
    expect(await screen.findByText(/vaatii oikeuden hallita yrityksen henkilöitä ja kutsuja/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lähetä kutsu' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.list).toBe(0);
  });

  it('says in Finnish when the list cannot be loaded', async () => {
    serve();
    server.use(http.get(api('/companies/7/invites'), () => HttpResponse.json({ message: 'virhe' }, { status: 500 })));
    open();
    expect(await screen.findByText('Kutsuja ei saatu ladattua. Yritä hetken kuluttua uudelleen.')).toBeTruthy();
  });

  it('gives office staff the same form and list in the office tab', async () => {
    serve();
    renderPage('/office/companies/:id/*', '/office/companies/7/show/invites', (
      <RecordContextProvider value={{ id: 7 }}>
        <InvitesTab />
      </RecordContextProvider>
    ));
    expect(await screen.findByRole('button', { name: 'Lähetä kutsu' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Peruuta kutsu osoitteeseen kutsuttu@example.test' })).toBeTruthy();
  });

  it('the office tab opens an invite by the query form of its address (?record=3)', async () => {
    serve();
    const { router } = renderPage('/office/companies/:id/*', '/office/companies/7/show/invites', (
      <RecordContextProvider value={{ id: 7 }}>
        <InvitesTab />
      </RecordContextProvider>
    ));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Näytä kutsu osoitteeseen kutsuttu@example.test' }));
    expect(router.state.location.search).toBe('?record=3');
    expect(await within(await screen.findByRole('dialog', { name: 'Kutsu' })).findByText('kutsuttu@example.test')).toBeTruthy();
  });
});
