import MenuList from '@mui/material/MenuList';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyMenuGroups } from '../../../src/areas/shared/CompanyMenuGroups';
import type { CurrentUserCompany } from '../../../src/domain/api/users';
import { HomePage } from '../../../src/pages/home/HomePage';
import { api, renderPage, server, setUpApi } from './helpers';

setUpApi();

const RN = '0112038-9';

/** /users/me answers with the companies the user has at that moment. */
function userWith(companies: () => CurrentUserCompany[]) {
  server.use(
    http.get(api('/users/me'), () =>
      HttpResponse.json({
        id: 5,
        email: 'maija@example.fi',
        person: { id: 9, firstName: 'Maija', lastName: 'Meikäläinen' },
        permissions: [],
        companies: companies(),
      }),
    ),
  );
}

const PRH = {
  registrationNumber: RN,
  name: 'Rakennus Oy Esimerkki',
  companyForm: 'Osakeyhtiö',
  mainBusinessLine: 'Asuin- ja muiden rakennusten rakentaminen',
  website: null,
  registrationDate: '2001-03-15',
  situations: ['Konkurssissa'],
  addresses: [{ addressTypeId: 1, street: 'Rakentajankatu 1', zipcode: '00100', city: 'Helsinki', country: 'FI' }],
  portalCompany: null,
};

async function searchFor(value: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Liity yritykseen tai tuo yritys portaaliin' });
  await user.type(screen.getByLabelText(/Y-tunnus/), `${value}{Enter}`);
  return user;
}

