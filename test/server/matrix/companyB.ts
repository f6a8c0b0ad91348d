/**
 * Company B's data for the staff-reach rows (issue 18 #1): what a company keeps that staff must not
 * read without a tie to it — a financial statement PDF, a certificate with its PDF, a reference, a
 * project, a history entry, an offer pack, an address and an application (`appB`, assigned to no
 * one). access.test.ts prepares it before the slices; each slice reads it with `readOfB`, and the
 * staff-reach test runs those rows again as the auditor assigned to `appB`, then unassigned.
 */
import { localStorage } from '../../../server/integrations/storage';
import { pdf } from '../../support/uploadFixtures';
import { testFilesDir } from '../helpers';
import type { Case, Expected, MatrixContext } from './presets';
import { signedInOnly } from './presets';

/** B's data is read by B's admin and office staff; A's people, the board member and the auditor (no tie to B) are refused. */
export const companyBReaders = (status: number): Expected => ({ ...signedInOnly(403), bAdmin: status, office: status, sysadmin: status });

/** A GET of B's data, answered `status` to those who read it; the staff-reach test runs it again with the auditor tied to B. */
export const readOfB = (path: (c: MatrixContext, b: number) => string, status = 200): Case => ({
  method: 'GET',
  path: (c) => path(c, c.companyB.id),
  expected: companyBReaders(status),
  readOfB: true,
});

async function storedPdf(c: MatrixContext, name: string): Promise<number> {
  const content = pdf();
  const hash = await localStorage(testFilesDir()).put(content);
  const file = await c.env.db
    .insertInto('files')
    .values({ hash, original_name: name, mime_type: 'application/pdf', byte_size: content.length, variants: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return file.id;
}

export async function prepareCompanyB(c: MatrixContext): Promise<void> {
  const b = c.companyB.id;
  const db = c.env.db;
  const year = await db.insertInto('financial_years').values({ company_id: b, year: 2021, period_start: '2021-01-01', period_end: '2021-12-31' }).returning('id').executeTakeFirstOrThrow();
  const statement = await db
    .insertInto('financial_year_files')
    .values({ financial_year_id: year.id, file_id: await storedPdf(c, 'tilinpaatos-b.pdf'), file_type_ids: [9] })
    .returning('id')
    .executeTakeFirstOrThrow();
  const certificate = await db
    .insertInto('company_certificates')
    .values({ company_id: b, certificate_name: 'B:n sertifikaatti', certificate_type_id: 102, issuer: 'DNV', file_id: await storedPdf(c, 'sertifikaatti-b.pdf') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = await db.insertInto('company_references').values({ company_id: b, title: 'B:n referenssi' }).returning('id').executeTakeFirstOrThrow();
  const project = await db.insertInto('projects').values({ company_id: b, name: 'B:n hanke' }).returning('id').executeTakeFirstOrThrow();
  const history = await db
    .insertInto('company_history_entries')
    .values({ company_id: b, valid_from: '2020-05-01', content: 'B:n historiatieto', company_history_entry_type_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pack = await db.insertInto('offer_packs').values({ company_id: b, name: 'B:n paketti' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('offer_pack_references').values({ offer_pack_id: pack.id, reference_id: reference.id, position: 0 }).execute();
  await db.insertInto('addresses').values({ company_id: b, address_type_id: 1, street: 'B-katu 1', zipcode: '00100', city: 'Helsinki' }).execute();
  const application = await db
    .insertInto('applications')
    .values({ company_id: b, application_target_id: 1, application_type_id: 1, application_status_id: 1, auditor_user_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  Object.assign(c.extra, {
    yearB: year.id,
    statementB: statement.id,
    certificateB: certificate.id,
    referenceB: reference.id,
    projectB: project.id,
    historyB: history.id,
    packB: pack.id,
    appB: application.id,
  });
}
