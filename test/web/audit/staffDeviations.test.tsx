/**
 * The staff's deviations (issue 21): /audit/deviations lists the auditor's deviations with fixes
 * waiting for review first and the overdue marked in words; a row opens the deviation modal at
 * /audit/deviations/12 with the company's taken action, evidence links and history, where "Hyväksy
 * korjaus" asks first and "Palauta korjattavaksi" needs a comment. /office/deviations reads every
 * company's with its filters and a link to each programme, and offers no decision.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import { DESCRIBABLES } from '../../../src/domain/describables';
import type { Deviation, DeviationListItem } from '../../../src/domain/deviations';
import { officeUser, stubApi } from '../shell/fetchStub';
import { auditorUser, json, LOOKUPS, renderArea } from './reportFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const ROUTES = { ...LOOKUPS, 'GET /api/descriptions/deviation-statuses': { body: DESCRIBABLES['deviation-statuses'] } };
const page = <T,>(data: T[]) => ({ data, meta: { currentPage: 1, perPage: 25, total: data.length, lastPage: 1 } });

const READY: DeviationListItem = {
  id: 12,
  programId: 3,
  companyId: 1,
  companyName: 'Rakennus Virtanen Oy',
  certificateTypeId: 2,
  questionId: 5,
  questionText: 'Miten laatu varmistetaan työmaalla?',
  sectionId: 12,
  severityId: 2,
  statusId: 2,
  description: 'Työmaan laatusuunnitelma puuttuu.',
  takenAction: 'Laatusuunnitelma laadittu kaikille työmaille.',
  toBeFixedByDate: '2026-01-15',
  fixSentAt: '2026-01-10T09:00:00.000Z',
  fixApprovedAt: null,
  auditorComment: null,
  overdue: true,
  createdAt: '2025-12-01T10:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
};
const OPEN: DeviationListItem = { ...READY, id: 13, severityId: 1, statusId: 1, description: 'Perehdytys kirjaamatta.', takenAction: null, fixSentAt: null, toBeFixedByDate: '2031-02-01', overdue: false };

const ONE: Deviation = {
  ...READY,
  files: [{ id: 3, name: 'laatusuunnitelma.pdf', mimeType: 'application/pdf', byteSize: 1200, createdAt: '2026-01-10T08:00:00.000Z', uploadedBy: 'Ville Virtanen' }],
  history: [
    { id: 1, event: 'raised', comment: null, at: '2025-12-01T10:00:00.000Z', by: 'Aino Auditoija' },
    { id: 2, event: 'fix_sent', comment: null, at: '2026-01-10T09:00:00.000Z', by: 'Ville Virtanen' },
  ],
};

describe('the staff deviation lists', { timeout: 120000 }, () => {
  it("lists the auditor's deviations with the ready ones first and opens one in the modal by its address", async () => {
    const { calls } = stubApi({ ...ROUTES, 'GET /api/users/me': { body: auditorUser }, 'GET /api/deviations': { body: page([READY, OPEN]) }, 'GET /api/deviations/12': { body: ONE } });
    renderArea('/audit/deviations');
    expect((await screen.findAllByText('Tarkastettavat poikkeamat')).length).toBeGreaterThan(0);
    const link = await screen.findByRole('link', { name: 'Avaa poikkeama: Työmaan laatusuunnitelma puuttuu.' });
    const list = calls.find((call) => call.path === '/api/deviations');
    expect(list?.query.get('sort')).toBe('readyFirst');
    expect(list?.query.get('order')).toBe('asc');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Rakennus Virtanen Oy')).toBeTruthy();
    expect(within(row).getByText('Miten laatu varmistetaan työmaalla?')).toBeTruthy();
    expect(await within(row).findByText('Vakava')).toBeTruthy();
    expect(await within(row).findByText('Valmis')).toBeTruthy();
    expect(within(row).getByText('15.01.2026')).toBeTruthy();
    expect(within(row).getByText('Myöhässä')).toBeTruthy();
    const other = screen.getByRole('link', { name: 'Avaa poikkeama: Perehdytys kirjaamatta.' }).closest('tr')!;
    expect(within(other).queryByText('Myöhässä')).toBeNull();

    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });
    expect(await within(dialog).findByText('Laatusuunnitelma laadittu kaikille työmaille.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Lataa laatusuunnitelma.pdf' }).getAttribute('href')).toBe('/api/deviations/12/files/3');
    expect(within(dialog).getByText(/Korjaus lähetetty · Ville Virtanen/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/deviations/12')).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poikkeama' })).toBeNull());
  });

  it('approves a fix only after a confirmation, and returns one only with a comment', async () => {
    let approved = false;
    const { calls } = stubApi({
      ...ROUTES,
      'GET /api/users/me': { body: auditorUser },
      'GET /api/deviations': { body: page([READY]) },
      'GET /api/deviations/12': async () => json(approved ? { ...ONE, statusId: 3, fixApprovedAt: '2026-01-11T09:00:00.000Z', overdue: false } : ONE),
      'POST /api/deviations/12/reject': async () => json({ ...ONE, statusId: 1, auditorComment: 'Vastuuhenkilö puuttuu.' }),
      'POST /api/deviations/12/approve': async () => {
        approved = true;
        return json({ ...ONE, statusId: 3 });
      },
    });
    const posts = (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
    renderArea('/audit/deviations/12');
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });

    // Returning needs the auditor's comment, checked before anything is sent.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Palauta korjattavaksi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Palauta' }));
    expect(await within(dialog).findByText('Kerro yritykselle, miksi korjaus palautetaan.')).toBeTruthy();
    expect(posts('/api/deviations/12/reject')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Kommentti yritykselle' }), { target: { value: 'Vastuuhenkilö puuttuu.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Palauta' }));
    await waitFor(() => expect(posts('/api/deviations/12/reject').map((call) => call.body)).toEqual([{ comment: 'Vastuuhenkilö puuttuu.' }]));
    expect(await screen.findByText('Korjaus palautettu yritykselle.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hyväksy korjaus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hyväksytäänkö korjaus?' });
    expect(posts('/api/deviations/12/approve')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hyväksy korjaus' }));
    await waitFor(() => expect(posts('/api/deviations/12/approve')).toHaveLength(1));
    expect(await screen.findByText('Korjaus hyväksytty.')).toBeTruthy();
    // Refreshed: accepted-fixed, so no decision is offered any more.
    expect(await within(dialog).findByText('Hyväksytty korjatuksi')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Hyväksy korjaus' })).toBeNull());
  });

  it('has nothing axe finds on the list with the modal open', async () => {
    stubApi({ ...ROUTES, 'GET /api/users/me': { body: auditorUser }, 'GET /api/deviations': { body: page([READY, OPEN]) }, 'GET /api/deviations/12': { body: ONE } });
    renderArea('/audit/deviations/12');
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });
    await within(dialog).findByRole('button', { name: 'Hyväksy korjaus' });
    await screen.findByRole('link', { name: 'Avaa poikkeama: Perehdytys kirjaamatta.', hidden: true });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it("gives the office every company's deviations with filters and programme links, read only", async () => {
    const { calls } = stubApi({
      ...ROUTES,
      'GET /api/users/me': { body: officeUser },
      'GET /api/deviations': { body: page([READY, OPEN]) },
      'GET /api/deviations/12': { body: ONE },
      'GET /api/companies': { body: page([]) },
    });
    renderArea('/office/deviations');
    const programme = (await screen.findAllByRole('link', { name: 'Avaa auditointiohjelma: Rakennus Virtanen Oy' }))[0]!;
    expect(programme.getAttribute('href')).toBe('/office/audit-programs/3/show');
    expect(calls.find((call) => call.path === '/api/deviations')?.query.get('sort')).toBe('toBeFixedByDate');
    for (const label of ['Yritys', 'Tila', 'Vakavuus', 'Myöhässä']) expect((await screen.findAllByLabelText(label)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Myöhässä').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('link', { name: 'Avaa poikkeama: Työmaan laatusuunnitelma puuttuu.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poikkeama' });
    expect(await within(dialog).findByText('Laatusuunnitelma laadittu kaikille työmaille.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Hyväksy korjaus' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Palauta korjattavaksi' })).toBeNull();
  });
});
