/**
 * Company people (roles, permissions, professionals) and a person's own data
 * (basic fields, educations, certificates). Every change writes an audit row in
 * the same transaction.
 */
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { actsAsCompanyAdmin, membershipOf } from '../../http/access';
import type { CurrentUser } from '../../http/currentUser';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { DEFAULT_BIRTH_YEAR } from '../../../src/domain/companyPeople';
import { COMPANY_PERMISSIONS } from '../../../src/domain/companyPermissions';
import { planEducationSave, replacedBy, type EducationEntry } from '../../../src/domain/educations';
import { normalizePhone } from '../../../src/domain/phone';
import { hasOfficePermission } from '../../../src/domain/permissions';
import { ADMIN_RECORD_ONLY, canChangePersonRecord } from '../../../src/domain/personRecords';
import type { CompanyPerson, ProfessionalBody } from '../../../src/domain/entities/companyPerson';
import type { companyPerson } from '../../../src/domain/entities/companyPerson';
import type { EntityBody } from '../../../src/domain/entities/entity';
import type { Education, EducationBody } from '../../../src/domain/entities/education';
import type { PersonBody } from '../../../src/domain/entities/person';
import type { PersonCertificate, PersonCertificateBody } from '../../../src/domain/entities/personCertificate';
import { recordChange, type AuditEntry } from '../../shared/auditRecord';
import { requireCompany } from '../../http/requireCompany';
import { defineList } from '../../http/list';
import type { z } from 'zod';
import type { Page } from '../../../src/domain/api/lists';
import { certificateColumns, certificateView, companyPeopleQuery, companyPersonView, educationView, loadEducations, loadPersonParts, partsOf } from './view';

type CompanyPersonBody = Partial<EntityBody<typeof companyPerson>>;

type Trx = Transaction<Database>;

const ADMIN_ONLY = 'Vain yrityksen pääkäyttäjä voi antaa tai poistaa pääkäyttäjän oikeudet.';
const ADMIN_REMOVAL = 'Vain yrityksen pääkäyttäjä voi poistaa pääkäyttäjän yrityksestä.';
const LAST_ADMIN = 'Yrityksellä on oltava vähintään yksi pääkäyttäjä. Nimeä ensin toinen pääkäyttäjä.';
const NOT_IN_COMPANY = 'Henkilöä ei löytynyt yrityksestä.';
const NO_PERSON = 'Henkilöä ei löytynyt.';

/**
 * An update keeps what the request leaves out (the schemas say so): a column takes
 * the saved value only when its field was sent, even as empty.
 */
function keepUnsent<T extends object, S extends { [K in keyof T]: unknown }>(stored: S, saved: T, sent: object): { [K in keyof T]: T[K] | S[K] } {
  const kept: { [K in keyof T]: T[K] | S[K] } = { ...saved };
  for (const key of Object.keys(saved) as Array<keyof T>) {
    if ((sent as Partial<Record<keyof T, unknown>>)[key] === undefined) kept[key] = stored[key];
  }
  return kept;
}

/** SPEC §5 person save: phone rule, birth year 1901 and contact language FI when missing. */
export function personRow(body: Partial<PersonBody> & Pick<PersonBody, 'first_name' | 'last_name'>) {
  return {
    first_name: body.first_name,
    last_name: body.last_name,
    title: body.title ?? null,
    birth_year: body.birth_year ?? DEFAULT_BIRTH_YEAR,
    phone: normalizePhone(body.phone),
    contact_language: body.contact_language ?? 'FI',
    email: body.email ?? null,
  };
}

/** A company person's own phone: the SPEC §5 rule when one is given, nothing when cleared. */
const companyPhone = (phone: string | null | undefined) => (phone ? normalizePhone(phone) : null);

/** The one list path (http/list.ts): by last name (then first name) at first. */
export const companyPeopleList = defineList({
  sortable: { lastName: ['p.last_name', 'p.first_name'], firstName: ['p.first_name', 'p.last_name'], id: 'cp.id' },
  defaultSort: 'lastName',
  tiebreaker: 'cp.id',
});

