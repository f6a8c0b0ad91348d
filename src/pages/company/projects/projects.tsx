/**
 * Projektit, a company's projects (SPEC §2 Projects: listing, creating, showing, editing): the
 * declaration's views (entityResource) with the visiting address and coordinates as address inputs, and the location check
 * (SPEC §4) in the form and as a list column.
 */
import { Chip, Typography } from '@mui/material';
import { FunctionField, TextInput, useTranslate } from 'react-admin';
import { entityResource } from '../../../components/entity/entityResource';
import { project, type Project } from '../../../domain/entities/project';
import { ProjectLocationCheck } from './ProjectLocationCheck';

const CHIP = { none: 'default', ok: 'success', warning: 'warning', fail: 'error' } as const;

function CheckChip({ record }: { record: Project }) {
  const translate = useTranslate();
  const check = record.locationCheck;
  return <Chip size="small" color={CHIP[check.result]} label={translate(`projects.check.${check.result}`)} title={check.reasons.map((r) => r.message).join(' ')} />;
}

function AddressHeading() {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {translate('projects.address.title')}
    </Typography>
  );
}

const visitingAddressText = (record: Project) =>
  record.visitingAddress ? [record.visitingAddress.street, [record.visitingAddress.zipcode, record.visitingAddress.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

export const projects = entityResource({
  entity: project,
  permission: 'references_projects',
  texts: { prefix: 'projects', created: 'projects.saved', updated: 'projects.saved', deleted: 'projects.removed' },
  recordName: (record) => String(record.name),
  sort: { field: 'id', order: 'DESC' },
  // SPEC §2 Projects: listing, creating, showing, editing.
  showable: true,
  columns: { locationCheck: <FunctionField label="resources.projects.fields.locationCheck" render={(record: Project) => <CheckChip record={record} />} /> },
  extraColumns: [<FunctionField key="address" label="resources.projects.fields.visitingAddress" render={(record: Project) => visitingAddressText(record)} />],
  inputs: {
    visitingAddress: (
      <>
        <AddressHeading />
        <TextInput source="visitingAddress.street" label="projects.address.street" fullWidth />
        <TextInput source="visitingAddress.zipcode" label="projects.address.zipcode" fullWidth />
        <TextInput source="visitingAddress.city" label="projects.address.city" fullWidth />
      </>
    ),
    coordinatesAddress: (
      <>
        <TextInput source="coordinatesAddress.location" label="projects.address.location" helperText="projects.address.locationHint" fullWidth />
        <ProjectLocationCheck />
      </>
    ),
  },
});
