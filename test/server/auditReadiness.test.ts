/** Issue 21 and ISO/IEC 17021-1 9.5: a certificate application's evaluation is done only on a ready audit report. */
import { describe, expect, it } from 'vitest';
import { createCompany, createUser, signedIn, useTestApp } from './helpers';
import { OFFICE, insertApplication } from './applicationReviewFixtures';
import { ApplicationStatus, ApplicationType } from '../../src/domain/codes';
import { AuditReportStatus } from '../../src/domain/auditCodes';
import { AUDIT_REPORT_NOT_READY } from '../../server/modules/applicationReview/auditReadiness';

const env = useTestApp();

describe('the audit report before the evaluation is done', () => {
  it('refuses "audit done" for a certificate application until its report is ready; a qualification needs none', async () => {
    const company = await createCompany(env.db);
    const office = await signedIn(env.app, (await createUser(env.db, { permissions: [OFFICE] })).email);
    const quality = await insertApplication(env.db, company.id, { typeId: ApplicationType.qualityCertificate, statusId: ApplicationStatus.inEvaluation });
    const done = { application_status_id: ApplicationStatus.auditDone };

    // No programme at all.
    const none = await office.post(`/api/applications/${quality}/status`, done);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(AUDIT_REPORT_NOT_READY);

    // A programme whose report the master has not accepted yet.
    const program = await env.db.insertInto('audit_programs').values({ company_id: company.id, certificate_type_id: 2, application_id: quality }).returning('id').executeTakeFirstOrThrow();
    await env.db.insertInto('audit_reports').values({ program_id: program.id, status_id: AuditReportStatus.accepted }).execute();
    expect((await office.post(`/api/applications/${quality}/status`, done)).status).toBe(422);
    expect((await env.db.selectFrom('applications').select('application_status_id').where('id', '=', quality).executeTakeFirstOrThrow()).application_status_id).toBe(ApplicationStatus.inEvaluation);

    await env.db.updateTable('audit_reports').set({ status_id: AuditReportStatus.ready }).where('program_id', '=', program.id).execute();
    const ready = await office.post(`/api/applications/${quality}/status`, done);
    expect(ready.status).toBe(200);
    expect(ready.body.applicationStatusId).toBe(ApplicationStatus.auditDone);

    const qualification = await insertApplication(env.db, company.id, { typeId: ApplicationType.qualification, statusId: ApplicationStatus.inEvaluation });
    expect((await office.post(`/api/applications/${qualification}/status`, done)).status).toBe(200);
  });
});
