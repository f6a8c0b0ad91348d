/**
 * The e2e portal's embedded database for the audit flow's one shortcut (issue 21): a company of the
 * test's own, with the registered user as its admin, and its quality certificate application in
 * evaluation (the company's application and the office's first look are walked through in
 * applicationFlow.test.ts and applicationReview.test.ts). Nothing of the demo data is touched.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ApplicationStatus, ApplicationType } from '../../src/domain/codes';

async function client(dataDir: string): Promise<pg.Client> {
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const db = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'pateva' });
  await db.connect();
  return db;
}

/** A valid Finnish business ID (Y-tunnus) from seven digits: its check digit by the weights 7 9 10 5 8 4 2. */
function businessId(seed: number): string {
  for (let base = seed % 10_000_000; ; base = (base + 1) % 10_000_000) {
    const digits = String(base).padStart(7, '0');
    const sum = [7, 9, 10, 5, 8, 4, 2].reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    if (rest === 1) continue;
    return `${digits}-${rest === 0 ? 0 : 11 - rest}`;
  }
}

/**
 * The company (named `companyName`, a fresh business ID) with the user of `adminEmail` as its active
 * admin, and its quality certificate application in evaluation with the office's Tiina Toimisto responsible.
 */
export async function applicationInEvaluation(dataDir: string, companyName: string, adminEmail: string): Promise<{ companyId: number; appId: number }> {
  const db = await client(dataDir);
  try {
    await db.query('begin');
    const admin = await db.query<{ id: string; person_id: string }>('select id, person_id from users where email = $1', [adminEmail]);
    const office = await db.query<{ person_id: string }>("select person_id from users where email = 'toimisto@pateva.test'");
    let registration = businessId(Date.now() % 10_000_000);
    while ((await db.query('select 1 from companies where registration_number = $1', [registration])).rowCount) registration = businessId(Number(registration.slice(0, 7)) + 1);
    const company = await db.query<{ id: string }>('insert into companies (name, registration_number) values ($1, $2) returning id', [companyName, registration]);
    const companyId = Number(company.rows[0].id);
    await db.query(
      `insert into company_people (company_id, person_id, user_id, status, email, company_admin, company_contact_person, decided_at)
       values ($1, $2, $3, 'active', $4, true, true, now())`,
      [companyId, admin.rows[0].person_id, admin.rows[0].id, adminEmail],
    );
    const app = await db.query<{ id: string }>(
      `insert into applications (company_id, application_target_id, application_type_id, application_status_id, pateva_responsible_person_id, sent_at)
       values ($1, $2, $2, $3, $4, now() - interval '14 days') returning id`,
      [companyId, ApplicationType.qualityCertificate, ApplicationStatus.inEvaluation, office.rows[0].person_id],
    );
    await db.query('commit');
    return { companyId, appId: Number(app.rows[0].id) };
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    await db.end();
  }
}
