/** Demo data, written only into an empty database (no users yet). */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../kysely';
import type { Database } from '../types';
import { ContactType, UserRole } from '../../../src/domain/codes';
import { businessIdFromBody } from '../../../src/domain/businessId';
import { hashPassword } from '../../modules/auth';
import { issueCertificate } from '../../modules/certificates';
import type { FileStorage } from '../../integrations/storage';
import { seedDemoApplicant } from './demoApplicant';
import { seedDemoBoard } from './demoBoard';
import { seedDemoAudit, seedDemoCompanyAudit } from './demoAudit';
import { seedDemoNewsHelp } from './demoNewsHelp';

export const DEMO_PASSWORD = 'Pateva-demo-2026';

export const DEMO_USERS = [
  { email: 'admin@pateva.test', firstName: 'Sari', lastName: 'Järjestelmä', role: UserRole.sysadmin, label: 'SYSADMIN' },
  { email: 'toimisto@pateva.test', firstName: 'Tiina', lastName: 'Toimisto', role: UserRole.office, label: 'PATEVA_OFFICE' },
  { email: 'lautakunta@pateva.test', firstName: 'Lauri', lastName: 'Lautakunta', role: UserRole.board, label: 'PATEVA_BOARD' },
  { email: 'auditoija@pateva.test', firstName: 'Aino', lastName: 'Auditoija', role: UserRole.auditCertificate, label: 'PATEVA_AUDIT_CERTIFICATE' },
  { email: 'paaauditoija@pateva.test', firstName: 'Pekka', lastName: 'Pääauditoija', role: UserRole.auditCertificateMaster, label: 'PATEVA_AUDIT_CERTIFICATE_MASTER' },
  { email: 'yritys@pateva.test', firstName: 'Ville', lastName: 'Virtanen', role: null, label: 'Pääkäyttäjä, Rakennus Virtanen Oy' },
  { email: 'hakija@pateva.test', firstName: 'Hanna', lastName: 'Hakala', role: null, label: 'Pääkäyttäjä, Hämeen Betonirakenne Oy (valmis hakemaan pätevyyttä)' },
  { email: 'laatu@pateva.test', firstName: 'Kaisa', lastName: 'Kymäläinen', role: null, label: 'Pääkäyttäjä, Kymen Sähkö ja Valvonta Oy (laatuauditointi suunniteltu)' },
] as const;

/** The demo company whose portfolio is ready for an application (demoApplicant.ts), by its index in COMPANIES. */
const APPLICANT_COMPANY = 4;
/** The demo company whose quality audit is planned (demoAudit.ts), with laatu@pateva.test as its admin. */
const AUDITED_COMPANY = 5;

const COMPANIES: Array<{ name: string; city: string; zipcode: string; street: string }> = [
  { name: 'Rakennus Virtanen Oy', city: 'Helsinki', zipcode: '00100', street: 'Mannerheimintie 12' },
  { name: 'Pohjolan Talotekniikka Oy', city: 'Oulu', zipcode: '90100', street: 'Kirkkokatu 5' },
  { name: 'Järvi-Suomen Infra Oy', city: 'Jyväskylä', zipcode: '40100', street: 'Kauppakatu 22' },
  { name: 'Saariston Kattotyöt Oy', city: 'Turku', zipcode: '20100', street: 'Aurakatu 8' },
  { name: 'Hämeen Betonirakenne Oy', city: 'Tampere', zipcode: '33100', street: 'Hämeenkatu 30' },
  { name: 'Kymen Sähkö ja Valvonta Oy', city: 'Kotka', zipcode: '48100', street: 'Keskuskatu 3' },
  { name: 'Lapin Maarakennus Oy', city: 'Rovaniemi', zipcode: '96100', street: 'Valtakatu 16' },
  { name: 'Savon Puurakentajat Oy', city: 'Kuopio', zipcode: '70100', street: 'Puijonkatu 19' },
  { name: 'Pirkan Kosteudenhallinta Oy', city: 'Tampere', zipcode: '33200', street: 'Pyynikintie 4' },
  { name: 'Uudenmaan Rakennuttajat Oy', city: 'Espoo', zipcode: '02100', street: 'Tapiontori 1' },
  { name: 'Etelä-Karjalan Remontti Oy', city: 'Lappeenranta', zipcode: '53100', street: 'Valtakatu 41' },
  { name: 'Vaasan Teräsrakenne Oy', city: 'Vaasa', zipcode: '65100', street: 'Hovioikeudenpuistikko 15' },
];

const TITLES = ['Toimitusjohtaja', 'Työmaapäällikkö', 'Vastaava työnjohtaja'] as const;

/**
 * Each company's own three people (managing director, site manager, responsible foreman), in
 * COMPANIES' order: no two companies share a person. Rakennus Virtanen Oy's are what the e2e tests
 * find (Matti Mäkinen).
 */