export async function listCompanyPeople(ctx: AppContext, companyId: number, query: z.output<typeof companyPeopleList.query>): Promise<Page<CompanyPerson>> {
  const page = await companyPeopleList.page(companyPeopleQuery(ctx.db, companyId), query, { view: (row) => row });
  // Their educations and certificates for the page's people, in one more query.
  const parts = await loadPersonParts(ctx.db, page.data.map((row) => row.person_id));
  const data = page.data.map((row) => companyPersonView(row, parts.get(row.person_id) ?? { personEducations: [], personCertificates: [] }));
  return { data, meta: page.meta };
}

export async function showCompanyPerson(ctx: AppContext, companyId: number, personId: number): Promise<CompanyPerson> {
  const row = await companyPeopleQuery(ctx.db, companyId).where('cp.person_id', '=', personId).executeTakeFirst();
  if (!row) throw notFound(NOT_IN_COMPANY);
  return companyPersonView(row, await partsOf(ctx.db, personId));
}

/** Locks the company for a change of its people (the last-admin rule reads the others). */
async function lockCompany(trx: Trx, companyId: number): Promise<void> {
  await requireCompany(trx, companyId, { lock: true });
}

async function lockCompanyPerson(trx: Trx, companyId: number, personId: number) {
  const row = await trx
    .selectFrom('company_people')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('person_id', '=', personId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(NOT_IN_COMPANY);
  return row;
}

async function otherAdmins(trx: Trx, companyId: number, rowId: number): Promise<number> {
  const { count } = await trx
    .selectFrom('company_people')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('company_admin', '=', true)
    .where('id', '!=', rowId)
    .executeTakeFirstOrThrow();
  return count;
}

/** POST /companies/:id/people: a professional, a person without a login. */
export async function addProfessional(ctx: AppContext, user: CurrentUser, companyId: number, body: ProfessionalBody): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockCompany(trx, companyId);
    const person = personRow(body);
    // Left out, a display role is not held.
    const displayRoles = {
      company_contact_person: body.company_contact_person ?? false,
      company_managing_director: body.company_managing_director ?? false,
      company_production_management: body.company_production_management ?? false,
    };
    const { id: personId } = await trx.insertInto('people').values(person).returning('id').executeTakeFirstOrThrow();
    const membership = {
      company_id: companyId,
      person_id: personId,
      user_id: null,
      status: 'active' as const,
      email: person.email,
      phone: person.phone,
      title: person.title,
      ...displayRoles,
      decided_at: sql<Date>`now()`,
      decided_by_user_id: user.id,
    };
    const row = await trx.insertInto('company_people').values(membership).returning('id').executeTakeFirstOrThrow();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_person',
      entityId: row.id,
      action: 'create',
      after: {
        person_id: personId,
        ...person,
        ...displayRoles,
      },
    });
    return personId;
  });
}

