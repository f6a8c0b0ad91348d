/**
 * A company's certificates: the generic entity panel with the validity ("Voimassa, vanhenee n
 * päivän kuluttua" / "Vanhentunut dd.MM.yyyy") as a column. Certificates the association issued
 * are read-only to the company (the API answers 409); the office changes everything.
 */
import { Chip } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { EntityPanel } from '../../../components/entity/EntityPanel';
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

interface Props {
  companyId: number;
  canChange: boolean;
  /** The office: changes the association's certificates too, exports CSV, shows a record. */
  office?: boolean;
  /** "Today" for the validity texts (tests fix it). */
  today?: Date | string;
}

const TEXTS = { prefix: 'certificates', created: 'certificates.toasts.created', updated: 'certificates.toasts.updated', deleted: 'certificates.toasts.deleted' };

/** The types a company records itself: every type but the association's own. */
const OTHER_TYPE_IDS = (DESCRIBABLES[CERTIFICATE_TYPE_LOOKUP] ?? [])
  .map((type) => type.id)
  .filter((id) => !(ASSOCIATION_CERTIFICATE_TYPE_IDS as readonly number[]).includes(id));

const expiringSoon = (validity: CertificateValidity) => validity.status === 'valid' && (validity.daysLeft ?? 0) <= 90;

function Validity({ record, today }: { record: CompanyCertificate; today?: Date | string }) {
  const translate = useTranslate();
  const validity = certificateValidity(record.validFrom, record.validUntil, today);
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

export function CertificatesPanel({ companyId, canChange, office = false, today }: Props) {
  return (
    <EntityPanel
      entity={companyCertificate}
      parent={{ companyId }}
      canChange={canChange}
      texts={TEXTS}
      recordName={(record) => String(record.certificateName)}
      sort={{ field: 'validUntil', order: 'DESC' }}
      exportable={office}
      showable={office}
      canChangeRecord={office ? undefined : (record) => !record.issuedByAssociation}
      lockedNote="certificates.readOnly"
      inputs={
        office
          ? undefined
          : {
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
            }
      }
      extraColumns={[
        <FunctionField key="validity" label="certificates.columns.validity" render={(record: CompanyCertificate) => <Validity record={record} today={today} />} />,
        <FunctionField
          key="file"
          label="certificates.columns.file"
          render={(record: CompanyCertificate) => <CertificateFile record={record} canChange={canChange && (office || !record.issuedByAssociation)} office={office} />}
        />,
      ]}
    />
  );
}
