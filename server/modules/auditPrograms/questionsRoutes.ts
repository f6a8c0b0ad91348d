/**
 * /api/audit-questions (issue 21): the report's question catalogue. Read by office staff and every
 * auditor (the report editor shows it); written by the office and the master auditor.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { AccessRule } from '../../http/access';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import { hasOfficePermission, isAuditMaster } from '../../../src/domain/permissions';
import { auditQuestion } from '../../../src/domain/entities/auditQuestion';
import * as questions from './questionsService';

/** Office staff (and sysadmins) and the master auditor (PATEVA_AUDIT_CERTIFICATE_MASTER). */
const officeOrMaster = (): AccessRule => ({
  kind: 'permission',
  name: 'office, or the master auditor',
  allows: (user) => hasOfficePermission(user) || isAuditMaster(user),
});

export function auditQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: auditQuestion,
    access: { read: access.auditOrOffice(), write: officeOrMaster() },
    list: {
      summary: 'The audit question catalogue (office and auditors), by order number at first; filters section_id, certificate_type_id, active; q matches the text or symbolic name',
      query: questions.questionList.query,
      handler: ({ query }) => questions.listQuestions(ctx, query),
    },
    create: {
      summary: 'Add an audit question (office, master auditor); certificate_type_ids left out: every audited kind',
      errors: [409],
      rules: questions.QUESTION_RULES,
      handler: ({ user, body }) => questions.createQuestion(ctx, user, body),
    },
    read: { summary: 'One audit question (office and auditors)', handler: ({ id }) => questions.getQuestion(ctx, id) },
    update: {
      summary: 'Change an audit question (office, master auditor); what the body leaves out is kept',
      errors: [409],
      rules: questions.QUESTION_RULES,
      handler: ({ user, id, body }) => questions.updateQuestion(ctx, user, id, body),
    },
    remove: {
      summary: 'Remove an audit question (office, master auditor); 409 when a report has answered it (deactivate it instead)',
      errors: [409],
      handler: ({ user, id }) => questions.deleteQuestion(ctx, user, id),
    },
  });
}