/** PUT /companies/:id/people/:personId: roles, contact details and permissions in the company. */
export async function updateCompanyPerson(
  ctx: AppContext,
  user: CurrentUser,
  companyId: number,
  personId: number,
  body: CompanyPersonBody,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockCompany(trx, companyId);
    const before = await lockCompanyPerson(trx, companyId, personId);
    const office = hasOfficePermission(user);
    const caller = office ? null : await membershipOf(trx, user.id, companyId);
    const callerIsAdmin = office || !!caller?.companyAdmin;

    const companyAdmin = body.company_admin ?? before.company_admin;
    if (companyAdmin !== before.company_admin && !callerIsAdmin) {
      throw forbidden(ADMIN_ONLY);
    }
    // An admin's record is the admins' (and the person's own, and the office's): the same rule as /people/{id}.
    const changer = { office, self: before.person_id === user.personId, memberships: caller ? [caller] : [] };
    if (!canChangePersonRecord(changer, { admin: before.company_admin })) throw forbidden(ADMIN_RECORD_ONLY);
    if (companyAdmin && !before.company_admin && before.user_id === null) {
      throw unprocessable({ company_admin: ['Pääkäyttäjäksi voi nimetä vain henkilön, jolla on käyttäjätunnus.'] });
    }
    if (before.company_admin && !companyAdmin && (await otherAdmins(trx, companyId, before.id)) === 0) {
      throw conflict(LAST_ADMIN, 'last_admin');
    }

    const permissions = body.permissions
      ? COMPANY_PERMISSIONS.filter((p) => body.permissions?.includes(p))
      : before.permissions;
    if (!callerIsAdmin) {
      const changed = COMPANY_PERMISSIONS.filter((p) => permissions.includes(p) !== before.permissions.includes(p));
      if (changed.some((p) => !caller?.permissions.includes(p))) {
        throw forbidden('Voit antaa tai poistaa vain oikeuksia, jotka sinulla itselläsi on.');
      }
    }

    const after = {
      company_admin: companyAdmin,
      company_contact_person: body.company_contact_person ?? before.company_contact_person,
      company_managing_director: body.company_managing_director ?? before.company_managing_director,
      company_production_management: body.company_production_management ?? before.company_production_management,
      title: body.title === undefined ? before.title : body.title,
      phone: body.phone === undefined ? before.phone : companyPhone(body.phone),
      email: body.email === undefined ? before.email : body.email,
      permissions,
    };
    await trx.updateTable('company_people').set({ ...after, updated_at: sql`now()` }).where('id', '=', before.id).execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_person',
      entityId: before.id,
      action: 'update',
      before: {
        person_id: personId,
        company_admin: before.company_admin,
        company_contact_person: before.company_contact_person,
        company_managing_director: before.company_managing_director,
        company_production_management: before.company_production_management,
        title: before.title,
        phone: before.phone,
        email: before.email,
        permissions: before.permissions,
      },
      after: { person_id: personId, ...after },
    });
  });
}

/** DELETE /companies/:id/people/:personId: the person leaves the company; the person stays. */
export async function removeCompanyPerson(ctx: AppContext, user: CurrentUser, companyId: number, personId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockCompany(trx, companyId);
    const before = await lockCompanyPerson(trx, companyId, personId);
    if (before.company_admin && !(await actsAsCompanyAdmin(trx, user, companyId))) throw forbidden(ADMIN_REMOVAL);
    if (before.company_admin && (await otherAdmins(trx, companyId, before.id)) === 0) throw conflict(LAST_ADMIN, 'last_admin');
    await trx.deleteFrom('company_people').where('id', '=', before.id).execute();
    await recordChange(trx, {
      companyId,
      userId: user.id,
      entity: 'company_person',
      entityId: before.id,
      action: 'delete',
      before: {
        person_id: personId,
        user_id: before.user_id,
        email: before.email,
        title: before.title,
        company_admin: before.company_admin,
        permissions: before.permissions,
      },
    });
  });
}

/** Person-level change: one audit row for each company the person is active in, or one without a company. */
export async function recordPersonChange(trx: Trx, personId: number, entry: Omit<AuditEntry, 'companyId'>): Promise<void> {
  const companies = await trx
    .selectFrom('company_people')
    .select('company_id')
    .where('person_id', '=', personId)
    .where('status', '=', 'active')
    .orderBy('company_id')
    .execute();
  const ids = companies.length ? companies.map((c) => c.company_id) : [null];
  for (const companyId of ids) await recordChange(trx, { ...entry, companyId });
}

