import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { Project } from '../../../src/domain/entities/project';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (url = '/companies/7/projects') => renderPage('/companies/:companyId/*', url, <CompanyPage />);
const location = () => screen.getByTestId('location').textContent;

const PROJECT: Project = {
  id: 4,
  companyId: 7,
  name: 'As Oy Tampereen Tähti',
  projectClassificationId: 1,
  planningTypeId: 1,
  contractTypeId: 3,
  sectorId: 2,
  projectSize: 4200,
  projectSizeUnitId: 2,
  extent: '48 asuntoa',
  locationDescription: null,
  district: 'Hervanta',
  propertyCode: '837-402-12-345',
  buildingCode: '100012345N',
  siteKey: null,
  locationInfraIdentifier: null,
  hasOtherCompanyReferences: false,
  visitingAddress: { id: 1, addressTypeId: 3, street: 'Insinöörinkatu 40', zipcode: '33720', city: 'Tampere', country: 'FI' },
  coordinatesAddress: { id: 2, addressTypeId: 13, location: '61.45, 23.85' },
  locationCheck: { result: 'ok', reasons: [] },
};

const lookup = (kind: string) =>
  DESCRIBABLES[kind].map((entry, index) => ({ id: entry.id, shortDescription: entry.shortDescription, longDescription: entry.longDescription ?? null, helpText: null, languageCode: 'fi', orderNumber: index + 1 }));

function answer(projects: Project[], membership = buildMembership()) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/:kind'), ({ params }) => HttpResponse.json(lookup(String(params.kind)))),
    http.get(api('/companies/7/projects'), () => HttpResponse.json({ data: projects, meta: { currentPage: 1, perPage: 25, total: projects.length, lastPage: 1 } })),
  );
}

const dialog = () => screen.getByRole('dialog');

describe('projects (Projektit)', () => {
  it('lists projects with their address and location check', async () => {
    answer([PROJECT, { ...PROJECT, id: 5, name: 'Kehätie', visitingAddress: null, locationCheck: { result: 'fail', reasons: [{ level: 'fail', field: 'buildingCode', message: 'x' }] } }]);
    open();
    expect(await screen.findByText('As Oy Tampereen Tähti')).toBeTruthy();
    expect(screen.getByText('Insinöörinkatu 40, 33720 Tampere')).toBeTruthy();
    expect(screen.getByText('Sijaintitiedot kunnossa')).toBeTruthy();
    expect(screen.getByText('Sijaintitiedoissa on virheitä')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Projektit', selected: true })).toBeTruthy();
  });

  it('shows no change controls without the permission', async () => {
    answer([], buildMembership({ companyAdmin: false }));
    open();
    expect(await screen.findByText('Yritykselle ei ole lisätty projekteja.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lisää projekti' })).toBeNull();
  });

  it('checks the location as the form is filled in, and adds the project with its addresses', async () => {
    answer([]);
    const sent: unknown[] = [];
    server.use(
      http.post(api('/companies/7/projects'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...PROJECT, id: 6 }, { status: 201 });
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää projekti' }));
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Ei tarkistettavaa')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/^Nimi/), { target: { value: 'Koulun peruskorjaus' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Pysyvä rakennustunnus/), { target: { value: '100012345M' } });
    expect(await within(dialog()).findByText('Sijaintitiedoissa on virheitä')).toBeTruthy();
    expect(within(dialog()).getByText('Pysyvä rakennustunnus ei ole oikea: 9 numeroa ja tarkistusmerkki (esim. 100012345N).')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/^Pysyvä rakennustunnus/), { target: { value: '100012345N' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Katuosoite/), { target: { value: 'Koulukatu 1' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Postinumero/), { target: { value: '33100' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Postitoimipaikka/), { target: { value: 'Tampere' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Koordinaatit/), { target: { value: '61.4981, 23.7608' } });
    expect(await within(dialog()).findByText('Sijaintitiedot kunnossa')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Koulun peruskorjaus',
      building_code: '100012345N',
      visiting_address: { street: 'Koulukatu 1', zipcode: '33100', city: 'Tampere' },
      coordinates_address: { location: '61.4981, 23.7608' },
    });
  });

  it('starts an edited project’s check at ok (SPEC §4)', async () => {
    const edited = { ...PROJECT, visitingAddress: null };
    answer([edited]);
    server.use(http.get(api('/companies/7/projects/4'), () => HttpResponse.json(edited)));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa projektia As Oy Tampereen Tähti' }));
    await screen.findByRole('dialog');
    // The saved project has no visiting address, yet editing starts at ok until a value changes.
    expect(await within(dialog()).findByText('Sijaintitiedot kunnossa')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/^Koordinaatit/), { target: { value: '59.33, 18.07' } });
    expect(await within(dialog()).findByText('Koordinaatit ovat Suomen ulkopuolella.')).toBeTruthy();
  });

  it('a project has an address: shown from the list, Back closes it; its edit form opens from the show view (issue 19 §4)', async () => {
    answer([PROJECT]);
    server.use(http.get(api('/companies/7/projects/4'), () => HttpResponse.json(PROJECT)));
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Näytä projekti As Oy Tampereen Tähti' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Projekti' })).findByText('Hervanta')).toBeTruthy();
    expect(location()).toBe('/companies/7/projects/4');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Muokkaa' }));
    expect(await screen.findByRole('dialog', { name: 'Muokkaa projektia' })).toBeTruthy();
    expect(location()).toBe('/companies/7/projects/4/edit');
    // Back: the project shown again, then the list with no dialog.
    await router.navigate(-1);
    expect(await screen.findByRole('dialog', { name: 'Projekti' })).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/companies/7/projects');
  });

  it('opens a project’s edit form by its address, and closing it leads to the project shown (issue 19 §4)', async () => {
    answer([PROJECT]);
    server.use(http.get(api('/companies/7/projects/4'), () => HttpResponse.json(PROJECT)));
    open('/companies/7/projects/4/edit');
    const form = await screen.findByRole('dialog', { name: 'Muokkaa projektia' });
    await waitFor(() => expect((within(form).getByLabelText(/^Nimi/) as HTMLInputElement).value).toBe('As Oy Tampereen Tähti'));
    fireEvent.click(within(form).getByRole('button', { name: 'Peruuta' }));
    expect(await screen.findByRole('dialog', { name: 'Projekti' })).toBeTruthy();
    expect(location()).toBe('/companies/7/projects/4');
  });

  it('a reader opening an edit address sees the project; an address of no project says so', async () => {
    answer([PROJECT], buildMembership({ companyAdmin: false }));
    server.use(
      http.get(api('/companies/7/projects/4'), () => HttpResponse.json(PROJECT)),
      http.get(api('/companies/7/projects/9'), () => HttpResponse.json({ message: 'Projektia ei löytynyt.' }, { status: 404 })),
    );
    const { router } = open('/companies/7/projects/4/edit');
    const shown = await screen.findByRole('dialog', { name: 'Projekti' });
    expect(await within(shown).findByText('Hervanta')).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Muokkaa' })).toBeNull();
    await router.navigate('/companies/7/projects/9');
    expect(await screen.findByText('Tietuetta ei löytynyt. Se on ehkä poistettu, tai osoite on väärä.')).toBeTruthy();
  });
});
