import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { wholeList } from '../../../src/domain/schemas/list';
import { companyPerson, personDetailsSchema, professionalSchema } from '../../../src/domain/entities/companyPerson';
import { education } from '../../../src/domain/entities/education';
import { responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { person } from '../../../src/domain/entities/person';
import { personCertificate } from '../../../src/domain/entities/personCertificate';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import * as people from './service';
import { loadEducations, loadPerson } from './view';
import { idParams } from '../../http/params';
import { crudRoutes } from '../../http/crudRoutes';
import { defineActionRoute } from '../../http/actionRoute';
import { replaceEducations } from '../../../src/domain/api/educationActions';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const PEOPLE_RULES = [
  'Valitse tutkinto tai kirjoita tutkinnon kuvaus.',
  'Tuntematon koulutusaste.',
  'Tuntematon tutkinto.',
];

const companyPersonRecord = responseSchema(companyPerson);

export function peopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const personOr404 = async (personId: number) => {
    const person = await loadPerson(ctx.db, personId);
    if (!person) throw notFound('Henkilöä ei löytynyt.');
    return person;
  };

  crudRoutes(app, {
    entity: companyPerson,
    idName: 'personId',
    access: { read: access.companyMember(), write: access.companyPermission('people') },
    list: {
      summary: "A company's active people with their roles (role label Pääkäyttäjä / Käyttäjä / Ammattilainen)",
      query: people.companyPeopleList.query,
      handler: ({ parentId, query }) => people.listCompanyPeople(ctx, parentId, query),
    },
    read: { summary: 'One person of a company with educations and certificates', handler: ({ parentId, id }) => people.showCompanyPerson(ctx, parentId, id) },
    update: {
      summary: "A person's company roles, title, phone, e-mail and permissions (company_admin: admins and office only)",
      errors: [409],
      handler: async ({ user, parentId, id, body }) => {
        await people.updateCompanyPerson(ctx, user, parentId, id, body);
        return people.showCompanyPerson(ctx, parentId, id);
      },
    },
    remove: {
      summary: 'Remove a person from a company (the person stays); not the last company admin',
      errors: [409],
      handler: ({ user, parentId, id }) => people.removeCompanyPerson(ctx, user, parentId, id),
    },
  });

  // A person is added as a professional: a body of its own, not the company person's record.
  defineRoute(app, {
    method: 'POST',
    url: '/api/companies/:id/people',
    access: access.companyPermission('people'),
    summary: 'Add a professional (a person without a login) to a company',
    schemas: { params: idParams, body: professionalSchema, response: { 201: companyPersonRecord } },
    handler: async ({ user, params, body, reply }) => {
      const personId = await people.addProfessional(ctx, requireUser(user), params.id, body);
      return reply.status(201).send(await people.showCompanyPerson(ctx, params.id, personId));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/people/:id',
    access: access.personEditor(),
    summary: "A person's basic fields (phone +358 rule, birth year 1901 and language FI when missing)",
    schemas: { params: idParams, body: updateSchema(person), response: { 200: personDetailsSchema } },
    handler: async ({ user, params, body }) => {
      await people.updatePerson(ctx, requireUser(user), params.id, body);
      return personOr404(params.id);
    },
  });

  crudRoutes(app, {
    entity: education,
    idName: 'educationId',
    access: { read: access.personEditor(), write: access.personEditor() },
    rules: PEOPLE_RULES,
    list: {
      summary: "A person's educations",
      handler: async ({ parentId }) => {
        await people.requirePerson(ctx, parentId);
        return wholeList(await loadEducations(ctx.db, parentId));
      },
    },
    create: {
      summary: 'Add an education (education_degree_id or description); the same degree or description is replaced',
      handler: ({ user, parentId, body }) => people.addEducation(ctx, user, parentId, body),
    },
    remove: { summary: "Remove one of a person's educations", handler: ({ user, parentId, id }) => people.deleteEducation(ctx, user, parentId, id) },
  });

  defineActionRoute(app, replaceEducations, {
    access: access.personEditor(),
    summary: "Save a person's whole education list in one go (SPEC §5 self-edit: the same degree or description replaces); answers the list",
    rules: PEOPLE_RULES,
    handler: async ({ user, params, body }) => wholeList(await people.replaceEducations(ctx, requireUser(user), params.id, body.educations)),
  });

  crudRoutes(app, {
    entity: personCertificate,
    idName: 'certId',
    access: { read: access.personEditor(), write: access.personEditor() },
    create: {
      summary: 'Add a personal certificate (valid_until not before valid_from)',
      handler: ({ user, parentId, body }) => people.addCertificate(ctx, user, parentId, body),
    },
    update: { summary: 'Update a personal certificate', handler: ({ user, parentId, id, body }) => people.updateCertificate(ctx, user, parentId, id, body) },
    remove: { summary: 'Remove a personal certificate', handler: ({ user, parentId, id }) => people.deleteCertificate(ctx, user, parentId, id) },
  });
}