const PEOPLE: ReadonlyArray<readonly [string, string][]> = [
  [['Matti', 'Mäkinen'], ['Liisa', 'Korhonen'], ['Juha', 'Nieminen']],
  [['Kari', 'Heikkinen'], ['Tuula', 'Laitinen'], ['Jari', 'Koskinen']],
  [['Mikko', 'Lehtonen'], ['Anne', 'Salonen'], ['Timo', 'Hämäläinen']],
  [['Petri', 'Laine'], ['Päivi', 'Lindholm'], ['Markku', 'Saarinen']],
  [['Antti', 'Järvinen'], ['Sanna', 'Lehtinen'], ['Jukka', 'Heinonen']],
  [['Heikki', 'Kinnunen'], ['Minna', 'Rantanen'], ['Sami', 'Karjalainen']],
  [['Esa', 'Niskanen'], ['Riitta', 'Aalto'], ['Tuomas', 'Kemppainen']],
  [['Pasi', 'Turunen'], ['Marja', 'Savolainen'], ['Ville', 'Huttunen']],
  [['Janne', 'Manninen'], ['Tiina', 'Lappalainen'], ['Hannu', 'Mattila']],
  [['Jussi', 'Lahtinen'], ['Katja', 'Ahonen'], ['Olli', 'Rantala']],
  [['Seppo', 'Pesonen'], ['Heli', 'Leppänen'], ['Marko', 'Kärkkäinen']],
  [['Jouni', 'Björklund'], ['Satu', 'Hyvönen'], ['Tero', 'Nyström']],
];

/** Demo business IDs: valid check digits, bodies from 2900000 up (skipping bodies with no valid ID). */
function demoBusinessIds(count: number): string[] {
  const ids: string[] = [];
  for (let body = 2900000; ids.length < count; body += 1) {
    const id = businessIdFromBody(String(body));
    if (id) ids.push(id);
  }
  return ids;
}

export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count === 0;
}

