import { describe, expect, it } from 'vitest';
import { financialYearErrors, FINANCE_MESSAGES } from '../../src/domain/finances';
import { finnishToday, validateYears } from '../../server/modules/finances/service';
import { auditRows, companyWithAdmin, createUser, memberOf, signedIn, useTestApp, type Client } from './helpers';
import { png, pdf } from '../support/uploadFixtures';

const env = useTestApp();

const thisYear = Number(finnishToday().slice(0, 4));
const closed = (year: number) => ({ year, period_start: `${year}-01-01`, period_end: `${year}-12-31` });

async function addYear(client: Client, companyId: number, year: number, extra: Record<string, unknown> = {}) {
  const answer = await client.post(`/api/companies/${companyId}/financial-years`, { ...closed(year), ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number };
}

const addFile = (client: Client, companyId: number, yearId: number, types: number[], content = pdf(), name = 'tilinpaatos.pdf') =>
  client.upload(`/api/companies/${companyId}/financial-years/${yearId}/files`, [
    ...types.map((type) => ({ name: types.length > 1 ? 'file_type_id[]' : 'file_type_id', value: String(type) })),
    { name: 'file', file: { filename: name, content, type: 'application/pdf' } },
  ]);

describe('financial years', () => {
  it('adds a year with figures, answers the Finnish key ratios, lists newest first, changes and removes it (audited)', async () => {
    const { company, client } = await companyWithAdmin(env);
    const created = await client.post(`/api/companies/${company.id}/financial-years`, {
      ...closed(thisYear - 1),
      turnover: '12 500 000',
      operating_profit: 750000,
      net_result: 520000,
      equity: 3000000,
      balance_sheet_total: 8200000,
      received_advances: 200000,
      current_assets: 5000000,
      inventories: 1000000,
      current_liabilities: 2500000,
      personnel_count: 48,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      year: thisYear - 1,
      periodStart: `${thisYear - 1}-01-01`,
      turnover: 12500000,
      // 3 000 000 / (8 200 000 − 200 000) × 100
      equityRatio: 37.5,
      // (5 000 000 − 1 000 000) / 2 500 000
      quickRatio: 1.6,
      currentRatio: 2,
      operatingMargin: 6,
      files: [],
    });
    await addYear(client, company.id, thisYear - 2);
    const list = await client.get(`/api/companies/${company.id}/financial-years`);
    expect(list.body.data.map((y: { year: number }) => y.year)).toEqual([thisYear - 1, thisYear - 2]);
    expect(list.body.meta).toMatchObject({ currentPage: 1, total: 2 });

    const changed = await client.put(`/api/companies/${company.id}/financial-years/${created.body.id}`, { equity: 4000000 });
    expect(changed.status).toBe(200);
    expect(changed.body.equityRatio).toBe(50);
    const removed = await client.request('DELETE', `/api/companies/${company.id}/financial-years/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(`/api/companies/${company.id}/financial-years/${created.body.id}`)).status).toBe(404);
    expect((await auditRows(env.db, company.id, 'financial_year')).map((row) => row.action)).toEqual(['create', 'create', 'update', 'delete']);
  });

  it('refuses in Finnish: a duplicate year, a period end before its start, a year not the period end year, a partial update breaking the period', async () => {
    const { company, client } = await companyWithAdmin(env);
    const year = await addYear(client, company.id, 2020);
    const twice = await client.post(`/api/companies/${company.id}/financial-years`, closed(2020));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Tilikausi 2020 on jo lisätty. Muokkaa sitä tai valitse toinen vuosi.');
    const backwards = await client.post(`/api/companies/${company.id}/financial-years`, { year: 2021, period_start: '2021-12-31', period_end: '2021-01-01' });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.period_end).toEqual(['Päättymispäivän on oltava alkupäivän jälkeen.']);
    const wrongYear = await client.post(`/api/companies/${company.id}/financial-years`, { ...closed(2021), year: 2019 });
    expect(wrongYear.body.errors.year).toEqual(['Tilikauden vuosi on sen päättymisvuosi.']);
    const money = await client.post(`/api/companies/${company.id}/financial-years`, { ...closed(2022), turnover: 'paljon' });
    expect(money.body.errors.turnover).toEqual(['Liikevaihto: anna kokonaisluku.']);
    const partial = await client.put(`/api/companies/${company.id}/financial-years/${year.id}`, { period_start: '2021-01-01' });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.period_end).toEqual(['Päättymispäivän on oltava alkupäivän jälkeen.']);
  });

  it('members read; only the finances permission, admins and the office change; another company is refused', async () => {
    const { company, client } = await companyWithAdmin(env);
    const year = await addYear(client, company.id, 2023);
    const plain = await memberOf(env, company.id);
    expect((await plain.client.get(`/api/companies/${company.id}/financial-years`)).status).toBe(200);
    expect((await plain.client.post(`/api/companies/${company.id}/financial-years`, closed(2022))).status).toBe(403);
    expect((await addFile(plain.client, company.id, year.id, [1])).status).toBe(403);
    const finance = await memberOf(env, company.id, { permissions: ['finances'] });
    expect((await finance.client.post(`/api/companies/${company.id}/financial-years`, closed(2022))).status).toBe(201);
    expect((await addFile(finance.client, company.id, year.id, [1])).status).toBe(201);
    const other = await companyWithAdmin(env);
    expect((await other.client.get(`/api/companies/${company.id}/financial-years/${year.id}/files`)).status).toBe(403);
    expect((await other.client.get(`/api/companies/${other.company.id}/financial-years/${year.id}`)).status).toBe(404);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [2] })).email);
    expect((await office.put(`/api/companies/${company.id}/financial-years/${year.id}`, { personnel_count: 12 })).status).toBe(200);
  });
});

describe('financial year documents', () => {
  it('uploads a PDF with one type or several (file_type_id[]), lists, downloads with its name and nosniff, removes (audited)', async () => {
    const { company, client } = await companyWithAdmin(env);
    const year = await addYear(client, company.id, 2024);
    const one = await addFile(client, company.id, year.id, [1], pdf(), 'Tase 2024.pdf');
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ fileTypeIds: [1], name: 'Tase 2024.pdf', mimeType: 'application/pdf', financialYearId: year.id });
    const both = await addFile(client, company.id, year.id, [2, 1, 2], pdf('/Title (yhdistetty) '));
    expect(both.body.fileTypeIds).toEqual([2, 1]);
    const files = await client.get(`/api/companies/${company.id}/financial-years/${year.id}/files`);
    expect(files.body.map((f: { id: number }) => f.id)).toEqual([one.body.id, both.body.id]);
    expect((await client.get(`/api/companies/${company.id}/financial-years/${year.id}`)).body.files).toHaveLength(2);

    const download = await env.app.inject({
      method: 'GET',
      url: `/api/companies/${company.id}/financial-years/${year.id}/files/${one.body.id}`,
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': client.address },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf())).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Tase 2024.pdf"; filename*=UTF-8''Tase%202024.pdf`);

    const removed = await client.request('DELETE', `/api/companies/${company.id}/financial-years/${year.id}/files/${one.body.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(`/api/companies/${company.id}/financial-years/${year.id}/files/${one.body.id}`)).status).toBe(404);
    expect((await auditRows(env.db, company.id, 'financial_year_file')).map((row) => row.action)).toEqual(['create', 'create', 'delete']);
  });

  it('refuses a PNG renamed .pdf, an HTML file, a zero-byte file, no file, a bad or missing type, an upload without the XSRF header', async () => {
    const { company, client } = await companyWithAdmin(env);
    const year = await addYear(client, company.id, 2024);
    const url = `/api/companies/${company.id}/financial-years/${year.id}/files`;
    const renamed = await addFile(client, company.id, year.id, [1], await png(), 'tase.pdf');
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.file).toEqual(['Tiedoston tyyppi ei ole sallittu. Sallitut tyypit: PDF.']);
    const page = await addFile(client, company.id, year.id, [1], Buffer.from('<html><script>alert(1)</script></html>'), 'tase.pdf');
    expect(page.status).toBe(422);
    const empty = await addFile(client, company.id, year.id, [1], Buffer.alloc(0));
    expect(empty.body.errors.file).toEqual(['Tiedosto on tyhjä.']);
    const none = await client.upload(url, [{ name: 'file_type_id', value: '1' }]);
    expect(none.body.errors.file).toEqual(['Valitse tiedosto.']);
    const badType = await addFile(client, company.id, year.id, [4]);
    expect(badType.status).toBe(422);
    expect(badType.body.errors.file_type_id[0]).toMatch(/^Valitse asiakirjan tyyppi/);
    const noType = await client.upload(url, [{ name: 'file', file: { filename: 'a.pdf', content: pdf() } }]);
    expect(noType.body.errors.file_type_id[0]).toMatch(/^Valitse asiakirjan tyyppi/);
    const json = await client.post(url, { file_type_id: 1 });
    expect(json.status).toBe(415);
    const noXsrf = await client.upload(url, [{ name: 'file_type_id', value: '1' }, { name: 'file', file: { filename: 'a.pdf', content: pdf() } }], { xsrf: false });
    expect(noXsrf.status).toBe(419);
    expect((await client.get(url)).body).toEqual([]);
    const missingYear = await addFile(client, company.id, 999999999, [1]);
    expect(missingYear.status).toBe(404);
  });
});

describe('GET /companies/{id}/financial-years/validate', () => {
  it('none, one year, two years with 1+2, with 9, with only 1; the latest closed years are the ones looked at', async () => {
    const { company, client } = await companyWithAdmin(env);
    const url = `/api/companies/${company.id}/financial-years/validate`;
    expect((await client.get(url)).body).toEqual({ valid: false, errors: [FINANCE_MESSAGES.none], years: [] });

    const last = await addYear(client, company.id, thisYear - 1);
    await addFile(client, company.id, last.id, [1]);
    await addFile(client, company.id, last.id, [2]);
    expect((await client.get(url)).body).toEqual({ valid: false, errors: [FINANCE_MESSAGES.onlyOne(thisYear - 1)], years: [thisYear - 1] });

    const previous = await addYear(client, company.id, thisYear - 2);
    await addFile(client, company.id, previous.id, [1]);
    expect((await client.get(url)).body).toEqual({ valid: false, errors: [FINANCE_MESSAGES.profitAndLoss(thisYear - 2)], years: [thisYear - 1, thisYear - 2] });

    await addFile(client, company.id, previous.id, [9]);
    expect((await client.get(url)).body).toEqual({ valid: true, errors: [], years: [thisYear - 1, thisYear - 2] });

    // An older year without documents is not looked at; the open current year is not either.
    await addYear(client, company.id, thisYear - 3);
    await client.post(`/api/companies/${company.id}/financial-years`, { year: thisYear, period_start: `${thisYear}-01-01`, period_end: `${thisYear}-12-31` });
    expect((await client.get(url)).body.valid).toBe(true);
    // As if a year later: this year is closed and has nothing, the year before last drops out.
    const later = await validateYears(env.db, company.id, `${thisYear + 1}-01-15`);
    expect(later).toEqual({
      valid: false,
      errors: [FINANCE_MESSAGES.balanceSheet(thisYear), FINANCE_MESSAGES.profitAndLoss(thisYear)],
      years: [thisYear, thisYear - 1],
    });
    expect(FINANCE_MESSAGES.balanceSheet(2024)).toBe('Tilikaudelta 2024 puuttuu tase (tai yhdistetty tuloslaskelma ja tase).');
  });

  it('a period that ends today is not closed yet; only a balance sheet and audit report per year is not enough (domain)', () => {
    const years = [
      { year: 2025, periodEnd: '2025-06-30', fileTypeIds: [1, 3] },
      { year: 2024, periodEnd: '2024-06-30', fileTypeIds: [1, 2] },
      { year: 2023, periodEnd: '2023-06-30', fileTypeIds: [9] },
    ];
    expect(financialYearErrors(years, '2025-06-30')).toEqual([]);
    expect(financialYearErrors(years, '2025-07-01')).toEqual([FINANCE_MESSAGES.profitAndLoss(2025)]);
  });
});
