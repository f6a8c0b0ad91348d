/** crudRoutes (server/http/crudRoutes.ts): the standard routes of an entity, derived from its declaration. */
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestSchema, updateSchema } from '../../src/domain/entities/entity';
import { applicationQuestion } from '../../src/domain/entities/applicationQuestion';
import { office } from '../../src/domain/entities/office';
import { access } from '../../server/http/access';
import { crudRoutes, crudUrls, type CrudDefinition } from '../../server/http/crudRoutes';
import { idParams } from '../../server/http/params';

const never = () => Promise.reject(new Error('not called'));

/** The routes a definition registers, as Fastify is given them. */
async function registered<N extends string | undefined>(def: CrudDefinition<typeof office, N, undefined> | CrudDefinition<typeof applicationQuestion, N, undefined>) {
  const app = Fastify();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  crudRoutes(app, def as CrudDefinition<typeof office, N, undefined>);
  await app.ready();
  await app.close();
  return routes.filter((route) => route.method !== 'HEAD');
}

describe('crudRoutes', () => {
  it("derives the URLs from the declaration's path: the parent as :id, the record by its own name", () => {
    expect(crudUrls(office, 'officeId')).toEqual({ collection: '/api/companies/:id/offices', item: '/api/companies/:id/offices/:officeId' });
    expect(crudUrls(applicationQuestion, undefined)).toEqual({ collection: '/api/application-questions', item: '/api/application-questions/:id' });
    expect(() => crudUrls(office, undefined)).toThrow(/idName/);
    expect(() => crudUrls(applicationQuestion, 'questionId')).toThrow(/idName/);
  });

  it('registers the operations given, each with its access rule, schemas from the declaration and the rules on the routes with a body', async () => {
    const read = access.companyMember();
    const write = access.companyPermission('company_details');
    const routes = await registered({
      entity: office,
      idName: 'officeId',
      access: { read, write },
      rules: ['Postinumeron on oltava viisi numeroa.'],
      list: { summary: 'list', handler: never },
      create: { summary: 'create', handler: never },
      update: { summary: 'update', errors: [409], handler: never },
      remove: { summary: 'remove', handler: never },
    });
    expect(routes.map((route) => `${String(route.method)} ${route.url}`)).toEqual([
      'GET /api/companies/:id/offices',
      'POST /api/companies/:id/offices',
      'PUT /api/companies/:id/offices/:officeId',
      'DELETE /api/companies/:id/offices/:officeId',
    ]);
    const [list, create, update, remove] = routes.map((route) => route.config!);
    expect([list.access, create.access, update.access, remove.access]).toEqual([read, write, write, write]);
    expect(list.schemas).toMatchObject({ params: idParams });
    expect(list.schemas!.body).toBeUndefined();
    expect(create.schemas).toMatchObject({ body: requestSchema(office), rules: ['Postinumeron on oltava viisi numeroa.'] });
    expect(update.schemas).toMatchObject({ body: updateSchema(office), errors: [409], rules: ['Postinumeron on oltava viisi numeroa.'] });
    expect(remove.schemas!.rules).toBeUndefined();
    expect(Object.keys(create.schemas!.response!)).toEqual(['201']);
    expect(remove.schemas!.response).toEqual({ 204: null });
  });

  it('takes the whole record on a replacing PUT, and refuses both kinds of PUT or a public rule', async () => {
    const rules = { read: access.office(), write: access.office() };
    const [put] = await registered({ entity: applicationQuestion, access: rules, replace: { summary: 'replace', handler: never } });
    expect(put.url).toBe('/api/application-questions/:id');
    expect(put.config!.schemas!.body).toBe(requestSchema(applicationQuestion));
    await expect(registered({ entity: applicationQuestion, access: rules, update: { summary: 'u', handler: never }, replace: { summary: 'r', handler: never } })).rejects.toThrow(/updates or replaces/);
    await expect(registered({ entity: applicationQuestion, access: { read: access.public(), write: access.office() } })).rejects.toThrow(/signed-in/);
  });
});
