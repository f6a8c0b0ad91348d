/**
 * The association's classification industries (SPEC §3): reference data, not demo data. A realistic
 * three-level tree of Finnish construction work with the requirements of each qualification.
 * Kept in step on every start: an industry missing by its symbolic number is added with its
 * requirements; one that exists is left as the office keeps it (its texts, flags and requirements).
 */
import type { Db } from '../kysely';
import { industrySortNumber, parentSymbolicNumber } from '../../../src/domain/industries';

interface SeedRequirement {
  /** certificate-kinds: 3 proficiency, 2 quality, 23 moisture … */
  certificateTypeId?: number;
  minTotalBilling?: number;
  /** Months. */
  maxReferenceAge?: number;
  minReferenceCount?: number;
  /** company-document-types: 10 liability insurance, 11 consulting insurance. */
  fileTypeId?: number;
  educationDegreeIds?: number[];
  personCertificateTypeIds?: number[];
}

interface SeedIndustry {
  number: string;
  name: string;
  description?: string;
  proficiency?: boolean;
  certification?: boolean;
  requirement?: SeedRequirement;
}

// Education degrees (describables 'education-degrees'): 1 perustutkinto, 2 talonrakennuksen AT, 3 rakennusmestari,
// 4 insinööri (AMK) rak., 5 DI rak., 6 arkkitehti, 7 rakennusinsinööri, 8 rakennusteknikko, 9 talotekniikan PT,
// 10 insinööri (AMK) talotekn., 11 DI talotekn., 12 infra-alan AT.
const HOUSE = [3, 4, 5, 7, 8];
const INFRA = [4, 5, 7, 12];
const HVAC = [9, 10, 11];
const proficiency = (minTotalBilling: number, minReferenceCount: number, educationDegreeIds: number[], extra: SeedRequirement = {}): SeedRequirement => ({
  certificateTypeId: 3,
  minTotalBilling,
  maxReferenceAge: 60,
  minReferenceCount,
  fileTypeId: 10,
  educationDegreeIds,
  ...extra,
});

