import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../src/domain/certificateValidity';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { CompanyCertificate } from '../../../src/domain/entities/companyCertificate';
import { formatIsoDate } from '../../../src/domain/formats';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const types = DESCRIBABLES['certificate-types'].map((type, index) => ({
  id: type.id,
  shortDescription: type.shortDescription,
  longDescription: type.longDescription ?? null,
  helpText: null,
  languageCode: 'fi',
  orderNumber: index + 1,
}));

const certificate = (overrides: Partial<CompanyCertificate> = {}): CompanyCertificate => ({
  id: 11,
  companyId: 7,
  certificateName: 'ISO 9001 laadunhallinta',
  certificateTypeId: 101,
  certificateNumber: 'FI-QMS-1',
  certificateSubId: null,
  issuer: 'Kiwa Inspecta Oy',
  validFrom: '2024-01-15',
  validUntil: '2099-12-31',
  isPersonCertificate: false,
  additionalInfo: null,
  filename: null,
  issuedByAssociation: false,
  isSelfIssuable: true,
  renewalAvailable: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  status: 'valid',
  heldStatus: 'active',
  decidedAt: null,
  scope: null,
  location: null,
  industries: [],
  ...overrides,
});

const EXPIRED = certificate({ id: 12, certificateName: 'ISO 14001 ympäristö', certificateTypeId: 102, validUntil: '2022-01-14' });
const ISSUED = certificate({ id: 13, certificateName: 'Pätevä ympäristösertifikaatti', certificateTypeId: 5, issuer: 'Pätevä', issuedByAssociation: true, isSelfIssuable: false });

function answer(rows: CompanyCertificate[], membership = buildMembership()) {
  const sent: unknown[] = [];
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/descriptions/certificate-types'), () => HttpResponse.json(types)),
    http.get(api('/companies/7/certificates'), () => HttpResponse.json({ data: rows, meta: { currentPage: 1, perPage: 25, total: rows.length, lastPage: 1 } })),
    http.post(api('/companies/7/certificates'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(certificate({ id: 20 }), { status: 201 });
    }),
  );
  return sent;
}

const open = () => renderPage('/companies/:companyId/*', '/companies/7/certificates', <CompanyPage />);

describe('company certificates (Sertifikaatit)', () => {
  it('shows each certificate with its validity, expired ones marked, and the association’s own read-only', async () => {
    answer([certificate(), EXPIRED, ISSUED]);
    open();
    expect(await screen.findByText('ISO 9001 laadunhallinta')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sertifikaatit', selected: true })).toBeTruthy();
    const days = daysBetween(formatIsoDate(new Date()), '2099-12-31');
    expect(screen.getAllByText(`Voimassa, vanhenee ${days} päivän kuluttua`)).toHaveLength(2);
    expect(screen.getByText('Vanhentunut 14.01.2022')).toBeTruthy();
    expect(screen.getByText('Pätevän myöntämä')).toBeTruthy();
    // Own certificates can be changed; the association's cannot (the API would answer 409).
    expect(screen.getByRole('button', { name: 'Muokkaa sertifikaattia ISO 9001 laadunhallinta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Muokkaa sertifikaattia Pätevä ympäristösertifikaatti' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Poista sertifikaatti Pätevä ympäristösertifikaatti' })).toBeNull();
    expect(screen.getByText('Vain Pätevän toimisto voi muuttaa')).toBeTruthy();
  });

  it('shows an empty state and no change controls to a member without company_details', async () => {
    answer([], buildMembership({ companyAdmin: false }));
    open();
    expect(await screen.findByText('Yritykselle ei ole lisätty sertifikaatteja.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lisää sertifikaatti' })).toBeNull();
  });

  it('adds a certificate of another body: only other bodies’ types are offered, Finnish errors first', async () => {
    const sent = answer([]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää sertifikaatti' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    expect(await dialog.findByText('Sertifikaatin nimi on pakollinen.')).toBeTruthy();
    expect(dialog.getByText('Myöntäjä on pakollinen.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^Sertifikaatin nimi/), { target: { value: 'ISO 45001' } });
    fireEvent.change(dialog.getByLabelText(/^Myöntäjä/), { target: { value: 'Bureau Veritas' } });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Tyyppi/ }));
    expect(await screen.findByRole('option', { name: 'ISO 45001' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Ympäristösertifikaatti' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'ISO 45001' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Sertifikaatti lisätty')).toBeTruthy();
    await waitFor(() => expect(sent).toEqual([{ certificate_name: 'ISO 45001', issuer: 'Bureau Veritas', certificate_type_id: 103, is_person_certificate: false }]));
  });

  it('links the attached PDF for download and offers attaching one to own certificates only', async () => {
    answer([certificate({ filename: 'ISO 9001 todistus.pdf' }), ISSUED]);
    open();
    const link = await screen.findByRole('link', { name: 'Lataa sertifikaatin ISO 9001 laadunhallinta PDF' });
    expect(link.getAttribute('href')).toBe('/api/companies/7/certificates/11/file');
    // The association's own certificate: its PDF made by the portal (with the QR code to the public registry), nothing to attach.
    const issuedPdf = screen.getByRole('link', { name: 'Lataa sertifikaatin Pätevä ympäristösertifikaatti PDF-todistus' });
    expect(issuedPdf.getAttribute('href')).toBe('/api/companies/7/certificates/13/pdf');
    expect(screen.getByRole('link', { name: /^Rekisterissä: Pätevä ympäristösertifikaatti/ }).getAttribute('href')).toBe('/rekisteri/todistus/FI-QMS-1');
    expect(screen.queryByText('Ei tiedostoa')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Liitä PDF sertifikaattiin Pätevä ympäristösertifikaatti' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Liitä PDF sertifikaattiin ISO 9001 laadunhallinta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sertifikaatin PDF: ISO 9001 laadunhallinta' }));
    expect(dialog.getByText('Sertifikaatti PDF-tiedostona')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
