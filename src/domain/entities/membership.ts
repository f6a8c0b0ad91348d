/** SPEC §3 Membership union, §7 Memberships: a company's membership of a union. */
import { z } from 'zod';
import { defineEntity, type EntityRecord } from './entity';
import { computed, datetime, id, lookup, reference, text } from './fields';

export const MEMBERSHIP_UNION_LOOKUP = 'company-membership-union';

export const membership = defineEntity({
  resource: 'memberships',
  path: 'companies/:companyId/memberships',
  fields: {
    id: id(),
    companyId: reference('companies', { fromPath: true }),
    companyMembershipUnionId: lookup(MEMBERSHIP_UNION_LOOKUP, { required: 'Valitse liitto.', list: false, show: false }),
    // Sorted by the union's name (the list route joins it).
    union: computed(z.object({ id: z.number().int(), name: z.string() }), { sortable: true }),
    description: text({ max: 500, tooLong: 'Lisätieto saa olla enintään 500 merkkiä.', multiline: true, sortable: true }),
    createdAt: datetime({ list: false, sortable: true }),
  },
});

export type CompanyMembership = EntityRecord<typeof membership>;
