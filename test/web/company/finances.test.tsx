import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CompanyPage } from '../../../src/pages/company/CompanyPage';
import type { FinancialYear } from '../../../src/domain/entities/financialYear';
import { DESCRIBABLES } from '../../../src/domain/describables';
import { FINANCE_MESSAGES } from '../../../src/domain/finances';
import { api, renderPage, server, setUpApi } from '../pages/helpers';
import { buildCompany, buildMembership, buildUser } from './fixtures';

setUpApi();

const open = (url = '/companies/7/finances') => renderPage('/companies/:companyId/*', url, <CompanyPage />);
const location = () => screen.getByTestId('location').textContent;

const YEAR_2024: FinancialYear = {
  id: 4,
  companyId: 7,
  year: 2024,
  periodStart: '2024-01-01',
  periodEnd: '2024-12-31',
  turnover: 12500000,
  operatingProfit: 750000,
  netResult: 520000,
  equity: 3000000,
  balanceSheetTotal: 8200000,
  receivedAdvances: 200000,
  currentAssets: 5000000,
  inventories: 1000000,
  currentLiabilities: 2500000,
  personnelCount: 48,
  additionalInfo: null,
  equityRatio: 37.5,
  quickRatio: 1.6,
  currentRatio: 2,
  operatingMargin: 6,
  files: [{ id: 9, financialYearId: 4, fileTypeIds: [1], name: 'Tase 2024.pdf', mimeType: 'application/pdf', byteSize: 52000, createdAt: '2025-03-01T10:00:00.000Z' }],
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};

const types = DESCRIBABLES['financial-document-types'].map((t) => ({ id: t.id, shortDescription: t.shortDescription, longDescription: null, helpText: null, languageCode: 'FI', orderNumber: t.id }));

function answer(years: FinancialYear[], errors: string[], membership = buildMembership()) {
  server.use(
    http.get(api('/users/me'), () => HttpResponse.json(buildUser([membership]))),
    http.get(api('/companies/7'), () => HttpResponse.json(buildCompany())),
    http.get(api('/companies/7/financial-years'), () => HttpResponse.json({ data: years, meta: { currentPage: 1, perPage: 25, total: years.length, lastPage: 1 } })),
    http.get(api('/companies/7/financial-years/validate'), () => HttpResponse.json({ valid: errors.length === 0, errors, years: years.map((y) => y.year) })),
    http.get(api('/descriptions/financial-document-types'), () => HttpResponse.json(types)),
  );
}

