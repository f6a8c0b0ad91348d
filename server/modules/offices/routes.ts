import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { office } from '../../../src/domain/entities/office';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import { tableCrud } from '../../shared/tableCrud';

export const OFFICE_NOT_FOUND = 'Yksikköä ei löytynyt.';

/** A company's offices (yksiköt): one table whose columns are the declaration's fields, so no service of its own. */
export function officeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const offices = tableCrud(ctx.db, {
    entity: office,
    table: 'company_offices',
    audit: 'company_office',
    notFound: OFFICE_NOT_FOUND,
    parent: { column: 'company_id', company: true },
    defaultSort: 'name',
    search: ['name', 'city'],
    updatedAt: 'updated_at',
  });
  crudRoutes(app, {
    entity: office,
    idName: 'officeId',
    access: { read: access.companyMember(), write: access.companyPermission('company_details') },
    // What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document).
    rules: ['Postinumeron on oltava viisi numeroa.'],
    list: { summary: "A company's offices (yksiköt), by name at first; sort by name, city or id; q matches name or city", ...offices.list },
    create: { summary: 'Add an office to the company', ...offices.create },
    read: { summary: 'One office of the company', ...offices.read },
    update: { summary: 'Change an office of the company', ...offices.update },
    remove: { summary: 'Remove an office of the company', ...offices.remove },
  });
}
