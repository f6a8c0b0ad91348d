import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, auditField } from '../../src/domain/auditFields';
import { DESCRIBABLES } from '../../src/domain/describables';
import { labelKey } from '../../src/domain/entities/entity';
import { i18nProvider } from '../../src/i18n/translator';
import { auditChanges, auditLookups } from '../../src/resources/companies/tabs/auditChanges';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
// The lists as GET /descriptions answers them (the server seeds them from DESCRIBABLES).
const lookupName = (lookup: string, id: number) => DESCRIBABLES[lookup]?.find((row) => row.id === id)?.shortDescription;
type Values = Record<string, unknown> | null;
const changes = (entity: string, before: Values, after: Values, names = {}) => auditChanges({ entity, before, after, names }, { translate, lookupName });

describe('audit entry changes', () => {
  it('lists changed fields by their declared Finnish labels as before → after, skipping unchanged ones', () => {
    expect(changes('company_office', { name: 'A', city: 'Oulu' }, { name: 'B', city: 'Oulu' })).toEqual(['Nimi: A → B']);
    expect(changes('company', { switchboard_number: null }, { switchboard_number: '+358401' })).toEqual(['Vaihde: – → +358401']);
    // Educations are recorded with camelCase keys: the same declaration labels them.
    expect(changes('person_education', null, { person_id: 3, id: 9, graduationYear: 2001 })).toEqual(['Henkilö: 3', 'Valmistumisvuosi: 2001']);
  });

  it('lists what an addition stored and what a removal took, leaving out the empty fields', () => {
    expect(changes('company', null, { name: 'Uusi Oy', switchboard_number: null, addresses: [] })).toEqual(['Nimi: Uusi Oy']);
    expect(changes('address', { street: 'Katu 1', city: '' }, null)).toEqual(['Katuosoite: Katu 1']);
  });

  it('does not count a field missing on one side and empty on the other as a change', () => {
    expect(changes('company', { switchboard_number: null, name: 'A' }, { name: 'A' })).toEqual([]);
  });

  it('shows lookup ids by their list, dates and times the Finnish way, truth values, countries, permissions and languages in words', () => {
    expect(changes('address', null, { address_type_id: 2, country: 'SE' })).toEqual(['Osoitteen tyyppi: Postilokero', 'Maa: Ruotsi']);
    expect(changes('company_history_entry', null, { company_history_entry_type_id: 1, valid_from: '2026-11-23' })).toEqual([
      expect.stringMatching(/: Nimenmuutos$/),
      expect.stringMatching(/: 23\.11\.2026$/),
    ]);
    expect(changes('company_agreement', { terminated_at: null }, { terminated_at: '2026-11-23T15:10:26.338Z' })).toEqual([
      expect.stringMatching(/^Irtisanottu: – → 23\.11\.2026 klo \d{2}\.\d{2}$/),
    ]);
    expect(changes('company_person', { company_admin: false, permissions: [] }, { company_admin: true, permissions: ['people', 'finances'] })).toEqual([
      'Pääkäyttäjä: Ei → Kyllä',
      'Oikeudet: – → Henkilöiden ja kutsujen hallinta, Talouden hallinta',
    ]);
    expect(changes('company_person', { contact_language: 'FI', status: 'pending' }, { contact_language: 'SV', status: 'active' })).toEqual([
      'Yhteydenpitokieli: suomi → ruotsi',
      'Jäsenyyden tila: odottaa hyväksyntää → aktiivinen',
    ]);
    expect(changes('person_education', null, { educationDegreeId: null, educationLevelId: 1 })[0]).not.toMatch(/: 1$/);
    // A group relation's consent (issue 9 #6) has its own name and words.
    expect(changes('company_relationship', { relationship_status: 'pending' }, { relationship_status: 'active' })).toEqual(['Liitoksen tila: Odottaa hyväksyntää → Voimassa']);
  });

  it('names the references by the names the API gave, the keys no declaration has by their own labels', () => {
    const names = { users: { '4': 'Aila Virtanen' }, products: { '2': 'Laatusertifikaatti' }, companies: { '8': 'Emo Oy' } };
    expect(changes('invite', { accepted_at: null }, { accepted_at: null, accepted_by_user_id: 4 }, names)).toEqual(['Hyväksyjä: – → Aila Virtanen']);
    expect(changes('company_agreement', null, { product_id: 2 }, names)).toEqual(['Tuote: Laatusertifikaatti']);
    expect(changes('company', null, { source: 'prh', linked_by_company_id: 8 }, names)).toEqual(['Lähde: PRH:n kaupparekisteri', 'Liittänyt yritys: Emo Oy']);
    // A record that is gone keeps its id.
    expect(changes('company_relationship', null, { parent_company_id: 77 }, names)).toEqual(['Emoyhtiö: 77']);
  });

  it('shows a nested list (the first addresses of a company) record by record', () => {
    const addresses = [{ addressTypeId: 3, street: 'Katu 1', poBox: null, zipcode: '00100', city: 'Helsinki', country: 'FI' }];
    expect(changes('company', null, { addresses })).toEqual(['Osoitteet: Osoitteen tyyppi: Käyntiosoite, Katuosoite: Katu 1, Postinumero: 00100, Postitoimipaikka: Helsinki, Maa: Suomi']);
    expect(auditLookups([{ entity: 'company', before: null, after: { addresses, company_status_id: 1 } }])).toEqual(['company-statuses', 'contact-types']);
  });

  it('keeps a key it has no name for as it was recorded', () => {
    expect(changes('company', null, { some_new_column: 5 })).toEqual(['some_new_column: 5']);
  });

  it('has a Finnish label for every field of every audited declaration', () => {
    for (const [name, declarations] of Object.entries(AUDIT_ENTITIES)) {
      for (const entity of declarations) {
        for (const field of Object.keys(entity.fields)) {
          expect(auditField(name, field).entity, `${name}.${field}`).toBeDefined();
          expect(translate(labelKey(entity, field)), `${entity.resource}.${field}`).not.toBe('');
        }
      }
    }
  });

  it('labels and names the values of the applications, which have no declaration (issue 18 §7)', () => {
    // A status change as changeStatus records it.
    expect(changes('application', { application_status_id: 3 }, { application_status_id: 4, message: 'Täydennä referenssit.' })).toEqual([
      'Tila: Arvioinnissa → Palautettu',
      'Viesti: – → Täydennä referenssit.',
    ]);
    expect(changes('application_review_task', null, { task: 'trade-register', task_status_id: 2 })).toEqual([
      'Tehtävä: Kaupparekisteriote tarkistettu',
      'Tehtävän tila: Tehty',
    ]);
    expect(changes('application_review', { section_id: 2, review_status_id: null, comment: null }, { section_id: 2, review_status_id: 1, comment: 'Kunnossa' })).toEqual([
      'Arvio: – → Kunnossa',
      'Kommentti: – → Kunnossa',
    ]);
    expect(changes('application_file', null, { application_id: 3, file_type_id: 10, name: 'vakuutus.pdf', duplicate_file_id: null })).toEqual([
      'Hakemus: 3',
      'Asiakirjan tyyppi: Vastuuvakuutus',
      'Tiedosto: vakuutus.pdf',
    ]);
  });

  it('shows an application\'s lists readably: areas and industries by name, references by title, offices and scopes record by record', () => {
    const names = {
      'application-targets': { '1': 'Pätevyys' },
      'classification-industries': { '5': '1.2.1 Talonrakentaminen' },
      references: { '7': 'Koulun peruskorjaus', '8': 'Päiväkoti' },
      'company-offices': { '3': 'Tampereen yksikkö' },
      people: { '4': 'Aila Virtanen' },
    };
    const lines = changes(
      'application',
      null,
      {
        application_target_id: 1,
        contact_person_id: 4,
        application_area_codes: [1, 2],
        application_industries: [{ classification_industry_id: 5, reference_ids: [7, 8] }],
        application_company_offices: [{ company_office_id: 3, description: null }],
        application_scopes: [{ description: 'Rakennuttaminen' }, { description: 'Valvonta' }],
        vastuu_group_agreement: true,
      },
      names,
    );
    const areas = (DESCRIBABLES['area-codes'] ?? []).slice(0, 2).map((row) => row.shortDescription);
    expect(lines).toEqual([
      'Haettava: Pätevyys',
      'Yhteyshenkilö: Aila Virtanen',
      `Toiminta-alueet: ${areas.join(', ')}`,
      'Toimialat: Toimiala: 1.2.1 Talonrakentaminen, Referenssit: Koulun peruskorjaus, Päiväkoti',
      'Toimipaikat: Toimipaikka: Tampereen yksikkö',
      'Sertifioinnin laajuus: Kuvaus: Rakennuttaminen; Kuvaus: Valvonta',
      'Vastuu Group -jäsenyys: Kyllä',
    ]);
    expect(lines.join('\n')).not.toMatch(/[[{]/);
    expect(auditLookups([{ entity: 'application', before: null, after: { application_area_codes: [1], application_status_id: 1 } }])).toEqual([
      'application-statuses',
      'area-codes',
    ]);
  });

  it('reads a list or a record that nothing declares as its items, not as JSON', () => {
    expect(changes('company', null, { some_list: [1, 'a'], some_record: { a: 1 } })).toEqual(['some_list: 1, a', 'some_record: a: 1']);
  });
});
