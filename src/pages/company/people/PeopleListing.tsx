/** The listing state of the people page: the list through the data provider, and adding a professional. */
import { useState } from 'react';
import { ListBase } from 'react-admin';
import { companyPerson } from '../../../domain/entities/companyPerson';
import { DEFAULT_PAGE_SIZE } from '../../../domain/schemas/list';
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
  return (
    <ListBase
      resource={companyPerson.resource}
      queryOptions={{ meta: { companyId } }}
      disableSyncWithLocation
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'lastName', order: 'ASC' }}
    >
      <PeopleList canAdd={canAdd} onAdd={() => setAdding(true)} onShow={onShow} />
      {adding && <AddProfessionalDialog companyId={companyId} onClose={() => setAdding(false)} onAdded={() => setAdding(false)} />}
    </ListBase>
  );
}