export async function seedDemo(db: Db, storage: FileStorage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const userIds: Record<string, { userId: number; personId: number }> = {};
    for (const demo of DEMO_USERS) {
      const person = await trx
        .insertInto('people')
        .values({ first_name: demo.firstName, last_name: demo.lastName, email: demo.email, phone: '+358401234567' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('users')
        .values({ email: demo.email, password_hash: passwordHash, person_id: person.id, email_verified_at: sql`now()` })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.role !== null) await trx.insertInto('user_permissions').values({ user_id: user.id, permission_id: demo.role }).execute();
      userIds[demo.email] = { userId: user.id, personId: person.id };
    }
    const ids = demoBusinessIds(COMPANIES.length);
    const companyIds: number[] = [];
    for (const [index, demo] of COMPANIES.entries()) {
      const company = await trx
        .insertInto('companies')
        .values({ name: demo.name, registration_number: ids[index], switchboard_number: `+35820${String(7000000 + index * 1111)}`, company_status_id: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.push(company.id);
      const slug = demo.name.toLowerCase().replace(/ oy$/, '').normalize('NFD').replace(/[^a-z]+/g, '');
      await trx
        .insertInto('addresses')
        .values([
          { company_id: company.id, address_type_id: ContactType.postalStreet, street: demo.street, zipcode: demo.zipcode, city: demo.city, country: 'FI' },
          { company_id: company.id, address_type_id: ContactType.visitingFinnish, street: demo.street, zipcode: demo.zipcode, city: demo.city, country: 'FI' },
          { company_id: company.id, address_type_id: ContactType.web, electronic_address: `https://www.${slug}.fi`, country: 'FI' },
          { company_id: company.id, address_type_id: ContactType.email, electronic_address: `info@${slug}.fi`, country: 'FI' },
        ])
        .execute();
      for (const [position, [firstName, lastName]] of PEOPLE[index].entries()) {
        const title = TITLES[position];
        const person = await trx
          .insertInto('people')
          .values({ first_name: firstName, last_name: lastName, title, email: `${firstName}.${lastName}@${slug}.fi`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') })
          .returning('id')
          .executeTakeFirstOrThrow();
        // People without a login are the company's professionals (Ammattilainen).
        await trx
          .insertInto('company_people')
          .values({ company_id: company.id, person_id: person.id, status: 'active', title, company_managing_director: title === 'Toimitusjohtaja' })
          .execute();
      }
      if (index === 0) {
        const owner = userIds['yritys@pateva.test'];
        const membership = await trx
          .insertInto('company_people')
          .values({ company_id: company.id, person_id: owner.personId, user_id: owner.userId, status: 'active', email: 'yritys@pateva.test', company_admin: true, company_contact_person: true, decided_at: sql`now()` })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The company has signed the qualification service's agreement in force (its "Sopimukset" and the office's list show it).
        await trx
          .insertInto('company_agreements')
          .columns(['company_id', 'product_agreement_id', 'company_contact_person_id', 'signed_by_user_id', 'signed_at'])
          .expression((eb) =>
            eb
              .selectFrom('product_agreements as pa')
              .innerJoin('products as p', 'p.id', 'pa.product_id')
              .select([
                eb.val(company.id).as('company_id'),
                'pa.id',
                eb.val(membership.id).as('company_contact_person_id'),
                eb.val(owner.userId).as('signed_by_user_id'),
                sql<Date>`now() - interval '120 days'`.as('signed_at'),
              ])
              .where('p.code', '=', 'PATEVYYS')
              .where(sql<boolean>`pa.valid_from <= current_date and (pa.valid_to is null or pa.valid_to >= current_date)`)
              .orderBy('pa.version', 'desc')
              .limit(1),
          )
          .execute();
      }
      if (index === AUDITED_COMPANY) {
        const admin = userIds['laatu@pateva.test'];
        await trx
          .insertInto('company_people')
          .values({ company_id: company.id, person_id: admin.personId, user_id: admin.userId, status: 'active', email: 'laatu@pateva.test', company_admin: true, company_contact_person: true, decided_at: sql`now()` })
          .execute();
      }
      if (index === APPLICANT_COMPANY) {
        const applicant = userIds['hakija@pateva.test'];
        await trx
          .insertInto('company_people')
          .values({ company_id: company.id, person_id: applicant.personId, user_id: applicant.userId, status: 'active', email: 'hakija@pateva.test', company_admin: true, company_contact_person: true, decided_at: sql`now()` })
          .execute();
        await seedDemoApplicant(trx, storage, company.id, demo.name, applicant.userId);
      }
      if (index === 0) {
        // Certificates: one of another body the company recorded; the association's own come from its issuing (below).
        await trx
          .insertInto('company_certificates')
          .values([
            { company_id: company.id, certificate_name: 'ISO 9001:2015 laadunhallintajärjestelmä', certificate_type_id: 101, certificate_number: 'FI-QMS-20417', issuer: 'Kiwa Inspecta Oy', valid_from: sql<string>`current_date - 400`, valid_until: sql<string>`current_date + 695` },
          ])
          .execute();
      }
    }
    const office = userIds['toimisto@pateva.test'];
    await seedIssuedCertificates(trx, companyIds, office.userId);
    await seedDemoBoard(trx, passwordHash, { chairman: userIds['lautakunta@pateva.test'].personId, office }, companyIds);
    await seedDemoAudit(trx, companyIds[AUDITED_COMPANY], userIds['auditoija@pateva.test'].personId, office.personId);
    await seedDemoCompanyAudit(trx, companyIds[0]);
    await seedDemoNewsHelp(trx, storage);
    // Issue 21: the master auditor has declared a conflict with Pohjolan Talotekniikka Oy, so assigning them there is refused (409).
    await trx
      .insertInto('auditor_conflicts')
      .values({ person_id: userIds['paaauditoija@pateva.test'].personId, company_id: companyIds[1], conflict_type_id: 1, description: 'Laatujärjestelmän rakentaminen konsulttina', valid_from: sql<string>`current_date - 365`, valid_to: sql<string>`current_date + 730` })
      .execute();
  });
}

/** yyyy-MM-dd `days` from today. */
function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/**
 * Certificates the association issued (issue 20), so the public registry (/rekisteri) shows something
 * at once: Rakennus Virtanen Oy's qualification with two industries and its environmental
 * certificate ending in two months (renewable, reminded), a moisture certificate of Pohjolan
 * Talotekniikka Oy, and a suspended quality certificate of Saariston Kattotyöt Oy.
 */
async function seedIssuedCertificates(trx: Transaction<Database>, companyIds: number[], officeUserId: number): Promise<void> {
  const industryIds = (await trx.selectFrom('classification_industries').select('id').where('available_proficiency', '=', true).orderBy('sort_number').limit(2).execute()).map((row) => row.id);
  const [virtanen, pohjola, saaristo] = [companyIds[0], companyIds[1], companyIds[3]];
  await issueCertificate(trx, { companyId: virtanen, certificateTypeId: 3, decidedAt: dayFromToday(-100), industryIds, userId: officeUserId });
  await issueCertificate(trx, { companyId: virtanen, certificateTypeId: 5, decidedAt: dayFromToday(-3 * 365 + 60), scope: 'Talonrakennusurakointi pääkaupunkiseudulla', userId: officeUserId });
  await issueCertificate(trx, { companyId: pohjola, certificateTypeId: 23, decidedAt: dayFromToday(-200), scope: 'LVI-urakointi ja kosteudenhallinta rakennustyömailla', userId: officeUserId });
  const quality = await issueCertificate(trx, { companyId: saaristo, certificateTypeId: 2, decidedAt: dayFromToday(-400), scope: 'Kattourakointi', userId: officeUserId });
  await trx.updateTable('company_certificates').set({ held_status: 'suspended' }).where('id', '=', quality.id).execute();
  await trx.insertInto('company_certificate_events').values({ certificate_id: quality.id, event: 'suspended', reason: 'Vuosiauditoinnin poikkeamat korjaamatta määräaikaan mennessä.', user_id: officeUserId }).execute();
  // Issue 22 §2: Savon Puurakentajat Oy's qualification, for trying the restructuring wizard — merging it into
  // Etelä-Karjalan Remontti Oy moves it without a clash, and both show in the registry afterwards.
  await issueCertificate(trx, { companyId: companyIds[7], certificateTypeId: 3, decidedAt: dayFromToday(-150), industryIds: industryIds.slice(0, 1), userId: officeUserId });
}
