/**
 * Company status (issue 22 §1): the office changes it with a reason; each change is in the status
 * history, the company's history and the audit log; monitoring starts with Resolve or Observe and
 * ends with Ok; the office companies list filters and sorts by it; the public registry shows a stopped company.
 */
import { describe, expect, it } from 'vitest';
import { auditRows, companyWithAdmin, createUser, signedIn, useTestApp } from './helpers';
import { issueCertificate } from '../../server/modules/certificates';

const env = useTestApp();
const OFFICE = 2;

const office = async () => signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);

describe('company status', () => {
  it('changes with a reason, in the status history, the company history and the audit log; monitoring starts and ends', async () => {
    const { company, client: admin } = await companyWithAdmin(env);
    const staff = await office();
    const url = `/api/companies/${company.id}/status`;

    const missing = await staff.put(url, { company_status_id: 3, reason: '   ' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.reason).toEqual(['Kirjoita muutoksen syy.']);
    const unknown = await staff.put(url, { company_status_id: 9, reason: 'Syy' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.company_status_id).toEqual(['Valitse yrityksen tila listalta.']);
    expect((await staff.put(url, { company_status_id: 3, reason: 'bad\u0000' })).status).toBe(422);

    const resolve = await staff.put(url, { company_status_id: 3, reason: 'Asiakkaan reklamaatio', auditor_comments: 'Seurataan tarkasti' });
    expect(resolve.status).toBe(200);
    expect(resolve.body).toMatchObject({ companyId: company.id, companyStatusId: 3, auditorComments: 'Seurataan tarkasti' });
    const started = resolve.body.monitoringStartedAt;
    expect(started).toEqual(expect.any(String));
    expect(resolve.body.changes).toEqual([expect.objectContaining({ fromStatusId: null, toStatusId: 3, reason: 'Asiakkaan reklamaatio' })]);

    // Moving between watching statuses keeps the day monitoring began; the notes stay when left out.
    const observe = await staff.put(url, { company_status_id: 5, reason: 'Selvitys saatu' });
    expect(observe.body).toMatchObject({ companyStatusId: 5, monitoringStartedAt: started, auditorComments: 'Seurataan tarkasti' });
    expect(observe.body.changes.map((c: { toStatusId: number }) => c.toStatusId)).toEqual([5, 3]);

    const ok = await staff.put(url, { company_status_id: 1, reason: 'Kunnossa', auditor_comments: '' });
    expect(ok.body).toMatchObject({ companyStatusId: 1, monitoringStartedAt: null, auditorComments: null });

    const history = await admin.get(`/api/companies/${company.id}/history`);
    expect(history.body.data.map((e: { content: string }) => e.content)).toEqual(
      expect.arrayContaining([
        'Yrityksen tila muutettu: ei tilaa → Selvitettävä. Syy: Asiakkaan reklamaatio',
        'Yrityksen tila muutettu: Selvitettävä → Seurannassa. Syy: Selvitys saatu',
        'Yrityksen tila muutettu: Seurannassa → Ok. Syy: Kunnossa',
      ]),
    );
    const audit = (await auditRows(env.db, company.id, 'company')).filter((row) => (row.after as { reason?: string } | null)?.reason);
    expect(audit.map((row) => (row.after as { reason: string; company_status_id: number }).company_status_id)).toEqual([3, 5, 1]);
    expect(audit[0].before).toMatchObject({ company_status_id: null });

    // The company reads its status on its record but neither the notes nor the history of changes.
    expect((await admin.get(url)).status).toBe(403);
    expect((await admin.put(url, { company_status_id: 1, reason: 'Itse' })).status).toBe(403);
    expect((await admin.get(`/api/companies/${company.id}`)).body.companyStatusId).toBe(1);
  });

  it('the office list filters and sorts by status', async () => {
    const staff = await office();
    const a = await companyWithAdmin(env, { name: 'Tila A Oy' });
    const b = await companyWithAdmin(env, { name: 'Tila B Oy' });
    await staff.put(`/api/companies/${a.company.id}/status`, { company_status_id: 4, reason: 'Odotetaan' });
    await staff.put(`/api/companies/${b.company.id}/status`, { company_status_id: 2, reason: 'Keskeytetty' });
    const stopped = await staff.get('/api/companies?company_status_id=2&q=Tila');
    expect(stopped.body.data.map((c: { name: string }) => c.name)).toEqual(['Tila B Oy']);
    const sorted = await staff.get('/api/companies?q=Tila&sort=companyStatusId&order=desc');
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.map((c: { name: string }) => c.name)).toEqual(['Tila A Oy', 'Tila B Oy']);
  });

  it('the public registry says a stopped company is stopped, and nothing more', async () => {
    const staff = await office();
    const { company } = await companyWithAdmin(env, { name: 'Pysäytetty Oy' });
    await env.db.transaction().execute((trx) => issueCertificate(trx, { companyId: company.id, certificateTypeId: 5, decidedAt: '2026-01-10', userId: null }));
    const before = await staff.get(`/api/public/companies/${company.registrationNumber}`);
    expect(before.status).toBe(200);
    expect(before.body.stopped).toBe(false);
    await staff.put(`/api/companies/${company.id}/status`, { company_status_id: 2, reason: 'Salainen syy' });
    const after = await staff.get(`/api/public/companies/${company.registrationNumber}`);
    expect(after.body.stopped).toBe(true);
    expect(JSON.stringify(after.body)).not.toContain('Salainen syy');
  });
});
