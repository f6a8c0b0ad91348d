/**
 * Certificates issued by the association (issue 20): the office's search, hold actions and history,
 * the certificate's PDF for the company and the office, and the public registry (no sign-in; rate
 * limited per address, cacheable for a minute, nothing personal).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { notFound } from '../../http/errors';
import { contentDisposition } from '../../http/files';
import { idParam, nestedIdParams } from '../../http/params';
import { hit, tooMany, type Limit } from '../../http/rateLimit';
import { defineRoute, requireUser } from '../../http/route';
import type { Action } from '../../../src/domain/api/action';
import { pageSchema, responseSchema } from '../../../src/domain/entities/entity';
import { officeCertificate } from '../../../src/domain/entities/officeCertificate';
import { certificateHistory, reinstateCertificate, suspendCertificate, withdrawCertificate } from '../../../src/domain/api/certificateActions';
import { HOLD_REFUSALS, type HoldAction } from '../../../src/domain/certificateStatus';
import { publicCertificatePath, publicCertificateSchema, publicCompanyQuerySchema, publicCompanySchema, publicCompanySearchSchema } from '../../../src/domain/publicRegistry';
import { certificateBadge } from './badge';
import * as office from './office';
import { certificatePdf } from './pdf';
import * as registry from './publicRegistry';
import { certificatePdfInput } from './service';

/** Per address: a person browsing the registry never meets it; a script copying the registry does. */
export const PUBLIC_REGISTRY_LIMIT: Limit = { name: 'public-registry', max: 120, windowSeconds: 60 };
export const PUBLIC_REGISTRY_THROTTLED = 'Liian monta hakua lyhyessä ajassa. Yritä hetken kuluttua uudelleen.';
/** Public answers may be kept a minute: a suspension shows within it. */
const PUBLIC_CACHE = 'public, max-age=60';

const businessIdParams = z.object({ businessId: z.string().max(20) });
const numberParams = z.object({ number: z.string().max(200) });

export function certificateRegistryRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/certificates',
    access: access.office(),
    summary:
      "Every company's certificates (office; SPEC §3, §9). Without `valid`: valid ones only; the valid search takes `certificate_type_ids[]` (default 5) and sorts by valid_to descending; the expired one (`valid=false`) takes one `certificate_type_id` (default 5) and sorts by company_name descending",
    schemas: { query: office.officeCertificateList.query, response: { 200: pageSchema(responseSchema(officeCertificate)) } },
    handler: ({ query, request }) => office.searchCertificates(ctx.db, office.searchDefaults(query, request.query as Record<string, unknown>)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/certificates/:certId',
    access: access.office(),
    summary: 'One certificate with its company (office)',
    schemas: { params: z.object({ certId: idParam }), response: { 200: responseSchema(officeCertificate) } },
    handler: ({ params }) => office.getOfficeCertificate(ctx.db, params.certId),
  });

  const holdRoute = <P extends `/certificates/:certId/${HoldAction}`>(action: typeof suspendCertificate | Action<P, typeof suspendCertificate.params.shape, undefined, typeof suspendCertificate.body, undefined, typeof suspendCertificate.answer>, kind: HoldAction, summary: string) =>
    defineActionRoute(app, action, {
      access: access.office(),
      summary,
      errors: [409],
      rules: [],
      handler: ({ user, params, body }) => office.holdCertificate(ctx, requireUser(user), params.certId, kind, body.reason),
    });
  holdRoute(suspendCertificate, 'suspend', `Suspend an issued certificate with a reason (office); 409: ${HOLD_REFUSALS.suspend}`);
  holdRoute(withdrawCertificate, 'withdraw', `Withdraw an issued certificate for good, with a reason (office); 409: ${HOLD_REFUSALS.withdraw}`);
  holdRoute(reinstateCertificate, 'reinstate', `Reinstate a suspended certificate with a reason (office); 409: ${HOLD_REFUSALS.reinstate}`);

  defineActionRoute(app, certificateHistory, {
    access: access.office(),
    summary: "A certificate's events (issued, suspended, withdrawn, reinstated: who, when, why) and the expiry reminders sent (office)",
    handler: ({ params }) => office.certificateHistory(ctx.db, params.certId),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/certificates/:certId/pdf',
    access: access.companyMember(),
    summary: 'A certificate issued by the association as a PDF, with a QR code to its public page (never cached)',
    schemas: { params: nestedIdParams('certId'), response: { 200: null }, file: ['application/pdf'] },
    handler: async ({ params, reply }) => {
      const input = await certificatePdfInput(ctx.db, params.id, params.certId);
      const verifyUrl = new URL(publicCertificatePath(input.number), ctx.appUrl).toString();
      return reply
        .status(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`sertifikaatti-${input.number}.pdf`, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(certificatePdf({ ...input, verifyUrl, printedOn: new Date() }));
    },
  });

  /** Counts the hit; over the limit, 429 with the seconds to the next window in Retry-After. */
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await hit(ctx.db, PUBLIC_REGISTRY_LIMIT, request.ip)) return;
    const seconds = PUBLIC_REGISTRY_LIMIT.windowSeconds - (Math.floor(Date.now() / 1000) % PUBLIC_REGISTRY_LIMIT.windowSeconds);
    reply.header('retry-after', String(Math.max(1, seconds)));
    throw tooMany(PUBLIC_REGISTRY_THROTTLED);
  };
  const cached = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_CACHE);

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/companies',
    access: access.public(),
    summary: `Public registry: companies by name or business ID (q, at least 2 characters) holding a certificate issued by the association, at most ${registry.PUBLIC_SEARCH_LIMIT}, each with its certificates (no sign-in; nothing personal; 429 with Retry-After past ${PUBLIC_REGISTRY_LIMIT.max} requests a minute per address)`,
    schemas: { errors: [429], query: publicCompanyQuerySchema, response: { 200: publicCompanySearchSchema } },
    handler: async ({ query, request, reply }) => {
      await limited(request, reply);
      const data = await registry.searchCompanies(ctx.db, query.q);
      cached(reply);
      return { data };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/companies/:businessId',
    access: access.public(),
    summary: "Public registry: a company by its business ID with its certificates issued by the association and their status (404 when it holds none)",
    schemas: { errors: [429], params: businessIdParams, response: { 200: publicCompanySchema } },
    handler: async ({ params, request, reply }) => {
      await limited(request, reply);
      const company = await registry.publicCompany(ctx.db, params.businessId);
      cached(reply);
      return company;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/certificates/:number',
    access: access.public(),
    summary: 'Public registry: a certificate by its number (e.g. PTV-2026-000123): status, dates, scope, industries, company, and the days of its events (404: the registry has no such certificate)',
    schemas: { errors: [429], params: numberParams, response: { 200: publicCertificateSchema } },
    handler: async ({ params, request, reply }) => {
      await limited(request, reply);
      const certificate = await registry.publicCertificate(ctx.db, params.number);
      cached(reply);
      return certificate;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/public/certificates/:number/badge.svg',
    access: access.public(),
    summary: "Public registry: an embeddable SVG badge with the certificate's number and current status",
    schemas: { errors: [429], params: numberParams, response: { 200: null }, file: ['image/svg+xml'] },
    handler: async ({ params, request, reply }) => {
      await limited(request, reply);
      const { number, status } = await registry.badgeStatus(ctx.db, params.number);
      if (!status) throw notFound(registry.NO_SUCH_CERTIFICATE);
      return reply
        .status(200)
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', PUBLIC_CACHE)
        .send(certificateBadge(number, status));
    },
  });
}
