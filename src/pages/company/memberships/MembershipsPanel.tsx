/** A company's memberships in unions: the list, and adding and removing for those who may change them. */
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { LoadState } from '../../../components/data/LoadState';
import { useApiList } from '../../../components/data/useApiResource';
import { ApiError } from '../../../dataProvider/httpClient';
import type { CompanyMembership } from '../../../domain/api/memberships';
import { membershipsApi } from './api';
import { MembershipForm } from './MembershipForm';
import { MembershipsTable } from './MembershipsTable';

interface Props {
  companyId: number;
  canChange: boolean;
}

export function MembershipsPanel({ companyId, canChange }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const memberships = useApiList<CompanyMembership>(`/companies/${companyId}/memberships`);
  const [removing, setRemoving] = useState<CompanyMembership | null>(null);
  const [sending, setSending] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setSending(true);
    try {
      await membershipsApi.remove(companyId, removing.id);
      toast('success', 'memberships.removed');
    } catch (error) {
      toast('warning', error instanceof ApiError && error.body?.message ? error.body.message : 'pateva.errors.server');
    } finally {
      setSending(false);
      setRemoving(null);
      memberships.reload();
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('memberships.title')}</Typography>
      <LoadState state={memberships} loadingText="memberships.loading" failedText="memberships.loadFailed" emptyText="memberships.empty">
        {(list) => <MembershipsTable memberships={list} onRemove={canChange ? setRemoving : undefined} />}
      </LoadState>
      {canChange && memberships.status === 'loaded' && (
        <MembershipForm companyId={companyId} takenUnionIds={memberships.data.map((m) => m.companyMembershipUnionId)} onAdded={memberships.reload} />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={sending}
        title="memberships.confirmTitle"
        content="memberships.confirmContent"
        contentTranslateOptions={{ name: removing?.union.name ?? '' }}
        confirm="memberships.confirm"
        cancel="memberships.cancel"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
