import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUserCompany } from '../../../src/domain/api/users';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import type { CompanyPerson as CompanyPersonDetails } from '../../../src/domain/entities/companyPerson';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildCompanyPerson, buildMembership, buildUser } from './fixtures';

setUpApi();

const admin = buildCompanyPerson({
  personId: 11,
  userId: 1,
  companyAdmin: true,
  roleLabel: 'Pääkäyttäjä',
  companyManagingDirector: true,
  person: { id: 11, firstName: 'Ville', lastName: 'Virtanen', title: null, birthYear: 1970, phone: '+358501111111', contactLanguage: 'FI', email: 'ville@example.test' },
  title: 'Toimitusjohtaja',
});
const user = buildCompanyPerson({ personId: 21, permissions: ['finances'], companyContactPerson: true });
const professional = buildCompanyPerson({
  personId: 22,
  userId: null,
  roleLabel: 'Ammattilainen',
  companyProductionManagement: true,
  person: { id: 22, firstName: 'Sari', lastName: 'Saneeraaja', title: null, birthYear: 1901, phone: '+358', contactLanguage: 'FI', email: null },
  email: null,
  phone: null,
  title: null,
});

const listOf = (people: CompanyPersonDetails[]) => ({
  data: people.map(({ personEducations: _e, personCertificates: _c, ...rest }) => rest),
  meta: { currentPage: 1, perPage: people.length, total: people.length, lastPage: 1 },
});

interface Calls {
  bodies: Array<{ method: string; path: string; body: unknown }>;
}

/** The company page as `membership` sees it, with the people list and each person's details. */
function serve(membership: CurrentUserCompany, people: CompanyPersonDetails[] = [admin, user, professional]): Calls {
  const calls: Calls = { bodies: [] };
  const record = async (request: Request) => {
    const text = await request.text();
    calls.bodies.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  };
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/people'), () => HttpResponse.json(listOf(people))),
    http.get(api('/companies/7/people/:personId'), ({ params }) => {
      const found = people.find((p) => p.personId === Number(params.personId));
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Henkilöä ei löytynyt yrityksestä.' }, { status: 404 });
    }),
    http.get(api('/descriptions/education-degrees'), () =>
      HttpResponse.json([
        { id: 3, shortDescription: 'Rakennusmestari (AMK)' },
        { id: 4, shortDescription: 'Insinööri (AMK), rakennustekniikka' },
      ]),
    ),
    http.get(api('/descriptions/education-levels'), () => HttpResponse.json([{ id: 4, shortDescription: 'Alempi korkeakouluaste' }])),
    http.put(api('/companies/7/people/:personId'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(user);
    }),
    http.delete(api('/companies/7/people/:personId'), async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(api('/people/:id'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(user.person);
    }),
    http.put(api('/people/:id/educations'), async ({ request }) => {
      await record(request);
      return HttpResponse.json(listOf([]));
    }),
  );
  return calls;
}

const open = () => renderPage('/companies/:companyId/*', '/companies/7/people', <CompanyPage />);
const adminMembership = buildMembership();
const plainMembership = buildMembership({ companyAdmin: false, permissions: [] });

