/** The display roles (SPEC §6: managing director, contact person, production management) as labelled checkboxes of a react-admin form. */
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { companyPerson, DISPLAY_ROLES, type DisplayRole } from '../../../domain/entities/companyPerson';
import { labelKey } from '../../../domain/entities/entity';

function RoleCheck({ source }: { source: DisplayRole }) {
  const translate = useTranslate();
  const { field, formState } = useInput({ source });
  return (
    <FormControlLabel
      control={<Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={formState.isSubmitting} />}
      label={translate(labelKey(companyPerson, source))}
    />
  );
}

export function DisplayRoleChecks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {DISPLAY_ROLES.map((source) => (
        <RoleCheck key={source} source={source} />
      ))}
    </Box>
  );
}
