/**
 * Audit programmes' routes (issue 21): `/api/audit-programs` (office and the master auditor all, an
 * auditor their own; created and changed by the office), its CSV export, the company's own
 * programmes and objection, and the office's certificate plan of a company.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { crudRoutes } from '../../http/crudRoutes';
import { defineRoute, requireUser } from '../../http/route';
import { auditProgram } from '../../../src/domain/entities/auditProgram';
import { certificatePlan, companyAuditPrograms, objectToAuditProgram, programAuditors, saveCertificatePlan } from '../../../src/domain/api/auditProgramActions';
import * as programs from './programs';
import * as company from './programsCompany';
import { programsCsv } from './programsCsv';

const exportQuery = (programs.programList.query as unknown as z.ZodObject).extend({
  format: z.enum(['csv'], { error: 'Muodon on oltava csv.' }),
});

export function auditProgramRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = access.auditOrOffice();
  const write = access.office();

  crudRoutes(app, {
    entity: auditProgram,
    access: { read, write },
    rules: programs.PROGRAM_RULES,
    list: {
      summary:
        'Audit programmes (office and the master auditor: all; an auditor: those where they are the primary or secondary auditor), by planned date; filters company_id, application_id, certificate_type_id, auditor_id, status_id, report_status_id, planned_from, planned_to, review_asked; q matches the company name',
      query: programs.programList.query,
      handler: ({ user, query }) => programs.listPrograms(ctx.db, user, query),
    },
    create: {
      summary:
        'Plan an audit programme (office) for a certificate application (application_id; types 4–11, renewals are recertifications) or a company and kind (company_id + certificate_type_id); with its report. Auditors must hold an audit certificate role (422); a declared conflict with the company on the planned date is refused (409); the company is told by mail',
      errors: [409],
      handler: ({ user, body }) => programs.createProgram(ctx, user, body),
    },
    read: { summary: 'One audit programme (office, the master auditor, its auditors, the company’s people; else 404)', handler: ({ user, id }) => programs.getProgram(ctx.db, user, id) },
    update: {
      summary:
        'Change a programme (office): dates, auditors, status, statement. A changed auditor is checked (role 422, declared conflict 409), the rotation flag and previous auditor recomputed, the company told by mail',
      errors: [404, 409],
      handler: ({ user, id, body }) => programs.updateProgram(ctx, user, id, body),
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/audit-programs/export',
    access: write,
    summary: 'The programmes the list filters match as a CSV file (office): Finnish headers, semicolons, a byte order mark',
    schemas: { query: exportQuery, response: { 200: null }, file: ['text/csv'] },
    handler: async ({ user, query, reply }) => {
      const rows = await programs.allPrograms(ctx.db, requireUser(user), query as programs.ProgramListQuery);
      return reply
        .status(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="auditointiohjelmat.csv"')
        .header('cache-control', 'no-store')
        .send(programsCsv(rows));
    },
  });

  defineActionRoute(app, companyAuditPrograms, {
    access: access.companyMember(),
    summary: "The company's audit programmes (its people; office): who audits it and when, the report's state, its objection",
    handler: ({ params }) => company.companyPrograms(ctx.db, params.id),
  });

  defineActionRoute(app, objectToAuditProgram, {
    access: access.companyAdmin(),
    summary: "The company's objection to a programme's auditors or date (company admin, office), before the audit starts (else 422); another company's programme 404",
    errors: [404],
    rules: company.OBJECTION_RULES,
    handler: ({ user, params, body }) => company.objectToProgram(ctx, requireUser(user), params.id, params.programId, body.objection),
  });

  defineActionRoute(app, certificatePlan, {
    // Read as the company's own programmes are (its people, the office, staff tied to it); changed by the office.
    access: access.companyMember(),
    summary:
      "A company's certificate plan (its people, office, staff tied to the company; read only but for the office): per audited kind (2, 5, 20, 23) its programmes and whether it follows the quality plan's dates",
    errors: [404],
    handler: ({ params }) => company.readCertificatePlan(ctx.db, params.id),
  });

  defineActionRoute(app, saveCertificatePlan, {
    access: write,
    summary: "Set a company's sync flags (office): a synced kind's open programmes take the quality plan's planned dates",
    errors: [404],
    handler: ({ user, params, body }) => company.saveCertificatePlan(ctx, requireUser(user), params.id, body),
  });

  defineActionRoute(app, programAuditors, {
    access: write,
    summary: 'Who the office may assign as an auditor: people whose user holds PATEVA_AUDIT_CERTIFICATE or …_MASTER',
    handler: () => programs.assignableAuditors(ctx.db),
  });
}
