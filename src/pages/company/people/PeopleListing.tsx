/** The listing state of the people page: the list through the data provider, and adding a professional. */
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { Loadable } from '../../../components/data/useResource';
import { companyPerson, type CompanyPerson } from '../../../domain/entities/companyPerson';
import { MAX_PAGE_SIZE } from '../../../domain/schemas/list';
import { AddProfessionalDialog } from './AddProfessionalDialog';
import { PeopleList } from './PeopleList';

interface Props {
  companyId: number;
  canAdd: boolean;
  onShow: (personId: number) => void;
}

export function PeopleListing({ companyId, canAdd, onShow }: Props) {
  const [adding, setAdding] = useState(false);
  // react-query refreshes it after every change through react-admin's hooks (and useRefreshCompanyPeople).
  const list = useGetList<CompanyPerson>(companyPerson.resource, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'lastName', order: 'ASC' },
    meta: { companyId },
  });
  const state: Loadable<CompanyPerson[]> = list.isPending
    ? { status: 'loading' }
    : list.error
      ? { status: 'failed', error: list.error }
      : { status: 'loaded', data: list.data ?? [] };
  return (
    <>
      <PeopleList state={{ ...state, reload: () => void list.refetch() }} canAdd={canAdd} onAdd={() => setAdding(true)} onShow={onShow} />
      {adding && <AddProfessionalDialog companyId={companyId} onClose={() => setAdding(false)} onAdded={() => setAdding(false)} />}
    </>
  );
}
