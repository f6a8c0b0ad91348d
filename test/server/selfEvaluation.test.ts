/** The company's self-evaluation of an audit programme (issue 21): who reads and writes, the auditor's score beside, closed once the report is sent. */
import { describe, expect, it } from 'vitest';
import { auditRows, useTestApp } from './helpers';
import { auditedCompany } from './auditWorkFixtures';

const env = useTestApp();
const url = (companyId: number, programId: number) => `/api/companies/${companyId}/audit-programs/${programId}/self-evaluation`;

describe('self-evaluation', () => {
  it('answers the 16 sections; the admin writes, what a write leaves out stays; audited', async () => {
    const s = await auditedCompany(env);
    const path = url(s.company.id, s.programId);
    const empty = await s.memberClient.get(path);
    expect(empty.status).toBe(200);
    expect(empty.body.sections).toHaveLength(16);
    expect(empty.body.sections[0]).toMatchObject({ sectionId: 1, name: 'Yrityksen liikevaihto, henkilöstö ja omistus', score: null, comment: null, auditorScore: null });
    expect(empty.body.canWrite).toBe(false);
    expect((await s.adminClient.get(path)).body.canWrite).toBe(true);

    const first = await s.adminClient.put(path, { sections: [{ section_id: 1, score: 4, comment: 'Kasvussa' }, { section_id: 16, score: 2 }] });
    expect(first.status).toBe(200);
    expect(first.body.sections[0]).toMatchObject({ score: 4, comment: 'Kasvussa' });
    expect(first.body.sections[15]).toMatchObject({ score: 2, comment: null });
    const second = await s.adminClient.put(path, { sections: [{ section_id: 1, comment: 'Tasainen' }] });
    expect(second.body.sections[0]).toMatchObject({ score: 4, comment: 'Tasainen' });
    expect(second.body.sections[15]).toMatchObject({ score: 2 });
    expect(second.body.updatedAt).not.toBeNull();
    expect((await auditRows(env.db, s.company.id, 'audit_self_evaluation')).length).toBe(2);
  });

  it('refuses a member, an auditor and bad input in Finnish; another company path and an unassigned auditor get 404', async () => {
    const s = await auditedCompany(env);
    const path = url(s.company.id, s.programId);
    expect((await s.memberClient.put(path, { sections: [{ section_id: 1, score: 3 }] })).status).toBe(403);
    expect((await s.primaryClient.put(path, { sections: [{ section_id: 1, score: 3 }] })).status).toBe(403);
    const bad = await s.adminClient.put(path, { sections: [{ section_id: 17, score: 6, comment: 'a\u0000' }] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toContain('Pisteiden on oltava kokonaisluku 0–5.');
    expect(JSON.stringify(bad.body.errors)).toContain('Tuntematon osio');
    const twice = await s.adminClient.put(path, { sections: [{ section_id: 2, score: 1 }, { section_id: 2, score: 2 }] });
    expect(twice.status).toBe(422);
    expect(JSON.stringify(twice.body.errors)).toContain('Sama osio on annettu kahdesti.');
    expect((await s.strangerClient.get(path)).status).toBe(404);
    expect((await s.office.get(url(s.company.id + 100000, s.programId))).status).toBe(404);
    expect((await s.office.get(url(s.company.id, 999999999))).status).toBe(404);
  });

  it("staff see the auditor's score (mean of the section's observation scores, one decimal); the company once the report is sent; then it is closed", async () => {
    const s = await auditedCompany(env);
    const path = url(s.company.id, s.programId);
    const questions = await env.db
      .insertInto('audit_questions')
      .values([1, 2, 3].map((n) => ({ symbolic_name: `selfeval-${s.programId}-${n}`, text: `Kysymys ${n}`, section_id: n === 3 ? 2 : 1 })))
      .returning('id')
      .execute();
    await env.db
      .insertInto('audit_answers')
      .values([
        { program_id: s.programId, question_id: questions[0].id, score: 4 },
        { program_id: s.programId, question_id: questions[1].id, score: 3 },
        { program_id: s.programId, question_id: questions[2].id, score: null },
      ])
      .execute();
    for (const client of [s.primaryClient, s.secondaryClient, s.masterClient, s.office]) {
      const seen = await client.get(path);
      expect(seen.status).toBe(200);
      expect(seen.body.sections[0].auditorScore).toBe(3.5);
      expect(seen.body.sections[1].auditorScore).toBeNull();
    }
    expect((await s.adminClient.get(path)).body.sections[0].auditorScore).toBeNull();

    await env.db.updateTable('audit_reports').set({ status_id: 2, sent_at: new Date().toISOString() }).where('program_id', '=', s.programId).execute();
    const closed = await s.adminClient.get(path);
    expect(closed.body).toMatchObject({ closed: true, canWrite: false });
    expect(closed.body.sections[0].auditorScore).toBe(3.5);
    const refused = await s.adminClient.put(path, { sections: [{ section_id: 1, score: 5 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Itsearviointia ei voi enää muuttaa: auditointiraportti on jo lähetetty yritykselle tai auditointi on päättynyt.');
  });
});
