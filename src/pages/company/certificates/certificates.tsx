/**
 * Sertifikaatit, a company's certificates: the declaration's views (entityResource) with the validity ("Voimassa, vanhenee n
 * päivän kuluttua" / "Vanhentunut dd.MM.yyyy") as a column. Certificates the association issued
 * are read-only to the company (the API answers 409); the office changes everything.
 */
import { Chip } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { entityResource } from '../../../components/entity/entityResource';
import { useCanChangeRecord } from '../../../components/entity/EntityPanel';
import { LookupInput } from '../../../components/entity/LookupInput';
import { CERTIFICATE_STATUS_LABELS } from '../../../domain/certificateStatus';
import { certificateValidity, type CertificateValidity } from '../../../domain/certificateValidity';
import { labelKey } from '../../../domain/entities/entity';
import {
  ASSOCIATION_CERTIFICATE_TYPE_IDS,
  CERTIFICATE_TYPE_LOOKUP,
  companyCertificate,
  type CompanyCertificate,
} from '../../../domain/entities/companyCertificate';
import { DESCRIBABLES } from '../../../domain/describables';
import { CertificateFile } from './CertificateFile';

/** The types a company records itself: every type but the association's own. */
const OTHER_TYPE_IDS = (DESCRIBABLES[CERTIFICATE_TYPE_LOOKUP] ?? [])
  .map((type) => type.id)
  .filter((id) => !(ASSOCIATION_CERTIFICATE_TYPE_IDS as readonly number[]).includes(id));

const expiringSoon = (validity: CertificateValidity) => validity.status === 'valid' && (validity.daysLeft ?? 0) <= 90;

function Validity({ record }: { record: CompanyCertificate }) {
  const translate = useTranslate();
  const validity = certificateValidity(record.validFrom, record.validUntil);
  return (
    <>
      {/* Expired: red; ending within 90 days: an amber outline with the text's own colour (amber text lacks contrast); else green. */}
      <Chip
        size="small"
        variant={validity.status === 'expired' ? 'filled' : 'outlined'}
        color={validity.status === 'expired' ? 'error' : expiringSoon(validity) ? 'default' : 'success'}
        sx={expiringSoon(validity) ? { borderColor: 'warning.main', borderWidth: 2, color: 'text.primary' } : undefined}
        label={validity.text}
      />
      {record.issuedByAssociation && <Chip size="small" sx={{ ml: 0.5 }} label={translate('certificates.associationIssued')} />}
      {/* The office's hold shows beside the dates: a suspended or withdrawn certificate is not valid whatever they say. */}
      {(record.status === 'suspended' || record.status === 'withdrawn') && <Chip size="small" color="error" sx={{ ml: 0.5 }} label={CERTIFICATE_STATUS_LABELS[record.status]} />}
    </>
  );
}

/** The PDF of a certificate, changed by whoever may change the record; in the office, an issued one links to its page there. */
function FileColumn({ record }: { record: CompanyCertificate }) {
  const office = useLocation().pathname.startsWith('/office/');
  return <CertificateFile record={record} canChange={useCanChangeRecord(record)} office={office} />;
}

export const certificates = entityResource({
  entity: companyCertificate,
  permission: 'company_details',
  texts: { prefix: 'certificates', created: 'certificates.toasts.created', updated: 'certificates.toasts.updated', deleted: 'certificates.toasts.deleted' },
  recordName: (record) => String(record.certificateName),
  sort: { field: 'validUntil', order: 'DESC' },
  lockedNote: 'certificates.readOnly',
  extraColumns: [
    <FunctionField key="validity" label="certificates.columns.validity" render={(record: CompanyCertificate) => <Validity record={record} />} />,
    <FunctionField key="file" label="certificates.columns.file" render={(record: CompanyCertificate) => <FileColumn record={record} />} />,
  ],
  company: {
    intro: 'certificates.intro',
    introFor: 'changers',
    // The company records other issuers' certificates; the association's own it only reads (the API answers 409).
    canChangeRecord: (record) => !record.issuedByAssociation,
    inputs: {
      certificateTypeId: (
        <LookupInput
          source="certificateTypeId"
          label={labelKey(companyCertificate, 'certificateTypeId')}
          lookup={CERTIFICATE_TYPE_LOOKUP}
          only={OTHER_TYPE_IDS}
          emptyText="pateva.entity.choose"
          fullWidth
          isRequired
        />
      ),
    },
  },
});
