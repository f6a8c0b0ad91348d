/**
 * The company's actions on one application (issue 11, SPEC §7): what it still lacks, send, cancel,
 * remove, and the answers to the office's questions. Each refreshes the company's application pages
 * (their list, the application, its checklist, the targets: applicationKeys.all).
 */
import { z } from 'zod';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { defineAction } from './action';
import { applicationSchema, applicationValidationSchema } from './applications';
import { answersBodySchema, applicationAnswersSchema } from './applicationReview';
import { applicationKeys } from './queryKeys';

const APPLICATION = '/companies/:id/applications/:appId';

/** An optional message to the application's history. */
export const cancelBodySchema = z.object({
  message: z.string({ error: 'Arvon on oltava tekstiä.' }).trim().max(2000, 'Viesti on liian pitkä (enintään 2000 merkkiä).').refine(storable, UNSTORABLE_MESSAGE).nullable().optional(),
});

export const validateApplication = defineAction({
  method: 'GET',
  path: `${APPLICATION}/validate`,
  answer: applicationValidationSchema,
  key: ({ id, appId }) => applicationKeys.validation(id, appId),
});

export const sendApplication = defineAction({
  method: 'POST',
  path: `${APPLICATION}/send`,
  answer: applicationSchema,
  touches: ({ id }) => [applicationKeys.all(id)],
});

export const cancelApplication = defineAction({
  method: 'POST',
  path: `${APPLICATION}/cancel`,
  body: cancelBodySchema,
  answer: applicationSchema,
  touches: ({ id }) => [applicationKeys.all(id)],
});

export const deleteApplication = defineAction({
  method: 'DELETE',
  path: APPLICATION,
  answer: null,
  touches: ({ id }) => [applicationKeys.all(id)],
});

const answersKey = (companyId: number, applicationId: number) => ['companies', companyId, 'applications', applicationId, 'answers'];

export const applicationAnswers = defineAction({
  method: 'GET',
  path: `${APPLICATION}/answers`,
  answer: applicationAnswersSchema,
  key: ({ id, appId }) => answersKey(id, appId),
});

export const saveApplicationAnswers = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/answers`,
  body: answersBodySchema,
  answer: applicationAnswersSchema,
  touches: ({ id, appId }) => [answersKey(id, appId)],
});
