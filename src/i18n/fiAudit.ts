/**
 * The office's audit log (Muutoshistoria). Its fields are labelled by the entity declarations'
 * own labels (`resources.<resource>.fields.<field>`, via src/domain/auditFields.ts); `fields`
 * here names only the stored keys that no declaration has.
 */
import type { Messages } from './deepMerge';

export const fiAudit: Messages = {
  pateva: {
    audit: {
      yes: 'Kyllä',
      no: 'Ei',
      noMatch: 'Valituilla ehdoilla ei löytynyt muutoksia.',
      kind: 'Tieto',
      action: 'Toiminto',
      actions: { create: 'Lisätty', update: 'Muutettu', delete: 'Poistettu' },
      // The other entities are named with their module's texts (fiAddresses, fiPeople …).
      entities: { company: 'Yritys', company_person: 'Henkilö yrityksessä' },
      memberStatuses: { active: 'aktiivinen', pending: 'odottaa hyväksyntää', rejected: 'hylätty' },
      sources: { prh: 'PRH:n kaupparekisteri' },
      fields: {
        addresses: 'Osoitteet',
        source: 'Lähde',
        linked_by_company_id: 'Liittänyt yritys',
        parent_company_id: 'Emoyhtiö',
        product_id: 'Tuote',
        status: 'Jäsenyyden tila',
        replaced: 'Korvattu koulutus',
        accepted_at: 'Hyväksytty',
        accepted_by_user_id: 'Hyväksyjä',
        created_at: 'Lisätty',
        updated_at: 'Muutettu',
      },
      filters: {
        user: 'Tekijä',
        entity: 'Tieto',
        from: 'Alkaen',
        to: 'Päättyen',
      },
    },
  },
};
