/**
 * Company status and cases beyond their CRUD (issue 22 §1): the office's status change, the company's
 * answer with files, the office's closing and taking a case to a board meeting, and a meeting's cases.
 */
import { z } from 'zod';
import { companyStatusSchema, statusChangeBodySchema } from '../companyStatus';
import { CASE_TEXT_MAX, companyCase, companyCaseRecord } from '../entities/companyCase';
import { company } from '../entities/company';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { defineAction } from './action';
import { listKeys, recordKey, resourceKey } from './queryKeys';

const CASE = '/companies/:id/cases/:caseId';
const caseTouches = ({ id, caseId }: { id: number; caseId: number }) => [
  recordKey(companyCase.resource, caseId),
  ...listKeys(companyCase.resource),
  resourceKey('all-company-cases'),
  ['company-cases', id],
  ['board-meeting-cases'],
];

export const getCompanyStatus = defineAction({
  method: 'GET',
  path: '/companies/:id/status',
  answer: companyStatusSchema,
  key: ({ id }) => ['company-status', id],
});

export const setCompanyStatus = defineAction({
  method: 'PUT',
  path: '/companies/:id/status',
  body: statusChangeBodySchema,
  answer: companyStatusSchema,
  touches: ({ id }) => [['company-status', id], recordKey(company.resource, id), ...listKeys(company.resource), ['history-entries']],
});

const ANSWER_MISSING = 'Kirjoita vastaus.';
export const caseAnswerFieldsSchema = z.object({
  answer: z
    .string({ error: ANSWER_MISSING })
    .trim()
    .min(1, ANSWER_MISSING)
    .max(CASE_TEXT_MAX, `Vastaus on liian pitkä (enintään ${CASE_TEXT_MAX} merkkiä).`)
    .refine(storable, UNSTORABLE_MESSAGE),
});
export const CASE_ANSWER_MAX_FILES = 10;

export const answerCase = defineAction({
  method: 'POST',
  path: `${CASE}/answer`,
  upload: { fields: caseAnswerFieldsSchema, files: { files: { accepts: ['pdf', 'jpeg', 'png'], maxCount: CASE_ANSWER_MAX_FILES, required: false } } },
  answer: companyCaseRecord,
  touches: caseTouches,
});

const CONCLUSION_MISSING = 'Kirjoita johtopäätös.';
export const closeCaseBodySchema = z.object({
  conclusion: z
    .string({ error: CONCLUSION_MISSING })
    .trim()
    .min(1, CONCLUSION_MISSING)
    .max(CASE_TEXT_MAX, `Johtopäätös on liian pitkä (enintään ${CASE_TEXT_MAX} merkkiä).`)
    .refine(storable, UNSTORABLE_MESSAGE),
});

export const closeCase = defineAction({
  method: 'POST',
  path: `${CASE}/close`,
  body: closeCaseBodySchema,
  answer: companyCaseRecord,
  touches: caseTouches,
});

const MEETING_MISSING = 'Valitse lautakunnan kokous.';
export const caseToBoardBodySchema = z.object({
  board_meeting_id: z.coerce.number({ error: MEETING_MISSING }).int(MEETING_MISSING).positive(MEETING_MISSING).max(2_147_483_647, MEETING_MISSING),
});

export const caseToBoard = defineAction({
  method: 'POST',
  path: `${CASE}/to-board`,
  body: caseToBoardBodySchema,
  answer: companyCaseRecord,
  touches: caseTouches,
});

/** A case as a board meeting lists it: enough to know what the board will look at. */
export const meetingCaseSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  caseTypeId: z.number().int(),
  title: z.string(),
  status: companyCase.fields.status.output,
  openedAt: z.string(),
  dueDate: z.string(),
});
export type MeetingCase = z.output<typeof meetingCaseSchema>;

export const meetingCases = defineAction({
  method: 'GET',
  path: '/board-meetings/:id/cases',
  answer: z.object({ data: z.array(meetingCaseSchema) }),
  key: ({ id }) => ['board-meeting-cases', id],
});
