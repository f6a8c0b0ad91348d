/** The office's lists across companies (issue 7 §3): GET /people, /invites, /agreements, office staff only. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pageSchema, responseSchema } from '../../../src/domain/entities/entity';
import { allAgreements, allInvites, allPeople } from '../../../src/domain/entities/officeLists';
import { access } from '../../http/access';
import { defineRoute } from '../../http/route';
import * as lists from './service';

export function officeListRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/people',
    access: access.office(),
    summary: 'The active people of every company, one row per person in a company (office)',
    schemas: { query: lists.peopleList.query, response: { 200: pageSchema(responseSchema(allPeople)) } },
    handler: ({ query }) => lists.listPeople(ctx, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/invites',
    access: access.office(),
    summary: 'The open invites (neither cancelled nor accepted) of every company (office)',
    schemas: { query: lists.invitesList.query, response: { 200: pageSchema(responseSchema(allInvites)) } },
    handler: ({ query }) => lists.listInvites(ctx, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/agreements',
    access: access.office(),
    summary: "Every company's agreements, in force and terminated (office)",
    schemas: { query: lists.agreementsList.query, response: { 200: pageSchema(responseSchema(allAgreements)) } },
    handler: ({ query }) => lists.listAgreements(ctx, query),
  });
}
