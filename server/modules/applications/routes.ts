/**
 * A company's applications (SPEC §7 Applications): members read (an auditor only the applications
 * assigned to them), `applications` permission holders and the office create, change, cancel and
 * delete. Create and update take JSON, or multipart with files and area codes (SPEC §7's bracket
 * names); a form POSTed to the application with `_method=PUT` is the update (the PUT override).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { fileSizeQuery, sendStoredFile } from '../../http/files';
import { idParam, idParams, nestedIdParams } from '../../http/params';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import { cancelApplication, deleteApplication } from '../../../src/domain/api/applicationActions';
import { defineUpload, FILE_KINDS, KIND_MIME, type UploadedFile } from '../../http/uploads';
import { pageSchema, uploadFields } from '../../../src/domain/entities/entity';
import { application } from '../../../src/domain/entities/application';
import { applicationFileSchema, applicationListItemSchema, applicationSchema } from '../../../src/domain/api/applications';
import { createBody, fileBody, overrideBody, updateBody } from './body';
import * as applications from './service';
import { addApplicationFile, downloadApplicationFile, removeApplicationFile } from './fileRoutes';

/** What the application's body is checked against beyond its schema (the company's own records, lists), for the OpenAPI document. */
const APPLICATION_RULES = [
  'Valitse, mitä haet.',
  'Valitse toimipaikka luettelosta.',
  'Valitse toimipaikka yrityksen toimipaikoista.',
  'Kirjoita soveltamisala.',
  'Valitse yhteyshenkilö yrityksen henkilöistä.',
  'Toimialan tiedot puuttuvat.',
  'Toimipaikan tiedot puuttuvat.',
  'Tiedoston tiedot puuttuvat.',
  'Soveltamisalan tiedot puuttuvat.',
  'Valitse referenssi luettelosta.',
  'Valitse tiedosto luettelosta.',
  'Toimialaa ei löytynyt.',
  'Liitä toimialalle vain yrityksen omia referenssejä.',
  'Valitse toimiala.',
  'Valitse tiedosto tai jo tallennettu tiedosto (ei molempia).',
  'Hallituksen kokousta ei voi vielä valita hakemukselle.',
  'Uusinta tai laajennus edellyttää, että yrityksellä on voimassa oleva pätevyys tai sertifikaatti, jota se uusii tai laajentaa. Valitse uusi hakemus.',
];

const appParams = nestedIdParams('appId');
const fileParams = z.object({ id: idParam, appId: idParam, fileId: idParam });

/** The files of a create or an update, as the declaration names them (`files[0][file]` with `files[0][file_type_id]` …): PDF or an image (a scanned document). */
const declaredFiles = uploadFields(application);
const itemFiles = Object.fromEntries(declaredFiles.map((file) => [file.name, { accepts: file.accepts, required: false, maxCount: file.maxCount }]));
const createUpload = defineUpload({ fields: createBody, files: itemFiles });
const updateUpload = defineUpload({ fields: updateBody, files: itemFiles });
const overrideUpload = defineUpload({ fields: overrideBody, files: itemFiles });
const fileUpload = defineUpload({ fields: fileBody, files: { file: { accepts: FILE_KINDS, required: false } } });

const uploadsOf = (upload: { files: Record<string, UploadedFile[]> } | undefined): UploadedFile[] => declaredFiles.flatMap((file) => upload?.files[file.name] ?? []);

