/** The company's self-evaluation of an audit programme (issue 21): read and written per section. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { selfEvaluation, writeSelfEvaluation } from '../../../src/domain/api/selfEvaluationActions';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { requireUser } from '../../http/route';
import * as service from './selfEvaluation';

export function selfEvaluationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, selfEvaluation, {
    // The company's people and the programme's staff (office, master auditor, its auditors); anyone else 404 (programAccess).
    access: access.signedIn(),
    summary:
      "A programme's self-evaluation: the 16 evaluation report sections with the company's score 0–5 and comment, and the auditor's score (the mean of the section's observation scores, one decimal; shown to the company once the report is sent). The company's people and the programme's staff (office, master auditor, its auditors); others 404",
    errors: [404],
    handler: ({ user, params }) => service.getSelfEvaluation(ctx, requireUser(user), params.id, params.programId),
  });

  defineActionRoute(app, writeSelfEvaluation, {
    access: access.companyAdmin(),
    summary:
      'The company admins (and the office) write the self-evaluation until the report is sent to the company: the sections sent (score 0–5 or null, comment) are written, what a section leaves out stays, the other sections stay',
    errors: [403, 404],
    rules: service.SELF_EVALUATION_RULES,
    handler: ({ user, params, body }) => service.writeSelfEvaluation(ctx, requireUser(user), params.id, params.programId, body),
  });
}
