/** The listing state of the people page: the list through the data provider, and adding a professional. */
import { TablePagination } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Loadable } from '../../../components/data/useResource';
import { companyPerson, type CompanyPerson } from '../../../domain/entities/companyPerson';
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
  const [page, setPage] = useState(1);
  const translate = useTranslate();
  // react-query refreshes it after every change through react-admin's hooks (and useRefreshCompanyPeople).
  const list = useGetList<CompanyPerson>(companyPerson.resource, {
    pagination: { page, perPage: DEFAULT_PAGE_SIZE },
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
      {(list.total ?? 0) > DEFAULT_PAGE_SIZE && (
        // A company of many people is read a page at a time.
        <TablePagination
          component="div"
          count={list.total ?? 0}
          page={page - 1}
          rowsPerPage={DEFAULT_PAGE_SIZE}
          rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} / ${count}`}
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
      {adding && <AddProfessionalDialog companyId={companyId} onClose={() => setAdding(false)} onAdded={() => setAdding(false)} />}
    </>
  );
}