export const INDUSTRY_SEED: readonly SeedIndustry[] = [
  { number: '1', name: 'Talonrakentaminen', description: 'Uudisrakennusten rakentaminen pää- ja kokonaisurakoina.' },
  { number: '1.1', name: 'Asuinrakennukset', proficiency: true, requirement: proficiency(1_000_000, 3, HOUSE) },
  { number: '1.1.1', name: 'Asuinkerrostalot', proficiency: true, requirement: proficiency(3_000_000, 3, HOUSE) },
  { number: '1.1.2', name: 'Rivi- ja paritalot', proficiency: true, requirement: proficiency(800_000, 3, HOUSE) },
  { number: '1.1.3', name: 'Pientalot', description: 'Omakotitalot ja paritalot avaimet käteen -toimituksina.', proficiency: true, requirement: proficiency(250_000, 5, HOUSE) },
  { number: '1.2', name: 'Julkiset rakennukset', proficiency: true, requirement: proficiency(2_000_000, 3, HOUSE) },
  { number: '1.2.1', name: 'Koulut ja päiväkodit', proficiency: true, requirement: proficiency(2_000_000, 2, HOUSE) },
  { number: '1.2.2', name: 'Sairaalat ja hoitolaitokset', proficiency: true, requirement: proficiency(5_000_000, 2, HOUSE) },
  { number: '1.2.3', name: 'Liikunta- ja kulttuurirakennukset', proficiency: true, requirement: proficiency(2_000_000, 2, HOUSE) },
  { number: '1.3', name: 'Liike-, toimisto- ja teollisuusrakennukset', proficiency: true, requirement: proficiency(1_500_000, 3, HOUSE) },
  { number: '1.3.1', name: 'Liike- ja toimistorakennukset', proficiency: true, requirement: proficiency(2_000_000, 3, HOUSE) },
  { number: '1.3.2', name: 'Teollisuus- ja varastorakennukset', proficiency: true, requirement: proficiency(1_500_000, 3, HOUSE) },
  { number: '1.4', name: 'Rakennusosaurakat', description: 'Runko-, vesikatto- ja muut rakennusosien urakat.' },
  { number: '1.4.1', name: 'Betonirunkourakat', proficiency: true, requirement: proficiency(500_000, 3, HOUSE) },
  { number: '1.4.2', name: 'Puurakentaminen ja CLT-rungot', proficiency: true, requirement: proficiency(300_000, 3, HOUSE) },
  { number: '1.4.3', name: 'Teräsrakenteet', proficiency: true, requirement: proficiency(400_000, 3, HOUSE) },
  { number: '1.4.4', name: 'Vesikattotyöt', proficiency: true, requirement: proficiency(150_000, 5, [1, 2, 8]) },
  { number: '2', name: 'Infrarakentaminen', description: 'Maa-, pohja-, väylä- ja verkostorakentaminen.' },
  { number: '2.1', name: 'Maa- ja pohjarakentaminen', proficiency: true, requirement: proficiency(500_000, 3, INFRA) },
  { number: '2.1.1', name: 'Kaivu- ja louhintatyöt', proficiency: true, requirement: proficiency(300_000, 3, INFRA) },
  { number: '2.1.2', name: 'Paalutus ja pohjanvahvistus', proficiency: true, requirement: proficiency(400_000, 3, INFRA) },
  { number: '2.1.3', name: 'Pohjavesien hallinta ja kuivatus', proficiency: true, requirement: proficiency(200_000, 2, INFRA) },
  { number: '2.2', name: 'Liikenneväylät', proficiency: true, requirement: proficiency(1_000_000, 3, INFRA) },
  { number: '2.2.1', name: 'Tiet ja kadut', proficiency: true, requirement: proficiency(1_000_000, 3, INFRA, { personCertificateTypeIds: [8] }) },
  { number: '2.2.2', name: 'Päällystystyöt', proficiency: true, requirement: proficiency(500_000, 3, INFRA, { personCertificateTypeIds: [8] }) },
  { number: '2.2.3', name: 'Radat', description: 'Rautatiet ja raitiotiet.', proficiency: true, requirement: proficiency(2_000_000, 2, INFRA, { personCertificateTypeIds: [9] }) },
  { number: '2.3', name: 'Sillat ja taitorakenteet', proficiency: true, requirement: proficiency(1_000_000, 2, INFRA) },
  { number: '2.3.1', name: 'Betonisillat', proficiency: true, requirement: proficiency(1_000_000, 2, INFRA) },
  { number: '2.3.2', name: 'Teräs- ja puusillat', proficiency: true, requirement: proficiency(500_000, 2, INFRA) },
  { number: '2.4', name: 'Vesihuolto ja verkostot', proficiency: true, requirement: proficiency(500_000, 3, INFRA) },
  { number: '2.4.1', name: 'Vesijohto- ja viemäriverkostot', proficiency: true, requirement: proficiency(500_000, 3, INFRA, { personCertificateTypeIds: [10] }) },
  { number: '2.4.2', name: 'Kaukolämpöverkostot', proficiency: true, requirement: proficiency(500_000, 3, INFRA) },
  { number: '2.4.3', name: 'Kaapeli- ja tietoliikenneverkot', proficiency: true, requirement: proficiency(300_000, 3, INFRA, { personCertificateTypeIds: [3] }) },
  { number: '2.5', name: 'Ympäristörakentaminen' },
  { number: '2.5.1', name: 'Viherrakentaminen', proficiency: true, requirement: proficiency(150_000, 3, INFRA) },
  { number: '2.5.2', name: 'Pilaantuneiden maiden kunnostus', proficiency: true, certification: true, requirement: proficiency(300_000, 2, INFRA) },
  { number: '3', name: 'Talotekniikka', description: 'LVI-, sähkö- ja automaatiourakat.' },
  { number: '3.1', name: 'LVI-tekniikka', proficiency: true, requirement: proficiency(300_000, 3, HVAC) },
  { number: '3.1.1', name: 'Lämmitys- ja vesijohtoasennukset', proficiency: true, requirement: proficiency(200_000, 3, HVAC, { personCertificateTypeIds: [2] }) },
  { number: '3.1.2', name: 'Ilmanvaihtoasennukset', proficiency: true, requirement: proficiency(200_000, 3, HVAC) },
  { number: '3.1.3', name: 'Jäähdytys ja lämpöpumput', proficiency: true, requirement: proficiency(150_000, 3, HVAC) },
  { number: '3.2', name: 'Sähkö ja automaatio', proficiency: true, requirement: proficiency(300_000, 3, HVAC, { personCertificateTypeIds: [3] }) },
  { number: '3.2.1', name: 'Sähköasennukset', proficiency: true, requirement: proficiency(200_000, 3, HVAC, { personCertificateTypeIds: [3] }) },
  { number: '3.2.2', name: 'Rakennusautomaatio', proficiency: true, requirement: proficiency(150_000, 3, HVAC, { personCertificateTypeIds: [3] }) },
  { number: '3.2.3', name: 'Aurinkosähköjärjestelmät', proficiency: true, requirement: proficiency(100_000, 3, HVAC, { personCertificateTypeIds: [3] }) },
  { number: '3.3', name: 'Sprinkleri- ja paloturvallisuusjärjestelmät', proficiency: true, requirement: proficiency(200_000, 3, HVAC, { personCertificateTypeIds: [2] }) },
  { number: '3.4', name: 'Hissit ja liukuportaat', proficiency: true, requirement: proficiency(300_000, 3, HVAC) },
  { number: '4', name: 'Korjausrakentaminen', description: 'Asuin- ja toimitilojen korjaus-, perusparannus- ja purkutyöt.' },
  { number: '4.1', name: 'Putkiremontit', description: 'Linjasaneeraukset asuinkerrostaloissa.', proficiency: true, requirement: proficiency(1_000_000, 3, [...HOUSE, ...HVAC]) },
  { number: '4.1.1', name: 'Perinteinen putkiremontti', proficiency: true, requirement: proficiency(1_000_000, 3, [...HOUSE, ...HVAC]) },
  { number: '4.1.2', name: 'Sukitus ja pinnoitus', proficiency: true, requirement: proficiency(300_000, 3, HVAC) },
  { number: '4.2', name: 'Julkisivukorjaukset', proficiency: true, requirement: proficiency(500_000, 3, HOUSE) },
  { number: '4.2.1', name: 'Betonijulkisivujen korjaus', proficiency: true, requirement: proficiency(500_000, 3, HOUSE) },
  { number: '4.2.2', name: 'Tiilijulkisivut ja rappaus', proficiency: true, requirement: proficiency(300_000, 3, HOUSE) },
  { number: '4.3', name: 'Parvekekorjaukset', proficiency: true, requirement: proficiency(300_000, 3, HOUSE) },
  { number: '4.4', name: 'Kattokorjaukset', proficiency: true, requirement: proficiency(150_000, 3, HOUSE, { personCertificateTypeIds: [2] }) },
  { number: '4.5', name: 'Purku ja haitta-aineet' },
  { number: '4.5.1', name: 'Asbestipurku', proficiency: true, requirement: proficiency(200_000, 3, HOUSE, { personCertificateTypeIds: [5], maxReferenceAge: 36 }) },
  { number: '4.5.2', name: 'Rakennusten purku', proficiency: true, requirement: proficiency(300_000, 3, HOUSE) },
  { number: '5', name: 'Kosteudenhallinta', description: 'Rakentamisen kosteudenhallinta ja kosteusvaurioiden korjaus.', certification: true },
  { number: '5.1', name: 'Kosteudenhallintakoordinointi', proficiency: true, certification: true, requirement: { certificateTypeId: 23, maxReferenceAge: 36, minReferenceCount: 3, educationDegreeIds: HOUSE, personCertificateTypeIds: [4] } },
  { number: '5.2', name: 'Kosteus- ja sisäilmatekninen kuntotutkimus', proficiency: true, requirement: { certificateTypeId: 3, maxReferenceAge: 36, minReferenceCount: 5, fileTypeId: 11, educationDegreeIds: [4, 5, 7], personCertificateTypeIds: [7] } },
  { number: '5.3', name: 'Vesieristys ja märkätilat', proficiency: true, certification: true, requirement: proficiency(100_000, 5, [1, 2, 8], { certificateTypeId: 23 }) },
  { number: '5.4', name: 'Rakennuskuivatus ja vesivahinkosaneeraus', proficiency: true, requirement: proficiency(100_000, 5, [1, 2, 8]) },
  { number: '6', name: 'Rakennuttaminen ja valvonta', description: 'Rakennuttajakonsultointi, valvonta ja työmaan johtaminen.' },
  { number: '6.1', name: 'Rakennuttajakonsultointi', proficiency: true, requirement: { certificateTypeId: 3, minTotalBilling: 100_000, maxReferenceAge: 60, minReferenceCount: 3, fileTypeId: 11, educationDegreeIds: [3, 4, 5, 6] } },
  { number: '6.2', name: 'Rakennustyön valvonta', proficiency: true, requirement: { certificateTypeId: 3, minTotalBilling: 50_000, maxReferenceAge: 60, minReferenceCount: 3, fileTypeId: 11, educationDegreeIds: [3, 4, 5], personCertificateTypeIds: [6] } },
  { number: '6.3', name: 'Laadunvarmistus ja laatujärjestelmät', certification: true, requirement: { certificateTypeId: 2, maxReferenceAge: 36, minReferenceCount: 2 } },
];

