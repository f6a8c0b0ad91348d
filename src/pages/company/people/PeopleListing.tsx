/** The listing state of the people page: the list, and adding a professional. Loads afresh each time it is shown. */
import { useState } from 'react';
import { useApiList } from '../../../components/data/useApiResource';
import type { CompanyPerson } from '../../../domain/api/people';
import { AddProfessionalDialog } from './AddProfessionalDialog';
import { PeopleList } from './PeopleList';

interface Props {
  companyId: number;
  canAdd: boolean;
  onShow: (personId: number) => void;
}

export function PeopleListing({ companyId, canAdd, onShow }: Props) {
  const [adding, setAdding] = useState(false);
  const list = useApiList<CompanyPerson>(`/companies/${companyId}/people`, { paginate: false });
  return (
    <>
      <PeopleList state={list} canAdd={canAdd} onAdd={() => setAdding(true)} onShow={onShow} />
      {adding && (
        <AddProfessionalDialog
          companyId={companyId}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            list.reload();
          }}
        />
      )}
    </>
  );
}