async function lockPerson(trx: Trx, personId: number) {
  const row = await trx.selectFrom('people').selectAll().where('id', '=', personId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(NO_PERSON);
  return row;
}

/** PUT /people/:id: basic fields with the SPEC §5 save rules. */
export async function updatePerson(ctx: AppContext, user: CurrentUser, personId: number, body: Partial<PersonBody>): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockPerson(trx, personId);
    const after = keepUnsent(row, personRow({ ...body, first_name: body.first_name ?? row.first_name, last_name: body.last_name ?? row.last_name }), body);
    const before = {
      first_name: row.first_name,
      last_name: row.last_name,
      title: row.title,
      birth_year: row.birth_year,
      phone: row.phone,
      contact_language: row.contact_language,
      email: row.email,
    };
    await trx.updateTable('people').set({ ...after, updated_at: sql`now()` }).where('id', '=', personId).execute();
    await recordPersonChange(trx, personId, { userId: user.id, entity: 'person', entityId: personId, action: 'update', before, after });
  });
}

export async function requirePerson(ctx: AppContext, personId: number): Promise<void> {
  const row = await ctx.db.selectFrom('people').select('id').where('id', '=', personId).executeTakeFirst();
  if (!row) throw notFound(NO_PERSON);
}

async function checkLookup(trx: Trx, kind: string, id: number | null): Promise<boolean> {
  if (id === null) return true;
  const row = await trx.selectFrom('describables').select('id').where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return !!row;
}

const educationEntry = (body: EducationBody): EducationEntry => ({
  educationDegreeId: body.education_degree_id ?? null,
  // A degree from the list needs no description of one's own.
  description: (body.education_degree_id ?? null) === null ? (body.description ?? null) : null,
  educationLevelId: body.education_level_id ?? null,
  educationalInstitute: body.educational_institute ?? null,
  graduationYear: body.graduation_year ?? null,
});

/** The degree and level must be on their lookup lists; errors by field. */
async function educationLookupErrors(trx: Trx, body: EducationBody): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (!(await checkLookup(trx, 'education-degrees', body.education_degree_id ?? null))) errors.education_degree_id = ['Tuntematon tutkinto.'];
  if (!(await checkLookup(trx, 'education-levels', body.education_level_id ?? null))) errors.education_level_id = ['Tuntematon koulutusaste.'];
  return errors;
}

/** An education as the audit log has always held it: its fields, the person beside them as person_id. */
const educationAudited = (record: Education) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'personId'));

async function insertEducation(trx: Trx, personId: number, entry: EducationEntry): Promise<Education> {
  const created = await trx
    .insertInto('person_educations')
    .values({
      person_id: personId,
      education_degree_id: entry.educationDegreeId,
      description: entry.description,
      education_level_id: entry.educationLevelId,
      educational_institute: entry.educationalInstitute,
      graduation_year: entry.graduationYear,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return educationView(created);
}

/** POST /people/:id/educations: adds an education, replacing the same one (SPEC §5: degree id or own description). */
export async function addEducation(ctx: AppContext, user: CurrentUser, personId: number, body: EducationBody): Promise<Education> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockPerson(trx, personId);
    const errors = await educationLookupErrors(trx, body);
    if (Object.keys(errors).length) throw unprocessable(errors);

    const entry = educationEntry(body);
    const stored = await loadEducations(trx, personId);
    const replaced = replacedBy(stored, entry);
    if (replaced.length) {
      await trx.deleteFrom('person_educations').where('id', 'in', replaced.map((e) => e.id)).execute();
    }
    const view = await insertEducation(trx, personId, entry);
    await recordPersonChange(trx, personId, {
      userId: user.id,
      entity: 'person_education',
      entityId: view.id,
      action: replaced.length ? 'update' : 'create',
      before: replaced.length ? { person_id: personId, replaced: replaced.map(educationAudited) } : null,
      after: { person_id: personId, id: view.id, ...entry },
    });
    return view;
  });
}

/**
 * PUT /people/:id/educations: the whole list in one transaction (SPEC §5 self-edit):
 * entries of the same education replace each other, unchanged ones stay, the rest go.
 */
