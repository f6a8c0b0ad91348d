/**
 * One entityResource gives a company's section and the office's tab from the declaration (issue 19
 * §4): the company's section is changed by holders of its permission, with the company's overrides
 * (a certificate the association issued is read-only there); the office's tab is changed by office
 * staff only, with CSV export, a show view, and its views in the query (`?record=13&mode=edit`).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CompanyCertificate } from '../../../src/domain/entities/companyCertificate';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { certificates } from '../../../src/pages/company/certificates/certificates';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const types = DESCRIBABLES['certificate-types'].map((type, index) => ({ id: type.id, shortDescription: type.shortDescription, longDescription: null, helpText: null, languageCode: 'fi', orderNumber: index + 1 }));

const ISSUED: CompanyCertificate = {
  id: 13,
  companyId: 7,
  certificateName: 'Pätevä ympäristösertifikaatti',
  certificateTypeId: 5,
  certificateNumber: 'P-5',
  certificateSubId: null,
  issuer: 'Pätevä',
  validFrom: '2024-01-15',
  validUntil: '2099-12-31',
  isPersonCertificate: false,
  additionalInfo: null,
  filename: null,
  issuedByAssociation: true,
  isSelfIssuable: false,
  renewalAvailable: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  status: 'valid',
  heldStatus: 'active',
  decidedAt: null,
  scope: null,
  location: null,
  industries: [],
};

/** OFFICE 2, BOARD 3 (SPEC §3 internal roles). */
function answer(user: ReturnType<typeof buildUser>) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(user)),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/certificate-types'), () => HttpResponse.json(types)),
    http.get(api('/companies/7/certificates'), () => HttpResponse.json({ data: [ISSUED], meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 } })),
    http.get(api('/companies/7/certificates/13'), () => HttpResponse.json(ISSUED)),
  );
}

const openTab = (url = '/office/companies/7/show/certificates') =>
  renderPage('/office/companies/:id/*', url, (
    <RecordContextProvider value={{ id: 7 }}>
      <certificates.Tab />
    </RecordContextProvider>
  ));

describe('entityResource: one declaration, the company section and the office tab', () => {
  it('the company section: its permission changes records, its override keeps the association’s own read-only, no CSV export', async () => {
    answer(buildUser([buildMembership()]));
    renderPage('/companies/:companyId/*', '/companies/7/certificates', <CompanyPage />);
    expect(await screen.findByText('Pätevä ympäristösertifikaatti')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lisää sertifikaatti' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Muokkaa sertifikaattia Pätevä ympäristösertifikaatti' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vie CSV-tiedostoon' })).toBeNull();
  });

  it('the office tab: office staff change every record, export CSV and open a record’s form by the query', async () => {
    answer(buildUser([], [2]));
    const { router } = openTab();
    expect(await screen.findByText('Pätevä ympäristösertifikaatti')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vie CSV-tiedostoon' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Muokkaa sertifikaattia Pätevä ympäristösertifikaatti' }));
    expect(router.state.location.search).toBe('?record=13&mode=edit');
    expect(await within(await screen.findByRole('dialog')).findByDisplayValue('P-5')).toBeTruthy();
  });

  it('the office tab: a board member reads and opens a record, and changes nothing', async () => {
    answer(buildUser([], [3]));
    openTab('/office/companies/7/show/certificates?record=13&mode=edit');
    // An edit address for one who may not edit shows the record.
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('P-5')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Muokkaa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lisää sertifikaatti' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Poista sertifikaatti/ })).toBeNull();
  });
});
