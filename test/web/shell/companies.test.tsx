import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { boardUser, officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

vi.mock('../../../src/authProvider/redirect', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/authProvider/redirect')>()),
  redirectToLogin: vi.fn(),
}));

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const rakennus = {
  id: 1,
  name: 'Rakennus Oy',
  registrationNumber: '1234567-1',
  switchboardNumber: '09 123 4567',
  companyStatusId: 1,
  createdAt: '2025-02-01T10:00:00Z',
  updatedAt: '2025-03-04T10:00:00Z',
  hasAdmin: true,
  peopleCount: 3,
  addresses: [
    {
      id: 11,
      addressTypeId: 1,
      street: 'Mannerheimintie 1',
      zipcode: '00100',
      city: 'Helsinki',
      country: 'FI',
    },
    { id: 12, addressTypeId: 6, electronicAddress: 'www.rakennus.fi' },
  ],
};
const betoni = { ...rakennus, id: 2, name: 'Betoni Ab', registrationNumber: '7654321-7', switchboardNumber: null, createdAt: '2024-12-24T10:00:00Z', addresses: [] };

const statuses = [
  { id: 1, shortDescription: 'Ok', longDescription: null, helpText: null, languageCode: 'fi', orderNumber: 1 },
  { id: 5, shortDescription: 'Seurannassa', longDescription: null, helpText: null, languageCode: 'fi', orderNumber: 5 },
];

describe('office companies list', () => {
  it('shows the companies the API returns, with Finnish headers and dates, asking 25 a page', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies': {
        body: { data: [rakennus, betoni], meta: { currentPage: 1, perPage: 25, total: 2, lastPage: 1 } },
      },
      'GET /api/descriptions/company-statuses': { body: statuses },
    });
    renderStaffArea('/office/companies');
    const row = (await screen.findByText('Rakennus Oy')).closest('tr');
    expect(row).toBeTruthy();
    await waitFor(() => expect(within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toContain('Ok'));
    const cells = within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Rakennus Oy', '1234567-1', '09 123 4567', 'Ok', '01.02.2025']);
    expect(screen.getByText('Betoni Ab')).toBeTruthy();
    expect(screen.getByText('24.12.2024')).toBeTruthy();
    for (const header of ['Nimi', 'Y-tunnus', 'Vaihde', 'Tila', 'Luotu']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    expect(screen.getByPlaceholderText('Hae nimellä tai Y-tunnuksella')).toBeTruthy();
    const listCall = calls.find((c) => c.path === '/api/companies');
    expect(Object.fromEntries(listCall?.query ?? [])).toEqual({ page: '1', paginate: '25', sort: 'name', order: 'asc' });
  });

  it('passes the search to the API as q', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies': { body: { data: [rakennus], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/descriptions/company-statuses': { body: statuses },
    });
    renderStaffArea('/office/companies');
    fireEvent.change(await screen.findByPlaceholderText('Hae nimellä tai Y-tunnuksella'), {
      target: { value: '1234567' },
    });
    await waitFor(() => expect(calls.some((c) => c.query.get('q') === '1234567')).toBe(true));
  });

  it('filters by the monitoring status (issue 9 #11)', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies': { body: { data: [rakennus], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/descriptions/company-statuses': { body: statuses },
    });
    renderStaffArea('/office/companies?filter=%7B%22company_status_id%22%3A5%7D');
    await screen.findByText('Rakennus Oy');
    await waitFor(() => expect(calls.find((c) => c.path === '/api/companies')?.query.get('company_status_id')).toBe('5'));
    expect(await screen.findByRole('combobox', { name: 'Tila' })).toBeTruthy();
  });

  it('tells in Finnish when there are no companies yet', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies': { body: { data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } } },
    });
    renderStaffArea('/office/companies');
    expect(await screen.findByText('Portaalissa ei ole vielä yrityksiä.')).toBeTruthy();
  });

  it('tells the board that no company is tied to its work yet, not that the portal has none (issue 18 #1)', async () => {
    stubApi({
      'GET /api/users/me': { body: boardUser },
      'GET /api/companies': { body: { data: [], meta: { currentPage: 1, perPage: 25, total: 0, lastPage: 1 } } },
    });
    renderStaffArea('/board/companies');
    expect(await screen.findByText('Työsi ei vielä liity yhteenkään yritykseen.')).toBeTruthy();
    expect(screen.queryByText('Portaalissa ei ole vielä yrityksiä.')).toBeNull();
  });
});

