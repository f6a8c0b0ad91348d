import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { wholeList } from '../../../src/domain/schemas/list';
import { companyPerson, personDetailsSchema, professionalSchema } from '../../../src/domain/entities/companyPerson';
import { education, educationListSchema } from '../../../src/domain/entities/education';
import { pageSchema, requestSchema, responseSchema, updateSchema } from '../../../src/domain/entities/entity';
import { person } from '../../../src/domain/entities/person';
import { personCertificate } from '../../../src/domain/entities/personCertificate';
import { access } from '../../http/access';
import { notFound } from '../../http/errors';
import { defineRoute, requireUser } from '../../http/route';
import * as people from './service';
import { loadEducations, loadPerson } from './view';
import { idParams, nestedIdParams } from '../../http/params';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const PEOPLE_RULES = [
  'Valitse tutkinto tai kirjoita tutkinnon kuvaus.',
  'Tuntematon koulutusaste.',
  'Tuntematon tutkinto.',
];

const companyPersonParams = nestedIdParams('personId');
const educationParams = nestedIdParams('educationId');
const certificateParams = nestedIdParams('certId');
const companyPersonRecord = responseSchema(companyPerson);
const educationRecord = responseSchema(education);
const certificateRecord = responseSchema(personCertificate);

export function peopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const personOr404 = async (personId: number) => {
    const person = await loadPerson(ctx.db, personId);
    if (!person) throw notFound('Henkilöä ei löytynyt.');
    return person;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/people',
    access: access.companyMember(),
    summary: "A company's active people with their roles (role label Pääkäyttäjä / Käyttäjä / Ammattilainen)",
    schemas: { params: idParams, query: people.companyPeopleList.query, response: { 200: pageSchema(companyPersonRecord) } },
    handler: ({ params, query }) => people.listCompanyPeople(ctx, params.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/companies/:id/people/:personId',
    access: access.companyMember(),
    summary: 'One person of a company with educations and certificates',
    schemas: { params: companyPersonParams, response: { 200: companyPersonRecord } },
    handler: ({ params }) => people.showCompanyPerson(ctx, params.id, params.personId),
  });

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
    url: '/api/companies/:id/people/:personId',
    access: access.companyPermission('people'),
    summary: "A person's company roles, title, phone, e-mail and permissions (company_admin: admins and office only)",
    schemas: { errors: [409], params: companyPersonParams, body: updateSchema(companyPerson), response: { 200: companyPersonRecord } },
    handler: async ({ user, params, body }) => {
      await people.updateCompanyPerson(ctx, requireUser(user), params.id, params.personId, body);
      return people.showCompanyPerson(ctx, params.id, params.personId);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/companies/:id/people/:personId',
    access: access.companyPermission('people'),
    summary: 'Remove a person from a company (the person stays); not the last company admin',
    schemas: { errors: [409], params: companyPersonParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await people.removeCompanyPerson(ctx, requireUser(user), params.id, params.personId);
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

  defineRoute(app, {
    method: 'GET',
    url: '/api/people/:id/educations',
    access: access.personEditor(),
    summary: "A person's educations",
    schemas: { params: idParams, response: { 200: pageSchema(educationRecord) } },
    handler: async ({ params }) => {
      await people.requirePerson(ctx, params.id);
      const data = await loadEducations(ctx.db, params.id);
      return wholeList(data);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/people/:id/educations',
    access: access.personEditor(),
    summary: 'Add an education (education_degree_id or description); the same degree or description is replaced',
    schemas: { rules: PEOPLE_RULES, params: idParams, body: requestSchema(education), response: { 201: educationRecord } },
    handler: async ({ user, params, body, reply }) => {
      return reply.status(201).send(await people.addEducation(ctx, requireUser(user), params.id, body));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/people/:id/educations',
    access: access.personEditor(),
    summary: "Save a person's whole education list in one go (SPEC §5 self-edit: the same degree or description replaces); answers the list",
    schemas: { rules: PEOPLE_RULES, params: idParams, body: educationListSchema, response: { 200: pageSchema(educationRecord) } },
    handler: async ({ user, params, body }) => wholeList(await people.replaceEducations(ctx, requireUser(user), params.id, body.educations)),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/people/:id/educations/:educationId',
    access: access.personEditor(),
    summary: "Remove one of a person's educations",
    schemas: { params: educationParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await people.deleteEducation(ctx, requireUser(user), params.id, params.educationId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/people/:id/certificates',
    access: access.personEditor(),
    summary: 'Add a personal certificate (valid_until not before valid_from)',
    schemas: { params: idParams, body: requestSchema(personCertificate), response: { 201: certificateRecord } },
    handler: async ({ user, params, body, reply }) => {
      return reply.status(201).send(await people.addCertificate(ctx, requireUser(user), params.id, body));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/people/:id/certificates/:certId',
    access: access.personEditor(),
    summary: 'Update a personal certificate',
    schemas: { params: certificateParams, body: updateSchema(personCertificate), response: { 200: certificateRecord } },
    handler: ({ user, params, body }) => people.updateCertificate(ctx, requireUser(user), params.id, params.certId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/people/:id/certificates/:certId',
    access: access.personEditor(),
    summary: 'Remove a personal certificate',
    schemas: { params: certificateParams, response: { 204: null } },
    handler: async ({ user, params }) => {
      await people.deleteCertificate(ctx, requireUser(user), params.id, params.certId);
    },
  });
}
