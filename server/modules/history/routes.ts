/** A company's history (SPEC §3 Company history form): members read it; company_details holders and the office change it. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { historyEntry } from '../../../src/domain/entities/historyEntry';
import { pageSchema, requestSchema, responseSchema } from '../../../src/domain/entities/entity';
import { access } from '../../http/access';
import { defineRoute, requireUser } from '../../http/route';
import * as history from './service';
import { idParams, nestedIdParams } from '../../http/params';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const HISTORY_RULES = [
  'Valitse tapahtuman tyyppi listalta.',
  'Päättymispäivä ei voi olla ennen alkupäivää.',
];

const entryParams = nestedIdParams('entryId');
const entryBody = requestSchema(historyEntry);
const entryRecord = responseSchema(historyEntry);

export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/history',
    access: access.companyMember(),
    summary: "A company's history entries, newest start first; sort by validFrom, validTo or id; filter by company_history_entry_type_id",
    schemas: { params: idParams, query: history.historyList.query, response: { 200: pageSchema(entryRecord) } },
    handler: ({ params, query }) => history.listEntries(ctx.db, params.id, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/history',
    access: access.companyPermission('company_details'),
    summary: 'Add a history entry to a company',
    schemas: { rules: HISTORY_RULES, params: idParams, body: entryBody, response: { 201: entryRecord } },
    handler: async ({ user, params, body, reply }) =>
      reply.status(201).send(await history.createEntry(ctx, requireUser(user), params.id, body)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/history/:entryId',
    access: access.companyMember(),
    summary: 'One history entry of a company',
    schemas: { params: entryParams, response: { 200: entryRecord } },
    handler: ({ params }) => history.loadEntry(ctx.db, params.id, params.entryId),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/companies/:id/history/:entryId',
    access: access.companyPermission('company_details'),
    summary: 'Change a history entry of a company',
    schemas: { rules: HISTORY_RULES, params: entryParams, body: entryBody, response: { 200: entryRecord } },
    handler: ({ user, params, body }) => history.updateEntry(ctx, requireUser(user), params.id, params.entryId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/history/:entryId',
    access: access.companyPermission('company_details'),
    summary: 'Remove a history entry of a company',
    schemas: { params: entryParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await history.deleteEntry(ctx, requireUser(user), params.id, params.entryId);
    },
  });
}
