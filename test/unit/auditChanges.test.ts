import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { auditChanges } from '../../src/resources/companies/tabs/auditChanges';

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const changes = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => auditChanges(before, after, translate);

describe('audit entry changes', () => {
  it('lists changed fields by their Finnish names as before → after, skipping unchanged ones', () => {
    expect(changes({ name: 'A Oy', city: 'Oulu' }, { name: 'B Oy', city: 'Oulu' })).toEqual(['Nimi: A Oy → B Oy']);
    expect(changes({ phone: null }, { phone: '+358401' })).toEqual(['Puhelin: – → +358401']);
  });

  it('lists what an addition stored and what a removal took, leaving out the empty fields', () => {
    expect(changes(null, { name: 'Uusi Oy', description: null, addresses: [] })).toEqual(['Nimi: Uusi Oy', 'Osoitteet: []']);
    expect(changes({ street: 'Katu 1', city: '' }, null)).toEqual(['Katuosoite: Katu 1']);
  });

  it('does not count a field missing on one side and empty on the other as a change', () => {
    expect(changes({ description: null, name: 'A' }, { name: 'A' })).toEqual([]);
  });

  it('shows lookup ids by name, dates and times the Finnish way, truth values, permissions and languages in words', () => {
    expect(changes(null, { address_type_id: 2, company_history_entry_type_id: 1, valid_from: '2026-11-23' })).toEqual([
      'Osoitteen tyyppi: Postilokero',
      'Tapahtuman tyyppi: Nimenmuutos',
      'Alkaen: 23.11.2026',
    ]);
    expect(changes({ terminated_at: null }, { terminated_at: '2026-11-23T15:10:26.338Z' })).toEqual([
      expect.stringMatching(/^Irtisanottu: – → 23\.11\.2026 klo \d{2}\.\d{2}$/),
    ]);
    expect(changes({ company_admin: false, permissions: [] }, { company_admin: true, permissions: ['people', 'finances'] })).toEqual([
      'Pääkäyttäjä: ei → kyllä',
      'Oikeudet: – → Henkilöiden ja kutsujen hallinta, Talouden hallinta',
    ]);
    expect(changes({ contact_language: 'FI', status: 'pending' }, { contact_language: 'SV', status: 'active' })).toEqual([
      'Yhteydenpitokieli: suomi → ruotsi',
      'Jäsenyyden tila: odottaa hyväksyntää → aktiivinen',
    ]);
    // A group relation's consent (issue 9 #6) has its own name and words.
    expect(changes({ relationship_status: 'pending' }, { relationship_status: 'active' })).toEqual(['Liitoksen tila: Odottaa hyväksyntää → Voimassa']);
  });

  it('keeps a field it has no name for as it was recorded', () => {
    expect(changes(null, { some_new_column: 5 })).toEqual(['some_new_column: 5']);
  });
});
