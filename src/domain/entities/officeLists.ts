/**
 * The office's lists across companies (issue 7 §3: people, invites, agreements). Each is its
 * entity's own declared fields, picked and not written again, plus the company the record belongs
 * to; read-only resources of their own (`all-people` …), since the company's nested resources
 * need the company in their path. GET /people, /invites, /agreements (office staff only).
 */
import { z } from 'zod';
import { agreement } from './agreement';
import { companyPerson } from './companyPerson';
import { defineEntity, type EntityRecord } from './entity';
import { computed, readOnly, sortable } from './fields';
import { invite } from './invite';

/** The company a record belongs to, as the office lists name it (sorted by its name). */
const companySummary = z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() });
export type CompanySummary = z.output<typeof companySummary>;
const company = () => computed(companySummary, { sortable: true });
const companyId = () => readOnly('reference', z.number().int(), { list: false, show: false });

/** Every active person of every company: one row per person in a company (id: the company person). */
export const allPeople = defineEntity({
  resource: 'all-people',
  path: 'people',
  fields: {
    id: companyPerson.fields.id,
    companyId: companyId(),
    company: company(),
    personId: readOnly('reference', z.number().int(), { list: false, show: false }),
    // Sorted by the last name, then the first name.
    person: sortable(companyPerson.fields.person),
    email: sortable(companyPerson.fields.email),
    phone: companyPerson.fields.phone,
    title: companyPerson.fields.title,
    roleLabel: companyPerson.fields.roleLabel,
    companyAdmin: companyPerson.fields.companyAdmin,
    companyManagingDirector: companyPerson.fields.companyManagingDirector,
    companyContactPerson: companyPerson.fields.companyContactPerson,
    companyProductionManagement: companyPerson.fields.companyProductionManagement,
  },
});
export type AllPeopleRecord = EntityRecord<typeof allPeople>;

/** The roles the people list filters by (`role=`). */
export const PERSON_ROLES = ['companyAdmin', 'companyManagingDirector', 'companyContactPerson', 'companyProductionManagement'] as const;

/** Every open invite (neither cancelled nor accepted) of every company. */
export const allInvites = defineEntity({
  resource: 'all-invites',
  path: 'invites',
  fields: {
    id: invite.fields.id,
    companyId: companyId(),
    company: company(),
    email: invite.fields.email,
    companyAdmin: invite.fields.companyAdmin,
    companyManagingDirector: invite.fields.companyManagingDirector,
    companyContactPerson: invite.fields.companyContactPerson,
    createdAt: invite.fields.createdAt,
    expiresAt: invite.fields.expiresAt,
    expired: invite.fields.expired,
  },
});
export type AllInvitesRecord = EntityRecord<typeof allInvites>;

/** Every company's agreements, those in force and terminated ones. */
export const allAgreements = defineEntity({
  resource: 'all-agreements',
  path: 'agreements',
  fields: {
    id: agreement.fields.id,
    companyId: companyId(),
    company: company(),
    product: agreement.fields.product,
    productAgreement: agreement.fields.productAgreement,
    signedAt: agreement.fields.signedAt,
    terminatedAt: sortable({ ...agreement.fields.terminatedAt, placement: { ...agreement.fields.terminatedAt.placement, list: true } }),
    terminatedReason: agreement.fields.terminatedReason,
  },
});
export type AllAgreementsRecord = EntityRecord<typeof allAgreements>;
