/**
 * Matrix rows of company status and cases (issue 22 §1): the status is the office's; a company's
 * cases are read by its members (and staff tied to it), changed by the office, answered by its
 * admins (and the office); a meeting's cases by the office and that board's members.
 */
import { companyAAdmins, companyAMembers, MISSING, officeOnly, signedInOnly, untiedCompany, type Expected, type MatrixSlice } from './presets';
import { readOfB } from './companyB';

const newCase = { case_type_id: 1, title: 'Matriisin laatupoikkeama', description: 'Asiakkaan reklamaatio' };
/** A meeting's cases: office staff any meeting; the board member their own board's, another's 404. */
const meetingReaders = (board: number): Expected => ({ ...signedInOnly(403), office: 200, sysadmin: 200, board });

export const companyCases: MatrixSlice = {
  prepare: async (c) => {
    const db = c.env.db;
    const insertCase = async (companyId: number, status: 'open' | 'closed') =>
      (
        await db
          .insertInto('company_cases')
          .values({ company_id: companyId, case_type_id: 1, title: 'Matriisi', opened_at: '2026-01-01', due_date: '2026-01-31', status, conclusion: status === 'closed' ? 'Selvitetty' : null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    c.extra.caseOpenA = await insertCase(c.companyA.id, 'open');
    c.extra.caseClosedA = await insertCase(c.companyA.id, 'closed');
    c.extra.caseC = await insertCase(c.companyC.id, 'open');
    const meeting = async (name: string, member: boolean) => {
      const board = await db.insertInto('boards').values({ name }).returning('id').executeTakeFirstOrThrow();
      if (member) await db.insertInto('board_members').values({ board_id: board.id, person_id: c.users.board.personId, board_member_role_id: 1 }).execute();
      return (await db.insertInto('board_meetings').values({ board_id: board.id, title: `${name} kokous`, meeting_time: '2030-05-01T10:00:00Z' }).returning('id').executeTakeFirstOrThrow()).id;
    };
    c.extra.caseMeetingOwn = await meeting('Tapausten lautakunta', true);
    c.extra.caseMeetingOther = await meeting('Vieras tapausten lautakunta', false);
  },
  rows: {
    'GET /api/companies/:id/status': [
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/status`, expected: officeOnly(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/status`, expected: officeOnly(404) },
    ],
    'PUT /api/companies/:id/status': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/status`, body: () => ({ company_status_id: 5, reason: 'Matriisin seuranta' }), expected: officeOnly(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/status`, body: () => ({ company_status_id: 9, reason: '' }), expected: officeOnly(422) },
      { method: 'PUT', path: () => `/api/companies/${MISSING}/status`, body: () => ({ company_status_id: 1, reason: 'x' }), expected: officeOnly(404) },
    ],
    'GET /api/companies/:id/cases': [
      readOfB((_, b) => `/api/companies/${b}/cases`),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/cases`, expected: companyAMembers(200) },
      { method: 'GET', path: () => `/api/companies/${MISSING}/cases`, expected: untiedCompany(404) },
    ],
    'POST /api/companies/:id/cases': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/cases`, body: () => newCase, expected: officeOnly(201) },
      { method: 'POST', path: () => `/api/companies/${MISSING}/cases`, body: () => newCase, expected: officeOnly(404) },
    ],
    'GET /api/companies/:id/cases/:caseId': [
      readOfB((_, b) => `/api/companies/${b}/cases/${MISSING}`, 404),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseOpenA}`, expected: companyAMembers(200) },
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseC}`, expected: companyAMembers(404) },
    ],
    'PUT /api/companies/:id/cases/:caseId': [
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseOpenA}`, body: () => ({ title: 'Muutettu otsikko' }), expected: officeOnly(200) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseClosedA}`, body: () => ({ title: 'Myöhässä' }), expected: officeOnly(409) },
      { method: 'PUT', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseC}`, body: () => ({ title: 'Väärä yritys' }), expected: officeOnly(404) },
    ],
    'DELETE /api/companies/:id/cases/:caseId': [
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseClosedA}`, expected: officeOnly(409) },
      { method: 'DELETE', path: (c) => `/api/companies/${c.companyA.id}/cases/${MISSING}`, expected: officeOnly(404) },
    ],
    'POST /api/companies/:id/cases/:caseId/answer': [
      // JSON is no form: refused once the caller may answer (415); the closed case is never reached.
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseClosedA}/answer`, body: () => ({ answer: 'Vastaus' }), expected: companyAAdmins(415) },
    ],
    'POST /api/companies/:id/cases/:caseId/close': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseClosedA}/close`, body: () => ({ conclusion: 'Uudelleen' }), expected: officeOnly(409) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseOpenA}/close`, body: () => ({ conclusion: '' }), expected: officeOnly(422) },
    ],
    'POST /api/companies/:id/cases/:caseId/to-board': [
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseClosedA}/to-board`, body: (c) => ({ board_meeting_id: c.extra.caseMeetingOwn }), expected: officeOnly(409) },
      { method: 'POST', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseOpenA}/to-board`, body: () => ({ board_meeting_id: MISSING }), expected: officeOnly(422) },
    ],
    'GET /api/companies/:id/cases/:caseId/files/:fileId': [
      readOfB((_, b) => `/api/companies/${b}/cases/${MISSING}/files/${MISSING}`, 404),
      { method: 'GET', path: (c) => `/api/companies/${c.companyA.id}/cases/${c.extra.caseOpenA}/files/${MISSING}`, expected: companyAMembers(404) },
    ],
    'GET /api/board-meetings/:id/cases': [
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.caseMeetingOwn}/cases`, expected: meetingReaders(200) },
      { method: 'GET', path: (c) => `/api/board-meetings/${c.extra.caseMeetingOther}/cases`, expected: meetingReaders(404) },
    ],
    'GET /api/company-cases': [{ method: 'GET', path: () => '/api/company-cases?status=open&overdue=true', expected: officeOnly(200) }],
  },
};