export function applicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/applications',
    access: access.companyMember(),
    summary:
      "A company's applications, newest first (an auditor sees those assigned to them). Filters application_status_id, application_type_id, open=true|false; sort id, openedAt, sentAt, finishedAt, updatedAt, applicationStatusId, applicationTypeId",
    schemas: { params: idParams, query: applications.applicationList.query, response: { 200: pageSchema(applicationListItemSchema) } },
    handler: ({ user, params, query }) => applications.listApplications(ctx, requireUser(user), params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/applications',
    access: access.companyPermission('applications'),
    summary:
      'Start an application (JSON, or multipart when it carries files and area codes: application_area_codes[], files[0][file] + files[0][file_type_id] or files[0][duplicate_file_id], application_industries[0][classification_industry_id], application_industries[0][reference_ids][] …); 409 when one of the same type is open',
    schemas: { rules: APPLICATION_RULES, errors: [409], params: idParams, body: createBody, multipart: createUpload, response: { 201: applicationSchema } },
    handler: async ({ user, params, body, upload, reply }) => {
      const values = upload?.fields ?? body;
      if (!values) throw new Error('no body: the route takes JSON or multipart');
      return reply.status(201).send(await applications.createApplication(ctx, requireUser(user), params.id, values, uploadsOf(upload)));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/applications/:appId',
    access: access.companyMember(),
    summary: 'One application with its industries (requirements, references), offices, scopes, area codes, files, history and the statuses the company may move it to',
    schemas: { params: appParams, response: { 200: applicationSchema } },
    handler: ({ user, params }) => applications.getApplication(ctx, requireUser(user), params.id, params.appId),
  });

  const update = {
    access: access.companyPermission('applications'),
    summary:
      'Change an application in progress or returned (409 otherwise). Sets given (industries, offices, scopes, area codes) replace the stored ones, those left out stay; files are added (SPEC §5: an update sends only new files)',
  };
  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/applications/:appId',
    ...update,
    schemas: { rules: APPLICATION_RULES, errors: [409], params: appParams, body: updateBody, multipart: updateUpload, response: { 200: applicationSchema } },
    handler: ({ user, params, body, upload }) =>
      applications.updateApplication(ctx, requireUser(user), params.id, params.appId, upload?.fields ?? body ?? {}, uploadsOf(upload)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/applications/:appId',
    ...update,
    summary: `The PUT override (SPEC §7): a multipart form with _method=PUT. ${update.summary}`,
    schemas: { rules: APPLICATION_RULES, errors: [409], params: appParams, multipart: overrideUpload, response: { 200: applicationSchema } },
    handler: ({ user, params, upload }) => {
      const { _method: _override, ...values } = upload.fields;
      return applications.updateApplication(ctx, requireUser(user), params.id, params.appId, values, uploadsOf(upload));
    },
  });

  defineActionRoute(app, cancelApplication, {
    access: access.companyPermission('applications'),
    summary: 'Cancel the application (possible in progress, sent or returned; 422 otherwise), with an optional message to its history',
    rules: ['Hakemusta ei voi siirtää tilasta … tilaan ….'],
    errors: [409, 422],
    handler: ({ user, params, body }) => applications.cancelApplication(ctx, requireUser(user), params.id, params.appId, body.message ?? null),
  });

  defineActionRoute(app, deleteApplication, {
    access: access.companyPermission('applications'),
    summary: 'Remove an application in progress or cancelled (409 otherwise) with its files',
    errors: [409],
    handler: async ({ user, params }) => {
      await applications.deleteApplication(ctx, requireUser(user), params.id, params.appId);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/applications/:appId/files/:fileId',
    access: access.companyMember(),
    summary: "Download an application's file (its original name, the detected type)",
    schemas: { params: fileParams, query: fileSizeQuery, response: { 200: null }, file: [KIND_MIME.pdf, KIND_MIME.jpeg, KIND_MIME.png] },
    handler: async ({ user, params, query, reply }) =>
      sendStoredFile(reply, ctx.storage, await downloadApplicationFile(ctx, requireUser(user), params.id, params.appId, params.fileId), { size: query.size }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/applications/:appId/files',
    access: access.companyPermission('applications'),
    summary:
      'Add a file to an application in progress or returned: multipart `file` + `file_type_id`, or `duplicate_file_id` + `file_type_id` (JSON or multipart) to reuse a stored file of the company',
    schemas: { rules: ['Valitse tiedosto.', 'Valittua tiedostoa ei löytynyt yrityksen tiedostoista.', 'Valitse tiedosto tai jo tallennettu tiedosto (ei molempia).'], errors: [409], params: appParams, body: fileBody, multipart: fileUpload, response: { 201: applicationFileSchema } },
    handler: async ({ user, params, body, upload, reply }) => {
      const values = upload?.fields ?? body;
      if (!values) throw new Error('no body: the route takes JSON or multipart');
      const file = await addApplicationFile(ctx, requireUser(user), params.id, params.appId, values, upload?.files.file?.[0]);
      return reply.status(201).send(file);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/applications/:appId/files/:fileId',
    access: access.companyPermission('applications'),
    summary: "Remove an application's file while the application can be changed (409 otherwise)",
    schemas: { errors: [409], params: fileParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await removeApplicationFile(ctx, requireUser(user), params.id, params.appId, params.fileId);
    },
  });
}
