/**
 * The demo's certificate audits (issue 21): the question catalogue (two questions in each of the 16
 * report sections, for every audited certificate kind), and Kymen Sähkö ja Valvonta Oy's quality
 * certificate application (a company the e2e tests leave alone) in evaluation with its initial audit planned three weeks ahead, Aino
 * Auditoija (auditoija@pateva.test) as its primary auditor and the report in progress, so that the
 * auditor, the master auditor (paaauditoija@), the office and the company (laatu@) can each try
 * their part at once. Aino's preparation hours are in (the costs page and the office's totals show them).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../types';
import { ApplicationStatus, ApplicationType, CertificateKind } from '../../../src/domain/codes';
import { AuditKind, AuditProgramStatus, DeviationSeverity, DeviationStatus } from '../../../src/domain/auditCodes';

type Trx = Transaction<Database>;

/** Per section (1–16, SPEC §3 order): [symbolic name, question, guidance for the auditor]. */
const QUESTIONS: ReadonlyArray<ReadonlyArray<readonly [string, string, string]>> = [
  [['liikevaihto', 'Miten liikevaihto ja kannattavuus ovat kehittyneet?', 'Vertaa kolmen viimeisen tilikauden lukuja.'], ['omistus', 'Onko omistuksessa tai johdossa tapahtunut muutoksia?', 'Kaupparekisteri ja yrityksen oma ilmoitus.']],
  [['asiakkaat', 'Ketkä ovat yrityksen pääasiakkaat?', 'Asiakasryhmät ja suurimmat asiakkaat.'], ['asiakaspalaute', 'Miten asiakaspalaute kerätään ja käsitellään?', 'Pyydä esimerkki käsitellystä palautteesta.']],
  [['palvelut', 'Mitä palveluja yritys tarjoaa?', 'Palvelujen kuvaus ja rajaus.'], ['palvelumuutokset', 'Onko palveluvalikoima muuttunut?', 'Uudet ja lopetetut palvelut.']],
  [['henkilosto', 'Onko henkilöstön osaaminen riittävä?', 'Koulutusrekisteri ja pätevyydet.'], ['kalusto', 'Onko kalusto ajan tasalla ja huollettu?', 'Konerekisteri ja huoltokirjanpito.']],
  [['aliurakoitsijat', 'Miten aliurakoitsijat valitaan ja arvioidaan?', 'Valintakriteerit ja arviointien tulokset.'], ['tilaajavastuu', 'Onko tilaajavastuulain selvitykset tehty?', 'Tarkista otos sopimuksista.']],
  [['toimipaikat', 'Mitkä toimipaikat arvioitiin?', 'Toimipaikkojen osoitteet ja käyntipäivät.'], ['toimipaikkojen-kaytannot', 'Noudatetaanko toimipaikoilla samoja käytäntöjä?', 'Haastattele toimipaikan vastaavaa.']],
  [['toimialat', 'Mitkä toimialat ja projektit arvioitiin?', 'Projektien nimet ja laajuus.'], ['projektien-dokumentointi', 'Onko projektien dokumentointi kattava?', 'Pöytäkirjat, tarkastukset ja luovutusaineisto.']],
  [['osallistujat', 'Ketkä osallistuivat arviointiin?', 'Nimet ja tehtävät.'], ['johdon-sitoutuminen', 'Osallistuiko ylin johto arviointiin?', 'Johdon edustaja ja rooli.']],
  [['johtaminen', 'Miten toimintaa johdetaan ja kehitetään?', 'Johdon katselmus ja tavoitteet.'], ['sisaiset-auditoinnit', 'Tehdäänkö sisäisiä auditointeja suunnitelmallisesti?', 'Auditointiohjelma ja havainnot.']],
  [['resurssikriteerit', 'Täyttyvätkö resurssikriteerit?', 'Vertaa sertifioinnin vaatimuksiin.'], ['vastuuhenkilot', 'Onko vastuuhenkilöt nimetty ja varahenkilöt sovittu?', 'Organisaatiokaavio.']],
  [['tarjoaminen', 'Miten tarjoukset laaditaan ja tarkistetaan?', 'Tarjouslaskennan katselmointi.'], ['hankinnat', 'Miten hankinnat ja toimittajat hallitaan?', 'Toimittaja-arvioinnit.']],
  [['projektitoiminta', 'Miten projektit suunnitellaan ja seurataan?', 'Projektisuunnitelma ja aikataulun seuranta.'], ['laadunvarmistus', 'Miten laatu varmistetaan työmaalla?', 'Tarkastusasiakirjat ja poikkeamat.']],
  [['yhteenveto', 'Arvioinnin yhteenveto', 'Keskeiset vahvuudet ja kehityskohteet.'], ['suositus', 'Suositus sertifioinnista', 'Perustele suositus.']],
  [['edellisen-vaikuttavuus', 'Miten edellisen arvioinnin havainnot on käsitelty?', 'Edellisen raportin kehityskohteet.'], ['korjaavat-toimet', 'Ovatko edellisten poikkeamien korjaukset toimineet?', 'Tarkista korjausten pysyvyys.']],
  [['kehitys', 'Mitä on kehitetty edellisen arvioinnin jälkeen?', 'Uudet menettelyt ja investoinnit.'], ['mittarit', 'Miten kehitystä mitataan?', 'Mittarit ja niiden tulokset.']],
  [['seuraavaksi', 'Mitä seuraavassa arvioinnissa tulee huomioida?', 'Erityiset seurattavat asiat.'], ['riskit', 'Mitkä riskit vaativat seurantaa?', 'Tunnistetut riskit ja toimenpiteet.']],
];

