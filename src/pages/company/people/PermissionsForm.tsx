/**
 * editing_permissions: role (Käyttäjä / Pääkäyttäjä), display roles and the
 * per-person permissions; PUT /companies/:id/people/:personId. The role and
 * permissions being edited live in the page state (SPEC §4).
 */
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { useState, type Dispatch, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorMessage } from '../../../components/form/ErrorMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useApiAction } from '../../../components/form/useApiAction';
import { COMPANY_PERMISSION_LABELS, COMPANY_PERMISSIONS } from '../../../domain/companyPermissions';
import { effectivePermissions, type PeoplePageAction, type PeoplePageState, type PeopleRole } from '../../../domain/peoplePage';
import { DisplayRoleChecks, type DisplayRoleValues } from './AddProfessionalDialog';
import { peopleApi } from './api';
import { fullName } from './labels';
import type { CompanyPersonDetails } from '../../../domain/api/people';

interface Props {
  companyId: number;
  person: CompanyPersonDetails;
  page: PeoplePageState;
  dispatch: Dispatch<PeoplePageAction>;
  canGrantAdmin: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

export function PermissionsForm({ companyId, person, page, dispatch, canGrantAdmin, onCancel, onSaved }: Props) {
  const translate = useTranslate();
  const professional = person.userId === null;
  const [roles, setRoles] = useState<DisplayRoleValues>({
    company_managing_director: person.companyManagingDirector,
    company_contact_person: person.companyContactPerson,
    company_production_management: person.companyProductionManagement,
  });
  const { sending, error, run } = useApiAction();
  const isAdmin = page.role === 'company_admin';
  const shown = effectivePermissions(page);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...roles,
      ...(professional ? {} : { permissions: page.permissions }),
      ...(isAdmin !== person.companyAdmin ? { company_admin: isAdmin } : {}),
    };
    const result = await run(() => peopleApi.updateInCompany(companyId, person.personId, body));
    if (result.ok) onSaved();
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h2">{translate('company.people.permissionsForm.title')}: {fullName(person)}</Typography>
      <Box component="form" noValidate onSubmit={submit}>
        {professional ? (
          // A professional has no login, so there is no role to choose (SPEC §3).
          <Box sx={{ mt: 2 }}>
            <FormLabel component="p">{translate('company.people.fields.role')}</FormLabel>
            <Typography>{translate('company.people.roles.professional')}</Typography>
          </Box>
        ) : (
          <FormControl sx={{ mt: 2 }} disabled={sending || !canGrantAdmin}>
            <FormLabel id="people-role-label">{translate('company.people.fields.role')}</FormLabel>
            <RadioGroup
              aria-labelledby="people-role-label"
              value={page.role}
              onChange={(event) => dispatch({ type: 'setRole', role: event.target.value as PeopleRole })}
            >
              <FormControlLabel value="user" control={<Radio />} label={translate('company.people.permissionsForm.user')} />
              <FormControlLabel value="company_admin" control={<Radio />} label={translate('company.people.permissionsForm.admin')} />
            </RadioGroup>
          </FormControl>
        )}
        {!canGrantAdmin && !professional && (
          <Typography variant="body2" color="text.secondary">{translate('company.people.permissionsForm.adminOnly')}</Typography>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('company.people.permissionsForm.displayRoles')}</Typography>
        <DisplayRoleChecks values={roles} onChange={(name, value) => setRoles((current) => ({ ...current, [name]: value }))} disabled={sending} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('company.people.fields.permissions')}</Typography>
        {professional ? (
          <Alert severity="info">{translate('company.people.permissionsForm.professional')}</Alert>
        ) : (
          <>
            {isAdmin && <Typography variant="body2" color="text.secondary">{translate('company.people.permissionsForm.adminHasAll')}</Typography>}
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              {COMPANY_PERMISSIONS.map((permission) => (
                <FormControlLabel
                  key={permission}
                  control={
                    <Checkbox
                      checked={shown.includes(permission)}
                      disabled={sending || isAdmin}
                      onChange={() => dispatch({ type: 'togglePermission', permission })}
                    />
                  }
                  label={COMPANY_PERMISSION_LABELS[permission]}
                />
              ))}
            </Box>
          </>
        )}
        <ErrorMessage error={error} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <SubmitButton sending={sending} fullWidth={false}>{translate('company.people.save')}</SubmitButton>
          <Button onClick={onCancel} sx={{ mt: 2 }}>{translate('company.people.cancel')}</Button>
        </Box>
      </Box>
    </Paper>
  );
}
