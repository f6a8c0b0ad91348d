/** The office's catalogue of application questions (issue 11): /api/application-questions CRUD, office staff only. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { applicationQuestion } from '../../../src/domain/entities/applicationQuestion';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as questions from './service';

export function applicationQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: applicationQuestion,
    access: { read: access.office(), write: access.office() },
    list: {
      summary: 'The catalogue of application questions (office); filters application_type_id, section_id, active; q matches the text',
      query: questions.questionList.query,
      handler: ({ query }) => questions.listQuestions(ctx, query),
    },
    create: { summary: 'Add an application question (office)', handler: ({ user, body }) => questions.createQuestion(ctx, user, body) },
    read: { summary: 'One application question (office)', handler: ({ id }) => questions.getQuestion(ctx, id) },
    update: {
      summary: 'Change an application question (office); what the body leaves out is kept',
      handler: ({ user, id, body }) => questions.updateQuestion(ctx, user, id, body),
    },
    remove: {
      summary: 'Remove an application question (office); 409 when companies have answered it (deactivate it instead)',
      errors: [409],
      handler: ({ user, id }) => questions.deleteQuestion(ctx, user, id),
    },
  });
}
