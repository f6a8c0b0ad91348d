/**
 * /account, "Oma tili" (issue 9 #9): the signed-in user's own name (their person record, PUT
 * /people/:id), sign-in address (PUT /users/me/email, in effect once the link mailed to the new
 * address is followed) and password (PUT /users/me/password). Three small forms, each saved on
 * its own, so a mistake in one never loses what was typed in another.
 */
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Form, PasswordInput, SaveButton, TextInput, Title, useDataProvider, useTranslate, useUpdate } from 'react-admin';
import { z } from 'zod';
import { useToast } from '../../areas/shared/notify';
import { refreshCurrentUser, useCurrentUser } from '../../authProvider/currentUser';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { errorMessage, httpFieldErrors } from '../../components/form/httpErrorFields';
import { snakeBodyResolver } from '../../components/form/snakeBodyResolver';
import { LoadingLine } from '../../components/LoadingLine';
import type { PatevaDataProvider } from '../../dataProvider';
import { cancelEmailChange, changeEmail, changePassword } from '../../domain/api/accountActions';
import type { CurrentUser } from '../../domain/api/users';
import { labelKey } from '../../domain/entities/entity';
import { person } from '../../domain/entities/person';
import { emailChangeSchema, passwordChangeSchema } from '../../domain/schemas/auth';
import { PasswordStrengthMeter, usePasswordScore, weakPasswordError } from '../auth/usePasswordStrength';

export function AccountPage() {
  const translate = useTranslate();
  const current = useCurrentUser();
  if (current.status !== 'signedIn') {
    return (
      <Box sx={{ p: 2 }}>
        {current.status === 'failed' ? (
          <>
            <ErrorMessage error={current.error} />
            <Button onClick={current.reload}>{translate('account.retry')}</Button>
          </>
        ) : (
          <LoadingLine text={translate('account.loading')} />
        )}
      </Box>
    );
  }
  const { user } = current;
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 2 }, maxWidth: 720 }}>
      <Title title={translate('account.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('account.title')}
      </Typography>
      <Stack spacing={2}>
        <NameSection user={user} />
        <EmailSection user={user} />
        <PasswordSection user={user} />
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Paper>
  );
}

/** A failed save: the server's field messages go beside their inputs (returned to the form); anything else is a toast. */
function useFailure() {
  const toast = useToast();
  return (error: unknown): Record<string, string> | undefined => {
    const fields = httpFieldErrors(error);
    if (Object.keys(fields).length > 0) return fields;
    toast('error', errorMessage(error, 'pateva.errors.server'));
    return undefined;
  };
}

/** The person declaration's own rules for the two fields this form has. */
const nameResolver = zodResolver(
  z.object({ firstName: person.fields.firstName.input, lastName: person.fields.lastName.input }) as z.ZodType<FieldValues, FieldValues>,
  undefined,
  { raw: true },
);

