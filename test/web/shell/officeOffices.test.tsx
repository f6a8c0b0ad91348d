/** A company's offices in the office: the generated list, show view and CSV export from the declaration. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { Office } from '../../../src/domain/entities/office';
import { buildCompany } from '../company/fixtures';
import { officeUser, stubApi } from './fetchStub';
import { renderStaffArea } from './renderStaffArea';

const company = buildCompany({ id: 1 });
const tampere: Office = { id: 4, companyId: 1, name: 'Tampereen yksikkö', description: 'Pirkanmaan työmaat', street: 'Hämeenkatu 1', zipcode: '33100', city: 'Tampere', country: 'FI' };

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

describe('offices in the office', () => {
  it('lists them in the company tab, shows one with every field, and offers the CSV export', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/offices': { body: { data: [tampere], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
      'GET /api/companies/1/offices/4': { body: tampere },
    });
    renderStaffArea('/office/companies/1/show/offices');
    expect(await screen.findByText('Hämeenkatu 1, 33100 Tampere, Suomi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vie CSV-tiedostoon' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Näytä yksikkö Tampereen yksikkö' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yksikkö' });
    expect(await within(dialog).findByText('Pirkanmaan työmaat')).toBeTruthy();
    expect(within(dialog).getByText('Postitoimipaikka')).toBeTruthy();
    expect(within(dialog).getByText('Tampere')).toBeTruthy();
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/companies/1/offices/4')).toBe(true);
  });

  it('exports the list as a CSV file with Finnish headers, read a server page at a time', async () => {
    const files: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:csv') }));
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      'GET /api/companies/1': { body: company },
      'GET /api/companies/1/offices': { body: { data: [tampere], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } } },
    });
    renderStaffArea('/office/companies/1/show/offices');
    await screen.findByText('Hämeenkatu 1, 33100 Tampere, Suomi');
    fireEvent.click(screen.getByRole('button', { name: 'Vie CSV-tiedostoon' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0].text();
    // A byte order mark first (Excel reads the file as UTF-8), then the Finnish headers.
    expect([...new Uint8Array(await files[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\n')[0]).toBe('Tunniste;Nimi;Kuvaus;Katuosoite;Postinumero;Postitoimipaikka;Maa');
    expect(text.split('\n')[1]).toBe('4;Tampereen yksikkö;Pirkanmaan työmaat;Hämeenkatu 1;33100;Tampere;FI');
    // react-admin asks for 1000 rows; the server answers at most 100 at a time.
    expect(calls.filter((call) => call.path === '/api/companies/1/offices').map((call) => call.query.get('paginate'))).toContain('100');
  });
});