async function showPerson(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Näytä henkilö ${name}` }));
  return screen.findByRole('heading', { name, level: 2 });
}

describe('company people page', () => {
  it('lists the people with role labels and display roles, right after the overview tab', async () => {
    serve(adminMembership);
    open();
    const table = await screen.findByRole('table', { name: 'Yrityksen henkilöt' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs.slice(0, 2)).toEqual(['Perustiedot', 'Henkilöt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Ville Virtanen', 'Pääkäyttäjä', 'Toimitusjohtaja'],
      ['Pekka Putkinen', 'Käyttäjä', 'Yhteyshenkilö'],
      ['Sari Saneeraaja', 'Ammattilainen', 'Tuotannon johto'],
    ]);
    expect(screen.getByRole('button', { name: 'Lisää ammattilainen' })).toBeTruthy();
  });

  it('shows a person with education and certificates, and goes back to the list', async () => {
    const withData = buildCompanyPerson({
      ...user,
      personEducations: [{ id: 5, personId: 21, educationDegreeId: 3, educationLevelId: 4, description: null, educationalInstitute: 'TAMK', graduationYear: 2005 }],
      personCertificates: [{ id: 6, personId: 21, certificateName: 'Tulityökortti', certificateNumber: 'TT-1', issuer: 'SPEK', validFrom: '2025-01-01', validUntil: '2030-01-01', additionalInfo: null }],
    });
    serve(adminMembership, [admin, withData]);
    open();
    await showPerson('Pekka Putkinen');
    expect(await screen.findByText('Rakennusmestari (AMK), Alempi korkeakouluaste, TAMK, 2005')).toBeTruthy();
    expect(screen.getByText('Tulityökortti, TT-1, SPEK (Voimassa 01.01.2025 – 01.01.2030)')).toBeTruthy();
    expect(screen.getByText('Talouden hallinta')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/companies/7/people/${withData.personId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin henkilölistaan' }));
    expect(await screen.findByRole('table', { name: 'Yrityksen henkilöt' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/people');
  });

  it('opens the person the address names, so a reload or a link shows the same person', async () => {
    serve(adminMembership);
    renderPage('/companies/:companyId/*', `/companies/7/people/${user.personId}`, <CompanyPage />);
    expect(await screen.findByRole('heading', { name: 'Pekka Putkinen', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Yrityksen henkilöt' })).toBeNull();
  });

  it('each editing state has an address: opened by it, Back leaves it for the person, then the list (issue 19 §4)', async () => {
    serve(adminMembership);
    const { router } = open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa rooleja ja oikeuksia' }));
    expect(await screen.findByRole('checkbox', { name: 'Talouden hallinta' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/companies/7/people/${user.personId}/permissions`);
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Pekka Putkinen', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Talouden hallinta' })).toBeNull();
    await router.navigate(-1);
    expect(await screen.findByRole('table', { name: 'Yrityksen henkilöt' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/people');
  });

  it('opens an editing state from a link, and Peruuta leads to the person', async () => {
    serve(adminMembership);
    renderPage('/companies/:companyId/*', `/companies/7/people/${user.personId}/permissions`, <CompanyPage />);
    expect((await screen.findByRole('checkbox', { name: 'Talouden hallinta' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(await screen.findByRole('heading', { name: 'Pekka Putkinen', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/companies/7/people/${user.personId}`);
  });

  it('edits permissions with the labelled checkboxes; admins have all of them', async () => {
    const calls = serve(adminMembership);
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa rooleja ja oikeuksia' }));
    const finances = await screen.findByRole('checkbox', { name: 'Talouden hallinta' });
    expect((finances as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Henkilöiden ja kutsujen hallinta' }));
    fireEvent.click(finances);
    // Choosing Pääkäyttäjä ticks and locks every permission; back to Käyttäjä shows the choices again.
    fireEvent.click(screen.getByRole('radio', { name: 'Pääkäyttäjä' }));
    expect((screen.getByRole('checkbox', { name: 'Sopimusten hallinta' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Sopimusten hallinta' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Käyttäjä' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await screen.findByText('Tiedot tallennettu');
    expect(calls.bodies).toEqual([
      {
        method: 'PUT',
        path: '/api/companies/7/people/21',
        body: { company_managing_director: false, company_contact_person: true, company_production_management: false, permissions: ['people'] },
      },
    ]);
    // Back to showing the same person.
    expect(await screen.findByRole('button', { name: 'Muokkaa rooleja ja oikeuksia' })).toBeTruthy();
  });

  it('asks before removing a person from the company, and can be cancelled', async () => {
    const calls = serve(adminMembership);
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Poista yrityksestä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko henkilö yrityksestä?' });
    expect(within(dialog).getByText('Pekka Putkinen poistetaan yrityksen henkilöistä. Henkilön omat tiedot säilyvät.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Poista yrityksestä' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista' }));
    await screen.findByText('Henkilö poistettu yrityksestä');
    expect(calls.bodies).toEqual([{ method: 'DELETE', path: '/api/companies/7/people/21', body: undefined }]);
    expect(await screen.findByRole('table', { name: 'Yrityksen henkilöt' })).toBeTruthy();
  });

  it('shows the last-admin refusal in Finnish', async () => {
    serve(adminMembership);
    server.use(
      http.delete(api('/companies/7/people/11'), () =>
        HttpResponse.json({ message: 'Yrityksellä on oltava vähintään yksi pääkäyttäjä. Nimeä ensin toinen pääkäyttäjä.', code: 'last_admin' }, { status: 409 }),
      ),
    );
    open();
    await showPerson('Ville Virtanen');
    fireEvent.click(screen.getByRole('button', { name: 'Poista yrityksestä' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Yrityksellä on oltava vähintään yksi pääkäyttäjä. Nimeä ensin toinen pääkäyttäjä.')).toBeTruthy();
  });

  it('lets a person without the people permission read, and edit only their own details', async () => {
    const own = buildCompanyPerson({ ...user, personId: 11, person: { ...user.person, id: 11, firstName: 'Ville', lastName: 'Virtanen' } });
    const calls = serve(plainMembership, [own, professional]);
    open();
    await screen.findByRole('table', { name: 'Yrityksen henkilöt' });
    expect(screen.queryByRole('button', { name: 'Lisää ammattilainen' })).toBeNull();

    await showPerson('Sari Saneeraaja');
    // Saved without a birth year, so SPEC's default 1901 stands for "not given".
    expect(screen.getByText('Syntymävuosi').nextElementSibling?.textContent).toBe('–');
    // Likewise the bare +358 a save without a number leaves is no phone.
    expect(screen.getByText('Puhelin').nextElementSibling?.textContent).toBe('–');
    expect(screen.queryByRole('button', { name: 'Muokkaa perustietoja' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Poista yrityksestä' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin henkilölistaan' }));

    await showPerson('Ville Virtanen');
    expect(screen.queryByRole('button', { name: 'Muokkaa rooleja ja oikeuksia' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa perustietoja' }));
    const phone = await screen.findByLabelText('Puhelin');
    fireEvent.change(phone, { target: { value: '040 765 4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await screen.findByText('Tiedot tallennettu');
    // Only what was changed is sent; the server keeps the rest (PUT keeps what it leaves out).
    expect(calls.bodies).toEqual([{ method: 'PUT', path: '/api/people/11', body: { phone: '040 765 4321' } }]);
  });

  it("leaves an admin's record to admins: a holder of the people permission manages the others only (issue 18 #3)", async () => {
    // The signed-in user is person 11; the admin here is someone else.
    const otherAdmin = buildCompanyPerson({ ...admin, personId: 31, person: { ...admin.person, id: 31, firstName: 'Aila', lastName: 'Admin' } });
    serve(buildMembership({ companyAdmin: false, permissions: ['people'] }), [otherAdmin, professional]);
    open();
    await showPerson('Aila Admin');
    for (const name of ['Muokkaa perustietoja', 'Muokkaa rooleja ja oikeuksia', 'Poista yrityksestä']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin henkilölistaan' }));
    await showPerson('Sari Saneeraaja');
    expect(screen.getByRole('button', { name: 'Muokkaa perustietoja' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Muokkaa rooleja ja oikeuksia' })).toBeTruthy();
  });

  it('asks before leaving the person\'s form with unsaved changes, and keeps them when the user stays', async () => {
    serve(adminMembership, [admin, user]);
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa perustietoja' }));
    fireEvent.change(await screen.findByLabelText('Puhelin'), { target: { value: '050 765 4321' } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

    fireEvent.click(screen.getByRole('tab', { name: /^Osoitteet/ }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Joitakin muutoksia ei ole tallennettu. Haluatko varmasti hylätä ne?'));
    expect(screen.getByTestId('location').textContent).toBe('/companies/7/people/21/basic');
    expect((screen.getByLabelText('Puhelin') as HTMLInputElement).value).toBe('050 765 4321');

    fireEvent.click(screen.getByRole('tab', { name: /^Osoitteet/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/companies/7/addresses'));
    confirm.mockRestore();
  });

  it('shows the saved e-mail and phone at once on the person and in the list (issue 9 #1)', async () => {
    // A stateful API: the person's own details change; the company's copies taken when they joined stay.
    let stored = { ...user.person };
    serve(adminMembership, [admin, user]);
    const current = () => ({ ...user, person: stored });
    server.use(
      http.get(api('/companies/7/people'), () => HttpResponse.json(listOf([admin, current()]))),
      http.get(api('/companies/7/people/21'), () => HttpResponse.json(current())),
      http.put(api('/people/21'), async ({ request }) => {
        const body = (await request.json()) as { email?: string; phone?: string };
        stored = { ...stored, ...(body.email ? { email: body.email } : {}), ...(body.phone ? { phone: '+358507654321' } : {}) };
        return HttpResponse.json({ ...stored, personEducations: [], personCertificates: [] });
      }),
    );
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa perustietoja' }));
    fireEvent.change(await screen.findByLabelText('Sähköposti'), { target: { value: 'uusi@example.test' } });
    fireEvent.change(screen.getByLabelText('Puhelin'), { target: { value: '050 765 4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await screen.findByText('Tiedot tallennettu');
    await waitFor(() => expect(screen.getByText('Sähköposti').nextElementSibling?.textContent).toBe('uusi@example.test'));
    expect(screen.getByText('Puhelin').nextElementSibling?.textContent).toBe('+358507654321');
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin henkilölistaan' }));
    const table = await screen.findByRole('table', { name: 'Yrityksen henkilöt' });
    await waitFor(() => expect(within(table).getByText('uusi@example.test, +358507654321')).toBeTruthy());
  });

  it('adds a professional and shows server field errors beside the inputs', async () => {
    serve(adminMembership);
    let sent: unknown = null;
    server.use(
      http.post(api('/companies/7/people'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'Annetuissa tiedoissa on virheitä. Korjaa merkityt kentät.', code: 'validation', errors: { email: ['Anna kelvollinen sähköpostiosoite.'] } },
          { status: 422 },
        );
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää ammattilainen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lisää ammattilainen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Etunimi on pakollinen.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Etunimi/), { target: { value: 'Matti' } });
    fireEvent.change(within(dialog).getByLabelText(/Sukunimi/), { target: { value: 'Muurari' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tuotannon johto' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await within(dialog).findByText('Anna kelvollinen sähköpostiosoite.')).toBeTruthy();
    expect(sent).toMatchObject({ first_name: 'Matti', last_name: 'Muurari', company_production_management: true, company_managing_director: false });
    expect((within(dialog).getByLabelText(/Etunimi/) as HTMLInputElement).value).toBe('Matti');
  });

  it('saves the whole education list in one call, for the server to apply the replacement rule at once', async () => {
    const withEducation = buildCompanyPerson({
      ...user,
      personEducations: [
        { id: 5, personId: 21, educationDegreeId: 3, educationLevelId: null, description: null, educationalInstitute: null, graduationYear: 2005 },
        { id: 6, personId: 21, educationDegreeId: 4, educationLevelId: null, description: null, educationalInstitute: null, graduationYear: 2010 },
      ],
    });
    const calls = serve(adminMembership, [admin, withEducation]);
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa koulutuksia' }));
    const years = await screen.findAllByLabelText('Valmistumisvuosi');
    fireEvent.change(years[1], { target: { value: '2012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await screen.findByText('Tiedot tallennettu');
    expect(calls.bodies).toEqual([
      {
        method: 'PUT',
        path: '/api/people/21/educations',
        body: {
          educations: [
            { education_degree_id: 3, description: null, education_level_id: null, educational_institute: null, graduation_year: 2005 },
            { education_degree_id: 4, description: null, education_level_id: null, educational_institute: null, graduation_year: 2012 },
          ],
        },
      },
    ]);
  });

  it('asks for the description beside its own field when the degree is not on the list, and sends nothing', async () => {
    const calls = serve(adminMembership, [admin, user]);
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa koulutuksia' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Tutkinto' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Muu tutkinto (kirjoita kuvaus)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    const description = await screen.findByLabelText('Tutkinnon kuvaus');
    const message = await screen.findByText('Valitse tutkinto tai kirjoita tutkinnon kuvaus.');
    expect(description.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('combobox', { name: 'Tutkinto' }).getAttribute('aria-invalid')).not.toBe('true');
    expect(calls.bodies).toEqual([]);
  });

  it('adds a certificate with the declaration\'s checks, and shows it once saved', async () => {
    let certificates: CompanyPersonDetails['personCertificates'] = [];
    const sent: unknown[] = [];
    serve(adminMembership, [admin, user]);
    server.use(
      http.get(api('/companies/7/people/21'), () => HttpResponse.json({ ...user, personCertificates: certificates })),
      http.post(api('/people/21/certificates'), async ({ request }) => {
        const body = (await request.json()) as { certificate_name: string; valid_from: string; valid_until: string };
        sent.push(body);
        const saved = { id: 9, personId: 21, certificateName: body.certificate_name, certificateNumber: null, issuer: null, validFrom: body.valid_from, validUntil: body.valid_until, additionalInfo: null };
        certificates = [saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    open();
    await showPerson('Pekka Putkinen');
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa pätevyyksiä' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää pätevyys' }));
    fireEvent.change(await screen.findByLabelText(/^Voimassa alkaen/), { target: { value: '1.5.2030' } });
    fireEvent.change(screen.getByLabelText(/^Voimassa asti/), { target: { value: '1.5.2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Pätevyyden nimi on pakollinen.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Pätevyyden nimi/), { target: { value: 'Tulityökortti' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Voimassaolo ei voi päättyä ennen kuin se alkaa.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Voimassa asti/), { target: { value: '1.5.2035' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await screen.findByText('Tiedot tallennettu');
    expect(sent).toEqual([{ certificate_name: 'Tulityökortti', valid_from: '2030-05-01', valid_until: '2035-05-01' }]);
    expect(await screen.findByText('Tulityökortti')).toBeTruthy();
  });
});
