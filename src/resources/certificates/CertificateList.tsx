/**
 * Sertifikaatit (SPEC §2 office certificates): every company's certificates, the valid search first
 * (type 5, latest end first) and the expired one (by company name, descending); 25 a page, CSV
 * export with Finnish headers, cards on a phone; a row opens the certificate's page.
 */
import { Box, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, TopToolbar, useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { entityExporter } from '../../components/entity/entityExporter';
import { entityFields } from '../../components/entity/entityFields';
import { ListPagination } from '../../components/entity/ListPagination';
import { ListExportButton } from '../../components/entity/ListExportButton';
import { RecordCards } from '../../components/entity/RecordCards';
import { CERTIFICATE_STATUS_LABELS } from '../../domain/certificateStatus';
import { labelKey } from '../../domain/entities/entity';
import { officeCertificate, type OfficeCertificateRecord } from '../../domain/entities/officeCertificate';
import { DEFAULT_PAGE_SIZE } from '../../domain/schemas/list';
import { CertificateSearchBar, VALID_FILTER, VALID_SORT } from './CertificateSearchBar';

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', my: 4 }}>
      <Typography variant="h6" component="p">
        {translate('officeCertificates.empty')}
      </Typography>
    </Box>
  );
}

function NumberLink({ record }: { record: OfficeCertificateRecord }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const text = record.certificateNumber ?? translate('officeCertificates.details');
  return (
    <MuiLink component={Link} to={createPath({ resource: 'certificates', type: 'show', id: record.id })} aria-label={translate('officeCertificates.open', { number: text })}>
      {text}
    </MuiLink>
  );
}

const asRecord = (record: RaRecord) => record as OfficeCertificateRecord;

export function CertificateList() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = {
    company: (
      <FunctionField<RaRecord>
        source="company"
        label={labelKey(officeCertificate, 'company')}
        sortBy="company"
        render={(record) => {
          const { company } = asRecord(record);
          return (
            <MuiLink component={Link} to={`${createPath({ resource: 'companies', type: 'show', id: company.id })}/certificates`}>
              {company.name}
            </MuiLink>
          );
        }}
      />
    ),
    certificateNumber: <FunctionField<RaRecord> source="certificateNumber" label={labelKey(officeCertificate, 'certificateNumber')} render={(record) => <NumberLink record={asRecord(record)} />} />,
    status: <FunctionField<RaRecord> source="status" label={labelKey(officeCertificate, 'status')} sortable={false} render={(record) => CERTIFICATE_STATUS_LABELS[asRecord(record).status]} />,
  };
  const fields = entityFields(officeCertificate, 'list', columns);
  return (
    <List
      title={translate('officeCertificates.title')}
      perPage={DEFAULT_PAGE_SIZE}
      sort={VALID_SORT}
      filterDefaultValues={VALID_FILTER}
      actions={
        // The searches' own filters are in the bar below (CertificateSearchBar), not react-admin's filter button.
        <TopToolbar>
          <ListExportButton />
        </TopToolbar>
      }
      exporter={entityExporter(officeCertificate, {
        company: (record) => asRecord(record).company.name,
        status: (record) => CERTIFICATE_STATUS_LABELS[asRecord(record).status],
      })}
      empty={false}
      pagination={<ListPagination />}
    >
      <CertificateSearchBar />
      {phone ? (
        <Box sx={{ p: 1 }}>
          <RecordCards fields={fields} emptyText="officeCertificates.empty" />
        </Box>
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} sx={{ overflowX: 'auto' }}>
          {fields}
        </Datagrid>
      )}
    </List>
  );
}
