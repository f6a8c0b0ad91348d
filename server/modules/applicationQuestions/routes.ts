/** The office's catalogue of application questions (issue 11): /api/application-questions CRUD, office staff only. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { applicationQuestion } from '../../../src/domain/entities/applicationQuestion';
import { access } from '../../http/access';
import { idParams } from '../../http/params';
import { defineRoute, requireUser } from '../../http/route';
import * as questions from './service';

const questionRecord = responseSchema(applicationQuestion);

export function applicationQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/application-questions',
    access: access.office(),
    summary: 'The catalogue of application questions (office); filters application_type_id, section_id, active; q matches the text',
    schemas: { query: questions.questionList.query, response: { 200: pageSchema(questionRecord) } },
    handler: ({ query }) => questions.listQuestions(ctx, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/application-questions',
    access: access.office(),
    summary: 'Add an application question (office)',
    schemas: { body: requestSchema(applicationQuestion), response: { 201: questionRecord } },
    handler: async ({ user, body, reply }) => reply.status(201).send(await questions.createQuestion(ctx, requireUser(user), body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/application-questions/:id',
    access: access.office(),
    summary: 'One application question (office)',
    schemas: { params: idParams, response: { 200: questionRecord } },
    handler: ({ params }) => questions.getQuestion(ctx, params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/application-questions/:id',
    access: access.office(),
    summary: 'Change an application question (office); what the body leaves out is kept',
    schemas: { params: idParams, body: updateSchema(applicationQuestion), response: { 200: questionRecord } },
    handler: ({ user, params, body }) => questions.updateQuestion(ctx, requireUser(user), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/application-questions/:id',
    access: access.office(),
    summary: 'Remove an application question (office); 409 when companies have answered it (deactivate it instead)',
    schemas: { errors: [409], params: idParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await questions.deleteQuestion(ctx, requireUser(user), params.id);
    },
  });
}
