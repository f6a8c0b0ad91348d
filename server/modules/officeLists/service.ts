/**
 * The office's lists across companies (src/domain/entities/officeLists.ts): every company's
 * active people, open invites and agreements, each with its company, through the one list path.
 */
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineList, entitySortable, everyWord, textSearch, type SearchText } from '../../http/list';
import { idSchema } from '../../http/params';
import { entityView } from '../../http/view';
import { contactEmail, roleLabel } from '../../../src/domain/companyPeople';
import type { Page } from '../../../src/domain/api/lists';
import {
  allAgreements,
  allInvites,
  allPeople,
  PERSON_ROLES,
  type AllAgreementsRecord,
  type AllInvitesRecord,
  type AllPeopleRecord,
} from '../../../src/domain/entities/officeLists';
import { companyAgreementView, selectCompanyAgreements } from '../agreements';
import { hasExpired } from '../invites';
import { activeCompanyPeople, nestedPersonView } from '../people';

/** `true`/`false` in a query string. */
const booleanFilter = z.enum(['true', 'false'], { error: 'Arvon on oltava true tai false.' }).transform((value) => value === 'true');

/** The company columns every row carries, from `companies as c`. */
const companyColumns = ['c.name as company_name', 'c.registration_number as company_registration_number'] as const;
const companyOf = (row: { company_id: number; company_name: string; company_registration_number: string }) => ({
  id: row.company_id,
  name: row.company_name,
  registrationNumber: row.company_registration_number,
});

/** The e-mail a row shows, in SQL (contactEmail: the person's own before the company's copy): sorted and searched by. */
const shownEmail = sql<string | null>`coalesce(p.email, cp.email)`;

export const peopleList = defineList({
  // The person's id after the last name: the order the index people_last_name_id keeps (migration 044), so a
  // page walks it and stops, where a common surname otherwise sorted every row that has it.
  sortable: entitySortable(allPeople, 'cp', { company: 'c.name', person: ['p.last_name', 'p.id'], email: shownEmail }),
  defaultSort: 'person',
  tiebreaker: 'cp.id',
  filters: {
    company_id: idSchema,
    role: z.enum(PERSON_ROLES, { error: `Tuntematon rooli. Sallitut: ${PERSON_ROLES.join(', ')}.` }),
  },
  search: true,
});

const ROLE_COLUMNS = {
  companyAdmin: 'cp.company_admin',
  companyManagingDirector: 'cp.company_managing_director',
  companyContactPerson: 'cp.company_contact_person',
  companyProductionManagement: 'cp.company_production_management',
} as const satisfies Record<(typeof PERSON_ROLES)[number], string>;

const allPeopleView = entityView(allPeople);

/**
 * What q finds a row by: the person's names, the e-mail the row shows and the company's name, kept
 * lower-cased in the row's own column by PostgreSQL (migration 044), whose trigram index serves it.
 */
const PEOPLE_TEXT: SearchText = { sql: sql<string>`cp.search_text`, bigrams: null };

export function listPeople(ctx: AppContext, query: z.output<typeof peopleList.query>): Promise<Page<AllPeopleRecord>> {
  const select = activeCompanyPeople(ctx.db).innerJoin('companies as c', 'c.id', 'cp.company_id').select(companyColumns);
  return peopleList.page(select, query, {
    // The e-mail the company page shows (the person's own before the company's copy).
    view: (row) =>
      allPeopleView({ ...row, email: contactEmail(row.person_email, row.email) }, {
        company: companyOf(row),
        person: nestedPersonView(row),
        roleLabel: roleLabel({ companyAdmin: row.company_admin, userId: row.user_id }),
      }),
    filters: {
      company_id: (id) => (eb) => eb('cp.company_id', '=', id),
      role: (role) => () => sql<SqlBool>`${sql.ref(ROLE_COLUMNS[role])}`,
    },
    search: (q) => textSearch(q, PEOPLE_TEXT),
  });
}

export const invitesList = defineList({
  sortable: entitySortable(allInvites, 'i', { company: 'c.name' }),
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  tiebreaker: 'i.id',
  filters: { company_id: idSchema, expired: booleanFilter },
  search: true,
});

const allInvitesView = entityView(allInvites);

export function listInvites(ctx: AppContext, query: z.output<typeof invitesList.query>): Promise<Page<AllInvitesRecord>> {
  const now = Date.now();
  const select = ctx.db
    .selectFrom('invites as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .selectAll('i')
    .select(companyColumns)
    .where('i.deleted_at', 'is', null)
    .where('i.accepted_at', 'is', null);
  return invitesList.page(select, query, {
    view: (row) => allInvitesView(row, { company: companyOf(row), expired: hasExpired(row, now) }),
    filters: {
      company_id: (id) => (eb) => eb('i.company_id', '=', id),
      expired: (expired) => (eb) => eb('i.expires_at', expired ? '<=' : '>', sql<Date>`now()`),
    },
    search: (q) => everyWord(q, (pattern) => (eb) => eb.or([eb(sql`lower(i.email)`, 'like', pattern), eb(sql`lower(c.name)`, 'like', pattern)])),
  });
}

export const agreementsList = defineList({
  sortable: entitySortable(allAgreements, 'ca', { company: 'c.name', product: 'p.name' }),
  defaultSort: 'signedAt',
  defaultOrder: 'desc',
  tiebreaker: 'ca.id',
  filters: { company_id: idSchema, product_id: idSchema, in_force: booleanFilter },
  search: true,
});

const allAgreementsView = entityView(allAgreements);

export function listAgreements(ctx: AppContext, query: z.output<typeof agreementsList.query>): Promise<Page<AllAgreementsRecord>> {
  const select = selectCompanyAgreements(ctx.db).innerJoin('companies as c', 'c.id', 'ca.company_id').select(companyColumns);
  return agreementsList.page(select, query, {
    view: (row) => {
      const { product, productAgreement } = companyAgreementView(row);
      return allAgreementsView(row, { company: companyOf(row), product, productAgreement });
    },
    filters: {
      company_id: (id) => (eb) => eb('ca.company_id', '=', id),
      product_id: (id) => (eb) => eb('p.id', '=', id),
      in_force: (inForce) => (eb) => eb('ca.terminated_at', inForce ? 'is' : 'is not', null),
    },
    search: (q) => everyWord(q, (pattern) => (eb) => eb.or([eb(sql`lower(c.name)`, 'like', pattern), eb(sql`lower(p.name)`, 'like', pattern)])),
  });
}

