/** Auditor costs (issue 21): own row, office any, validation, totals per programme and per auditor, CSV, contacts. */
import { describe, expect, it } from 'vitest';
import { auditRows, useTestApp } from './helpers';
import { auditedCompany } from './auditWorkFixtures';

const env = useTestApp();

describe('auditor costs', () => {
  it("an auditor writes their own row, not the other's; the office any; totals per programme", async () => {
    const s = await auditedCompany(env);
    const base = `/api/audit-programs/${s.programId}/costs`;
    const own = await s.primaryClient.put(`${base}/${s.primary.personId}`, {
      preparation_hours: '2,5',
      preparation_date: '1.3.2030',
      site_hours: 6,
      report_hours: 3,
      distance_driven: 120.5,
      per_diem: 51,
      lodging_costs: 99.9,
      per_diem_pcs: 1,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ preparationHours: 2.5, preparationDate: '2030-03-01', hoursComplete: true, totalHours: 11.5, totalEuros: 150.9, role: 'primary', canWrite: true });
    expect((await s.primaryClient.put(`${base}/${s.secondary.personId}`, { site_hours: 1 })).status).toBe(403);
    expect((await s.masterClient.put(`${base}/${s.secondary.personId}`, { site_hours: 1 })).status).toBe(403);
    const office = await s.office.put(`${base}/${s.secondary.personId}`, { site_hours: 4, other_travelling_costs: 10 });
    expect(office.body).toMatchObject({ siteHours: 4, hoursComplete: false });
    // What a write leaves out stays; null clears.
    const kept = await s.primaryClient.put(`${base}/${s.primary.personId}`, { lodging_costs: null });
    expect(kept.body).toMatchObject({ siteHours: 6, lodgingCosts: null, totalEuros: 51 });

    const all = await s.secondaryClient.get(base);
    expect(all.status).toBe(200);
    expect(all.body.rows.map((row: { role: string; canWrite: boolean }) => [row.role, row.canWrite])).toEqual([
      ['primary', false],
      ['secondary', true],
    ]);
    expect(all.body.totals).toEqual({ hours: 15.5, distanceDriven: 120.5, euros: 61 });
    expect((await auditRows(env.db, s.company.id, 'auditor_cost')).length).toBe(3);
  });

  it('refuses negative or malformed numbers and dates in Finnish; a person who is not the programme auditor and outsiders get 404', async () => {
    const s = await auditedCompany(env);
    const base = `/api/audit-programs/${s.programId}/costs`;
    const bad = await s.primaryClient.put(`${base}/${s.primary.personId}`, { site_hours: -1, distance_driven: 'paljon', site_date: '31.2.2030', per_diem_pcs: 1.5, extra: 1 });
    expect(bad.status).toBe(422);
    const text = JSON.stringify(bad.body);
    expect(text).toContain('Tuntien on oltava luku 0–9999');
    expect(text).toContain('Kilometrien on oltava luku');
    expect(text).toContain('Päivämäärä ei kelpaa');
    expect((await s.office.get(`${base}/${s.admin.personId}`)).status).toBe(404);
    expect((await s.strangerClient.get(base)).status).toBe(404);
    expect((await s.adminClient.get(base)).status).toBe(403);
  });

  it('totals per auditor over a period, and the CSV with Finnish headers, semicolons and a BOM (office only)', async () => {
    const s = await auditedCompany(env);
    const base = `/api/audit-programs/${s.programId}/costs`;
    await s.primaryClient.put(`${base}/${s.primary.personId}`, { site_hours: 7, site_date: '2030-03-11', per_diem: 20.5 });
    const totals = await s.office.get('/api/auditor-costs?from=2030-03-01&to=2030-03-31');
    expect(totals.status).toBe(200);
    const mine = totals.body.data.find((row: { personId: number }) => row.personId === s.primary.personId);
    expect(mine).toMatchObject({ programCount: 1, siteHours: 7, totalEuros: 20.5 });
    const outside = await s.office.get('/api/auditor-costs?from=2031-01-01');
    expect(outside.body.data.find((row: { personId: number }) => row.personId === s.primary.personId)).toBeUndefined();
    const reversed = await s.office.get('/api/auditor-costs?from=2030-12-01&to=2030-01-01');
    expect(reversed.status).toBe(422);
    expect(JSON.stringify(reversed.body)).toContain('Alkupäivä ei voi olla loppupäivän jälkeen.');
    const csv = await s.office.get('/api/auditor-costs/csv?from=2030-03-01&to=2030-03-31');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(String(csv.body).startsWith('\uFEFFAuditoija;Ohjelmia;')).toBe(true);
    expect(String(csv.body)).toContain('Aino Käyttäjä;1;0;7;');
    expect((await s.primaryClient.get('/api/auditor-costs')).status).toBe(403);
  });

  it('totals per programme over a period, and its CSV (office only)', async () => {
    const s = await auditedCompany(env);
    const base = `/api/audit-programs/${s.programId}/costs`;
    await s.primaryClient.put(`${base}/${s.primary.personId}`, { site_hours: 7, site_date: '2030-03-11', per_diem: 20.5, distance_driven: 100 });
    await s.secondaryClient.put(`${base}/${s.secondary.personId}`, { site_hours: 5, site_date: '2030-03-12', lodging_costs: 80 });
    // Both rows count in March; a period from the 12th counts only the secondary's (site visit on the 12th).
    const totals = await s.office.get('/api/auditor-costs/programs?from=2030-03-01&to=2030-03-31');
    expect(totals.status).toBe(200);
    const mine = totals.body.data.find((row: { programId: number }) => row.programId === s.programId);
    expect(mine).toMatchObject({ companyId: s.company.id, companyName: s.company.name, auditorCount: 2, siteHours: 12, distanceDriven: 100, totalHours: 12, totalEuros: 100.5 });
    expect(totals.body.totals.euros).toBeGreaterThanOrEqual(100.5);
    const onlyOne = await s.office.get('/api/auditor-costs/programs?from=2030-03-12&to=2030-03-31');
    expect(onlyOne.body.data.find((row: { programId: number }) => row.programId === s.programId)).toMatchObject({ auditorCount: 1, siteHours: 5, totalEuros: 80 });
    expect((await s.office.get('/api/auditor-costs/programs?from=2030-12-01&to=2030-01-01')).status).toBe(422);

    const csv = await s.office.get('/api/auditor-costs/programs/csv?from=2030-03-01&to=2030-03-31');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain('auditointiohjelmien-kustannukset-2030-03-01-2030-03-31.csv');
    expect(String(csv.body).startsWith('\uFEFFOhjelma;Yritys;Päivä;Auditoijia;Valmistelutunnit;')).toBe(true);
    expect(String(csv.body)).toContain(`${s.programId};${s.company.name};`);
    expect((await s.primaryClient.get('/api/auditor-costs/programs')).status).toBe(403);
    expect((await s.primaryClient.get('/api/auditor-costs/programs/csv')).status).toBe(403);
  });

  it('auditor contacts: audit role holders with roles and open programme counts, searched and paged', async () => {
    const s = await auditedCompany(env);
    const page = await s.primaryClient.get(`/api/auditor-contacts?paginate=true&page=1&q=${encodeURIComponent(s.primary.email)}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([
      expect.objectContaining({ personId: s.primary.personId, name: 'Aino Käyttäjä', email: s.primary.email, roles: ['auditor'], openProgramCount: 1 }),
    ]);
    const master = await s.office.get(`/api/auditor-contacts?q=${encodeURIComponent(s.master.email)}`);
    expect(master.body.data[0]).toMatchObject({ roles: ['master'], openProgramCount: 0 });
    expect(master.body.meta).toMatchObject({ currentPage: 1, total: 1 });
    expect((await s.adminClient.get('/api/auditor-contacts')).status).toBe(403);
    expect((await s.office.get('/api/auditor-contacts?page=0')).status).toBe(422);
  });
});
