/** A company's certificates (SPEC §3 Company certificate): members read; company_details holders and the office change. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { companyCertificate } from '../../../src/domain/entities/companyCertificate';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { idParams, nestedIdParams } from '../../http/params';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import { attachCertificateFile } from '../../../src/domain/api/certificateActions';
import * as certificates from './service';
import { sendStoredFile } from '../../http/files';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const CERTIFICATES_RULES = [
  'Valitse sertifikaatin tyyppi listalta.',
  'Voimassaolo ei voi päättyä ennen kuin se alkaa.',
];


const certificateParams = nestedIdParams('certId');
const certificateRecord = responseSchema(companyCertificate);

export function certificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/certificates',
    access: access.companyMember(),
    summary:
      "A company's certificates, latest end first; sort by certificateName, issuer, validFrom, validUntil or id; filter by certificate_type_id and valid (true: valid today, false: expired); q matches name, issuer or number",
    schemas: { params: idParams, query: certificates.certificateList.query, response: { 200: pageSchema(certificateRecord) } },
    handler: ({ params, query }) => certificates.listCertificates(ctx.db, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/certificates',
    access: access.companyPermission('company_details'),
    summary: "Add a certificate issued by another body (the association's own certificates come from its issuing)",
    schemas: { rules: CERTIFICATES_RULES, params: idParams, body: requestSchema(companyCertificate), response: { 201: certificateRecord } },
    handler: async ({ user, params, body, reply }) => reply.status(201).send(await certificates.createCertificate(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/certificates/:certId',
    access: access.companyMember(),
    summary: 'One certificate of the company',
    schemas: { params: certificateParams, response: { 200: certificateRecord } },
    handler: ({ params }) => certificates.getCertificate(ctx.db, params.id, params.certId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/certificates/:certId',
    access: access.companyPermission('company_details'),
    summary: "Change a certificate of the company; one issued by the association only the office changes (else 409)",
    schemas: { rules: CERTIFICATES_RULES, errors: [409], params: certificateParams, body: updateSchema(companyCertificate), response: { 200: certificateRecord } },
    handler: ({ user, params, body }) => certificates.updateCertificate(ctx, requireUser(user), params.id, params.certId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/certificates/:certId',
    access: access.companyPermission('company_details'),
    summary: 'Remove a certificate of the company; one issued by the association only the office removes (else 409)',
    schemas: { errors: [409], params: certificateParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await certificates.deleteCertificate(ctx, requireUser(user), params.id, params.certId);
    },
  });

  defineActionRoute(app, attachCertificateFile, {
    access: access.companyPermission('company_details'),
    summary: "Attach the certificate's PDF (multipart `file`; PDF only, read from the content); replaces an earlier one",
    errors: [409],
    handler: ({ user, params, upload }) => certificates.attachFile(ctx, requireUser(user), params.id, params.certId, upload.files.file[0]),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/certificates/:certId/file',
    access: access.companyMember(),
    summary: "Download the certificate's PDF (with its original name)",
    schemas: { params: certificateParams, response: { 200: null }, file: ['application/pdf'] },
    handler: async ({ params, reply }) => sendStoredFile(reply, ctx.storage, await certificates.certificateFile(ctx.db, params.id, params.certId)),
  });
}
