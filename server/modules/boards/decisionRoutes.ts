/** The routes of an item's handling (issue 20): disqualification and the decision per item. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { setItemConflict, setItemDecision } from '../../../src/domain/api/boardDecisionActions';
import { access } from '../../http/access';
import { defineActionRoute } from '../../http/actionRoute';
import { requireUser } from '../../http/route';
import { CONFLICT_RULES, DECISION_RULES, setConflict, setDecision } from './decisions';

export function boardDecisionRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineActionRoute(app, setItemConflict, {
    access: access.boardOrOffice(),
    summary:
      "A board member declares (has_conflict, reason) or withdraws their own disqualification on an item of a coming or running meeting; an automatic one (the application's responsible person or auditor) cannot be withdrawn",
    errors: [404],
    rules: CONFLICT_RULES,
    handler: ({ user, params, body }) => setConflict(ctx, requireUser(user), params.id, params.appId, body),
  });

  defineActionRoute(app, setItemDecision, {
    access: access.boardOrOffice(),
    summary:
      "The board's decision on an item while the meeting runs (chairman, assistant or office; never a disqualified member; refused without quorum for the item); replaceable until the meeting ends; postponed moves the item to the board's next meeting",
    errors: [404],
    rules: DECISION_RULES,
    handler: ({ user, params, body }) => setDecision(ctx, requireUser(user), params.id, params.appId, body),
  });
}
