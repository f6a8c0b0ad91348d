/** A company's memberships in unions: the generic entity panel; a union the company is in is not offered again. */
import { useListContext } from 'react-admin';
import { EntityPanel } from '../../../components/entity/EntityPanel';
import { LookupInput } from '../../../components/entity/LookupInput';
import { labelKey } from '../../../domain/entities/entity';
import { membership, MEMBERSHIP_UNION_LOOKUP, type CompanyMembership } from '../../../domain/entities/membership';

interface Props {
  companyId: number;
  canChange: boolean;
  exportable?: boolean;
  /** The office's show view of a record. */
  showable?: boolean;
}

const TEXTS = { prefix: 'memberships', created: 'memberships.added', updated: 'memberships.added', deleted: 'memberships.removed' };

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

export function MembershipsPanel({ companyId, canChange, exportable, showable }: Props) {
  return (
    <EntityPanel
      entity={membership}
      parent={{ companyId }}
      canChange={canChange}
      texts={TEXTS}
      recordName={(record) => (record as CompanyMembership).union.name}
      sort={{ field: 'union', order: 'ASC' }}
      exportable={exportable}
      showable={showable}
      inputs={{ companyMembershipUnionId: <UnionInput /> }}
      noEdit
    />
  );
}
