/** A company with an admin and a member, an audit programme with two auditors, and office and master auditor clients (issue 21 tests). */
import { companyWithAdmin, createUser, memberOf, signedIn, type TestEnv } from './helpers';

export const OFFICE = 2;
export const MASTER = 5;
export const AUDITOR = 6;

export async function auditedCompany(env: TestEnv) {
  const { admin, company, client: adminClient } = await companyWithAdmin(env);
  const member = await memberOf(env, company.id);
  const officeUser = await createUser(env.db, { permissions: [OFFICE] });
  const primary = await createUser(env.db, { permissions: [AUDITOR], firstName: 'Aino' });
  const secondary = await createUser(env.db, { permissions: [AUDITOR], firstName: 'Eero' });
  const stranger = await createUser(env.db, { permissions: [AUDITOR] });
  const master = await createUser(env.db, { permissions: [MASTER] });
  const program = await env.db
    .insertInto('audit_programs')
    .values({ company_id: company.id, certificate_type_id: 2, status_id: 2, planned_start_date: '2030-03-10', primary_auditor_id: primary.personId, secondary_auditor_id: secondary.personId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await env.db.insertInto('audit_reports').values({ program_id: program.id }).execute();
  return {
    admin,
    company,
    adminClient,
    memberClient: member.client,
    office: await signedIn(env.app, officeUser.email),
    primary,
    primaryClient: await signedIn(env.app, primary.email),
    secondary,
    secondaryClient: await signedIn(env.app, secondary.email),
    strangerClient: await signedIn(env.app, stranger.email),
    master,
    masterClient: await signedIn(env.app, master.email),
    programId: program.id,
  };
}
