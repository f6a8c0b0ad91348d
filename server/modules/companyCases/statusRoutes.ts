/** The office's status of a company (issue 22 §1): GET and PUT /companies/{id}/status, office staff only. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { requireUser } from '../../http/route';
import { getCompanyStatus, setCompanyStatus } from '../../../src/domain/api/companyCaseActions';
import { loadCompanyStatus, setCompanyStatus as changeCompanyStatus } from './status';

export function companyStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, getCompanyStatus, {
    access: access.office(),
    summary: "A company's status, when monitoring began, the office's notes and every status change with its reason, newest first",
    handler: ({ params }) => loadCompanyStatus(ctx.db, params.id),
  });

  defineActionRoute(app, setCompanyStatus, {
    access: access.office(),
    summary: "Change a company's status with a reason (and the office's notes); in the company's history and the audit log",
    handler: ({ user, params, body }) => changeCompanyStatus(ctx.db, requireUser(user).id, params.id, body),
  });
}
