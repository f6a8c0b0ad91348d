/**
 * Matrix rows of audit deviations (issue 21): the programme's assigned auditor (the matrix auditor,
 * primary auditor of A's programme) raises and handles them; office staff read but do not raise or
 * judge (403); an auditor not assigned gets 404 (C's programme); the company's admins answer
 * (taken action, evidence, send-fix), its members read; B's people and the board member are refused.
 */
import { localStorage } from '../../../server/integrations/storage';
import { pdf } from '../../support/uploadFixtures';
import { testFilesDir } from '../helpers';
import { readOfB } from './companyB';
import { companyAAdmins, companyAMembers, MISSING, signedInOnly, untiedCompany, type Expected, type MatrixContext, type MatrixSlice } from './presets';

/** Staff routes: office staff and auditors pass the access rule; the rest 403. */
const staff = (office: number, auditor: number): Expected => ({ ...signedInOnly(403), office, sysadmin: office, auditor });
const raise = () => ({ question_id: 0, certificate_deviation_severity_id: 1, description: 'Matriisin poikkeama' });

export const deviations: MatrixSlice = {
  prepare: async (ctx: MatrixContext) => {
    const db = ctx.env.db;
    const question = await db
      .insertInto('audit_questions')
      .values({ symbolic_name: 'matrix-deviations', text: 'Matriisin kysymys', section_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [programA, programC] = await db
      .insertInto('audit_programs')
      .values([
        { company_id: ctx.companyA.id, certificate_type_id: 2, primary_auditor_id: ctx.users.auditor.personId },
        { company_id: ctx.companyC.id, certificate_type_id: 2 },
      ])
      .returning('id')
      .execute();
    const deviation = (programId: number, severityId: number, takenAction: string | null = null) => ({
      program_id: programId,
      question_id: question.id,
      severity_id: severityId,
      description: 'Matriisin poikkeama',
      taken_action: takenAction,
      to_be_fixed_by_date: '2099-12-31',
    });
    const [dA, dSerious, dC] = await db
      .insertInto('audit_deviations')
      .values([deviation(programA.id, 1), deviation(programA.id, 2, 'Korjattu.'), deviation(programC.id, 1)])
      .returning('id')
      .execute();
    // B's deviation with an evidence PDF: what staff without a tie to B must not download.
    const [programB] = await db.insertInto('audit_programs').values({ company_id: ctx.companyB.id, certificate_type_id: 2 }).returning('id').execute();
    const [dB] = await db.insertInto('audit_deviations').values(deviation(programB.id, 2)).returning('id').execute();
    const content = pdf();
    const hash = await localStorage(testFilesDir()).put(content);
    const file = await db
      .insertInto('files')
      .values({ hash, original_name: 'naytto.pdf', mime_type: 'application/pdf', byte_size: content.length, variants: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const evidenceB = await db.insertInto('audit_deviation_files').values({ deviation_id: dB.id, file_id: file.id }).returning('id').executeTakeFirstOrThrow();
    Object.assign(ctx.extra, { devB: dB.id, devFileB: evidenceB.id });
    Object.assign(ctx.extra, { devQuestion: question.id, devProgramA: programA.id, devProgramC: programC.id, devA: dA.id, devSerious: dSerious.id, devC: dC.id });
  },
  rows: {
    'POST /api/audit-programs/:programId/deviations': [
      { method: 'POST', path: (c) => `/api/audit-programs/${c.extra.devProgramA}/deviations`, body: (c) => ({ ...raise(), question_id: c.extra.devQuestion }), expected: staff(403, 201) },
      { method: 'POST', path: (c) => `/api/audit-programs/${c.extra.devProgramC}/deviations`, body: (c) => ({ ...raise(), question_id: c.extra.devQuestion }), expected: staff(403, 404) },
      { method: 'POST', path: () => `/api/audit-programs/${MISSING}/deviations`, body: (c) => ({ ...raise(), question_id: c.extra.devQuestion }), expected: staff(404, 404) },
    ],
    'GET /api/deviations': [{ method: 'GET', path: () => '/api/deviations?status_id=1', expected: staff(200, 200) }],
    'GET /api/deviations/:deviationId': [
      { method: 'GET', path: (c) => `/api/deviations/${c.extra.devA}`, expected: staff(200, 200) },
      { method: 'GET', path: (c) => `/api/deviations/${c.extra.devC}`, expected: staff(200, 404) },
      { method: 'GET', path: () => `/api/deviations/${MISSING}`, expected: staff(404, 404) },
    ],
    'PUT /api/deviations/:deviationId': [
      { method: 'PUT', path: (c) => `/api/deviations/${c.extra.devA}`, body: () => ({ description: 'Tarkennettu kuvaus' }), expected: staff(403, 200) },
      { method: 'PUT', path: (c) => `/api/deviations/${c.extra.devC}`, body: () => ({ description: 'Tarkennettu kuvaus' }), expected: staff(403, 404) },
    ],
    'POST /api/deviations/:deviationId/approve': [
      // In progress: nothing to approve yet.
      { method: 'POST', path: (c) => `/api/deviations/${c.extra.devA}/approve`, expected: staff(403, 409) },
      { method: 'POST', path: (c) => `/api/deviations/${c.extra.devC}/approve`, expected: staff(403, 404) },
    ],
    'POST /api/deviations/:deviationId/reject': [
      { method: 'POST', path: (c) => `/api/deviations/${c.extra.devA}/reject`, body: () => ({ comment: 'Ei riitä.' }), expected: staff(403, 409) },
      { method: 'POST', path: (c) => `/api/deviations/${c.extra.devC}/reject`, body: () => ({ comment: 'Ei riitä.' }), expected: staff(403, 404) },
    ],
    'GET /api/deviations/:deviationId/files/:fileId': [
      { method: 'GET', path: (c) => `/api/deviations/${c.extra.devA}/files/${MISSING}`, expected: staff(404, 404) },
      { method: 'GET', path: (c) => `/api/deviations/${c.extra.devC}/files/${MISSING}`, expected: staff(404, 404) },
    ],
    'GET /api/companies/:id/deviations': [
      readOfB((_, b) => `/api/companies/${b}/deviations`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/deviations`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyC.id}/deviations`, expected: untiedCompany(200) },
    ],
    'PUT /api/companies/:id/deviations/:deviationId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devA}`, body: () => ({ taken_action: 'Ohje päivitetty.' }), expected: companyAAdmins(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devC}`, body: () => ({ taken_action: 'Ohje päivitetty.' }), expected: companyAAdmins(404) },
    ],
    'POST /api/companies/:id/deviations/:deviationId/files': [
      // Past the access rule a JSON body is refused: uploads are multipart/form-data.
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devA}/files`, body: () => ({}), expected: companyAAdmins(415) },
    ],
    'GET /api/companies/:id/deviations/:deviationId/files/:fileId': [
      readOfB((c, b) => `/api/companies/${b}/deviations/${c.extra.devB}/files/${c.extra.devFileB}`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devA}/files/${MISSING}`, expected: companyAMembers(404) },
    ],
    'DELETE /api/companies/:id/deviations/:deviationId/files/:fileId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devA}/files/${MISSING}`, expected: companyAAdmins(404) },
    ],
    'POST /api/companies/:id/deviations/:deviationId/send-fix': [
      // Serious, with its taken action but no evidence file: refused in Finnish.
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devSerious}/send-fix`, expected: companyAAdmins(422) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/deviations/${c.extra.devC}/send-fix`, expected: companyAAdmins(404) },
    ],
  },
};
