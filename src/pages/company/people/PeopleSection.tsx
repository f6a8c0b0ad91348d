/**
 * Henkilöt: the company's people, driven by the SPEC §2/§4 page state machine
 * (src/domain/peoplePage.ts): listing, showing, editing_*, deleting.
 */
import { useCallback, useReducer, useState } from 'react';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { useApiList } from '../../../components/data/useApiResource';
import type { CompanyPerson } from '../../../domain/api/people';
import { initialPeoplePage, peoplePageReducer } from '../../../domain/peoplePage';
import { useCanChange, useCompany } from '../CompanyContext';
import { AddProfessionalDialog } from './AddProfessionalDialog';
import { PeopleList } from './PeopleList';
import { PersonPanel } from './PersonPanel';

export function PeopleSection() {
  const { company } = useCompany();
  const canChange = useCanChange('people');
  const canGrantAdmin = useCanChange('admin');
  const userState = useCurrentUser();
  const ownPersonId = userState.status === 'signedIn' ? userState.user.personId : null;
  const [page, dispatch] = useReducer(peoplePageReducer, initialPeoplePage);
  const [adding, setAdding] = useState(false);
  const list = useApiList<CompanyPerson>(`/companies/${company.id}/people`, { paginate: false });
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