export async function seedClassificationIndustries(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('classification_industries').select(['id', 'symbolic_number']).execute();
    const ids = new Map(existing.map((row) => [row.symbolic_number, row.id]));
    // Parents first: the seed lists each parent before its children.
    for (const industry of INDUSTRY_SEED) {
      if (ids.has(industry.number)) continue;
      const parent = parentSymbolicNumber(industry.number);
      const row = await trx
        .insertInto('classification_industries')
        .values({
          parent_id: parent === null ? null : (ids.get(parent) ?? null),
          symbolic_number: industry.number,
          short_description: industry.name,
          long_description: industry.description ?? null,
          sort_number: industrySortNumber(industry.number) ?? 0,
          available_proficiency: industry.proficiency ?? false,
          available_certification: industry.certification ?? false,
        })
        .onConflict((oc) => oc.column('symbolic_number').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      ids.set(industry.number, row.id);
      const requirement = industry.requirement;
      if (requirement) {
        await trx
          .insertInto('classification_industry_requirements')
          .values({
            classification_industry_id: row.id,
            certificate_type_id: requirement.certificateTypeId ?? null,
            min_total_billing: requirement.minTotalBilling ?? null,
            max_reference_age: requirement.maxReferenceAge ?? null,
            min_reference_count: requirement.minReferenceCount ?? null,
            file_type_id: requirement.fileTypeId ?? null,
            education_degree_ids: requirement.educationDegreeIds ?? [],
            person_certificate_type_ids: requirement.personCertificateTypeIds ?? [],
          })
          .execute();
      }
    }
  });
}