function NameSection({ user }: { user: CurrentUser }) {
  const toast = useToast();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const record = useMemo(
    () => ({ id: user.personId, firstName: user.person.firstName, lastName: user.person.lastName }),
    [user.personId, user.person.firstName, user.person.lastName],
  );
  const submit = async (values: FieldValues) => {
    try {
      await update(
        person.resource,
        { id: user.personId, data: { firstName: values.firstName, lastName: values.lastName }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      return failed(error);
    }
    // /users/me and react-admin's identity (the user menu's name) show the new name without a reload.
    refreshCurrentUser();
    await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    toast('success', 'account.name.saved');
    return undefined;
  };
  return (
    <Section title="account.name.title">
      <Form record={record} onSubmit={submit} resolver={nameResolver} noValidate disableInvalidFormNotification>
        <TextInput source="firstName" label={labelKey(person, 'firstName')} isRequired fullWidth autoComplete="given-name" />
        <TextInput source="lastName" label={labelKey(person, 'lastName')} isRequired fullWidth autoComplete="family-name" />
        <SaveButton label="account.name.submit" alwaysEnable />
      </Form>
    </Section>
  );
}

const EMPTY_EMAIL_FORM = { email: '', currentPassword: '' };
const EMPTY_PASSWORD_FORM = { currentPassword: '', password: '', passwordConfirmation: '' };

function EmailSection({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const toast = useToast();
  const failed = useFailure();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  // A new form after a change: nothing typed (least of all the password) stays on screen.
  const [round, setRound] = useState(0);
  const resolver = useMemo(() => snakeBodyResolver(emailChangeSchema), []);
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    setCancelling(true);
    try {
      await dataProvider.action(cancelEmailChange, {});
      toast('success', 'account.email.cancelled');
      refreshCurrentUser();
    } catch (error) {
      failed(error);
    } finally {
      setCancelling(false);
    }
  };
  const submit = async (values: FieldValues) => {
    try {
      const answer = await dataProvider.action(changeEmail, {}, { body: { email: String(values.email ?? ''), current_password: String(values.currentPassword ?? '') } });
      toast('success', answer.message);
    } catch (error) {
      return failed(error);
    }
    refreshCurrentUser();
    setRound((n) => n + 1);
    return undefined;
  };
  return (
    <Section title="account.email.title">
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{translate('account.email.current', { email: user.email })}</Typography>
      {user.pendingEmail && (
        <Box sx={{ mb: 2 }}>
          <Typography role="status" color="warning.main" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            {translate('account.email.pending', { email: user.pendingEmail })}
          </Typography>
          <Button variant="outlined" size="small" disabled={cancelling} onClick={() => void cancel()}>
            {translate('account.email.cancel')}
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('account.email.help')}
      </Typography>
      <Form key={round} record={EMPTY_EMAIL_FORM} onSubmit={submit} resolver={resolver} noValidate disableInvalidFormNotification>
        <TextInput source="email" type="email" label="account.email.newEmail" isRequired fullWidth autoComplete="email" />
        <PasswordInput source="currentPassword" label="account.password.current" isRequired fullWidth autoComplete="current-password" />
        <SaveButton label="account.email.submit" alwaysEnable />
      </Form>
    </Section>
  );
}

/** The typed new password's strength, by the estimator the server refuses with (loaded at the first key press). */
function StrengthMeter({ related }: { related: readonly string[] }) {
  const password: unknown = useWatch({ name: 'password' });
  const score = usePasswordScore(typeof password === 'string' ? password : '', related);
  return <PasswordStrengthMeter score={score} />;
}

function PasswordSection({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const toast = useToast();
  const failed = useFailure();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const [round, setRound] = useState(0);
  const resolver = useMemo(() => snakeBodyResolver(passwordChangeSchema), []);
  // The words that make a password easy to guess for this person, as the server counts them.
  const related = useMemo(() => [user.email, user.person.firstName, user.person.lastName], [user.email, user.person.firstName, user.person.lastName]);
  const submit = async (values: FieldValues) => {
    const body = {
      current_password: String(values.currentPassword ?? ''),
      password: String(values.password ?? ''),
      password_confirmation: String(values.passwordConfirmation ?? ''),
    };
    try {
      // Refused here as the server would refuse it (issue 9 #4), before the current password is tried.
      const weak = await weakPasswordError(body.password, related);
      if (weak) return { password: weak };
      const answer = await dataProvider.action(changePassword, {}, { body });
      toast('success', answer.message);
    } catch (error) {
      return failed(error);
    }
    setRound((n) => n + 1);
    return undefined;
  };
  return (
    <Section title="account.password.title">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('account.password.help')}
      </Typography>
      <Form
        key={round}
        record={EMPTY_PASSWORD_FORM}
        onSubmit={submit}
        resolver={resolver}
        noValidate
        disableInvalidFormNotification
      >
        <PasswordInput source="currentPassword" label="account.password.current" isRequired fullWidth autoComplete="current-password" />
        <PasswordInput source="password" label="account.password.newPassword" isRequired fullWidth autoComplete="new-password" />
        <StrengthMeter related={related} />
        <PasswordInput source="passwordConfirmation" label="account.password.confirmation" isRequired fullWidth autoComplete="new-password" />
        <SaveButton label="account.password.submit" alwaysEnable />
      </Form>
    </Section>
  );
}

export default AccountPage;
