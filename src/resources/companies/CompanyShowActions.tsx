/**
 * The company page's toolbar in the staff areas: "Sertifiointisuunnitelma" (the certificate plan
 * modal, SPEC §2; the office changes it, other staff read it) and, where the area edits companies,
 * react-admin's own edit button.
 */
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useState } from 'react';
import { Button, EditButton, TopToolbar, useRecordContext, useResourceDefinition } from 'react-admin';
import type { CompanyDetails } from '../../domain/entities/company';
import { CertificatePlanDialog } from './CertificatePlanDialog';

export function CompanyShowActions({ office }: { office: boolean }) {
  const record = useRecordContext<CompanyDetails>();
  const { hasEdit } = useResourceDefinition();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      {record && (
        <Button label="certificatePlan.button" onClick={() => setOpen(true)}>
          <EventNoteIcon />
        </Button>
      )}
      {hasEdit && <EditButton />}
      {open && record && (
        <CertificatePlanDialog
          companyId={record.id}
          editable={office}
          programLink={office ? (id) => `/office/audit-programs/${id}/show` : null}
          onClose={() => setOpen(false)}
        />
      )}
    </TopToolbar>
  );
}
