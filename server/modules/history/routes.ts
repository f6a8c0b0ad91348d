/** A company's history (SPEC §3 Company history form): members read it; company_details holders and the office change it. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { historyEntry } from '../../../src/domain/entities/historyEntry';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import * as history from './service';

export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  crudRoutes(app, {
    entity: historyEntry,
    idName: 'entryId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    // What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document).
    rules: ['Valitse tapahtuman tyyppi listalta.', 'Päättymispäivä ei voi olla ennen alkupäivää.'],
    list: {
      summary: "A company's history entries, newest start first; sort by validFrom, validTo or id; filter by company_history_entry_type_id",
      query: history.historyList.query,
      handler: ({ parentId, query }) => history.listEntries(ctx.db, parentId, query),
    },
    create: { summary: 'Add a history entry to a company', handler: ({ user, parentId, body }) => history.createEntry(ctx, user, parentId, body) },
    read: { summary: 'One history entry of a company', handler: ({ parentId, id }) => history.loadEntry(ctx.db, parentId, id) },
    replace: { summary: 'Change a history entry of a company', handler: ({ user, parentId, id, body }) => history.updateEntry(ctx, user, parentId, id, body) },
    remove: { summary: 'Remove a history entry of a company', handler: ({ user, parentId, id }) => history.deleteEntry(ctx, user, parentId, id) },
  });
}
