/** A company's certificates (SPEC §3 Company certificate): members read; company_details holders and the office change. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { companyCertificate } from '../../../src/domain/entities/companyCertificate';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { nestedIdParams } from '../../http/params';
import { crudRoutes } from '../../http/crudRoutes';
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

export function certificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: companyCertificate,
    idName: 'certId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    rules: CERTIFICATES_RULES,
    list: {
      summary:
        "A company's certificates, latest end first; sort by certificateName, issuer, validFrom, validUntil or id; filter by certificate_type_id and valid (true: valid today, false: expired); q matches name, issuer or number",
      query: certificates.certificateList.query,
      handler: ({ parentId, query }) => certificates.listCertificates(ctx.db, parentId, query),
    },
    create: {
      summary: "Add a certificate issued by another body (the association's own certificates come from its issuing)",
      handler: ({ user, parentId, body }) => certificates.createCertificate(ctx, user, parentId, body),
    },
    read: { summary: 'One certificate of the company', handler: ({ parentId, id }) => certificates.getCertificate(ctx.db, parentId, id) },
    update: {
      summary: "Change a certificate of the company; one issued by the association only the office changes (else 409)",
      errors: [409],
      handler: ({ user, parentId, id, body }) => certificates.updateCertificate(ctx, user, parentId, id, body),
    },
    remove: {
      summary: 'Remove a certificate of the company; one issued by the association only the office removes (else 409)',
      errors: [409],
      handler: ({ user, parentId, id }) => certificates.deleteCertificate(ctx, user, parentId, id),
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