describe('company show and edit', () => {
  it('shows the company with its addresses by the display rules', async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: rakennus },
      // The office's status panel reads the status with its history (issue 22 §1).
      'GET /api/companies/1/status': { body: { companyId: 1, companyStatusId: 1, monitoringStartedAt: null, auditorComments: null, changes: [] } },
    });
    renderStaffArea('/office/companies/1/show');
    expect(await screen.findByText('Mannerheimintie 1')).toBeTruthy();
    expect(screen.getByText('00100 Helsinki')).toBeTruthy();
    expect(screen.getByText('Postiosoite')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.rakennus.fi' }).getAttribute('href')).toBe('https://www.rakennus.fi');
    expect(screen.getByText('Y-tunnus')).toBeTruthy();
    // The office's status of the company, by its name in the status list.
    expect(screen.getByText('Tila')).toBeTruthy();
    expect(await screen.findByText('Ok')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Muokkaa/ })).toBeTruthy();
  });

  it('saves a changed switchboard number and says "Yritys tallennettu"', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: rakennus },
      'PUT /api/companies/1': { body: { ...rakennus, switchboardNumber: '09 765 4321' } },
    });
    renderStaffArea('/office/companies/1');
    const input = await screen.findByLabelText('Vaihde');
    fireEvent.change(input, { target: { value: '09 765 4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Yritys tallennettu')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Rakennus Oy', switchboard_number: '09 765 4321' });
  });

  it('checks the name in the browser with the shared schema before sending', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/companies/1': { body: rakennus } });
    renderStaffArea('/office/companies/1');
    const name = await screen.findByLabelText(/Nimi/);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Yrityksen nimi on pakollinen.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a switchboard that is not a phone number in the browser (issue 9 #2)', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/companies/1': { body: rakennus } });
    renderStaffArea('/office/companies/1');
    const switchboard = await screen.findByLabelText(/Vaihde/);
    fireEvent.change(switchboard, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Anna puhelinnumero numeroina, esim. 040 123 4567 tai +358 40 123 4567.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's field error beside the input", async () => {
    stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: rakennus },
      'PUT /api/companies/1': {
        status: 422,
        body: { message: 'Tarkista tiedot.', errors: { switchboard_number: ['Numero on jo toisen yrityksen käytössä.'] } },
      },
    });
    renderStaffArea('/office/companies/1');
    fireEvent.change(await screen.findByLabelText('Vaihde'), { target: { value: '09 765 4321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Numero on jo toisen yrityksen käytössä.')).toBeTruthy();
  });
});

describe('read-only areas', () => {
  it('the board area shows companies without an edit button', async () => {
    stubApi({ 'GET /api/users/me': { body: boardUser }, 'GET /api/companies/1': { body: rakennus } });
    renderStaffArea('/board/companies/1/show');
    expect(await screen.findByText('Mannerheimintie 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Muokkaa/ })).toBeNull();
  });

  it('the board dashboard names the area and counts the companies its work ties it to', async () => {
    stubApi({
      'GET /api/users/me': { body: boardUser },
      'GET /api/companies': { body: { data: [rakennus], meta: { currentPage: 1, perPage: 1, total: 2, lastPage: 2 } } },
    });
    renderStaffArea('/board');
    expect(await screen.findByRole('heading', { name: 'Lautakunta' })).toBeTruthy();
    expect(await screen.findByText('Työsi liittyy 2 yritykseen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Siirry yrityksiin' }).getAttribute('href')).toBe('/board/companies');
  });
});
