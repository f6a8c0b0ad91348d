/**
 * Join requests waiting for this company's Pääkäyttäjä: the declared pendingPeople, approve and
 * reject actions (src/domain/api/joinRequestActions.ts), through react-query.
 */
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import Alert from '@mui/material/Alert';
import { errorMessage } from '../../components/form/httpErrorFields';
import { LoadingLine } from '../../components/LoadingLine';
import type { PatevaDataProvider } from '../../dataProvider';
import { PendingRequestRow } from './PendingRequestRow';
import type { PendingPerson } from '../../domain/entities/joinRequest';
import { approveJoinRequest, pendingPeople, pendingPeopleKey, rejectJoinRequest } from '../../domain/api/joinRequestActions';
import { useActionQuery } from '../../components/actions/useActionQuery';
import type { CurrentUserCompany } from '../../domain/api/users';

type Decision = 'approve' | 'reject';

export function PendingRequests({ company }: { company: CurrentUserCompany }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const pending = useActionQuery(pendingPeople, { id: company.id });
  const decide = useMutation({
    mutationFn: ({ person, decision }: { person: PendingPerson; decision: Decision }) => {
      const params = { id: company.id, personId: person.personId };
      return decision === 'approve'
        ? dataProvider.action(approveJoinRequest, params, { body: { company_admin: false } })
        : dataProvider.action(rejectJoinRequest, params);
    },
    onSuccess: (_answer, { person, decision }) => {
      // The decided person leaves the list at once (read again when the page is next opened).
      queryClient.setQueryData<{ data: PendingPerson[] }>(pendingPeopleKey(company.id), (page) =>
        page && { ...page, data: page.data.filter((other) => other.personId !== person.personId) },
      );
      toast('success', decision === 'approve' ? 'home.pending.approved' : 'home.pending.rejected', {
        messageArgs: { name: `${person.firstName} ${person.lastName}` },
      });
    },
  });
  const people = pending.data?.data ?? [];

  return (
    <Paper component="section" sx={{ p: 3, my: 2 }} aria-label={translate('home.pending.title', { company: company.name })}>
      <Typography variant="h6" component="h2">{translate('home.pending.title', { company: company.name })}</Typography>
      {pending.isPending && <LoadingLine text={translate('home.pending.loading')} />}
      {(pending.error || decide.error) && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {translate(errorMessage(pending.error ?? decide.error, 'pateva.errors.server'), { _: errorMessage(pending.error ?? decide.error, 'pateva.errors.server') })}
        </Alert>
      )}
      {pending.isSuccess && people.length === 0 && <Typography sx={{ mt: 1 }}>{translate('home.pending.empty')}</Typography>}
      {people.length > 0 && (
        <List>
          {people.map((person) => (
            <PendingRequestRow key={person.personId} person={person} busy={decide.isPending}
              onApprove={() => decide.mutate({ person, decision: 'approve' })} onReject={() => decide.mutate({ person, decision: 'reject' })} />
          ))}
        </List>
      )}
    </Paper>
  );
}
