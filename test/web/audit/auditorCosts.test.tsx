/**
 * Auditor costs' screens (issue 21): the auditor's own costs at /audit/audit-programs/:id/costs with the
 * programme's totals, refused in the browser with the schema's Finnish message and saved by PUT
 * …/costs/{personId}; the office reads the same page without a form; the office's totals per auditor
 * over a period with the CSV link, and a reversed period refused before anything is asked.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUser } from '../../../src/authProvider/currentUser';
import type { AuditorCost, AuditorTotalsList, ProgramCosts, ProgramTotalsList } from '../../../src/domain/auditorCosts';
import { PERIOD_ORDER_MESSAGE } from '../../../src/domain/auditorCosts';
import { officeUser, stubApi } from '../shell/fetchStub';
import { auditorUser, json, renderArea } from './reportFixtures';

beforeEach(() => resetCurrentUser());
afterEach(() => vi.unstubAllGlobals());

const HOURS = 'Tuntien on oltava luku 0–9999 (enintään kaksi desimaalia).';

function cost(overrides: Partial<AuditorCost> = {}): AuditorCost {
  return {
    programId: 5,
    personId: 120,
    personName: 'Aino Auditoija',
    role: 'primary',
    preparationHours: 4,
    preparationDate: '2030-03-01',
    siteHours: null,
    siteDate: null,
    reportHours: null,
    reportDate: null,
    travellingHours: 2.5,
    distanceDriven: 120,
    otherTravellingCosts: null,
    perDiem: 51,
    lodgingCosts: null,
    perDiemPcs: 1,
    halfPerDiemPcs: null,
    hoursComplete: false,
    totalHours: 6.5,
    totalEuros: 51,
    canWrite: true,
    updatedAt: null,
    ...overrides,
  };
}

const programCosts = (rows: AuditorCost[]): ProgramCosts => ({
  programId: 5,
  companyName: 'Rakennus Virtanen Oy',
  rows,
  totals: { hours: rows.reduce((sum, row) => sum + row.totalHours, 0), distanceDriven: 120, euros: rows.reduce((sum, row) => sum + row.totalEuros, 0) },
});

describe('the auditor’s costs of a programme', { timeout: 120000 }, () => {
  it('shows the programme’s totals, refuses a bad number in Finnish, then saves the own row', async () => {
    let stored = cost();
    const { calls } = stubApi({
      'GET /api/users/me': { body: auditorUser },
      'GET /api/audit-programs/5/costs': async () => json(programCosts([stored, cost({ personId: 130, personName: 'Toinen Auditoija', role: 'secondary', canWrite: false, totalHours: 3, totalEuros: 0 })])),
      'GET /api/audit-programs/5/costs/120': async () => json(stored),
      'PUT /api/audit-programs/5/costs/120': async () => {
        stored = cost({ siteHours: 7.5, reportHours: 3, hoursComplete: true, totalHours: 17 });
        return json(stored);
      },
    });
    renderArea('/audit/audit-programs/5/costs');
    expect(await screen.findByRole('heading', { name: 'Kustannukset – Rakennus Virtanen Oy' })).toBeTruthy();
    // The programme's totals: 6,5 + 3 hours, 51 €.
    expect(await screen.findByText('9,5 h')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Auditoijien kustannukset' });
    expect(within(table).getByText('Toinen Auditoija')).toBeTruthy();
    expect(within(table).getAllByText('Tunnit puuttuvat')).toHaveLength(2);
    // Only the own row has a form.
    const form = await screen.findByRole('region', { name: 'Omat kustannuksesi' });
    expect(screen.queryByRole('region', { name: 'Kustannukset: Toinen Auditoija' })).toBeNull();
    expect((within(form).getByRole('textbox', { name: 'Valmistelutunnit' }) as HTMLInputElement).value).toBe('4');
    expect((within(form).getByRole('textbox', { name: 'Matkatunnit' }) as HTMLInputElement).value).toBe('2,5');
    expect(within(form).getByText(/raporttia ei voi lähettää/)).toBeTruthy();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Tunnit paikan päällä' }), { target: { value: 'seitsemän' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna kustannukset' }));
    expect(await within(form).findByText(HOURS)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Tunnit paikan päällä' }), { target: { value: '7,5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Raportointitunnit' }), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna kustannukset' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/audit-programs/5/costs/120');
    expect(put?.body).toMatchObject({ preparation_hours: '4', site_hours: '7,5', report_hours: '3', travelling_hours: '2,5', preparation_date: '2030-03-01' });
    expect(await screen.findByText('Kustannukset tallennettu.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/audit-programs/5/costs').length).toBeGreaterThan(1));
    // The programme's totals and the row read again: the hours are in.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Auditoijien kustannukset' })).getByText('Tunnit kirjattu')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText(/raporttia ei voi lähettää/)).toBeNull());
  });

  it('puts the server’s 422 beside its field', async () => {
    const { calls } = stubApi({
      'GET /api/users/me': { body: auditorUser },
      'GET /api/audit-programs/5/costs': { body: programCosts([cost()]) },
      'GET /api/audit-programs/5/costs/120': { body: cost() },
      'PUT /api/audit-programs/5/costs/120': { status: 422, body: { message: 'Annetuissa tiedoissa on virheitä.', errors: { per_diem: ['Summan on oltava euromäärä 0–99 999 999 (enintään kaksi desimaalia).'] } } },
    });
    renderArea('/audit/audit-programs/5/costs');
    const form = await screen.findByRole('region', { name: 'Omat kustannuksesi' });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna kustannukset' }));
    expect(await within(form).findByText('Summan on oltava euromäärä 0–99 999 999 (enintään kaksi desimaalia).')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('the office reads the costs without a form', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/audit-programs/5/costs': { body: programCosts([cost()]) } });
    renderArea('/office/audit-programs/5/costs');
    expect(await screen.findByText('Aino Auditoija')).toBeTruthy();
    expect(screen.getByText(/vain luettavina/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tallenna kustannukset' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/audit-programs/5/costs/120')).toBe(false);
  });

  it('says so when the programme has no auditors yet', async () => {
    stubApi({ 'GET /api/users/me': { body: auditorUser }, 'GET /api/audit-programs/5/costs': { body: programCosts([]) } });
    renderArea('/audit/audit-programs/5/costs');
    expect(await screen.findByText(/ei ole vielä nimetty auditoijia/)).toBeTruthy();
  });
});

describe('Auditoijien kustannukset (office)', { timeout: 120000 }, () => {
  const totals: AuditorTotalsList = {
    from: null,
    to: null,
    data: [
      {
        personId: 120,
        personName: 'Aino Auditoija',
        programCount: 2,
        preparationHours: 8,
        siteHours: 15,
        reportHours: 6,
        travellingHours: 5,
        distanceDriven: 340.5,
        otherTravellingCosts: 12.5,
        perDiem: 102,
        lodgingCosts: 89,
        perDiemPcs: 2,
        halfPerDiemPcs: 1,
        totalHours: 34,
        totalEuros: 203.5,
      },
    ],
    totals: { hours: 34, distanceDriven: 340.5, euros: 203.5 },
  };

  it('lists the totals per auditor, narrows them to a period and links the same period’s CSV', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/auditor-costs': { body: totals } });
    renderArea('/office/auditor-costs');
    expect(await screen.findByRole('heading', { name: 'Auditoijien kustannukset' })).toBeTruthy();
    const row = (await screen.findByText('Aino Auditoija')).closest('tr') as HTMLElement;
    expect(within(row).getByText('340,5')).toBeTruthy();
    expect(within(row).getAllByText('203,50 €').length).toBe(1);
    expect(screen.getByText(/Yhteensä/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lataa CSV' }).getAttribute('href')).toBe('/api/auditor-costs/csv');

    fireEvent.change(screen.getByRole('textbox', { name: 'Alkaen' }), { target: { value: '1.1.2030' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Päättyen' }), { target: { value: '31.12.2030' } });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auditor-costs' && call.query.get('from') === '2030-01-01' && call.query.get('to') === '2030-12-31')).toBe(true));
    expect(screen.getByRole('link', { name: 'Lataa CSV' }).getAttribute('href')).toBe('/api/auditor-costs/csv?from=2030-01-01&to=2030-12-31');
  });

  it('lists the totals per programme, each linked to its costs page, with its own CSV', async () => {
    const { data: [sums] } = totals;
    const { personId: _person, personName: _name, programCount: _count, ...programSums } = sums;
    const programs: ProgramTotalsList = {
      ...totals,
      data: [{ ...programSums, programId: 31, companyId: 7, companyName: 'Rakennus Virtanen Oy', day: '2030-03-11', auditorCount: 2 }],
    };
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/auditor-costs': { body: totals }, 'GET /api/auditor-costs/programs': { body: programs } });
    renderArea('/office/auditor-costs');
    expect(await screen.findByText('Aino Auditoija')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ohjelmittain' }));
    const link = await screen.findByRole('link', { name: 'Rakennus Virtanen Oy · 11.03.2030' });
    expect(link.getAttribute('href')).toBe('/office/audit-programs/31/costs');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('340,5')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Auditointiohjelma' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Auditoijia' })).toBeTruthy();
    expect(screen.queryByText('Aino Auditoija')).toBeNull();
    expect(screen.getByRole('link', { name: 'Lataa CSV' }).getAttribute('href')).toBe('/api/auditor-costs/programs/csv');
    expect(calls.filter((call) => call.path === '/api/auditor-costs/programs')).toHaveLength(1);
  });

  it('refuses a period that ends before it starts, without asking', async () => {
    const { calls } = stubApi({ 'GET /api/users/me': { body: officeUser }, 'GET /api/auditor-costs': { body: { ...totals, data: [], totals: { hours: 0, distanceDriven: 0, euros: 0 } } } });
    renderArea('/office/auditor-costs');
    expect(await screen.findByText(/ei ole kirjattuja kustannuksia/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Alkaen' }), { target: { value: '1.6.2030' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Päättyen' }), { target: { value: '1.1.2030' } });
    expect(await screen.findByText(PERIOD_ORDER_MESSAGE)).toBeTruthy();
    expect(calls.some((call) => call.query.get('to') === '2030-01-01')).toBe(false);
  });
});