export async function seedDemoAudit(trx: Trx, companyId: number, auditorPersonId: number, officePersonId: number): Promise<void> {
  let order = 0;
  for (const [index, questions] of QUESTIONS.entries()) {
    for (const [symbolicName, text, description] of questions) {
      order += 1;
      await trx
        .insertInto('audit_questions')
        .values({ symbolic_name: symbolicName, text, description, section_id: index + 1, order_number: order })
        .execute();
    }
  }
  const application = await trx
    .insertInto('applications')
    .values({
      company_id: companyId,
      application_target_id: ApplicationType.qualityCertificate,
      application_type_id: ApplicationType.qualityCertificate,
      application_status_id: ApplicationStatus.inEvaluation,
      pateva_responsible_person_id: officePersonId,
      sent_at: sql`now() - interval '20 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await trx
    .insertInto('audit_programs')
    .values({
      company_id: companyId,
      application_id: application.id,
      certificate_type_id: CertificateKind.quality,
      audit_kind_id: AuditKind.initial,
      status_id: AuditProgramStatus.confirmed,
      planned_start_date: sql<string>`current_date + 21`,
      duration_in_days: '1.5',
      primary_auditor_id: auditorPersonId,
      report_due_date: sql<string>`current_date + 35`,
      company_notified_at: sql`now() - interval '2 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('audit_reports').values({ program_id: program.id }).execute();
  // The auditor's preparation is in, the site visit and report hours not yet: the costs page, the office's
  // totals and the report's "hours first" rule each have something to show (auditstaff).
  await trx
    .insertInto('auditor_costs')
    .values({ program_id: program.id, person_id: auditorPersonId, preparation_hours: '4', preparation_date: sql<string>`current_date`, travelling_hours: '2', distance_driven: '160' })
    .execute();
  await seedDemoDeviation(trx, program.id);
}

/**
 * A light deviation whose fix the company has sent (ready), so that the auditor can try
 * "Tarkastettavat poikkeamat" (/audit/deviations) and the office "Poikkeamat" at once. Light: it does
 * not keep the report from being ready; due in 60 days, after any the e2e tests raise (30 days).
 */
async function seedDemoDeviation(trx: Trx, programId: number): Promise<void> {
  const question = await trx.selectFrom('audit_questions').select('id').where('symbolic_name', '=', 'laadunvarmistus').executeTakeFirstOrThrow();
  const deviation = await trx
    .insertInto('audit_deviations')
    .values({
      program_id: programId,
      question_id: question.id,
      severity_id: DeviationSeverity.light,
      status_id: DeviationStatus.ready,
      description: 'Työmaan vastaanottotarkastuksia ei ole kirjattu laatusuunnitelman mukaisesti.',
      taken_action: 'Vastaanottotarkastusten lomake otettu käyttöön kaikilla työmailla, työnjohto perehdytetty.',
      to_be_fixed_by_date: sql<string>`current_date + 60`,
      fix_sent_at: sql`now() - interval '1 day'`,
      created_at: sql`now() - interval '3 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('audit_deviation_events')
    .values([
      { deviation_id: deviation.id, event: 'raised', created_at: sql`now() - interval '3 days'` },
      { deviation_id: deviation.id, event: 'fix_sent', created_at: sql`now() - interval '1 day'` },
    ])
    .execute();
}

/**
 * Rakennus Virtanen Oy's (yritys@pateva.test's) own audit to try the company's side of issue 21:
 * a moisture certificate's initial audit planned six weeks ahead with no auditor named yet and the
 * report not started, so its admin can fill the self-evaluation and object before the audit. No
 * application: the e2e tests that apply for certificates on this company see none of it.
 */
export async function seedDemoCompanyAudit(trx: Trx, companyId: number): Promise<void> {
  const program = await trx
    .insertInto('audit_programs')
    .values({
      company_id: companyId,
      certificate_type_id: CertificateKind.moisture,
      audit_kind_id: AuditKind.initial,
      status_id: AuditProgramStatus.planned,
      planned_start_date: sql<string>`current_date + 42`,
      duration_in_days: '1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('audit_reports').values({ program_id: program.id }).execute();
}