describe('finances (Talous)', () => {
  it('listing: years with money and equity ratio in Finnish, the documents, and what is missing as a danger toast and on the page', async () => {
    answer([YEAR_2024], [FINANCE_MESSAGES.onlyOne(2024), FINANCE_MESSAGES.profitAndLoss(2024)]);
    open();
    expect(await screen.findByText('2024')).toBeTruthy();
    expect(screen.getByText('01.01.2024–31.12.2024')).toBeTruthy();
    expect(screen.getByText('37,5 %')).toBeTruthy();
    expect(screen.getByText('Tase 2024.pdf')).toBeTruthy();
    expect(screen.getByText(/12\s500\s000\s€/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Talous', selected: true })).toBeTruthy();
    // The page's list and the first toast (react-admin shows toasts one at a time).
    await waitFor(() => expect(screen.getAllByText(FINANCE_MESSAGES.onlyOne(2024)).length).toBe(2));
    expect(screen.getByText('Tilinpäätöstiedoista puuttuu')).toBeTruthy();
  });

  it('creating: the form checks in Finnish, saves, and goes on to the new year\'s documents (editing_files)', async () => {
    answer([], [FINANCE_MESSAGES.none]);
    const sent: unknown[] = [];
    server.use(
      http.post(api('/companies/7/financial-years'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...YEAR_2024, id: 5, files: [] }, { status: 201 });
      }),
      http.get(api('/companies/7/financial-years/5'), () => HttpResponse.json({ ...YEAR_2024, id: 5, files: [] })),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää tilikausi' }));
    const form = await screen.findByRole('dialog', { name: 'Lisää tilikausi' });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Tilikauden alkupäivä on pakollinen.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^Tilikausi \(vuosi\)/), { target: { value: '2024' } });
    fireEvent.change(within(form).getByLabelText(/^Tilikausi alkaa/), { target: { value: '1.1.2024' } });
    fireEvent.change(within(form).getByLabelText(/^Tilikausi päättyy/), { target: { value: '31.12.2024' } });
    fireEvent.change(within(form).getByLabelText(/^Liikevaihto/), { target: { value: '12 500 000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tilikausi lisätty')).toBeTruthy();
    expect(sent[0]).toMatchObject({ year: '2024', period_start: '2024-01-01', period_end: '2024-12-31', turnover: '12 500 000' });
    const files = await screen.findByRole('dialog', { name: 'Tilikauden 2024 asiakirjat' });
    expect(within(files).getByText('Tilikaudelle ei ole lisätty asiakirjoja.')).toBeTruthy();
    // The upload waits for a document type.
    expect((within(files).getByRole('button', { name: 'Valitse tiedosto' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await within(files).findByRole('checkbox', { name: 'Tase' }));
    expect((within(files).getByRole('button', { name: 'Valitse tiedosto' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('editing_figures and editing_files of a year; removing a document asks first', async () => {
    answer([YEAR_2024], []);
    let removed = 0;
    server.use(
      http.get(api('/companies/7/financial-years/4'), () => HttpResponse.json(YEAR_2024)),
      http.put(api('/companies/7/financial-years/4'), async ({ request }) => HttpResponse.json({ ...YEAR_2024, ...((await request.json()) as object) })),
      http.delete(api('/companies/7/financial-years/4/files/9'), () => {
        removed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    open();
    expect(await screen.findByText('Kahden viimeisimmän päättyneen tilikauden tilinpäätösasiakirjat on lisätty.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Muokkaa lukuja: tilikausi 2024' }));
    const form = await screen.findByRole('dialog', { name: 'Muokkaa tilikauden lukuja' });
    await waitFor(() => expect((within(form).getByLabelText(/^Henkilöstö/) as HTMLInputElement).value).toBe('48'));
    fireEvent.change(within(form).getByLabelText(/^Henkilöstö/), { target: { value: '52' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Tilikauden tiedot tallennettu')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/companies/7/finances'));

    fireEvent.click(await screen.findByRole('button', { name: 'Tilikauden 2024 asiakirjat' }));
    expect(location()).toBe('/companies/7/finances/4/files');
    const files = await screen.findByRole('dialog', { name: 'Tilikauden 2024 asiakirjat' });
    const link = await within(files).findByRole('link', { name: 'Lataa Tase 2024.pdf' });
    expect(link.getAttribute('href')).toBe('/api/companies/7/financial-years/4/files/9');
    fireEvent.click(within(files).getByRole('button', { name: 'Poista asiakirja Tase 2024.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Poistetaanko asiakirja?' });
    expect(removed).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Asiakirja poistettu')).toBeTruthy();
    expect(removed).toBe(1);
  });

  it('a member without the finances permission sees the years and documents but no change controls', async () => {
    answer([YEAR_2024], [], buildMembership({ companyAdmin: false, permissions: [] }));
    server.use(http.get(api('/companies/7/financial-years/4'), () => HttpResponse.json(YEAR_2024)));
    open();
    expect(await screen.findByText('Tase 2024.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lisää tilikausi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Muokkaa lukuja: tilikausi 2024' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tilikauden 2024 asiakirjat' }));
    const files = await screen.findByRole('dialog', { name: 'Tilikauden 2024 asiakirjat' });
    expect(await within(files).findByRole('link', { name: 'Lataa Tase 2024.pdf' })).toBeTruthy();
    expect(within(files).queryByRole('button', { name: 'Valitse tiedosto' })).toBeNull();
  });

  it('a year’s forms have addresses: opened by them, Back closes them (issue 19 §4)', async () => {
    answer([YEAR_2024], []);
    server.use(http.get(api('/companies/7/financial-years/4'), () => HttpResponse.json(YEAR_2024)));
    const { router } = open('/companies/7/finances/4/figures');
    const form = await screen.findByRole('dialog', { name: 'Muokkaa tilikauden lukuja' });
    await waitFor(() => expect((within(form).getByLabelText(/^Henkilöstö/) as HTMLInputElement).value).toBe('48'));
    // Opened from a link, Peruuta shows the year, and closing that lists the years.
    fireEvent.click(within(form).getByRole('button', { name: 'Peruuta' }));
    const shown = await screen.findByRole('dialog', { name: 'Tilikausi' });
    expect(location()).toBe('/companies/7/finances/4');
    fireEvent.click(within(shown).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/companies/7/finances');
    // From the list, the documents open on a new entry that Back closes.
    fireEvent.click(await screen.findByRole('button', { name: 'Tilikauden 2024 asiakirjat' }));
    expect(await screen.findByRole('dialog', { name: 'Tilikauden 2024 asiakirjat' })).toBeTruthy();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/companies/7/finances');
  });
});
