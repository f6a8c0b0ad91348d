/**
 * Referenssit in the staff areas: every internal role reads; office staff change everything. The
 * company's own page states for opening one with its images and industries (its address in the
 * query: `?record=12`), then the list of the declaration with CSV export.
 */
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { EntityPanel } from '../../../components/entity/EntityPanel';
import { reference } from '../../../domain/entities/reference';
import { hasOfficePermission } from '../../../domain/permissions';
import { ReferencesPanel } from '../../../pages/company/references/ReferencesPanel';

const TEXTS = { prefix: 'references.office', created: 'references.saved', updated: 'references.saved', deleted: 'references.deleted' };

export function ReferencesTab() {
  const record = useRecordContext<{ id: number }>();
  const userState = useCurrentUser();
  const office = userState.status === 'signedIn' && hasOfficePermission(userState.user);
  if (!record?.id) return null;
  return (
    <Stack spacing={2}>
      <ReferencesPanel companyId={record.id} canChange={office} />
      <EntityPanel
        entity={reference}
        parent={{ companyId: record.id }}
        canChange={false}
        texts={TEXTS}
        recordName={(row) => String(row.title)}
        sort={{ field: 'id', order: 'DESC' }}
        exportable
        opensRecords={false}
      />
    </Stack>
  );
}
