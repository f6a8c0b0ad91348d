/**
 * Henkilöt: the company's people in the SPEC §2/§4 page states, each an address
 * (src/domain/peoplePage.ts): the list, a person (/companies/:id/people/:personId)
 * and each editing state (…/:personId/permissions), so Back leaves an editing state
 * for the person and the person for the list, and a reload or a link opens the
 * same view. In the office's company tab the same views go in the query (?record=9).
 */
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { PEOPLE_EDIT_MODES, peoplePageStatus } from '../../../domain/peoplePage';
import { useRecordRoute } from '../../../components/records/useRecordRoute';
import { useCanChange, useCompany } from '../CompanyContext';
import { PeopleListing } from './PeopleListing';
import { PersonPanel } from './PersonPanel';

export function PeopleSection() {
  const translate = useTranslate();
  const { company } = useCompany();
  const canChange = useCanChange('people');
  const canGrantAdmin = useCanChange('admin');
  const userState = useCurrentUser();
  const ownPersonId = userState.status === 'signedIn' ? userState.user.personId : null;
  const route = useRecordRoute();
  const { view } = route;
  const status = view ? peoplePageStatus(view) : null;

  if (status === 'listing') {
    return <PeopleListing companyId={company.id} canAdd={canChange} onShow={(personId) => route.go({ kind: 'record', id: personId, mode: null, tab: null })} />;
  }
  if (status === null || view?.kind !== 'record') {
    return (
      <Box>
        <Alert severity="error">{translate('company.people.loadFailed')}</Alert>
        <Button onClick={route.toList} sx={{ mt: 2 }}>{translate('company.people.back')}</Button>
      </Box>
    );
  }
  const personId = view.id;
  return (
    <PersonPanel
      key={personId}
      companyId={company.id}
      personId={personId}
      status={status}
      onEdit={(editing) => route.go({ kind: 'record', id: personId, mode: PEOPLE_EDIT_MODES[editing], tab: null })}
      onDone={route.close}
      canChange={canChange}
      canGrantAdmin={canGrantAdmin}
      ownPersonId={ownPersonId}
      onBack={route.close}
    />
  );
}
