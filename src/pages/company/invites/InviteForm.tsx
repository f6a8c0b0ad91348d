/**
 * The invite form: an address and the roles the person gets on accepting. A react-admin form
 * validated by the invite declaration; the server's field messages show beside their inputs.
 */
import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { CreateBase, Form, SaveButton, TextInput, useInput, useTranslate } from 'react-admin';
import { useToast } from '../../../areas/shared/notify';
import { useEntityResolver } from '../../../components/entity/useEntityResolver';
import { errorMessage, hasFieldErrors } from '../../../components/form/httpErrorFields';
import { formSchema, labelKey } from '../../../domain/entities/entity';
import { invite } from '../../../domain/entities/invite';
import { TOAST_TEXTS } from '../../../domain/toastTexts';
import { INVITE_ROLES } from './inviteRoles';

/** A role as a checkbox (the form's earlier look), bound to the react-admin form. */
function RoleInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      label={translate(labelKey(invite, source))}
      control={<Checkbox name={source} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />}
    />
  );
}

/** Sent as the declaration reads it: the address lower-cased, every role as a yes or no. */
const normalized = (data: Record<string, unknown>) => formSchema(invite).parse(data) as Record<string, unknown>;

const EMPTY = { email: '', companyAdmin: false, companyManagingDirector: false, companyContactPerson: false };

/** `canInviteAdmin`: only the company's admins (and office staff) may invite a new admin; the API refuses others. */
export function InviteForm({ companyId, canInviteAdmin }: { companyId: number; canInviteAdmin: boolean }) {
  const translate = useTranslate();
  const toast = useToast();
  const resolver = useEntityResolver(invite);
  // A new, empty form after each invite sent.
  const [round, setRound] = useState(0);

  return (
    <Box sx={{ maxWidth: 520, mb: 4 }}>
      <Typography variant="h6" component="h2">{translate('invites.form.title')}</Typography>
      <CreateBase
        key={round}
        resource={invite.resource}
        record={EMPTY}
        redirect={false}
        transform={normalized}
        mutationOptions={{
          meta: { companyId },
          onSuccess: () => {
            toast('success', TOAST_TEXTS.inviteSent);
            setRound((value) => value + 1);
          },
          // Field messages show beside the inputs; others (already a member, an open invite) as a toast.
          onError: (error: unknown) => {
            if (!hasFieldErrors(error)) toast('error', errorMessage(error, 'pateva.errors.server'));
          },
        }}
      >
        <Form resolver={resolver} noValidate disableInvalidFormNotification>
          <TextInput source="email" type="email" autoComplete="off" label={labelKey(invite, 'email')} isRequired fullWidth />
          <FormLabel component="legend" sx={{ mt: 1 }}>{translate('invites.form.roles')}</FormLabel>
          <FormGroup row>
            {INVITE_ROLES.filter((source) => canInviteAdmin || source !== 'companyAdmin').map((source) => (
              <RoleInput key={source} source={source} />
            ))}
          </FormGroup>
          <SaveButton label="invites.form.submit" icon={<span />} alwaysEnable />
        </Form>
      </CreateBase>
    </Box>
  );
}
