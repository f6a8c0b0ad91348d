/**
 * An agenda item's references, files and audit summary (issue 20 "references and files", issue 21's
 * audit): what the member reads on the item, and the file download a board member may open while
 * the item is on their board's unarchived agenda — refused to a member of another board and after
 * the meeting is archived.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { localStorage } from '../../server/integrations/storage';
import { createCompany, createUser, signedIn, testFilesDir, useTestApp } from './helpers';
import { applicationParts, insertApplication } from './applicationReviewFixtures';

const env = useTestApp();
const OFFICE = 2;
const BOARD = 3;
const STATEMENT = 8;
const PROPOSE_ACCEPTANCE = 6;
const QUALITY_CERTIFICATE = 2;

async function setup() {
  const officeUser = await createUser(env.db, { permissions: [OFFICE] });
  const office = await signedIn(env.app, officeUser.email);
  const board = (await office.post('/api/boards', { name: `Lautakunta ${Math.random()}` })).body;
  const memberPerson = await createUser(env.db, { permissions: [BOARD] });
  await office.post(`/api/boards/${board.id}/members`, { person_id: memberPerson.personId, board_member_role_id: 1 });
  const member = await signedIn(env.app, memberPerson.email);
  const meeting = (await office.post('/api/board-meetings', { board_id: board.id, title: 'Kokous', meeting_time: '2030-05-01T10:00:00Z' })).body;
  return { office, member, meeting };
}

async function proposed(typeId = 1) {
  const company = await createCompany(env.db, { name: `Liitteellinen ${Math.random().toString(36).slice(2, 8)} Oy` });
  const appId = await insertApplication(env.db, company.id, { statusId: 5, typeId });
  const parts = await applicationParts(env.db, appId);
  await env.db.insertInto('application_reviews').values({ application_id: appId, section_id: STATEMENT, review_status_id: PROPOSE_ACCEPTANCE, comment: null }).execute();
  return { company, appId, ...parts };
}

const itemOf = async (client: Awaited<ReturnType<typeof signedIn>>, meetingId: number, appId: number) =>
  ((await client.get(`/api/board-meetings/${meetingId}/applications`)).body.data as Array<Record<string, unknown>>).find((item) => item.applicationId === appId);

describe('an agenda item in detail', () => {
  it("shows the application's references with the industries they back, once each, the newest work first", async () => {
    const { office, member, meeting } = await setup();
    const { company, appId, industryId } = await proposed();
    const second = await env.db.selectFrom('classification_industries').select('id').where('active', '=', true).orderBy('id').offset(1).executeTakeFirstOrThrow();
    const secondIndustry = await env.db.insertInto('application_industries').values({ application_id: appId, classification_industry_id: second.id }).returning('id').executeTakeFirstOrThrow();
    const older = await env.db
      .insertInto('company_references')
      .values({ company_id: company.id, title: 'Koulun peruskorjaus', client_name: 'Espoon kaupunki', work_start_date: '2022-03-01', work_end_date: '2023-05-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const newer = await env.db.insertInto('company_references').values({ company_id: company.id, title: 'Kerrostalo', client_name: null, work_start_date: '2024-01-15', work_end_date: null }).returning('id').executeTakeFirstOrThrow();
    await env.db
      .insertInto('application_industry_references')
      .values([
        { application_industry_id: industryId, reference_id: older.id },
        { application_industry_id: Number(secondIndustry.id), reference_id: older.id },
        { application_industry_id: industryId, reference_id: newer.id },
      ])
      .execute();
    await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId });

    const industries = await env.db
      .selectFrom('classification_industries')
      .select(['id', 'symbolic_number as symbolicNumber', 'short_description as name'])
      .where('id', 'in', [
        (await env.db.selectFrom('application_industries').select('classification_industry_id').where('id', '=', industryId).executeTakeFirstOrThrow()).classification_industry_id,
        second.id,
      ])
      .orderBy('sort_number')
      .execute();
    const first = await env.db.selectFrom('application_industries as ai').innerJoin('classification_industries as ci', 'ci.id', 'ai.classification_industry_id').select(['ci.symbolic_number as symbolicNumber', 'ci.short_description as name']).where('ai.id', '=', industryId).executeTakeFirstOrThrow();
    const item = await itemOf(member, meeting.id, appId);
    expect(item?.references).toEqual([
      { id: newer.id, title: 'Kerrostalo', clientName: null, workStartDate: '2024-01-15', workEndDate: null, industries: [first] },
      { id: older.id, title: 'Koulun peruskorjaus', clientName: 'Espoon kaupunki', workStartDate: '2022-03-01', workEndDate: '2023-05-31', industries: industries.map(({ symbolicNumber, name }) => ({ symbolicNumber, name })) },
    ]);
    expect(item?.audits).toEqual([]);
  });

  it('lists the files, which the board member downloads while the item is on their agenda, and not after the meeting is archived', async () => {
    const { office, member, meeting } = await setup();
    const { company, appId } = await proposed();
    const content = Buffer.from('%PDF-1.4\n% lautakunnan liite\n%%EOF\n');
    const hash = await localStorage(testFilesDir()).put(content);
    const file = await env.db
      .insertInto('files')
      .values({ hash, original_name: 'laatukäsikirja.pdf', mime_type: 'application/pdf', byte_size: content.length, variants: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = await env.db.insertInto('application_files').values({ application_id: appId, file_id: file.id, file_type_id: 2 }).returning('id').executeTakeFirstOrThrow();
    const url = `/api/companies/${company.id}/applications/${appId}/files/${link.id}`;
    // Before it is on the agenda the member reaches no file of the company.
    expect((await member.get(url)).status).toBe(403);

    await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId });
    const item = await itemOf(member, meeting.id, appId);
    expect(item?.files).toEqual([
      { id: Number(link.id), fileTypeId: 2, name: 'laatukäsikirja.pdf', mimeType: 'application/pdf', byteSize: content.length },
      { id: expect.any(Number), fileTypeId: 10, name: 'vakuutus.pdf', mimeType: 'application/pdf', byteSize: 10 },
    ]);
    const download = await member.get(url);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.body)).toContain('lautakunnan liite');

    // A member of another board is refused; so is the member once the meeting is archived.
    const otherPerson = await createUser(env.db, { permissions: [BOARD] });
    const otherBoard = (await office.post('/api/boards', { name: `Toinen ${Math.random()}` })).body;
    await office.post(`/api/boards/${otherBoard.id}/members`, { person_id: otherPerson.personId, board_member_role_id: 3 });
    const other = await signedIn(env.app, otherPerson.email);
    expect((await other.get(url)).status).toBe(403);
    expect((await other.get(`/api/board-meetings/${meeting.id}/applications`)).status).toBe(404);
    await env.db.updateTable('board_meetings').set({ started_at: sql`now()`, ended_at: sql`now()`, notified_at: sql`now()`, archived_at: sql`now()` }).where('id', '=', meeting.id).execute();
    expect((await member.get(url)).status).toBe(403);
  });

  it("shows a certificate application's audit: kind, auditors, report status, finish and deviations; a cancelled programme is left out", async () => {
    const { office, member, meeting } = await setup();
    const { company, appId } = await proposed(QUALITY_CERTIFICATE);
    const auditor = await createUser(env.db, { firstName: 'Aino' });
    const second = await createUser(env.db, { firstName: 'Pekka' });
    const program = await env.db
      .insertInto('audit_programs')
      .values({ company_id: company.id, application_id: appId, certificate_type_id: 2, audit_kind_id: 4, status_id: 4, primary_auditor_id: auditor.personId, secondary_auditor_id: second.personId, finished_at: '2030-03-02T08:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await env.db.insertInto('audit_reports').values({ program_id: program.id, status_id: 3 }).execute();
    const minor = await env.db
      .insertInto('audit_deviations')
      .values({ program_id: program.id, severity_id: 1, status_id: 3, description: 'Sisäinen auditointi myöhässä', to_be_fixed_by_date: '2030-04-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const major = await env.db
      .insertInto('audit_deviations')
      .values({ program_id: program.id, severity_id: 2, status_id: 1, description: 'Johdon katselmus puuttuu', to_be_fixed_by_date: '2030-04-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A cancelled programme and one without a report.
    await env.db.insertInto('audit_programs').values({ company_id: company.id, application_id: appId, certificate_type_id: 2, status_id: 5 }).execute();
    const open = await env.db.insertInto('audit_programs').values({ company_id: company.id, application_id: appId, certificate_type_id: 2, audit_kind_id: 1, status_id: 2 }).returning('id').executeTakeFirstOrThrow();
    await office.post(`/api/board-meetings/${meeting.id}/applications`, { application_id: appId });

    const item = await itemOf(member, meeting.id, appId);
    expect(item?.audits).toEqual([
      {
        id: program.id,
        auditKindId: 4,
        auditors: ['Aino Käyttäjä', 'Pekka Käyttäjä'],
        reportStatusId: 3,
        finishedAt: '2030-03-02T08:00:00.000Z',
        deviations: [
          { id: major.id, severityId: 2, statusId: 1, description: 'Johdon katselmus puuttuu' },
          { id: minor.id, severityId: 1, statusId: 3, description: 'Sisäinen auditointi myöhässä' },
        ],
      },
      { id: open.id, auditKindId: 1, auditors: [], reportStatusId: null, finishedAt: null, deviations: [] },
    ]);
  });
});
