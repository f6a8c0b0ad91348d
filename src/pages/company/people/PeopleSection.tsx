/**
 * Henkilöt: the company's people, driven by the SPEC §2/§4 page state machine
 * (src/domain/peoplePage.ts): listing, showing, editing_*, deleting. On the
 * company's own pages the person is in the address (/companies/:id/people/:personId),
 * so Back returns to the list and a reload or a link opens the same person; the
 * editing states stay in the page. The office's company tab has no address of its
 * own for a person, so there the person stays in the page too.
 */
import { useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../authProvider/currentUser';
import { initialPeoplePage, peoplePageReducer, type PeoplePageState } from '../../../domain/peoplePage';
import { useCanChange, useCompany } from '../CompanyContext';
import { companySectionPath } from '../sectionLinks';
import { PeopleListing } from './PeopleListing';
import { PersonPanel } from './PersonPanel';

/** The person id of the address below people/, or null for the list. */
function personIdOf(rest: string | undefined): number | null {
  const id = Number(rest?.split('/')[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const pageFor = (personId: number | null): PeoplePageState =>
  personId === null ? initialPeoplePage : peoplePageReducer(initialPeoplePage, { type: 'show', personId });

export function PeopleSection({ personInAddress = true }: { personInAddress?: boolean }) {
  const { company } = useCompany();
  const canChange = useCanChange('people');
  const canGrantAdmin = useCanChange('admin');
  const userState = useCurrentUser();
  const ownPersonId = userState.status === 'signedIn' ? userState.user.personId : null;
  const navigate = useNavigate();
  const addressed = personIdOf(useParams()['*']);
  const [chosen, setChosen] = useState<number | null>(null);
  const personId = personInAddress ? addressed : chosen;
  const [page, dispatch] = useReducer(peoplePageReducer, personId, pageFor);
  const base = companySectionPath(company.id, 'people');
  const open = (id: number | null) => {
    if (!personInAddress) setChosen(id);
    else navigate(id === null ? base : `${base}/${id}`);
  };

  // The person chosen leads: following a link or Back moves the state machine to match it.
  const shownId = page.status === 'listing' ? null : page.personId;
  if (shownId !== personId) dispatch(personId === null ? { type: 'list' } : { type: 'show', personId });

  if (personId === null) {
    return <PeopleListing companyId={company.id} canAdd={canChange} onShow={open} />;
  }
  return (
    <PersonPanel
      key={personId}
      companyId={company.id}
      page={page}
      dispatch={dispatch}
      canChange={canChange}
      canGrantAdmin={canGrantAdmin}
      ownPersonId={ownPersonId}
      onBack={() => open(null)}
    />
  );
}