export async function replaceEducations(ctx: AppContext, user: CurrentUser, personId: number, bodies: EducationBody[]): Promise<Education[]> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockPerson(trx, personId);
    const errors: Record<string, string[]> = {};
    for (const [index, body] of bodies.entries()) {
      for (const [field, messages] of Object.entries(await educationLookupErrors(trx, body))) errors[`educations.${index}.${field}`] = messages;
    }
    if (Object.keys(errors).length) throw unprocessable(errors);

    const stored = await loadEducations(trx, personId);
    const plan = planEducationSave(stored, bodies.map(educationEntry));
    for (const removed of stored.filter((e) => plan.remove.includes(e.id))) {
      await trx.deleteFrom('person_educations').where('id', '=', removed.id).execute();
      await recordPersonChange(trx, personId, { userId: user.id, entity: 'person_education', entityId: removed.id, action: 'delete', before: { person_id: personId, ...educationAudited(removed) } });
    }
    for (const entry of plan.add) {
      const { id } = await insertEducation(trx, personId, entry);
      await recordPersonChange(trx, personId, { userId: user.id, entity: 'person_education', entityId: id, action: 'create', after: { person_id: personId, id, ...entry } });
    }
    return loadEducations(trx, personId);
  });
}

export async function deleteEducation(ctx: AppContext, user: CurrentUser, personId: number, educationId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('person_educations')
      .where('id', '=', educationId)
      .where('person_id', '=', personId)
      .returningAll()
      .executeTakeFirst();
    if (!removed) throw notFound('Koulutusta ei löytynyt.');
    await recordPersonChange(trx, personId, { userId: user.id, entity: 'person_education', entityId: educationId, action: 'delete', before: removed });
  });
}

const certificateRow = (body: Partial<PersonCertificateBody> & Pick<PersonCertificateBody, 'certificate_name'>) => ({
  certificate_name: body.certificate_name,
  certificate_number: body.certificate_number ?? null,
  issuer: body.issuer ?? null,
  valid_from: body.valid_from ?? null,
  valid_until: body.valid_until ?? null,
  additional_info: body.additional_info ?? null,
});

export async function addCertificate(ctx: AppContext, user: CurrentUser, personId: number, body: PersonCertificateBody): Promise<PersonCertificate> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockPerson(trx, personId);
    const values = certificateRow(body);
    const { id } = await trx.insertInto('person_certificates').values({ person_id: personId, ...values }).returning('id').executeTakeFirstOrThrow();
    await recordPersonChange(trx, personId, { userId: user.id, entity: 'person_certificate', entityId: id, action: 'create', after: { person_id: personId, ...values } });
    return certificateView(await certificateColumns(trx).where('id', '=', id).executeTakeFirstOrThrow());
  });
}

export async function updateCertificate(
  ctx: AppContext,
  user: CurrentUser,
  personId: number,
  certId: number,
  body: Partial<PersonCertificateBody>,
): Promise<PersonCertificate> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await certificateColumns(trx).where('id', '=', certId).where('person_id', '=', personId).forUpdate().executeTakeFirst();
    if (!before) throw notFound('Pätevyyttä ei löytynyt.');
    const values = keepUnsent(before, certificateRow({ ...body, certificate_name: body.certificate_name ?? before.certificate_name }), body);
    await trx.updateTable('person_certificates').set({ ...values, updated_at: sql`now()` }).where('id', '=', certId).execute();
    await recordPersonChange(trx, personId, { userId: user.id, entity: 'person_certificate', entityId: certId, action: 'update', before, after: { person_id: personId, ...values } });
    return certificateView(await certificateColumns(trx).where('id', '=', certId).executeTakeFirstOrThrow());
  });
}

export async function deleteCertificate(ctx: AppContext, user: CurrentUser, personId: number, certId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await certificateColumns(trx).where('id', '=', certId).where('person_id', '=', personId).forUpdate().executeTakeFirst();
    if (!before) throw notFound('Pätevyyttä ei löytynyt.');
    await trx.deleteFrom('person_certificates').where('id', '=', certId).execute();
    await recordPersonChange(trx, personId, { userId: user.id, entity: 'person_certificate', entityId: certId, action: 'delete', before });
  });
}
