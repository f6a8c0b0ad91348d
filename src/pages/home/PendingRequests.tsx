/** Join requests waiting for this company's Pääkäyttäjä (GET /companies/:id/people/pending). */
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/httpClient';
import { TOAST_DEFAULT_DURATION_MS } from '../../domain/toasts';
import { useApiList } from '../../components/data/useApiResource';
import { ErrorMessage } from '../../components/form/ErrorMessage';
import { useApiAction } from '../../components/form/useApiAction';
import { LoadingLine } from '../../components/LoadingLine';
import { PendingRequestRow } from './PendingRequestRow';
import type { PendingPerson } from '../../domain/api/joinRequests';
import type { CurrentUserCompany } from '../../domain/api/users';

export function PendingRequests({ company }: { company: CurrentUserCompany }) {
  const translate = useTranslate();
  const notify = useNotify();
  const pending = useApiList<PendingPerson>(`/companies/${company.id}/people/pending`, { paginate: false });
  const action = useApiAction();
  const [handled, setHandled] = useState<number[]>([]);
  const people = (pending.status === 'loaded' ? pending.data : []).filter((person) => !handled.includes(person.personId));

  const decide = async (person: PendingPerson, decision: 'approve' | 'reject') => {
    const result = await action.run(() =>
      apiFetch(`/companies/${company.id}/people/${person.personId}/${decision}`, {
        method: 'POST',
        body: decision === 'approve' ? { company_admin: false } : undefined,
      }),
    );
    if (!result.ok) return;
    setHandled((ids) => [...ids, person.personId]);
    notify(decision === 'approve' ? 'home.pending.approved' : 'home.pending.rejected', {
      type: 'success',
      messageArgs: { name: `${person.firstName} ${person.lastName}` },
      autoHideDuration: TOAST_DEFAULT_DURATION_MS,
    });
  };

  return (
    <Paper component="section" sx={{ p: 3, my: 2 }} aria-label={translate('home.pending.title', { company: company.name })}>
      <Typography variant="h6" component="h2">{translate('home.pending.title', { company: company.name })}</Typography>
      {pending.status === 'loading' && <LoadingLine text={translate('home.pending.loading')} />}
      <ErrorMessage error={pending.status === 'failed' ? pending.error : action.error} />
      {pending.status === 'loaded' && people.length === 0 && <Typography sx={{ mt: 1 }}>{translate('home.pending.empty')}</Typography>}
      {people.length > 0 && (
        <List>
          {people.map((person) => (
            <PendingRequestRow key={person.personId} person={person} busy={action.sending}
              onApprove={() => void decide(person, 'approve')} onReject={() => void decide(person, 'reject')} />
          ))}
        </List>
      )}
    </Paper>
  );
}
