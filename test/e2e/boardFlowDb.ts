/**
 * The e2e portal's embedded database for the board flow's one shortcut: two applications whose
 * evaluation is done with a proposal to the board (the office review itself is walked through in
 * applicationReview.test.ts), and the certificate number the flow issued.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

async function client(dataDir: string): Promise<pg.Client> {
  const pid = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  const db = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'pateva' });
  await db.connect();
  return db;
}

/** A qualification application of the company (by name) in status 5 with one industry proposed for granting and the statement's proposal of acceptance. */
export async function proposedApplication(dataDir: string, companyName: string, symbolicNumber: string): Promise<{ appId: number; companyId: number }> {
  const db = await client(dataDir);
  try {
    const company = await db.query<{ id: string }>('select id from companies where name = $1', [companyName]);
    const companyId = Number(company.rows[0].id);
    const app = await db.query<{ id: string }>(
      `insert into applications (company_id, application_target_id, application_type_id, application_status_id, sent_at, finished_at)
       values ($1, 1, 1, 5, now() - interval '30 days', now() - interval '2 days') returning id`,
      [companyId],
    );
    const appId = Number(app.rows[0].id);
    await db.query(
      `insert into application_industries (application_id, classification_industry_id, granted)
       select $1, id, true from classification_industries where symbolic_number = $2`,
      [appId, symbolicNumber],
    );
    await db.query(`insert into application_reviews (application_id, section_id, review_status_id, comment) values ($1, 2, 1, 'Talous kunnossa'), ($1, 8, 6, 'Toimisto esittää myöntämistä')`, [appId]);
    return { appId, companyId };
  } finally {
    await db.end();
  }
}

/** The number of the certificate an application issued. */
export async function issuedNumber(dataDir: string, appId: number): Promise<string> {
  const db = await client(dataDir);
  try {
    const row = await db.query<{ certificate_number: string }>('select certificate_number from company_certificates where application_id = $1', [appId]);
    return row.rows[0].certificate_number;
  } finally {
    await db.end();
  }
}

/** Makes a registered user the admin and contact person of the company (by name), as an accepted join would. */
export async function makeCompanyAdmin(dataDir: string, companyName: string, email: string): Promise<void> {
  const db = await client(dataDir);
  try {
    await db.query(
      `insert into company_people (company_id, person_id, user_id, status, email, company_admin, company_contact_person, decided_at)
       select c.id, u.person_id, u.id, 'active', u.email, true, true, now() from companies c, users u where c.name = $1 and u.email = $2`,
      [companyName, email],
    );
  } finally {
    await db.end();
  }
}
