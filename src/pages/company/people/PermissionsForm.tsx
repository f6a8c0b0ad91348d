/**
 * editing_permissions: role (Käyttäjä / Pääkäyttäjä), display roles and the
 * per-person permissions; PUT /companies/:id/people/:personId. The role and
 * permissions being chosen are the form's state (SPEC §4, src/domain/peoplePage.ts).
 */
import { Alert, Box, Checkbox, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { useMemo, useReducer, type Dispatch } from 'react';
import { Form, useTranslate, useUpdate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { COMPANY_PERMISSION_LABELS, COMPANY_PERMISSIONS, type CompanyPermission } from '../../../domain/companyPermissions';
import { companyPerson, DISPLAY_ROLES, type CompanyPerson } from '../../../domain/entities/companyPerson';
import { effectivePermissions, initialPermissions, permissionsReducer, type PermissionsAction, type PermissionsChoice, type PeopleRole } from '../../../domain/peoplePage';
import { DisplayRoleChecks } from './DisplayRoleChecks';
import { fullName } from './labels';
import { FormButtons, useSaveFailure } from './personForms';

interface Props {
  companyId: number;
  person: CompanyPerson;
  canGrantAdmin: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

/** The display roles and the permissions go together, so the server checks the whole choice (SPEC §6). */
const ALWAYS_SENT = [...DISPLAY_ROLES, 'permissions'];

export function PermissionsForm({ companyId, person, canGrantAdmin, onCancel, onSaved }: Props) {
  const translate = useTranslate();
  const professional = person.userId === null;
  const record = useMemo(() => Object.fromEntries(DISPLAY_ROLES.map((role) => [role, person[role]])), [person]);
  const own = person.permissions.filter((p): p is CompanyPermission => (COMPANY_PERMISSIONS as readonly string[]).includes(p));
  const [page, dispatch] = useReducer(permissionsReducer, initialPermissions(person.companyAdmin, own));
  const [update] = useUpdate();
  const failed = useSaveFailure();
  const isAdmin = page.role === 'company_admin';

  const submit = async (values: FieldValues) => {
    const data = {
      ...Object.fromEntries(DISPLAY_ROLES.map((role) => [role, values[role]])),
      // A professional has no login, so no permissions.
      ...(professional ? {} : { permissions: page.permissions }),
      companyAdmin: isAdmin,
    };
    try {
      // The record path names the person (…/people/{personId}).
      await update(
        companyPerson.resource,
        { id: person.personId, data, previousData: person, meta: { companyId, alwaysSend: ALWAYS_SENT } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      onSaved();
    } catch (error) {
      return failed(error);
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography variant="h5" component="h2">{translate('company.people.permissionsForm.title')}: {fullName(person)}</Typography>
      <Form record={record} onSubmit={submit} noValidate disableInvalidFormNotification warnWhenUnsavedChanges>
        <RoleAndPermissions professional={professional} page={page} dispatch={dispatch} canGrantAdmin={canGrantAdmin} />
        <FormButtons onCancel={onCancel} />
      </Form>
    </Paper>
  );
}

function RoleAndPermissions({ professional, page, dispatch, canGrantAdmin }: Pick<Props, 'canGrantAdmin'> & { professional: boolean; page: PermissionsChoice; dispatch: Dispatch<PermissionsAction> }) {
  const translate = useTranslate();
  const { isSubmitting: sending } = useFormState();
  const isAdmin = page.role === 'company_admin';
  const shown = effectivePermissions(page);
  return (
    <>
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
        <DisplayRoleChecks />
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
    </>
  );
}
