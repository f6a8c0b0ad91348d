/**
 * The company's calls on its applications (issue 11, SPEC §7): what it may apply for, the list, one
 * application, start and save one (JSON, or a multipart form with files and area codes), its files,
 * what it still lacks, send, cancel, remove, and the answers to the office's questions. Each change
 * refreshes the company's application pages (their list, the application, its checklist, the
 * targets: applicationKeys.all).
 */
import { z } from 'zod';
import { application, fileTypeId } from '../entities/application';
import { pageSchema, requestSchema, updateSchema, uploadFields } from '../entities/entity';
import { storable, UNSTORABLE_MESSAGE } from '../entities/fields';
import { formNullableId } from '../entities/fieldsForm';
import { listQuerySchema } from '../schemas/list';
import { defineAction, type ActionFileSpec } from './action';
import { applicationFileSchema, applicationListItemSchema, applicationSchema, applicationTargetSchema, applicationValidationSchema } from './applications';
import { answersBodySchema, applicationAnswersSchema } from './applicationReview';
import { applicationKeys } from './queryKeys';

const APPLICATIONS = '/companies/:id/applications';
const APPLICATION = `${APPLICATIONS}/:appId`;
const applications = ({ id }: { id: number }) => [applicationKeys.all(id)];

/** POST …/applications: the declaration's body (JSON, or the same names as a form). */
export const createBody = requestSchema(application);
/** PUT …/{appId}: what it leaves out stays. */
export const updateBody = updateSchema(application);

/** The files a create or an update carries in a form, as the declaration names them (`files[][file]`): PDF or an image (a scanned document). */
const itemFiles: Record<string, ActionFileSpec> = Object.fromEntries(
  uploadFields(application).map((file) => [file.name, { accepts: file.accepts, required: false, maxCount: file.maxCount }]),
);

/** SPEC §7: a body with area codes goes as a form (with files it does anyway). */
const withAreaCodes = (body: unknown) =>
  typeof body === 'object' && body !== null && 'application_area_codes' in body && Array.isArray(body.application_area_codes) && body.application_area_codes.length > 0;

export const applicationTargets = defineAction({
  method: 'GET',
  path: '/companies/:id/application-targets',
  answer: z.array(applicationTargetSchema),
  key: ({ id }) => applicationKeys.targets(id),
});

/** The browser's list query; the server reads it with the list's own schema (its sortable columns). */
export const companyApplications = defineAction({
  method: 'GET',
  path: APPLICATIONS,
  query: listQuerySchema.extend({ application_status_id: z.coerce.number().int().positive().optional() }),
  answer: pageSchema(applicationListItemSchema),
  key: ({ id }) => applicationKeys.list(id),
});

export const companyApplication = defineAction({
  method: 'GET',
  path: APPLICATION,
  answer: applicationSchema,
  key: ({ id, appId }) => applicationKeys.one(id, appId),
});

export const createApplication = defineAction({
  method: 'POST',
  path: APPLICATIONS,
  body: createBody,
  upload: { fields: createBody, files: itemFiles },
  sendsForm: withAreaCodes,
  answer: applicationSchema,
  created: true,
  touches: applications,
});

/** A form goes as POST with `_method=PUT` (SPEC §7's PUT override, server/http/actionRoute.ts). */
export const updateApplication = defineAction({
  method: 'PUT',
  path: APPLICATION,
  body: updateBody,
  upload: { fields: updateBody, files: itemFiles },
  sendsForm: withAreaCodes,
  answer: applicationSchema,
  touches: applications,
});

/** POST …/files: a file (multipart `file`) or an already stored one (`duplicate_file_id`), with its type. */
export const fileBody = z.object({
  file_type_id: fileTypeId,
  duplicate_file_id: formNullableId('Valitse tiedosto luettelosta.').optional(),
});

export const addApplicationFile = defineAction({
  method: 'POST',
  path: `${APPLICATION}/files`,
  body: fileBody,
  upload: { fields: fileBody, files: { file: { accepts: ['pdf', 'jpeg', 'png'], required: false } } },
  answer: applicationFileSchema,
  created: true,
  touches: applications,
});

export const removeApplicationFile = defineAction({
  method: 'DELETE',
  path: `${APPLICATION}/files/:fileId`,
  answer: null,
  touches: applications,
});

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
  touches: applications,
});

export const cancelApplication = defineAction({
  method: 'POST',
  path: `${APPLICATION}/cancel`,
  body: cancelBodySchema,
  answer: applicationSchema,
  touches: applications,
});

export const deleteApplication = defineAction({
  method: 'DELETE',
  path: APPLICATION,
  answer: null,
  touches: applications,
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
