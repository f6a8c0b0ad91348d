/**
 * Jäsenyydet, a company's memberships in unions: the declaration's views (entityResource), added and
 * removed, never edited; a union the company is in is not offered again. Changed with
 * company_details in the company's pages, by office staff in the office.
 */
import { useListContext } from 'react-admin';
import { entityResource } from '../../../components/entity/entityResource';
import { LookupInput } from '../../../components/entity/LookupInput';
import { labelKey } from '../../../domain/entities/entity';
import { membership, MEMBERSHIP_UNION_LOOKUP, type CompanyMembership } from '../../../domain/entities/membership';

/** The union select: unions already joined are shown but cannot be chosen. */
function UnionInput() {
  const { data } = useListContext<CompanyMembership>();
  return (
    <LookupInput
      source="companyMembershipUnionId"
      lookup={MEMBERSHIP_UNION_LOOKUP}
      label={labelKey(membership, 'companyMembershipUnionId')}
      isRequired
      fullWidth
      emptyText="pateva.entity.choose"
      disabledIds={(data ?? []).map((row) => row.companyMembershipUnionId)}
    />
  );
}

export const memberships = entityResource({
  entity: membership,
  permission: 'company_details',
  texts: { prefix: 'memberships', created: 'memberships.added', updated: 'memberships.added', deleted: 'memberships.removed' },
  recordName: (record) => (record as CompanyMembership).union.name,
  sort: { field: 'union', order: 'ASC' },
  inputs: { companyMembershipUnionId: <UnionInput /> },
  noEdit: true,
});