describe('onboarding from the home page', () => {
  it('rejects an invalid business ID in Finnish without asking the server', async () => {
    userWith(() => []);
    renderPage('/', '/', <HomePage />);
    await searchFor('0112038-8');
    expect(await screen.findByText('Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).')).toBeTruthy();
  });

  it('finds a portal company with an admin and sends a join request', async () => {
    let companies: CurrentUserCompany[] = [];
    let joined = 0;
    userWith(() => companies);
    server.use(
      http.get(api('/companies'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('registration_number')).toBe(RN);
        return HttpResponse.json({ data: [{ id: 3, name: 'Portaali Oy', registrationNumber: RN, hasAdmin: true }] });
      }),
      http.post(api('/companies/3/join-request'), () => {
        joined += 1;
        companies = [{ id: 3, name: 'Portaali Oy', registrationNumber: RN, companyAdmin: false, status: 'pending', permissions: [] }];
        return HttpResponse.json({ status: 'pending' }, { status: 201 });
      }),
    );
    renderPage('/', '/', <HomePage />);
    // Old six-digit form is accepted and normalised.
    const user = await searchFor('112038-9');

    expect(await screen.findByText(/sillä on pääkäyttäjä/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lähetä liittymispyyntö' }));
    expect(await screen.findByText('Liittymispyyntö on lähetetty ja odottaa yrityksen pääkäyttäjän hyväksyntää.')).toBeTruthy();
    expect(await screen.findByText('Liittymispyyntö lähetetty')).toBeTruthy();
    // The reloaded user shows the company as waiting.
    const list = await screen.findByRole('region', { name: 'Yrityksesi' });
    expect(within(list).getByText('Portaali Oy')).toBeTruthy();
    expect(within(list).getByText('Odottaa hyväksyntää')).toBeTruthy();
    expect(joined).toBe(1);
  });

  it('explains that a join request to a company without an admin goes to the office', async () => {
    userWith(() => []);
    server.use(
      http.get(api('/companies'), () =>
        HttpResponse.json({ data: [{ id: 4, name: 'Orpo Oy', registrationNumber: RN, hasAdmin: false }] }),
      ),
      http.post(api('/companies/4/join-request'), () => HttpResponse.json({ status: 'pending' }, { status: 201 })),
    );
    renderPage('/', '/', <HomePage />);
    const user = await searchFor(RN);
    expect(await screen.findByText(/Liittymispyyntösi menee Pätevän toimistolle/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lähetä liittymispyyntö' }));
    expect(await screen.findByText('Liittymispyyntö on lähetetty ja odottaa Pätevän toimiston käsittelyä.')).toBeTruthy();
  });

  it('shows what PRH says when the company is not in the portal, and creates it', async () => {
    let companies: CurrentUserCompany[] = [];
    let created: unknown = null;
    userWith(() => companies);
    server.use(
      http.get(api('/companies'), () => HttpResponse.json({ data: [] })),
      http.get(api(`/external/companies/${RN}`), () => HttpResponse.json(PRH)),
      http.post(api('/companies'), async ({ request }) => {
        created = await request.json();
        companies = [{ id: 11, name: PRH.name, registrationNumber: RN, companyAdmin: true, status: 'active', permissions: [] }];
        return HttpResponse.json({ id: 11, name: PRH.name, registrationNumber: RN }, { status: 201 });
      }),
      http.get(api('/companies/11/people/pending'), () => HttpResponse.json({ data: [] })),
    );
    renderPage('/', '/', <HomePage />);
    const user = await searchFor(RN);

    expect(await screen.findByRole('heading', { name: 'Rakennus Oy Esimerkki' })).toBeTruthy();
    expect(screen.getByText('Osakeyhtiö')).toBeTruthy();
    expect(screen.getByText('Asuin- ja muiden rakennusten rakentaminen')).toBeTruthy();
    expect(screen.getByText('15.03.2001')).toBeTruthy();
    expect(screen.getByText('Rakentajankatu 1, 00100 Helsinki, Suomi')).toBeTruthy();
    expect(screen.getByText('Konkurssissa')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Luo yritys portaaliin' }));
    expect(await screen.findByText('Yritys Rakennus Oy Esimerkki on luotu portaaliin. Olet sen pääkäyttäjä.')).toBeTruthy();
    expect(created).toEqual({ registration_number: RN, name: 'Rakennus Oy Esimerkki' });
    const list = await screen.findByRole('region', { name: 'Yrityksesi' });
    expect(within(list).getByText('Pääkäyttäjä')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Liity yritykseen tai tuo yritys portaaliin' })).toBeNull());
  });

  it('turns a 409 on create into the join flow with the server message', async () => {
    let portalHasIt = false;
    userWith(() => []);
    server.use(
      http.get(api('/companies'), () =>
        HttpResponse.json({ data: portalHasIt ? [{ id: 8, name: 'Nopeampi Oy', registrationNumber: RN, hasAdmin: true }] : [] }),
      ),
      http.get(api(`/external/companies/${RN}`), () => HttpResponse.json({ ...PRH, situations: [] })),
      http.post(api('/companies'), () => {
        portalHasIt = true;
        return HttpResponse.json({ message: 'Yritys on jo portaalissa.' }, { status: 409 });
      }),
    );
    renderPage('/', '/', <HomePage />);
    const user = await searchFor(RN);
    await user.click(await screen.findByRole('button', { name: 'Luo yritys portaaliin' }));
    expect(await screen.findByText('Yritys on jo portaalissa.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Lähetä liittymispyyntö' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nopeampi Oy' })).toBeTruthy();
  });

  it('lets the user type the name by hand when PRH fails, keeping the business ID', async () => {
    let created: unknown = null;
    userWith(() => []);
    server.use(
      http.get(api('/companies'), () => HttpResponse.json({ data: [] })),
      http.get(api(`/external/companies/${RN}`), () =>
        HttpResponse.json({ message: 'Kaupparekisteri ei vastannut.', requestId: 'r1' }, { status: 502 }),
      ),
      http.post(api('/companies'), async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ id: 12 }, { status: 201 });
      }),
    );
    renderPage('/', '/', <HomePage />);
    const user = await searchFor(RN);

    expect(await screen.findByText(/Kaupparekisterin tietoja ei juuri nyt saatu\. \(Kaupparekisteri ei vastannut\.\)/)).toBeTruthy();
    expect(screen.getByText(RN)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Luo yritys portaaliin' }));
    expect(await screen.findByText('Yrityksen nimi on pakollinen.')).toBeTruthy();
    expect(created).toBeNull();

    await user.type(screen.getByLabelText(/Yrityksen nimi/), 'Käsin Kirjoitettu Oy{Enter}');
    await waitFor(() => expect(created).toEqual({ registration_number: RN, name: 'Käsin Kirjoitettu Oy' }));
  });

  it('treats a company PRH does not know (404) the same way', async () => {
    userWith(() => []);
    server.use(
      http.get(api('/companies'), () => HttpResponse.json({ data: [] })),
      http.get(api(`/external/companies/${RN}`), () => HttpResponse.json({ message: 'Ei löytynyt.' }, { status: 404 })),
    );
    renderPage('/', '/', <HomePage />);
    await searchFor(RN);
    expect(await screen.findByText(/Y-tunnuksella ei löytynyt yritystä kaupparekisteristä/)).toBeTruthy();
    expect(screen.getByLabelText(/Yrityksen nimi/)).toBeTruthy();
  });

  it('shows a created company in the menu at once: the change refreshes the signed-in user everywhere', async () => {
    let companies: CurrentUserCompany[] = [];
    let userLoads = 0;
    server.use(
      http.get(api('/users/me'), () => {
        userLoads += 1;
        return HttpResponse.json({ id: 5, email: 'maija@example.fi', person: null, permissions: [], companies });
      }),
      http.get(api('/companies'), () => HttpResponse.json({ data: [] })),
      http.get(api(`/external/companies/${RN}`), () => HttpResponse.json(PRH)),
      http.post(api('/companies'), () => {
        companies = [{ id: 11, name: PRH.name, registrationNumber: RN, companyAdmin: true, status: 'active', permissions: [] }];
        return HttpResponse.json({ id: 11, name: PRH.name, registrationNumber: RN }, { status: 201 });
      }),
      http.get(api('/companies/11/people/pending'), () => HttpResponse.json({ data: [] })),
    );
    renderPage(
      '/',
      '/',
      <>
        <MenuList aria-label="Valikko">
          <CompanyMenuGroups />
        </MenuList>
        <HomePage />
      </>,
    );
    const user = await searchFor(RN);
    const menu = screen.getByRole('menu', { name: 'Valikko' });
    expect(within(menu).queryByText(PRH.name)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Luo yritys portaaliin' }));
    expect(await within(menu).findByText(PRH.name)).toBeTruthy();
    // One load for the page, one after the change: the menu and the home page share it.
    expect(userLoads).toBe(2);
  });
});
