/** Auditor costs (issue 21): a programme's rows and totals, one auditor's row, and the office's totals per auditor and per programme (JSON and CSV). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { z } from 'zod';
import { auditorCost, auditorCostTotals, programCosts, programCostTotals, writeAuditorCost } from '../../../src/domain/api/auditorCostActions';
import { costPeriodQuerySchema, PERIOD_ORDER_MESSAGE } from '../../../src/domain/auditorCosts';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import * as costs from './costs';

export function auditorCostRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, programCosts, {
    access: access.auditOrOffice(),
    summary: "A programme's auditor costs: the primary and secondary auditor's rows (empty until written) and the totals (hours, km, euros). The programme's staff: office, master auditor, its auditors; others 404",
    errors: [404],
    handler: ({ user, params }) => costs.getProgramCosts(ctx, requireUser(user), params.id),
  });

  defineActionRoute(app, auditorCost, {
    access: access.auditOrOffice(),
    summary: "One auditor's costs of a programme; the person must be the programme's primary or secondary auditor (else 404)",
    errors: [404],
    handler: ({ user, params }) => costs.getAuditorCost(ctx, requireUser(user), params.id, params.personId),
  });

  defineActionRoute(app, writeAuditorCost, {
    access: access.auditOrOffice(),
    summary:
      "Write an auditor's costs of a programme (SPEC §3 Auditor cost): an auditor their own row, the office any (403 otherwise); numbers ≥ 0, dates; what the body leaves out stays, null clears. The report is not sent before its auditors' preparation, site and report hours are in",
    errors: [403, 404],
    handler: ({ user, params, body }) => costs.writeAuditorCost(ctx, requireUser(user), params.id, params.personId, body),
  });

  defineActionRoute(app, auditorCostTotals, {
    access: access.office(),
    summary:
      "Each auditor's totals over a period (office): hours, km, euros and per diems of the rows whose site visit day (else the programme's start or planned start day) is within from–to (yyyy-MM-dd, either may be left out)",
    rules: [PERIOD_ORDER_MESSAGE],
    handler: ({ query }) => costs.auditorTotals(ctx, query),
  });

  defineActionRoute(app, programCostTotals, {
    access: access.office(),
    summary:
      "Each audit programme's totals over a period (office): its auditors' hours, km, euros and per diems of the rows whose site visit day (else the programme's start or planned start day) is within from–to, by the programme's start day",
    rules: [PERIOD_ORDER_MESSAGE],
    handler: ({ query }) => costs.programTotals(ctx, query),
  });

  totalsCsvRoute(app, {
    url: '/api/auditor-costs/csv',
    summary: "The totals per auditor as a CSV file (office): Finnish headers, ';' separated, decimal commas, UTF-8 with a byte order mark",
    fileName: 'auditoijien-kustannukset',
    csv: async (period) => costs.auditorTotalsCsv(await costs.auditorTotals(ctx, period)),
  });
  totalsCsvRoute(app, {
    url: '/api/auditor-costs/programs/csv',
    summary: "The totals per audit programme as a CSV file (office): Finnish headers, ';' separated, decimal commas, UTF-8 with a byte order mark",
    fileName: 'auditointiohjelmien-kustannukset',
    csv: async (period) => costs.programTotalsCsv(await costs.programTotals(ctx, period)),
  });
}

/** A download of the period's totals: the file named by the period. */
function totalsCsvRoute(app: FastifyInstance, def: { url: string; summary: string; fileName: string; csv: (period: z.output<typeof costPeriodQuerySchema>) => Promise<string> }): void {
  defineRoute(app, {
    method: 'GET',
    url: def.url,
    access: access.office(),
    summary: def.summary,
    schemas: { query: costPeriodQuerySchema, response: { 200: null }, file: ['text/csv'], rules: [PERIOD_ORDER_MESSAGE] },
    handler: async ({ query, reply }) => {
      const csv = await def.csv(query);
      const name = `${def.fileName}${query.from ? `-${query.from}` : ''}${query.to ? `-${query.to}` : ''}.csv`;
      return reply
        .status(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
