/**
 * Henkilöt: the company's people, driven by the SPEC §2/§4 page state machine
 * (src/domain/peoplePage.ts): listing, showing, editing_*, deleting.
 */
import { useCallback, useReducer, useState } from 'react';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { initialPeoplePage, peoplePageReducer } from '../../../domain/peoplePage';
import { useCanChange, useCompany } from '../CompanyContext';
import { AddProfessionalDialog } from './AddProfessionalDialog';
import { peopleApi } from './api';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';
import { useLoad } from './useLoad';

export function PeopleSection() {
  const { company } = useCompany();
  const canChange = useCanChange('people');
  const canGrantAdmin = useCanChange('admin');
  const userState = useCurrentUser();
  const ownPersonId = userState.status === 'signedIn' ? userState.user.personId : null;
  const [page, dispatch] = useReducer(peoplePageReducer, initialPeoplePage);
  const [adding, setAdding] = useState(false);
  const list = useLoad(() => peopleApi.list(company.id).then((result) => result.data), [company.id]);
  const { reload } = list;
  const toListing = useCallback(() => {
    dispatch({ type: 'list' });
    reload();
  }, [reload]);

  if (page.status === 'listing' || page.personId === null) {
    return (
      <>
        <PeopleList
          state={list}
          canAdd={canChange}
          onAdd={() => setAdding(true)}
          onShow={(personId) => dispatch({ type: 'show', personId })}
          onRetry={reload}
        />
        {adding && (
          <AddProfessionalDialog
            companyId={company.id}
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              reload();
            }}
          />
        )}
      </>
    );
  }
  return (
    <PersonPanel
      key={page.personId}
      companyId={company.id}
      page={page}
      dispatch={dispatch}
      canChange={canChange}
      canGrantAdmin={canGrantAdmin}
      ownPersonId={ownPersonId}
      onBack={toListing}
    />
  );
}
