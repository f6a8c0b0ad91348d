/** A company's status (SPEC §3 company status labels) as a chip in its colour category: Ok green, Stop red, Resolve yellow, Waiting blue, Observe grey. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { chipColourOfStatus } from '../../domain/companyStatus';
import { DESCRIBABLES } from '../../domain/describables';
import { chipTextSx } from '../../pages/company/cases/CaseStatusChip';

export const companyStatusName = (id: number | null | undefined) => (DESCRIBABLES['company-statuses'] ?? []).find((status) => status.id === id)?.shortDescription ?? null;

export function CompanyStatusChip({ statusId }: { statusId: number | null | undefined }) {
  const translate = useTranslate();
  const colour = chipColourOfStatus(statusId);
  return <Chip size="small" color={colour} variant={statusId ? 'filled' : 'outlined'} label={companyStatusName(statusId) ?? translate('companyStatus.none')} sx={statusId ? chipTextSx(colour) : undefined} />;
}

/** The chip of the record in context (a list column, a show field): `source` and `label` are read by react-admin's layouts. */
export function CompanyStatusField(_props: { source: string; label?: string; sortBy?: string }) {
  const record = useRecordContext<{ companyStatusId: number | null }>();
  if (!record) return null;
  return <CompanyStatusChip statusId={record.companyStatusId} />;
}
