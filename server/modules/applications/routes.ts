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
import { idParam } from '../../http/params';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import {
  addApplicationFile as addFileAction,
  cancelApplication,
  companyApplication,
  companyApplications,
  createApplication,
  deleteApplication,
  removeApplicationFile as removeFileAction,
  updateApplication,
} from '../../../src/domain/api/applicationActions';
import { KIND_MIME, type UploadedFile } from '../../http/uploads';
import { uploadFields } from '../../../src/domain/entities/entity';
import { application } from '../../../src/domain/entities/application';
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

const fileParams = z.object({ id: idParam, appId: idParam, fileId: idParam });

/** The files of a create or an update, as the declaration names them (`files[0][file]` with `files[0][file_type_id]` …). */
const declaredFiles = uploadFields(application);
const uploadsOf = (upload: { files: Record<string, UploadedFile[]> } | undefined): UploadedFile[] => declaredFiles.flatMap((file) => upload?.files[file.name] ?? []);

export function applicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, companyApplications, {
    access: access.companyMember(),
    summary:
      "A company's applications, newest first (an auditor sees those assigned to them). Filters application_status_id, application_type_id, open=true|false; sort id, openedAt, sentAt, finishedAt, updatedAt, applicationStatusId, applicationTypeId",
    query: applications.applicationList.query,
    handler: ({ user, params, query }) => applications.listApplications(ctx, requireUser(user), params.id, query),
  });

  defineActionRoute(app, createApplication, {
    access: access.companyPermission('applications'),
    summary:
      'Start an application (JSON, or multipart when it carries files and area codes: application_area_codes[], files[0][file] + files[0][file_type_id] or files[0][duplicate_file_id], application_industries[0][classification_industry_id], application_industries[0][reference_ids][] …); 409 when one of the same type is open',
    rules: APPLICATION_RULES,
    errors: [409],
    handler: ({ user, params, body, upload }) => {
      const values = upload?.fields ?? body;
      if (!values) throw new Error('no body: the route takes JSON or multipart');
      return applications.createApplication(ctx, requireUser(user), params.id, values, uploadsOf(upload));
    },
  });

  defineActionRoute(app, companyApplication, {
    access: access.companyMember(),
    summary: 'One application with its industries (requirements, references), offices, scopes, area codes, files, history and the statuses the company may move it to',
    handler: ({ user, params }) => applications.getApplication(ctx, requireUser(user), params.id, params.appId),
  });

  // The form is also taken as POST with _method=PUT (SPEC §7's PUT override, http/actionRoute.ts).
  defineActionRoute(app, updateApplication, {
    access: access.companyPermission('applications'),
    summary:
      'Change an application in progress or returned (409 otherwise). Sets given (industries, offices, scopes, area codes) replace the stored ones, those left out stay; files are added (SPEC §5: an update sends only new files)',
    rules: APPLICATION_RULES,
    errors: [409],
    handler: ({ user, params, body, upload }) =>
      applications.updateApplication(ctx, requireUser(user), params.id, params.appId, upload?.fields ?? body ?? {}, uploadsOf(upload)),
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

  defineActionRoute(app, addFileAction, {
    access: access.companyPermission('applications'),
    summary:
      'Add a file to an application in progress or returned: multipart `file` + `file_type_id`, or `duplicate_file_id` + `file_type_id` (JSON or multipart) to reuse a stored file of the company',
    rules: ['Valitse tiedosto.', 'Valittua tiedostoa ei löytynyt yrityksen tiedostoista.', 'Valitse tiedosto tai jo tallennettu tiedosto (ei molempia).'],
    errors: [409],
    handler: ({ user, params, body, upload }) => {
      const values = upload?.fields ?? body;
      if (!values) throw new Error('no body: the route takes JSON or multipart');
      return addApplicationFile(ctx, requireUser(user), params.id, params.appId, values, upload?.files.file?.[0]);
    },
  });

  defineActionRoute(app, removeFileAction, {
    access: access.companyPermission('applications'),
    summary: "Remove an application's file while the application can be changed (409 otherwise)",
    errors: [409],
    handler: async ({ user, params }) => {
      await removeApplicationFile(ctx, requireUser(user), params.id, params.appId, params.fileId);
    },
  });
}
