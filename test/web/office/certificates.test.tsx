import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { OfficeCertificateRecord } from '../../../src/domain/entities/officeCertificate';
import { officeUser, stubApi } from '../shell/fetchStub';
import { renderStaffArea } from '../shell/renderStaffArea';
import { lookupRoutes } from './applicationsFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const record: OfficeCertificateRecord = {
  id: 31,
  companyId: 5,
  company: { id: 5, name: 'Rakennus Virtanen Oy', registrationNumber: '2900000-4' },
  certificateName: 'Pätevä ympäristösertifikaatti',
  certificateTypeId: 5,
  certificateNumber: 'PTV-2026-000031',
  issuer: 'Pätevä',
  validFrom: '2026-01-15',
  validUntil: '2029-01-14',
  status: 'valid',
  heldStatus: 'active',
  issuedByAssociation: true,
  decidedAt: '2026-01-15',
  scope: 'Talonrakennus',
  location: 'Helsinki',
  industries: [],
};
const page = (data: OfficeCertificateRecord[]) => ({ body: { data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } } });
const history = { body: { events: [{ id: 1, event: 'issued', reason: null, userName: 'Tiina Toimisto', createdAt: '2026-01-15T08:00:00.000Z' }], reminders: [{ stageDays: 90, validUntil: '2029-01-14', recipients: ['ville@example.test'], sentAt: '2028-10-16T05:00:00.000Z' }] } };

describe('office: Sertifikaatit', () => {
  it('starts with the valid search (type 5, latest end first) and switches to the expired one (by company name, descending)', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(['certificate-types']),
      'GET /api/certificates': page([record]),
    });
    renderStaffArea('/office/certificates');
    expect(await screen.findByText('Rakennus Virtanen Oy')).toBeTruthy();
    const first = calls.find((call) => call.path === '/api/certificates');
    expect(first?.query.get('valid')).toBe('true');
    expect(first?.query.getAll('certificate_type_ids[]')).toEqual(['5']);
    expect([first?.query.get('sort'), first?.query.get('order')]).toEqual(['validUntil', 'desc']);
    expect(screen.getByRole('link', { name: 'Avaa sertifikaatti PTV-2026-000031' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Vanhentuneet' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/certificates' && call.query.get('valid') === 'false')).toBe(true));
    const expired = calls.filter((call) => call.path === '/api/certificates' && call.query.get('valid') === 'false').at(-1);
    expect(expired?.query.get('certificate_type_id')).toBe('5');
    expect(expired?.query.has('certificate_type_ids[]')).toBe(false);
    expect([expired?.query.get('sort'), expired?.query.get('order')]).toEqual(['company', 'desc']);
  });

  it("suspends a certificate after a confirmation that asks the reason, and shows its history and reminders", async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: officeUser },
      ...lookupRoutes(['certificate-types']),
      'GET /api/certificates/31': { body: record },
      'GET /api/certificates/31/history': history,
      'POST /api/certificates/31/suspend': { body: { ...record, status: 'suspended', heldStatus: 'suspended' } },
    });
    renderStaffArea('/office/certificates/31/show');
    expect(await screen.findByRole('heading', { name: 'Pätevä ympäristösertifikaatti PTV-2026-000031' })).toBeTruthy();
    expect(await screen.findByText(/Myönnetty \(Tiina Toimisto\)/)).toBeTruthy();
    expect(screen.getByText(/90 päivää ennen \(14\.01\.2029\): lähetetty .* vastaanottajille ville@example.test/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Keskeytä' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Keskeytetäänkö sertifikaatti PTV-2026-000031?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keskeytä' }));
    expect(await dialog.findByText('Kerro syy.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(dialog.getByLabelText(/Syy/), { target: { value: 'Poikkeamat korjaamatta' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Keskeytä' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Poikkeamat korjaamatta' }));
    expect(await screen.findByText('Sertifikaatti keskeytetty')).toBeTruthy();
  });
});
