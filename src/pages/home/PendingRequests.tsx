/**
 * Join requests waiting for this company's Pääkäyttäjä: the data provider's pendingPeople
 * (GET /companies/:id/people/pending) and its approve and reject methods, through react-query.
 */
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useToast } from '../../areas/shared/notify';
import Alert from '@mui/material/Alert';
import { errorMessage } from '../../components/form/httpErrorFields';
import { LoadingLine } from '../../components/LoadingLine';
import type { PatevaDataProvider } from '../../dataProvider';
import { PendingRequestRow } from './PendingRequestRow';
import type { PendingPerson } from '../../domain/entities/joinRequest';
import type { CurrentUserCompany } from '../../domain/api/users';

type Decision = 'approve' | 'reject';

export function PendingRequests({ company }: { company: CurrentUserCompany }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<PatevaDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['pendingPeople', company.id];
  const pending = useQuery({ queryKey, queryFn: ({ signal }) => dataProvider.pendingPeople(company.id, { signal }) });
  const decide = useMutation({
    mutationFn: ({ person, decision }: { person: PendingPerson; decision: Decision }) =>
      decision === 'approve'
        ? dataProvider.approveJoinRequest(company.id, person.personId, { company_admin: false })
        : dataProvider.rejectJoinRequest(company.id, person.personId),
    onSuccess: (_answer, { person, decision }) => {
      // The decided person leaves the list at once (read again when the page is next opened).
      queryClient.setQueryData<PendingPerson[]>(queryKey, (people) => people?.filter((other) => other.personId !== person.personId));
      toast('success', decision === 'approve' ? 'home.pending.approved' : 'home.pending.rejected', {
        messageArgs: { name: `${person.firstName} ${person.lastName}` },
      });
    },
  });
  const people = pending.data ?? [];

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
