/**
 * SPEC §3 Company person: a person's membership of a company (GET/POST /companies/{id}/people,
 * GET/PUT/DELETE …/people/{personId}). The nested person, educations and certificates are the
 * other declarations' answers; the role label is SPEC's rule (src/domain/companyPeople.ts).
 */
import { z } from 'zod';
import { ROLE_LABELS } from '../companyPeople';
import { defineEntity, requestSchema, responseSchema, type EntityRecord } from './entity';
import { boolean, computed, id, readOnly, reference, text } from './fields';
import { email, phone } from './fieldsContact';
import { companyPermissions } from './fieldsPeople';
import { education } from './education';
import { person } from './person';
import { personCertificate } from './personCertificate';

export const companyPerson = defineEntity({
  resource: 'company-people',
  // The record path names the person (…/people/{personId}): views pass the person id as the record id.
  path: 'companies/:companyId/people',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    personId: reference('people', { fromPath: true }),
    /** Null for a professional (Ammattilainen), a person without a login. */
    userId: readOnly('reference', z.number().int().positive().nullable()),
    person: computed(responseSchema(person), {}),
    email: email(),
    phone: phone(),
    companyAdmin: boolean({}),
    companyContactPerson: boolean({}),
    companyManagingDirector: boolean({}),
    companyProductionManagement: boolean({}),
    title: text({ max: 200, tooLong: 'Tehtävänimike on liian pitkä.' }),
    permissions: companyPermissions(),
    roleLabel: computed(z.enum(ROLE_LABELS), {}),
    personEducations: computed(z.array(responseSchema(education)), { list: false }),
    personCertificates: computed(z.array(responseSchema(personCertificate)), { list: false }),
  },
});

export type CompanyPerson = EntityRecord<typeof companyPerson>;

/** The display roles (SPEC §6) a professional may be given when added. */
export const DISPLAY_ROLES = ['companyManagingDirector', 'companyContactPerson', 'companyProductionManagement'] as const;
export type DisplayRole = (typeof DISPLAY_ROLES)[number];

const { companyManagingDirector, companyContactPerson, companyProductionManagement } = companyPerson.fields;

/** POST /companies/{id}/people: a professional (a person without a login): the person's fields and the display roles. */
export const professionalSchema = z.intersection(
  requestSchema(person),
  z.object({
    company_managing_director: companyManagingDirector.input,
    company_contact_person: companyContactPerson.input,
    company_production_management: companyProductionManagement.input,
  }),
);
export type ProfessionalBody = z.output<typeof professionalSchema>;

/** PUT /people/{id} answers the person with their educations and certificates, as a company person carries them. */
export const personDetailsSchema = z.intersection(
  responseSchema(person),
  z.object({
    personEducations: companyPerson.fields.personEducations.output,
    personCertificates: companyPerson.fields.personCertificates.output,
  }),
);
export type PersonDetails = z.output<typeof personDetailsSchema>;
