/** SPEC §3 Relationship, §7 Relationships: a daughter company or a joint venture linked to a company. */
import { z } from 'zod';
import { CompanyRelationshipType } from '../codes';
import { defineEntity, type EntityBody, type EntityRecord } from './entity';
import { computed, datetime, id, lookupChoice, optionalReference, readOnly, reference } from './fields';
import { businessId } from './fieldsContact';

export const RELATIONSHIP_TYPE_LOOKUP = 'company-relationship-types';

/** Either company of a relation, as the list and the details page name it. */
const party = z.object({ id: z.number().int(), name: z.string(), registrationNumber: z.string() });
export type RelationshipParty = z.output<typeof party>;

/**
 * A relation to a company that is in the portal with an admin waits for that company's consent
 * ('pending'); one to a company with no one to consent is linked at once ('active'). Only active
 * relations are group relations (docs/decisions.md).
 */
export const RELATIONSHIP_STATUSES = ['pending', 'active'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

export const relationship = defineEntity({
  resource: 'relationships',
  path: 'companies/:companyId/relationships',
  fields: {
    id: id(),
    // The company that made the link (the parent): the relation is the same record seen from either side,
    // so it cannot be the company whose list shows it. Views pass the path's company in `meta`, which wins.
    companyId: reference('companies', { fromPath: true }),
    // "Unknown" (1) is in the lookup list but is never chosen.
    companyRelationshipTypeId: lookupChoice(RELATIONSHIP_TYPE_LOOKUP, [CompanyRelationshipType.daughter, CompanyRelationshipType.jointVenture], {
      required: 'Valitse suhteen tyyppi.',
      invalid: 'Valitse suhteen tyyppi: tytäryhtiö tai työyhteenliittymä.',
      sortable: true,
    }),
    daughterCompanyRegistrationNumber: businessId({
      required: 'Y-tunnus on pakollinen.',
      invalid: 'Y-tunnus ei ole kelvollinen (muoto 1234567-8, tarkistusmerkki).',
      list: false,
      show: false,
    }),
    // Optional in a request: the company the business ID was looked up as; it must match the ID.
    daughterCompanyId: optionalReference('companies', { list: false, show: false, form: false }),
    parentCompany: computed(party, { list: false }),
    daughterCompany: computed(party, { list: false }),
    createdAt: datetime({ sortable: true }),
    // Set by the server: pending until the daughter / joint venture accepts (POST …/accept).
    status: readOnly('text', z.enum(RELATIONSHIP_STATUSES)),
    acceptedAt: datetime({ nullable: true, list: false }),
  },
});

export type Relationship = EntityRecord<typeof relationship>;
export type RelationshipBody = EntityBody<typeof relationship>;
