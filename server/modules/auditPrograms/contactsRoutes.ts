/** The auditor contacts list of SPEC §2 (issue 21): GET /api/auditor-contacts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { auditorContacts } from '../../../src/domain/api/auditorCostActions';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { contactList, listAuditorContacts } from './contacts';

export function auditorContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, auditorContacts, {
    access: access.auditOrOffice(),
    query: contactList.query,
    summary:
      'The auditor contacts (SPEC §2; staff: office and audit roles): users holding PATEVA_AUDIT_CERTIFICATE or …_MASTER with name, e-mail, phone, roles and open programme count; paginate (true), page (1), sort name|email, q matches the name or e-mail',
    handler: ({ query }) => listAuditorContacts(ctx, query),
  });
}
